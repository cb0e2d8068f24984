// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fullTextTable } from './full-text.js';
import { listTables } from './list-indexes.js';
import type { ReferenceTable } from './reference-tables.js';
import { openStore } from './store.js';
import { registerTextFolding } from './text-fold.js';

let dir: string;
let path: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'list-indexes-'));
  path = join(dir, 'test.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The alias the list's own table has in its select (the last FROM of it: column sub-selects come first). */
function aliasOf(spec: ReferenceTable<{ id: number }>): string {
  const froms = [...spec.select.matchAll(new RegExp(`FROM ${spec.table}(?:\\s+(\\w+))?`, 'g'))];
  const alias = froms.at(-1)?.[1];
  return alias === undefined || ['JOIN', 'LEFT', 'WHERE'].includes(alias.toUpperCase()) ? spec.table : alias;
}

describe('every list filter', () => {
  it('belongs to a table whose indexes are created', () => {
    const store = openStore(path);
    try {
      const repositories = [store.reference, store.catalogue, store.content, store.people].flatMap((group) => Object.values(group));
      const missing = repositories.map((repository) => repository.spec).filter((spec) => !listTables.includes(spec));
      expect(missing.map((spec) => spec.table)).toEqual([]);
    } finally {
      store.close();
    }
  });

  it('is answered from an index, never by reading the whole table', () => {
    const store = openStore(path);
    const unindexed: string[] = [];
    try {
      for (const spec of listTables) {
        const alias = aliasOf(spec);
        const scope = spec.scope ? [`(${spec.scope})`] : [];
        const filters = [...spec.exact.map((column) => [...scope, `v.${column} = ?`]), ...(scope.length ? [scope] : [])];
        for (const clauses of filters) {
          const sql = `SELECT COUNT(*) FROM (${spec.select}) AS v WHERE ${clauses.join(' AND ')}`;
          const params = clauses.filter((clause) => clause.includes('?')).map(() => 1);
          const plan = (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((step) => step.detail);
          if (plan.some((step) => step === `SCAN ${alias}` || step.startsWith(`SCAN ${alias} `))) {
            unindexed.push(`${spec.table}: ${clauses.join(' AND ')}: ${plan.join(' | ')}`);
          }
        }
      }
    } finally {
      store.close();
    }
    expect(unindexed).toEqual([]);
  });

  it('reads a page in id order without sorting the rows, unless it filters on a related record', () => {
    // These filters name a column of another record (the order's title, the ad's order, the
    // rating's booking): the rows of one such record are found by its index, then sorted.
    const related = new Set(['jobs: v.specialist_id = ?', 'job_reports: v.status = ?', 'job_reports: v.provider_id = ?', 'rates: v.driver_id = ?', 'rates: v.client_id = ?']);
    const store = openStore(path);
    const sorted: string[] = [];
    try {
      for (const spec of listTables) {
        const scope = spec.scope ? [`(${spec.scope})`] : [];
        for (const clauses of [scope, ...spec.exact.map((column) => [...scope, `v.${column} = ?`])]) {
          const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
          const sql = `SELECT v.* FROM (${spec.select}) AS v ${where} ORDER BY v.id DESC LIMIT 10`;
          const params = clauses.filter((clause) => clause.includes('?')).map(() => 1);
          const plan = (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((step) => step.detail);
          const name = `${spec.table}: ${clauses.filter((clause) => clause !== scope[0]).join(' AND ')}`;
          if (plan.some((step) => step.includes('TEMP B-TREE FOR ORDER BY')) && !related.has(name)) sorted.push(name);
        }
      }
    } finally {
      store.close();
    }
    expect(sorted).toEqual([]);
  });
});

describe('a database written before the full-text indexes', () => {
  it('gains them at start, filled with the rows it already holds', () => {
    const first = openStore(path);
    first.db.prepare("INSERT INTO countries (name_ar, name_en, created_at, updated_at) VALUES ('السعودية', 'Saudi Arabia', '', '')").run();
    first.close();
    // As an older server left it: no index, rows written without one.
    const older = new Database(path);
    // A writer of the tables needs the function their folded sort indexes are built on.
    registerTextFolding(older);
    for (const spec of listTables) {
      const index = fullTextTable(spec.table);
      for (const suffix of ['insert', 'delete', 'update']) older.exec(`DROP TRIGGER IF EXISTS ${index}_${suffix}`);
      older.exec(`DROP TABLE IF EXISTS ${index}`);
    }
    older.prepare("INSERT INTO banks (name_ar, name_en, country_id, created_at, updated_at) VALUES (?, ?, 1, '', '')").run('مصرف زفير للتمويل', 'Zephyr Credit Union');
    older.close();

    const store = openStore(path);
    try {
      const indexed = store.db.prepare('SELECT rowid FROM banks_fts WHERE banks_fts MATCH ?').pluck();
      expect(indexed.all('"zephyr"')).toEqual([1]);
      expect(indexed.all('"زفير"')).toEqual([1]);
      expect(store.reference.banks.page({ search: 'Zephyr Cred' }, 1, 10).rows.map((row) => row.name_en)).toEqual(['Zephyr Credit Union']);
      // And keeps up from then on.
      store.reference.banks.update(1, { name_en: 'Boreal Credit Union' });
      expect(indexed.all('"zephyr"')).toEqual([]);
      expect(store.reference.banks.page({ search: 'Boreal' }, 1, 10).total).toBe(1);
    } finally {
      store.close();
    }
  });

  it('rebuilds an index whose columns changed', () => {
    openStore(path).close();
    const older = new Database(path);
    registerTextFolding(older);
    for (const suffix of ['insert', 'delete', 'update']) older.exec(`DROP TRIGGER IF EXISTS banks_fts_${suffix}`);
    older.exec('DROP TABLE banks_fts');
    older.exec("CREATE VIRTUAL TABLE banks_fts USING fts5(name_en, content='banks', content_rowid='id', tokenize='trigram')");
    older.prepare("INSERT INTO countries (name_ar, name_en, created_at, updated_at) VALUES ('مصر', 'Egypt', '', '')").run();
    older.prepare("INSERT INTO banks (name_ar, name_en, country_id, created_at, updated_at) VALUES (?, ?, 1, '', '')").run('بنك القاهرة', 'Banque du Caire');
    older.close();

    const store = openStore(path);
    try {
      expect(store.db.prepare('SELECT rowid FROM banks_fts WHERE banks_fts MATCH ?').pluck().all('name_ar : "القاهره"')).toEqual([1]);
      expect(store.reference.banks.page({ search: 'القاهرة' }, 1, 10).total).toBe(1);
    } finally {
      store.close();
    }
  });
});
