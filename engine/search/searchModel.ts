import { isRecord } from '../answers/answers';
import type { Area } from '../descriptor/descriptor.types';
import { type AreaOutline, listPath, screenPath, screensOf } from '../descriptor/areaModel';
import { getPath } from '../descriptor/fieldPath';
import type { Row } from '../data/envelope';
import { normalizeForSearch } from '../lookups/matchOption';
import { recordTitle } from '../screens/recordTitle';

// What the command palette finds, as data: which areas it may search for this admin, what a found
// row shows (its name, the field that matched and where), and the recent records and searches.
// The palette (CommandPalette.tsx) draws it; nothing here reads the page or the network.

/** Texts shorter than this find too much to be worth a call to every area. */
export const SHORTEST_SEARCH = 2;

/** An area the palette searches: its list filters to fill, for an admin who may list it. */
export function searchableAreas(outlines: readonly AreaOutline[], has: (key: string) => boolean): AreaOutline[] {
  return outlines.filter((area) => {
    const search = area.list?.search ?? [];
    // The list permission is the only door: an area the admin may not list is never asked, so not
    // even how many of its records match can show.
    const listed = area.permissions.list !== undefined && area.permissions.list !== '' && has(area.permissions.list);
    return search.length > 0 && listed && area.api.list !== undefined && screensOf(area).includes('list') && !area.unavailable.includes('list');
  });
}

/** Where a found record opens: its show page, else its edit page, else its list filtered to it. */
export function recordPath(area: AreaOutline, row: Row, has: (key: string) => boolean): string {
  const screens = screensOf(area);
  const allowed = (key: string | undefined) => key === undefined || key === '' || has(key);
  if (screens.includes('show') && allowed(area.permissions.show)) return screenPath(area as Area, 'show', row.id);
  if (screens.includes('edit') && allowed(area.permissions.edit)) return screenPath(area as Area, 'edit', row.id);
  return listPath(area);
}

/** A text folded as searches compare it, with where each folded character came from. */
function foldedWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  for (let index = 0; index < text.length; ) {
    const point = text.codePointAt(index) ?? 0;
    const character = String.fromCodePoint(point);
    const one = /\s/.test(character) ? (folded.endsWith(' ') || folded === '' ? '' : ' ') : normalizeForSearch(character);
    for (const unit of one) {
      folded += unit;
      origins.push(index);
    }
    index += character.length;
  }
  return { folded, origins };
}

/** Where the typed text is in a value, as the value's own offsets; null when it is not there. */
export function matchRange(value: string, typed: string): { start: number; end: number } | null {
  const wanted = normalizeForSearch(typed);
  if (wanted === '') return null;
  const { folded, origins } = foldedWithOrigins(value);
  const at = folded.indexOf(wanted);
  if (at < 0) return null;
  const last = origins[at + wanted.length - 1] ?? value.length - 1;
  const lastPoint = value.codePointAt(last) ?? 0;
  return { start: origins[at] ?? 0, end: last + String.fromCodePoint(lastPoint).length };
}

/** One found record, as the palette shows it. */
export interface RecordHit {
  id: string;
  /** The record's name in the admin's language, or `#id`. */
  label: string;
  /** The column that holds the typed text (its label key), its value and where in it; none when no shown field does. */
  matched: { label: string; value: string; start: number; end: number } | null;
}

function shownText(value: unknown, language: string): string | null {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
  if (isRecord(value)) {
    const own = value[language.slice(0, 2)];
    return typeof own === 'string' ? own : null;
  }
  return null;
}

/** The rows an area answered, as hits: the record's name, and the first of its columns the text is in. */
export function recordHits(area: Area, rows: readonly Row[], typed: string, language: string): RecordHit[] {
  const columns = area.list?.columns ?? [];
  const labelPath = area.list?.recordLabel;
  return rows
    .filter((row) => row.id !== undefined && row.id !== null)
    .map((row) => {
      let matched: RecordHit['matched'] = null;
      for (const column of columns) {
        const value = shownText(getPath(row, column.field), language);
        const range = value === null ? null : matchRange(value, typed);
        if (value !== null && range) {
          matched = { label: column.label, value, ...range };
          break;
        }
      }
      return { id: String(row.id), label: recordTitle(row, labelPath, language), matched };
    });
}

/** What the palette remembers: a record opened, or a text searched. */
export type Recent = { kind: 'record'; area: string; id: string; label: string; path: string } | { kind: 'search'; text: string };

const RECENT_LIMIT = 8;

function recentKey(adminId: number | undefined): string {
  return `dashboard.palette.recent.${adminId ?? 'anyone'}`;
}

function isRecent(value: unknown): value is Recent {
  if (!isRecord(value)) return false;
  if (value.kind === 'search') return typeof value.text === 'string';
  return value.kind === 'record' && ['area', 'id', 'label', 'path'].every((key) => typeof value[key] === 'string');
}

/** The admin's recent records and searches, newest first (none when storage is unreadable). */
export function readRecent(storage: Pick<Storage, 'getItem'>, adminId: number | undefined): Recent[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentKey(adminId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

function sameRecent(a: Recent, b: Recent): boolean {
  if (a.kind === 'search') return b.kind === 'search' && normalizeForSearch(a.text) === normalizeForSearch(b.text);
  return b.kind === 'record' && a.area === b.area && a.id === b.id;
}

/** Puts an entry first, once, keeping the newest few. */
export function rememberRecent(storage: Pick<Storage, 'getItem' | 'setItem'>, adminId: number | undefined, entry: Recent): void {
  const next = [entry, ...readRecent(storage, adminId).filter((other) => !sameRecent(other, entry))].slice(0, RECENT_LIMIT);
  try {
    storage.setItem(recentKey(adminId), JSON.stringify(next));
  } catch {
    // A full or refused storage only forgets the recent entries.
  }
}
