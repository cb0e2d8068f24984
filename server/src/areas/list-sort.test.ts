// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../db/text-fold.js';
import { ADMIN, CATALOGUE_MANAGER, createTestApp, type TestApp, VIEWER } from '../testing/harness.js';

const API = '/api/v1/';

let ctx: TestApp;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  // Three admins sign in, so the activity log, which a fresh database starts without, has entries of
  // different admins to sort.
  for (const account of [VIEWER, CATALOGUE_MANAGER]) await ctx.client.login(account);
  admin = await ctx.client.login(ADMIN);
});
afterAll(() => ctx.close());

type Row = Record<string, unknown> & { id: number };

async function list(path: string, query: string, lang: 'ar' | 'en' = 'en') {
  const answer = await ctx.client.get(`${API}${path}?${query}`, { token: admin, lang });
  return answer;
}

function valueAt(row: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), row);
}

const NUMERIC = /^-?\d+(\.\d+)?%$/;

/** SQLite's order: NULL first, numbers before text, text folded (case, Arabic marks and letter forms) by code unit. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // A figure answered as text ("15%") is ordered as the number it is.
  if (typeof a === 'string' && typeof b === 'string' && NUMERIC.test(a) && NUMERIC.test(b)) return parseFloat(a) - parseFloat(b);
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  const [x, y] = [foldText(String(a)), foldText(String(b))];
  if (x === y) return 0;
  return x < y ? -1 : 1;
}

/** Whether rows follow the field in the direction, ties by id the same way (when rows carry one). */
function inOrder(rows: readonly Row[], field: string, direction: 'asc' | 'desc'): boolean {
  const sign = direction === 'asc' ? 1 : -1;
  return rows.every((row, i) => {
    if (i === 0) return true;
    const previous = rows[i - 1] as Row;
    const byField = compare(valueAt(previous, field), valueAt(row, field)) * sign;
    // A report row (one provider's sums) has no id of its own: its ties are checked beside it.
    if (row.id === undefined) return byField <= 0;
    return byField < 0 || (byField === 0 && (previous.id - row.id) * sign < 0);
  });
}

describe('sorting a list', () => {
  it('orders by an allowed column both ways, across pages, ties by id', async () => {
    const up = (await list('dashboard/countries', 'sort_by=name_en&sort_direction=asc&per_page=1000')).body.data as Row[];
    const down = (await list('dashboard/countries', 'sort_by=name_en&sort_direction=desc&per_page=1000')).body.data as Row[];
    expect(up.length).toBeGreaterThan(5);
    expect(inOrder(up, 'name_en', 'asc')).toBe(true);
    expect(down.map((row) => row.id)).toEqual([...up].reverse().map((row) => row.id));
    const second = (await list('dashboard/countries', 'sort_by=name_en&sort_direction=asc&per_page=5&page=2')).body;
    expect(second.data.map((row: Row) => row.id)).toEqual(up.slice(5, 10).map((row) => row.id));
    expect(second.meta.total).toBe(up.length);
  });

  it('sorts a bilingual name in the language asked for', async () => {
    const arabic = (await list('dashboard/job-titles', 'sort_by=name&sort_direction=asc&per_page=1000', 'ar')).body.data as Row[];
    const english = (await list('dashboard/job-titles', 'sort_by=name&sort_direction=asc&per_page=1000', 'en')).body.data as Row[];
    expect(inOrder(arabic, 'name', 'asc')).toBe(true);
    expect(inOrder(english, 'name', 'asc')).toBe(true);
  });

  it('keeps the filters of a sorted list', async () => {
    const answer = (await list('dashboard/countries', 'sort_by=name_en&sort_direction=desc&active=1&per_page=1000')).body;
    expect((answer.data as Row[]).every((row) => Number(row.active) === 1)).toBe(true);
    expect(inOrder(answer.data, 'name_en', 'desc')).toBe(true);
  });

  it.each([
    ['a column not offered', 'sort_by=password&sort_direction=asc', 'sort_by'],
    ['SQL in the column', 'sort_by=name_en%3B%20DROP%20TABLE%20countries&sort_direction=asc', 'sort_by'],
    ['an unknown direction', 'sort_by=name_en&sort_direction=sideways', 'sort_direction'],
  ])('answers 422 for %s', async (_, query, field) => {
    const answer = await list('dashboard/countries', query);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    expect((await list('dashboard/countries', 'per_page=1')).status).toBe(200);
  });

  it('keeps newest first when no sort is asked for', async () => {
    const rows = (await list('dashboard/countries', 'per_page=1000')).body.data as Row[];
    expect(rows.map((row) => row.id)).toEqual(rows.map((row) => row.id).sort((a, b) => b - a));
  });
});

interface Descriptor {
  area: string;
  response?: { rows?: string };
  api?: { list?: { path: string; query?: Record<string, string> } };
  list?: {
    sort?: { param: string; directionParam: string };
    columns: { field: string; sortable?: boolean | string }[];
  };
}

const descriptorsDir = join(process.cwd(), 'descriptors');
const sortedLists = readdirSync(descriptorsDir)
  .filter((name) => name.endsWith('.json') && name !== 'menu.json')
  .map((name) => JSON.parse(readFileSync(join(descriptorsDir, name), 'utf8')) as Descriptor)
  .flatMap((descriptor) => {
    const { list: screen, api } = descriptor;
    if (!screen?.sort || !api?.list) return [];
    return screen.columns.filter((column) => column.sortable).map((column) => ({ descriptor, column, key: typeof column.sortable === 'string' ? column.sortable : column.field }));
  });

describe('every sortable column of the shipped descriptors', () => {
  it('exists', () => expect(sortedLists.length).toBeGreaterThan(40));

  it.each(sortedLists.map((item) => [`${item.descriptor.area}: ${item.key}`, item] as const))('%s is sorted by the server', async (_, item) => {
    const { descriptor, column, key } = item;
    const sort = descriptor.list?.sort as { param: string; directionParam: string };
    const api = descriptor.api?.list as { path: string; query?: Record<string, string> };
    const fixed = new URLSearchParams(api.query ?? {});
    for (const direction of ['asc', 'desc'] as const) {
      const query = new URLSearchParams(fixed);
      query.set(sort.param, key);
      query.set(sort.directionParam, direction);
      query.set('per_page', '1000');
      const answer = await list(api.path, query.toString());
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const rows = valueAt(answer.body, descriptor.response?.rows ?? 'data') as Row[];
      expect(rows.length).toBeGreaterThan(1);
      expect(inOrder(rows, column.field, direction)).toBe(true);
    }
  });
});
