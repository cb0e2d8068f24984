import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ExportTable } from './exportTable';
import { sheetName, xlsxBuffer } from './exportXlsx';

function table(rtl: boolean): ExportTable {
  return {
    title: rtl ? 'البنوك' : 'Banks',
    rtl,
    columns: [
      { heading: rtl ? 'المعرف' : 'ID', kind: 'number' },
      { heading: rtl ? 'الاسم' : 'Name', kind: 'text' },
      { heading: rtl ? 'المبلغ' : 'Amount', kind: 'money' },
      { heading: rtl ? 'التاريخ' : 'Date', kind: 'date' },
    ],
    rows: [
      [
        { kind: 'number', value: 7 },
        { kind: 'text', value: "'=1+1" },
        { kind: 'money', value: 1250.5 },
        { kind: 'date', value: new Date(Date.UTC(2026, 10, 23)), time: false },
      ],
      [{ kind: 'number', value: 8 }, { kind: 'text', value: 'A much longer bank name than the heading' }, { kind: 'empty' }, { kind: 'empty' }],
    ],
  };
}

async function readBack(source: ExportTable) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await xlsxBuffer(source));
  return workbook.worksheets[0]!;
}

describe('xlsxBuffer', () => {
  it('writes typed cells: numbers, amounts with two decimals, dates with a date format, texts as texts', async () => {
    const sheet = await readBack(table(false));
    expect(sheet.name).toBe('Banks');
    expect(sheet.getCell('A1').value).toBe('ID');
    expect(sheet.getCell('A2').value).toBe(7);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B2').value).toBe("'=1+1");
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('C2').value).toBe(1250.5);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('D2').type).toBe(ExcelJS.ValueType.Date);
    expect((sheet.getCell('D2').value as Date).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(sheet.getCell('D2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('C3').value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it('makes the heading row bold and frozen, and fits the widths', async () => {
    const sheet = await readBack(table(false));
    expect(sheet.getRow(1).font?.bold ?? sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.views[0]?.rightToLeft).toBeFalsy();
    expect(sheet.getColumn(2).width).toBeGreaterThan('A much longer bank name than the heading'.length);
    expect(sheet.getColumn(1).width).toBeLessThan(sheet.getColumn(2).width!);
  });

  it('reads right to left in Arabic', async () => {
    const sheet = await readBack(table(true));
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getCell('B1').value).toBe('الاسم');
  });

  it('names the sheet within Excel limits', () => {
    expect(sheetName('Reports: daily / weekly [all] of the whole year')).toHaveLength(31);
    expect(sheetName('///')).toBe('Sheet1');
  });
});
