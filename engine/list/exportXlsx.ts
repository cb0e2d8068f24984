import type { ExportKind, ExportTable, ExportValue } from './exportTable';

// An Excel workbook of the table with typed cells. exceljs is large: it is loaded only when a
// file is made, never with the list.

const NUMBER_FORMATS: Record<ExportKind, string | undefined> = {
  text: undefined,
  number: undefined,
  money: '#,##0.00',
  percent: '0.00"%"',
  date: 'yyyy-mm-dd',
};
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

/** Widths in characters: wide enough for the longest value, within bounds. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** A worksheet's name: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(title: string): string {
  const cleaned = title
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned === '' ? 'Sheet1' : cleaned;
}

function cellValue(value: ExportValue): string | number | Date | null {
  return value.kind === 'empty' ? null : value.value;
}

function shownLength(value: ExportValue): number {
  switch (value.kind) {
    case 'empty':
      return 0;
    case 'text':
      return Math.max(...value.value.split('\n').map((line) => line.length));
    case 'date':
      return value.time ? 16 : 10;
    case 'money':
      return value.value.toFixed(2).length + Math.floor(Math.abs(value.value).toFixed(0).length / 3);
    default:
      return String(value.value).length;
  }
}

/** The table as the bytes of an .xlsx file. */
export async function xlsxBuffer(table: ExportTable): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(table.title), {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 0, rightToLeft: table.rtl }],
  });
  sheet.addRow(table.columns.map((column) => column.heading));
  sheet.getRow(1).font = { bold: true };
  for (const values of table.rows) {
    const row = sheet.addRow(values.map(cellValue));
    values.forEach((value, i) => {
      const format = value.kind === 'date' && value.time ? DATE_TIME_FORMAT : value.kind === 'empty' ? undefined : NUMBER_FORMATS[value.kind];
      if (format) row.getCell(i + 1).numFmt = format;
    });
  }
  table.columns.forEach((column, i) => {
    const longest = Math.max(column.heading.length, ...table.rows.map((values) => (values[i] ? shownLength(values[i]) : 0)));
    sheet.getColumn(i + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The table as an .xlsx file. */
export async function xlsxBlob(table: ExportTable): Promise<Blob> {
  return new Blob([await xlsxBuffer(table)], { type: XLSX_TYPE });
}
