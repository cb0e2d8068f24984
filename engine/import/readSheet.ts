import { normalizeForSearch } from '../lookups/matchOption';
import { nextTurn, parseCsv } from './csv';

// A chosen file as a table of texts: its first row the headers, the rest the records. Workbooks are
// read with exceljs, loaded only when one is chosen; a formula's cell gives the result the workbook
// saved with it, or its text: a formula is never run.

export const MAX_ROWS = 10_000;
/** Far above 10,000 rows of reference data; refused before anything is read into the page. */
const MAX_BYTES = 10 * 1024 * 1024;

export interface Sheet {
  headers: string[];
  /** Each row's cells, as many as the headers. */
  rows: string[][];
}

type SheetProblem = { problem: 'notSpreadsheet' } | { problem: 'tooBig' } | { problem: 'tooManyRows' } | { problem: 'empty' } | { problem: 'duplicateHeaders'; headers: string[] };

type SheetResult = { ok: true; sheet: Sheet } | ({ ok: false } & SheetProblem);

/** A workbook is a zip archive: it starts with "PK". */
function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

/** The text a workbook's cell shows, as exceljs gives its value; never a formula's run. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  const v = value as { result?: unknown; formula?: string; sharedFormula?: string; richText?: { text: string }[]; text?: unknown; error?: string };
  if ('formula' in v || 'sharedFormula' in v)
    return v.result === undefined || (typeof v.result === 'object' && v.result !== null && !(v.result instanceof Date)) ? `=${v.formula ?? v.sharedFormula ?? ''}` : cellText(v.result);
  if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
  if (v.text !== undefined) return cellText(v.text);
  if (v.error !== undefined) return String(v.error);
  return '';
}

async function workbookRows(bytes: ArrayBuffer): Promise<string[][] | null> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  let count = 0;
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(cellText(row.getCell(c).value).trim());
    rows.push(cells);
    count += 1;
    if (count > MAX_ROWS + 1) break;
    if (count % 1000 === 0) await nextTurn();
  }
  return rows;
}

function decoded(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Text files hold no NUL: a picture or a PDF renamed .csv does.
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

/** The rows of a table read from a file (headers first), checked: or why the file is refused. */
export function tableOf(all: readonly string[][]): SheetResult {
  const blank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');
  const filled = all.filter((row) => !blank(row));
  const [first, ...rest] = filled;
  if (!first || rest.length === 0) return { ok: false, problem: 'empty' };
  if (rest.length > MAX_ROWS) return { ok: false, problem: 'tooManyRows' };
  const headers = first.map((header) => header.trim());
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  const seen = new Map<string, string>();
  const repeated = new Set<string>();
  for (const header of headers) {
    const key = normalizeForSearch(header);
    if (key === '') continue;
    if (seen.has(key)) repeated.add(header);
    seen.set(key, header);
  }
  if (repeated.size > 0) return { ok: false, problem: 'duplicateHeaders', headers: [...repeated] };
  const rows = rest.map((row) => headers.map((_, i) => (row[i] ?? '').trim()));
  return { ok: true, sheet: { headers, rows } };
}

/** Reads a chosen file (a workbook or a CSV text) in turns, or says why it is refused. */
export async function readSheet(file: Blob): Promise<SheetResult> {
  if (file.size > MAX_BYTES) return { ok: false, problem: 'tooBig' };
  if (file.size === 0) return { ok: false, problem: 'empty' };
  const buffer = await file.arrayBuffer();
  const bytes = new Uint8Array(buffer);
  if (isZip(bytes)) {
    const rows = await workbookRows(buffer);
    return rows === null ? { ok: false, problem: 'notSpreadsheet' } : tableOf(rows);
  }
  const text = decoded(bytes);
  if (text === null) return { ok: false, problem: 'notSpreadsheet' };
  return tableOf(await parseCsv(text, { pause: nextTurn, every: 1000, maxRows: MAX_ROWS + 1 }));
}
