// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { listTables } from './list-indexes.js';
import { ReferenceRepository } from './reference-repository.js';
import { banksTable } from './reference-tables.js';
import { openStore, type DataStore } from './store.js';

/**
 * A table's `plain` select stands in for its `select` when a list is counted and its deep pages
 * found: it must give the same records with the same values, and a filter on a column only
 * `select` has must still be answered.
 */

let app: TestApp;
let store: DataStore;

beforeAll(async () => {
  app = await createTestApp();
  store = openStore(app.dbPath);
});
afterAll(async () => {
  store.close();
  await app.close();
});

const withPlain = listTables.filter((spec) => spec.plain !== undefined);

describe('a plain select', () => {
  it('is declared by the tables whose select joins others', () => {
    expect(withPlain.map((spec) => spec.table)).toEqual(expect.arrayContaining(['banks', 'cities', 'districts', 'services']));
  });

  it.each(withPlain.map((spec) => [spec.table, spec] as const))('of %s gives the records and values of its select', (_table, spec) => {
    const plain = spec.plain ?? '';
    const columns = store.db
      .prepare(plain)
      .columns()
      .map((column) => column.name);
    const list = `${columns.map((column) => `v.${column}`).join(', ')}`;
    const read = (source: string): unknown[] => store.db.prepare(`SELECT ${list} FROM (${source}) AS v${spec.scope ? ` WHERE ${spec.scope}` : ''} ORDER BY v.id`).all();
    const rows = read(spec.select);
    expect(rows.length).toBeGreaterThan(0);
    expect(read(plain)).toEqual(rows);
    // Every column a list filter names is there, so the plain select is the one lists read.
    for (const column of [...spec.exact, ...spec.searchable, ...(spec.likeable ?? [])]) expect(columns).toContain(column);
  });

  it('gives way to the select for a filter on a column only the select has', () => {
    const repository = new ReferenceRepository(store.db, { ...banksTable, exact: [...banksTable.exact, 'country_name_en'] });
    const country = store.db.prepare('SELECT c.name_en AS name, COUNT(*) AS banks FROM banks b JOIN countries c ON c.id = b.country_id GROUP BY c.id ORDER BY banks DESC LIMIT 1').get() as {
      name: string;
      banks: number;
    };
    const answer = repository.page({ equals: { country_name_en: country.name } }, 1, 1000);
    expect(answer.total).toBe(country.banks);
    expect(answer.rows.every((row) => row.country_name_en === country.name)).toBe(true);
    const named = repository.page({ search: 'a', equals: { country_name_en: country.name } }, 1, 1000);
    expect(named.total).toBe(named.rows.length);
  });
});
