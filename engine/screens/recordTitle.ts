import type { Area } from '../descriptor/descriptor.types';
import { getPath } from '../descriptor/fieldPath';
import { isRecord } from '../answers/answers';

function asText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The field that names a record of an area: the area's own, else its list's (default `name`). */
export function recordLabelPath(area: Pick<Area, 'list'>): string | undefined {
  return area.list?.recordLabel;
}

/**
 * The record's name at `path`, in the admin's language: a `name_ar` / `name_en` pair gives the
 * one of that language, a `{ ar, en }` object likewise, otherwise the value itself. An id field
 * reads as `#54`. Null when the record has nothing there.
 */
export function recordName(record: unknown, path: string | undefined, language: string): string | null {
  if (!path || !isRecord(record)) return null;
  const lang = language.slice(0, 2);
  // The pair wins over a plain value: the plain one is in the language the answer was fetched in.
  const paired = asText(getPath(record, `${path}_${lang}`));
  if (paired) return paired;
  const value = getPath(record, path);
  if (isRecord(value)) {
    const other = lang === 'ar' ? 'en' : 'ar';
    return asText(value[lang]) ?? asText(value[other]);
  }
  const plain = asText(value);
  if (plain === null) return null;
  return path === 'id' || path.endsWith('.id') ? `#${plain}` : plain;
}

/** What a title calls the record: its name, else `#id` (from the record, else from the address). */
export function recordTitle(record: unknown, path: string | undefined, language: string, id?: string): string {
  const name = recordName(record, path, language);
  if (name) return name;
  const own = isRecord(record) ? asText(record.id) : null;
  return `#${own ?? id ?? '?'}`;
}
