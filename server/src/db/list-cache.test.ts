// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEEK_STEP } from './list-cache.js';
import type { ListFilter } from './reference-repository.js';
import { openStore, type DataStore } from './store.js';
import { registerTextFolding } from './text-fold.js';

/**
 * Counts and deep pages are worked out once per state of the database: every answer must still
 * be the one the rows give at that moment, whoever wrote them.
 */

const ROWS = 3 * SEEK_STEP + 517;

let dir: string;
let path: string;
let store: DataStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'list-cache-'));
  path = join(dir, 'test.sqlite');
  store = openStore(path);
  store.db.prepare("INSERT INTO countries (name_ar, name_en, created_at, updated_at) VALUES ('السعودية', 'Saudi Arabia', '', '')").run();
  const insert = store.db.prepare("INSERT INTO banks (name_ar, name_en, country_id, active, created_at, updated_at) VALUES (?, ?, 1, ?, '', '')");
  store.db.transaction(() => {
    for (let i = 1; i <= ROWS; i += 1) insert.run(`بنك ${i}`, `${i % 3 === 0 ? 'Gulf' : 'Coast'} Bank ${i}`, i % 4 === 0 ? 0 : 1);
  })();
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The page as a plain OFFSET over the table would give it. */
function plainPage(where: string, page: number, perPage: number): { ids: number[]; total: number } {
  const ids = store.db
    .prepare(`SELECT id FROM banks ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .pluck()
    .all(perPage, (page - 1) * perPage) as number[];
  const total = store.db.prepare(`SELECT COUNT(*) FROM banks ${where}`).pluck().get() as number;
  return { ids, total };
}

const CASES: readonly { filter: ListFilter; where: string }[] = [
  { filter: {}, where: '' },
  { filter: { equals: { active: 0 } }, where: 'WHERE active = 0' },
  { filter: { search: 'Gulf Bank' }, where: "WHERE name_en LIKE '%Gulf Bank%'" },
  { filter: { search: 'Ban' }, where: "WHERE name_en LIKE '%Ban%' OR name_ar LIKE '%Ban%'" },
];
const PAGES = [1, 2, 101, 150, 199, 300, 351, 352, 400];

function expectPages(): void {
  for (const { filter, where } of CASES) {
    for (const page of PAGES) {
      const answer = store.reference.banks.page(filter, page, 10);
      expect({ where, page, ids: answer.rows.map((row) => row.id), total: answer.total }).toEqual({
        where,
        page,
        ...plainPage(where, page, 10),
      });
    }
  }
}

describe('a list read again', () => {
  it('gives every page, near and deep, as a plain OFFSET does', () => {
    expectPages();
    // Read twice: the second time from what the first remembered.
    expectPages();
    expect(store.reference.banks.page({}, 1, 1000).rows).toHaveLength(1000);
  });

  it('follows writes of this connection: creates, renames, switches and deletes', () => {
    expectPages();
    store.reference.banks.insert({ name_ar: 'بنك جديد', name_en: 'Gulf Bank new', country_id: 1, active: 0 });
    expectPages();
    store.reference.banks.update(2000, { name_en: 'Renamed' });
    store.reference.banks.setActive(1500, false);
    expectPages();
    for (const id of [3000, 2500, 10, 1999]) store.reference.banks.removeIfUnused(id);
    expectPages();
  });

  it('follows writes of another connection', () => {
    expectPages();
    const other = new Database(path);
    // Any writer of the tables needs the function their folded indexes are built on.
    registerTextFolding(other);
    other.prepare('DELETE FROM banks WHERE id BETWEEN 1000 AND 1200').run();
    other.prepare("UPDATE banks SET name_en = 'Gulf Bank moved', active = 0 WHERE id = 3100").run();
    other.close();
    expectPages();
  });

  it('is not remembered from inside a transaction that is rolled back', () => {
    const before = store.reference.banks.page({ search: 'Gulf Bank' }, 1, 10).total;
    expect(() =>
      store.db.transaction(() => {
        store.reference.banks.insert({ name_ar: 'بنك مؤقت', name_en: 'Gulf Bank temporary', country_id: 1, active: 1 });
        expect(store.reference.banks.page({ search: 'Gulf Bank' }, 1, 10).total).toBe(before + 1);
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(store.reference.banks.page({ search: 'Gulf Bank' }, 1, 10).total).toBe(before);
  });

  it('answers a page past the end with no rows and the true total', () => {
    expect(store.reference.banks.page({}, 10_000_000, 1000)).toEqual({ rows: [], total: ROWS });
  });
});
