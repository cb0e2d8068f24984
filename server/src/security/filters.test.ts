// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, snapshotDatabase, type DbSnapshot } from '../testing/db-snapshot.js';
import { ADMIN, createTestApp, type TestApp } from '../testing/harness.js';

/**
 * SQL-looking and odd values in every filter of every list the descriptors call (and in `page`
 * and `per_page`): each answer is 200 or 422, never a crash, and no row changes.
 */

const API = '/api/v1';
const DESCRIPTORS = new URL('../../../descriptors/', import.meta.url);

interface ListCall {
  /** The descriptor file that makes the call. */
  readonly descriptor: string;
  readonly path: string;
  /** Query fields the descriptor always sends (the report type, the wallet owner); tried like filters too. */
  readonly query: Readonly<Record<string, string>>;
  readonly params: readonly string[];
}

interface AreaDescriptor {
  readonly kind?: string;
  readonly api?: { readonly list?: { readonly path: string; readonly query?: Record<string, string> } };
  readonly list?: { readonly filters?: readonly { readonly param: string }[] };
}

function listCalls(): ListCall[] {
  const calls: ListCall[] = [];
  for (const name of readdirSync(DESCRIPTORS)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const descriptor = JSON.parse(readFileSync(new URL(name, DESCRIPTORS), 'utf8')) as AreaDescriptor;
    const list = descriptor.api?.list;
    if (descriptor.kind !== 'area' || !list) continue;
    const filters = (descriptor.list?.filters ?? []).map((filter) => filter.param);
    calls.push({
      descriptor: name,
      path: list.path,
      query: list.query ?? {},
      params: [...new Set([...filters, ...Object.keys(list.query ?? {}), 'page', 'per_page'])],
    });
  }
  return calls;
}

const CALLS = listCalls();

/** Values a filter may be sent, each as `param=value`. */
const ODD_VALUES: readonly string[] = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "1' UNION SELECT password_hash FROM users --",
  '%',
  '_',
  '\\',
  '"',
  "'",
  '%%_\\%',
  'x'.repeat(5000),
  '-1',
  '0',
  '9999999999999999999',
  '1e309',
  '-1e309',
  'NaN',
  '0x10',
  '1.5',
  '',
  ' ',
  'null',
  'a\u0000b',
  '١٢٣',
  '<script>alert(1)</script>',
  '2024-02-30',
  '9999-99-99',
];

/** A query string with the filter sent as a list, twice, or as a key with brackets. */
function oddShapes(param: string): string[] {
  const key = encodeURIComponent(param);
  return [`${key}[]=x`, `${key}[]=1&${key}[]=2`, `${key}=1&${key}=2`, `${key}[0]=1`, `${key}[a]=1`, key];
}

let ctx: TestApp;
let admin: string;
let before: DbSnapshot;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await ctx.client.login(ADMIN);
  before = snapshotDatabase(ctx.dbPath);
});
afterAll(() => ctx.close());

describe('the descriptors', () => {
  it('give lists and filters to try', () => {
    expect(CALLS.length).toBeGreaterThan(20);
    expect(CALLS.find((call) => call.path === 'dashboard/jobs/get-jobs')?.params).toEqual(expect.arrayContaining(['job_id', 'from_date', 'to_date', 'page', 'per_page']));
    expect(CALLS.find((call) => call.descriptor === 'financial-reports.json')?.params).toContain('type');
  });
});

describe.each(CALLS)('$descriptor: GET $path', (call) => {
  it('answers 200 or 422 to odd values in every filter', async () => {
    /** The call with one parameter replaced by an odd query; the descriptor's other fixed fields stay. */
    const url = (param: string, odd: string): string => {
      const fixed = new URLSearchParams(Object.entries(call.query).filter(([key]) => key !== param)).toString();
      return `${API}/${call.path}?${[fixed, odd].filter(Boolean).join('&')}`;
    };
    expect((await ctx.client.get(url('', ''), { token: admin })).status).toBe(200);

    const wrong: string[] = [];
    for (const param of call.params) {
      const queries = [...ODD_VALUES.map((value) => new URLSearchParams({ [param]: value }).toString()), ...oddShapes(param)];
      for (const query of queries) {
        const answer = await ctx.client.get(url(param, query), { token: admin, lang: 'en' });
        const refused = answer.status === 422 && typeof answer.body?.errors === 'object';
        if (answer.status !== 200 && !refused) {
          wrong.push(`${query.slice(0, 60)}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe('after every odd filter', () => {
  it('left the database as it was', () => {
    expect(changedTables(before, snapshotDatabase(ctx.dbPath))).toEqual([]);
  });
});
