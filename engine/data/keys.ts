import type { Query, QueryValue } from '../api/client';
import { buildCall, fillMap, type TemplateValues } from '../api/template';
import type { ListCallArea } from '../descriptor/areaModel';
import type { Area, Notifications, OptionSource } from '../descriptor/descriptor.types';

// The one place a cached answer's key is made. A screen reading an answer, a fetch started before
// the screen draws (hovering a link, the first screen after sign-in) and a refresh after a change
// all build their keys here, so what was fetched ahead is what the screen reads, and a change
// reaches every copy of what it changed.
//
// A key is the GET's path and its query as sent: values as the client writes them, and the
// values it leaves out (empty, null, undefined) left out here too, so that two ways of asking for
// the same request share one answer.

/** The cache key of a GET: its API path and the query it sends. */
export type CacheKey = readonly [path: string, query: Readonly<Record<string, string>>];

function sent(value: QueryValue): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** The key of a GET of `path` with `query`. */
export function callKey(path: string, query: Readonly<Query> = {}): CacheKey {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    const text = sent(value);
    if (text !== null) out[name] = text;
  }
  return [path, out] as const;
}

function keyPath(key: unknown): string | null {
  return Array.isArray(key) && typeof key[0] === 'string' ? key[0] : null;
}

/** The key of one page of an area's list, for the query the list sends. */
export function listKey(area: ListCallArea, query: Readonly<Query>): CacheKey {
  return callKey(area.api.list.path, query);
}

/** Whether a key is one of the area's list pages (any filters, order or page). */
export function isListKeyOf(area: Area, key: unknown): boolean {
  return area.api.list !== undefined && keyPath(key) === area.api.list.path;
}

/**
 * The key of one record's answer: the area's show call filled with the record's values (its id,
 * and what else the call reads, such as a name the address carries). Null without a show call.
 */
export function recordKey(area: Pick<Area, 'api'>, values: TemplateValues): CacheKey | null {
  if (!area.api.show) return null;
  const call = buildCall(area.api.show, values);
  return callKey(call.path, call.query);
}

/** Whether a key is the given record's answer (whatever else its query holds). */
function isRecordKeyOf(area: Area, id: unknown, key: unknown): boolean {
  const own = recordKey(area, { id });
  return own !== null && keyPath(key) === own[0];
}

/** Whether a key holds the area's records: a page of its list or the given record. */
export function isAffectedBy(area: Area, id: unknown, key: unknown): boolean {
  return isListKeyOf(area, key) || (id !== undefined && isRecordKeyOf(area, id, key));
}

/** The key of a lookup's choices, with the values its query reads filled in. */
export function sourceKey(source: OptionSource, values: TemplateValues, extra: Readonly<Query> = {}): CacheKey {
  return callKey(source.path, { ...fillMap(source.query, values), ...extra });
}

/** The signed-in admin's permissions. */
export const PERMISSIONS_KEY = 'dashboard/permissions';

/** The server's answer whether the signed-in admin holds one permission. */
export function permissionCheckKey(name: string): CacheKey {
  return callKey('dashboard/check-permission', { name });
}

/** A page of the admin's notifications. */
export function inboxKey(config: Notifications, page: number): CacheKey {
  return callKey(config.api.list.path, { ...config.api.list.query, page });
}

/** Whether a key is a page of the admin's notifications. */
export function isInboxKey(config: Notifications, key: unknown): boolean {
  return keyPath(key) === config.api.list.path;
}

/**
 * A key as one string, the same for keys that name the same request (a query's names in any
 * order): what the engine's own records of answers are kept by, beside SWR's cache.
 */
export function keyId(key: string | readonly unknown[]): string {
  if (typeof key === 'string') return key;
  return JSON.stringify(key, (_name, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  );
}
