// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, VIEWER, type Answer, type TestApp } from '../testing/harness.js';

const API = '/api/v1/';

let ctx: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await ctx.client.login(ADMIN);
  viewer = await ctx.client.login(VIEWER);
});
afterAll(() => ctx.close());

type Row = Record<string, unknown>;

interface SortedList {
  readonly name: string;
  readonly path: string;
  /** Query every call of the list carries (the report's type, the wallet's user type). */
  readonly fixed: string;
  /** Where the rows and their total are in the answer. */
  readonly rows: string;
  readonly total: string;
  /** Where a row's id is: ties follow it. */
  readonly id: string;
  /** A sortable field whose values differ between rows, and another. */
  readonly field: string;
  readonly other: string;
  /** A filter of the list, and what every row it keeps shows. */
  readonly filter: string;
  readonly kept: (row: Row) => boolean;
  /** The sort that gives the list's order when none is asked for. */
  readonly unsorted: string;
  /** Whether an admin without any of the list's permissions may read it. */
  readonly open: boolean;
}

const LISTS: readonly SortedList[] = [
  {
    name: 'rates',
    path: 'main/get-rates',
    fixed: '',
    rows: 'data',
    total: 'meta.total',
    id: 'id',
    field: 'rate_number',
    other: 'client',
    filter: 'status=1',
    kept: (row) => Number(row['status']) === 1,
    unsorted: 'sort_by=id&sort_direction=desc',
    open: false,
  },
  {
    name: 'ad reports',
    path: 'dashboard/report-jobs/reports',
    fixed: '',
    rows: 'data',
    total: 'meta.total',
    id: 'id',
    field: 'reporter.name',
    other: 'reportable.job_title',
    filter: 'status=published',
    kept: (row) => row['status'] === 'published',
    unsorted: 'sort_by=id&sort_direction=desc',
    open: false,
  },
  {
    name: 'client wallet requests',
    path: 'dashboard/wallets/requests-wallet',
    fixed: 'type=employee',
    rows: 'data',
    total: 'meta.total',
    id: 'id',
    field: 'balance',
    other: 'user.name',
    filter: 'status=new',
    kept: (row) => row['status'] === 'new' && row['type'] === 'employee',
    unsorted: 'sort_by=id&sort_direction=desc',
    open: false,
  },
  {
    name: 'provider wallet requests',
    path: 'dashboard/wallets/requests-wallet',
    fixed: 'type=provider',
    rows: 'data',
    total: 'meta.total',
    id: 'id',
    field: 'created_at',
    other: 'balance',
    filter: 'status=new',
    kept: (row) => row['status'] === 'new' && row['type'] === 'provider',
    unsorted: 'sort_by=id&sort_direction=desc',
    open: false,
  },
  {
    name: 'finished financial report',
    path: 'dashboard/reports/financial-reports-jobs',
    fixed: 'type=finished',
    rows: 'provider_budget.data',
    total: 'provider_budget.total',
    id: 'provider_applicant.id',
    field: 'total_jobs_salary',
    other: 'provider_applicant.name',
    filter: 'phone_number=055200000',
    kept: (row) => String(valueAt(row, 'provider_applicant.phone')).includes('055200000'),
    unsorted: 'sort_by=provider_applicant.id&sort_direction=asc',
    open: false,
  },
  {
    name: 'unfinished financial report',
    path: 'dashboard/reports/financial-reports-jobs',
    fixed: 'type=in_progress',
    rows: 'provider_budget.data',
    total: 'provider_budget.total',
    id: 'provider_applicant.id',
    field: 'count',
    other: 'total_tax',
    filter: 'phone_number=055200000',
    kept: (row) => String(valueAt(row, 'provider_applicant.phone')).includes('055200000'),
    unsorted: 'sort_by=provider_applicant.id&sort_direction=asc',
    open: false,
  },
  {
    name: 'sent notifications',
    path: 'dashboard/send-notifications',
    fixed: '',
    rows: 'data',
    total: 'meta.total',
    id: 'id',
    field: 'title',
    other: 'sender',
    filter: 'sender=both',
    kept: (row) => row['sender'] === 'both',
    unsorted: 'sort_by=date&sort_direction=desc',
    open: true,
  },
];

function valueAt(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), value);
}

/** SQLite's order: NULL first, numbers before text, text by code unit. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return String(a) < String(b) ? -1 : 1;
}

/** Whether rows follow the field in the direction, ties by id the same way. */
function inOrder(rows: readonly Row[], field: string, id: string, direction: 'asc' | 'desc'): boolean {
  const sign = direction === 'asc' ? 1 : -1;
  return rows.every((row, i) => {
    if (i === 0) return true;
    const previous = rows[i - 1] as Row;
    const byField = compare(valueAt(previous, field), valueAt(row, field)) * sign;
    return byField < 0 || (byField === 0 && (Number(valueAt(previous, id)) - Number(valueAt(row, id))) * sign < 0);
  });
}

async function call(list: SortedList, query: string, token = admin, lang: 'ar' | 'en' = 'en'): Promise<Answer> {
  const search = [list.fixed, query].filter((part) => part !== '').join('&');
  return ctx.client.get(`${API}${list.path}?${search}`, { token, lang });
}

async function rowsOf(list: SortedList, query: string, lang: 'ar' | 'en' = 'en'): Promise<Row[]> {
  const answer = await call(list, query, admin, lang);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return valueAt(answer.body, list.rows) as Row[];
}

const idsOf = (list: SortedList, rows: readonly Row[]): unknown[] => rows.map((row) => valueAt(row, list.id));

describe.each(LISTS.map((list) => [list.name, list] as const))('sorting the %s', (_, list) => {
  it('orders both ways by each of two fields, and the two ways differ', async () => {
    for (const field of [list.field, list.other]) {
      const up = await rowsOf(list, `sort_by=${field}&sort_direction=asc&per_page=1000`);
      const down = await rowsOf(list, `sort_by=${field}&sort_direction=desc&per_page=1000`);
      expect(up.length).toBeGreaterThan(2);
      expect(inOrder(up, field, list.id, 'asc'), field).toBe(true);
      expect(inOrder(down, field, list.id, 'desc'), field).toBe(true);
      expect(idsOf(list, down)).toEqual(idsOf(list, up).reverse());
      expect(idsOf(list, up).slice(0, 3)).not.toEqual(idsOf(list, down).slice(0, 3));
    }
  });

  it('takes the ascending direction when none is given', async () => {
    const plain = await rowsOf(list, `sort_by=${list.field}&per_page=1000`);
    expect(idsOf(list, plain)).toEqual(idsOf(list, await rowsOf(list, `sort_by=${list.field}&sort_direction=asc&per_page=1000`)));
  });

  it('keeps its order when no sort is asked for', async () => {
    const plain = await rowsOf(list, 'per_page=1000');
    expect(idsOf(list, plain)).toEqual(idsOf(list, await rowsOf(list, `${list.unsorted}&per_page=1000`)));
  });

  it('keeps the filters and pages of a sorted list', async () => {
    const sort = `sort_by=${list.field}&sort_direction=desc`;
    const all = await rowsOf(list, `${list.filter}&${sort}&per_page=1000`);
    expect(all.length).toBeGreaterThan(2);
    expect(all.every(list.kept)).toBe(true);
    expect(all.length).toBeLessThan((await rowsOf(list, 'per_page=1000')).length);
    expect(inOrder(all, list.field, list.id, 'desc')).toBe(true);
    const second = await call(list, `${list.filter}&${sort}&per_page=2&page=2`);
    expect(idsOf(list, valueAt(second.body, list.rows) as Row[])).toEqual(idsOf(list, all.slice(2, 4)));
    expect(valueAt(second.body, list.total)).toBe(all.length);
  });

  it.each([
    ['a field the list does not offer', 'sort_by=password&sort_direction=asc', 'sort_by'],
    ['SQL in the field', `sort_by=${encodeURIComponent(`${list.field}; DROP TABLE providers`)}`, 'sort_by'],
    ['a clause after the field', `sort_by=${encodeURIComponent(`${list.field} DESC, (SELECT 1)`)}`, 'sort_by'],
    ['a quoted identifier', `sort_by=${encodeURIComponent('"id" --')}`, 'sort_by'],
    ['an unknown direction', `sort_by=${list.field}&sort_direction=sideways`, 'sort_direction'],
    ['SQL in the direction', `sort_by=${list.field}&sort_direction=${encodeURIComponent('asc; DELETE FROM rates')}`, 'sort_direction'],
  ])('answers 422 for %s, naming the parameter', async (_, query, field) => {
    const answer = await call(list, query);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
    // The same words as the lists of the areas.
    const area = await ctx.client.get(`${API}dashboard/countries?${query}`, { token: admin, lang: 'en' });
    expect(answer.body.errors[field]).toEqual(area.body.errors[field]);
    expect((await call(list, 'per_page=1')).status).toBe(200);
  });

  it('reads the first of a repeated parameter, as every other one of the query', async () => {
    const twice = await rowsOf(list, `sort_by=${list.field}&sort_by=${list.other}&sort_direction=desc&sort_direction=asc&per_page=1000`);
    expect(idsOf(list, twice)).toEqual(idsOf(list, await rowsOf(list, `sort_by=${list.field}&sort_direction=desc&per_page=1000`)));
  });

  it('asks the same permission as before, sorted or not', async () => {
    for (const query of ['per_page=5', `sort_by=${list.field}&sort_direction=desc&per_page=5`, 'sort_by=nonsense']) {
      const answer = await call(list, query, viewer);
      if (list.open && query !== 'sort_by=nonsense') {
        expect(answer.status).toBe(200);
        expect(inOrder(valueAt(answer.body, list.rows) as Row[], query.startsWith('sort_by') ? list.field : 'date', list.id, 'desc')).toBe(true);
      } else {
        expect(answer.status).toBe(list.open ? 422 : 403);
      }
    }
    expect((await ctx.client.get(`${API}${list.path}?${list.fixed}&sort_by=${list.field}`)).status).toBe(401);
  });
});

describe('sorting a financial report', () => {
  const report = LISTS.find((list) => list.fixed === 'type=finished') as SortedList;

  it('keeps its totals, whatever the order', async () => {
    const plain = (await call(report, 'per_page=3')).body;
    for (const query of ['sort_by=total_jobs_salary&sort_direction=desc', 'sort_by=provider_applicant.name&sort_direction=asc', 'sort_by=count&sort_direction=desc&page=2']) {
      const sorted = (await call(report, `${query}&per_page=3`)).body;
      expect(sorted.total_budget).toEqual(plain.total_budget);
      expect(sorted.provider_budget.total).toBe(plain.provider_budget.total);
      expect(sorted.provider_budget.last_page).toBe(plain.provider_budget.last_page);
    }
  });

  it('sums the same rows whatever the order', async () => {
    const byId = await rowsOf(report, 'per_page=1000');
    const byAmount = await rowsOf(report, 'sort_by=total_jobs_salary&sort_direction=desc&per_page=1000');
    const key = (row: Row): string => JSON.stringify(row);
    expect(byAmount.map(key).sort()).toEqual(byId.map(key).sort());
  });
});

describe('sorting a bilingual field', () => {
  it.each([
    ['ad reports', 'reportable.job_title'],
    ['sent notifications', 'title'],
  ])('orders the %s by the name in the language asked for', async (name, field) => {
    const list = LISTS.find((item) => item.name === name) as SortedList;
    for (const lang of ['ar', 'en'] as const) {
      const rows = await rowsOf(list, `sort_by=${field}&sort_direction=asc&per_page=1000`, lang);
      expect(inOrder(rows, field, list.id, 'asc'), lang).toBe(true);
    }
  });
});
