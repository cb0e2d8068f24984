import type { ExportTable, ExportValue } from './exportTable';
import { guardCsvText } from './formulaGuard';

// CSV as spreadsheets open it: UTF-8 with a byte-order mark (so Arabic reads right in Excel),
// RFC 4180 quoting and CRLF line ends. Figures stay plain (1250.5, 2026-11-23) so they are read
// as figures whatever the language.

const BOM = '\uFEFF';

/** One field, quoted when it holds a comma, a quote or a line break. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const pad = (n: number) => String(n).padStart(2, '0');

function csvValue(value: ExportValue): string {
  switch (value.kind) {
    case 'empty':
      return '';
    case 'text':
      return guardCsvText(value.value);
    case 'money':
      return value.value.toFixed(2);
    case 'number':
    case 'percent':
      return String(value.value);
    case 'date': {
      const d = value.value;
      const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
      return value.time ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : day;
    }
  }
}

/** The table as CSV text, byte-order mark first. */
export function csvText(table: ExportTable): string {
  const lines = [table.columns.map((column) => csvField(column.heading)), ...table.rows.map((row) => row.map((value) => csvField(csvValue(value))))];
  return BOM + lines.map((fields) => fields.join(',')).join('\r\n') + '\r\n';
}

/** The table as a CSV file. */
export function csvBlob(table: ExportTable): Blob {
  return new Blob([csvText(table)], { type: 'text/csv;charset=utf-8' });
}
