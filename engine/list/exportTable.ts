import type { CellName, Column } from '../descriptor/descriptor.types';
import { getPath } from '../descriptor/fieldPath';
import type { Row } from '../data/envelope';
import { isTrue } from '../answers/answers';
import { guardText } from './formulaGuard';
import { changedFieldNames } from '../registries/cells/changedFieldNames';
import { areaTitles } from '../registries/cells/areaTitles';
import { NO_SUBJECTS, type Subjects } from './exportSubjects';

// The list as a table of typed values, the same for every file kind: headings and words in the
// admin's language, numbers, amounts and dates as such, and nothing a spreadsheet would run.

/** What a column holds, so a file can type its cells (and format them). */
export type ExportKind = 'text' | 'number' | 'money' | 'percent' | 'date';

export type ExportValue =
  | { kind: 'empty' }
  | { kind: 'text'; value: string }
  | { kind: 'number' | 'money' | 'percent'; value: number }
  /** `value`: the wall-clock time as UTC fields (spreadsheets have no time zones); `time`: whether it has one. */
  | { kind: 'date'; value: Date; time: boolean };

interface ExportColumn {
  heading: string;
  kind: ExportKind;
}

export interface ExportTable {
  title: string;
  /** Right to left (Arabic): the sheet reads that way too. */
  rtl: boolean;
  columns: ExportColumn[];
  rows: ExportValue[][];
}

/** The texts the table needs: the dashboard's own `t` and `exists` (engine/i18n/i18n.ts) fit. */
export interface Translator {
  t: (key: string) => string;
  exists: (key: string) => boolean;
}

/** Cells that are only a picture: nothing to write in a file. */
const PICTURE_CELLS: readonly CellName[] = ['image'];
const FLAG_CELLS: readonly CellName[] = ['activation', 'boolean', 'toggle'];
const LIST_CELLS: readonly CellName[] = ['chips', 'expandable', 'list'];

/** The columns a file holds: every visible one but pictures (the row actions are no column here). */
function exportableColumns<T extends Pick<Column, 'cell'>>(columns: readonly T[]): T[] {
  return columns.filter((column) => !PICTURE_CELLS.includes(column.cell));
}

function kindOf(cell: CellName): ExportKind {
  if (cell === 'money') return 'money';
  if (cell === 'percent') return 'percent';
  if (cell === 'date' || cell === 'dateTime') return 'date';
  if (cell === 'rowNumber') return 'number';
  return 'text';
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function text(value: string): ExportValue {
  return value.trim() === '' ? { kind: 'empty' } : { kind: 'text', value: guardText(value) };
}

/** Rich text as its words: tags dropped, the common entities read. */
function plainText(html: string): string {
  if (typeof DOMParser !== 'undefined') return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return null;
  return Number(value);
}

/** A date (or date and time) the API sends, as the same wall-clock time in UTC fields. */
function toDate(value: unknown): { value: Date; time: boolean } | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const raw = String(value).trim();
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (dateOnly) return { value: new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))), time: false };
  const parsed = new Date(raw.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2'));
  if (Number.isNaN(parsed.getTime())) return null;
  const local = new Date(Date.UTC(parsed.getFullYear(), parsed.getMonth(), parsed.getDate(), parsed.getHours(), parsed.getMinutes(), parsed.getSeconds()));
  return { value: local, time: parsed.getHours() !== 0 || parsed.getMinutes() !== 0 || parsed.getSeconds() !== 0 };
}

function itemLabel(item: unknown, field: string): string {
  const label = item !== null && typeof item === 'object' ? getPath(item, field) : item;
  return isEmpty(label) || typeof label === 'object' ? '' : String(label);
}

/** One cell of a row, typed and in words. */
function exportValue(column: Column, row: Row, index: number, words: Translator, subjects: Subjects): ExportValue {
  if (column.cell === 'rowNumber') return { kind: 'number', value: index + 1 };
  const value = getPath(row, column.field);
  if (FLAG_CELLS.includes(column.cell)) return isEmpty(value) ? { kind: 'empty' } : text(words.t(isTrue(value) ? 'common.yes' : 'common.no'));
  if (isEmpty(value)) return column.whenEmpty ? text(words.t(column.whenEmpty)) : { kind: 'empty' };
  if (column.cell === 'changedFields') {
    // By their labels in the record's area, as the screen names them; a field no screen shows is left out.
    const group = column.groupField ? getPath(row, column.groupField) : undefined;
    return text(
      changedFieldNames(value)
        .flatMap((name) => {
          const label = subjects.fieldLabel(group, name);
          return label ? [words.t(label)] : [];
        })
        .join(', '),
    );
  }
  if (column.cell === 'areaTitle') {
    const keys = subjects.titleKeys(value);
    return text(keys.length > 0 ? areaTitles(keys, words.t) : String(value));
  }
  if (column.values && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) {
    const key = `${column.values}.${String(value)}`;
    if (words.exists(key)) return text(words.t(key));
  }
  const option = column.options.find((item) => String(item.value) === String(value));
  if (option) return text(words.t(option.label));
  if (LIST_CELLS.includes(column.cell)) {
    const items = Array.isArray(value) ? value : [value];
    return text(
      items
        .map((item) => itemLabel(item, column.chipLabel))
        .filter((label) => label !== '')
        .join(', '),
    );
  }
  const kind = kindOf(column.cell);
  if (kind === 'money' || kind === 'percent') {
    const n = toNumber(typeof value === 'string' ? value.replace(/%$/, '') : value);
    if (n !== null) return { kind, value: n };
  }
  if (kind === 'date') {
    const date = toDate(value);
    if (date) return { kind: 'date', ...date };
  }
  if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'number', value };
  if (typeof value === 'boolean') return text(words.t(value ? 'common.yes' : 'common.no'));
  if (typeof value === 'object') {
    // A relation given whole: its name when it has one, never "[object Object]".
    const name = Array.isArray(value)
      ? value
          .map((item) => itemLabel(item, 'name'))
          .filter(Boolean)
          .join(', ')
      : itemLabel(value, 'name');
    return text(name);
  }
  return text(column.cell === 'richText' ? plainText(String(value)) : String(value));
}

/**
 * The rows under the columns, as a file is to hold them; `subjects` words the cells that name
 * another area's records (the activity log's area and changed fields).
 */
export function buildExportTable(title: string, columns: readonly Column[], rows: readonly Row[], words: Translator, rtl: boolean, subjects: Subjects = NO_SUBJECTS): ExportTable {
  const kept = exportableColumns(columns);
  return {
    title,
    rtl,
    columns: kept.map((column) => ({ heading: words.t(column.label), kind: kindOf(column.cell) })),
    rows: rows.map((row, index) => kept.map((column) => exportValue(column, row, index, words, subjects))),
  };
}

/** The file's name: the area's title and today's date, e.g. "Banks-2026-11-23.xlsx". */
export function exportFileName(title: string, extension: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  // Characters file systems refuse become dashes; Arabic letters stay.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a file name must not hold
  const safe = title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim() || 'export';
  return `${safe}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`;
}
