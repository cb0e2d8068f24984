import type { ResponsePaths } from '../descriptor/descriptor.types';
import { getPath } from '../descriptor/fieldPath';
import { isRecord, isTrue, wholeNumber } from '../answers/answers';

/** What the caller's role may do in an area, as the list answer says. */
export type ListPermissions = Readonly<Record<string, boolean>>;

export type Row = Readonly<Record<string, unknown>> & { readonly id?: unknown };

export interface ListPage {
  rows: Row[];
  lastPage: number;
  perPage: number | null;
  total: number | null;
  permissions: ListPermissions;
  /** The whole answer, for figures about the list rather than a row (totals, export links). */
  answer: unknown;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Flags may come as booleans or as 1 / 0 / "1" / "0" depending on the backend. */
export function parsePermissions(value: unknown): ListPermissions | null {
  if (!isRecord(value)) return null;
  const out: Record<string, boolean> = {};
  for (const [key, flag] of Object.entries(value)) out[key] = isTrue(flag);
  return out;
}

/**
 * Reads a list answer where the descriptor says things are (Laravel's places by default).
 * An answer of the wrong shape is a problem to show, never a misleading empty list.
 */
export function parseListAnswer(answer: unknown, response: ResponsePaths): Parsed<ListPage> {
  const rows = getPath(answer, response.rows);
  if (!Array.isArray(rows)) return { ok: false, problem: 'rows' };
  const permissions = parsePermissions(getPath(answer, response.permissions));
  if (!permissions) return { ok: false, problem: 'permissions' };
  const lastPage = wholeNumber(getPath(answer, response.lastPage));
  return {
    ok: true,
    value: {
      rows: rows.filter(isRecord),
      lastPage: Math.max(1, lastPage ?? 1),
      perPage: wholeNumber(getPath(answer, response.perPage)),
      total: wholeNumber(getPath(answer, response.total)),
      permissions,
      answer,
    },
  };
}

/** Reads one record from a show answer. */
export function parseRecordAnswer(answer: unknown, response: ResponsePaths): Parsed<Row> {
  const record = getPath(answer, response.record);
  // Some endpoints answer a one-item list for a single record.
  const value = Array.isArray(record) && record.length === 1 ? record[0] : record;
  return isRecord(value) ? { ok: true, value } : { ok: false, problem: 'record' };
}

/** Reads a lookup answer (data: [{id, name}]) into choices. */
export function parseOptions(answer: unknown, valueField = 'id', labelField = 'name'): Parsed<{ value: string; label: string }[]> {
  const data = isRecord(answer) && 'data' in answer ? answer.data : answer;
  if (!Array.isArray(data)) return { ok: false, problem: 'options' };
  const options = data.filter(isRecord).flatMap((item) => {
    const value = item[valueField];
    const label = getPath(item, labelField);
    if (value === undefined || value === null) return [];
    return [{ value: String(value), label: label === undefined || label === null ? String(value) : String(label) }];
  });
  return { ok: true, value: options };
}
