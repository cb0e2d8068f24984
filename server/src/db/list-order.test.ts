// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderByTerms } from './list-order.js';
import { ratesTable, walletRequestsTable } from './people-tables.js';
import { SENT_NOTIFICATION_SORTABLE } from './sent-notifications.js';
import { openStore } from './store.js';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'list-order-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('orderByTerms', () => {
  const sortable = { id: 'id', name: { ar: 'name_ar', en: 'name_en' } };

  it('orders by the column, then by id the same way', () => {
    expect(orderByTerms('banks', sortable, { column: 'name_en', direction: 'desc' }, (column) => `v.${column}`, 'v.id')).toBe('v.name_en DESC, v.id DESC');
    expect(orderByTerms('banks', sortable, { column: 'name_en', direction: 'desc' }, (column) => `v.${column}`, 'v.id', new Set(['name_en']))).toBe('folded(v.name_en) DESC, v.id DESC');
    expect(orderByTerms('banks', sortable, { column: 'id', direction: 'asc' }, (column) => `"${column}"`, 'b.id')).toBe('"id" ASC, b.id ASC');
  });

  it('refuses a column the list does not offer', () => {
    expect(() => orderByTerms('banks', sortable, { column: 'name_en; DROP TABLE banks', direction: 'asc' }, (column) => column, 'id')).toThrow(/cannot sort/);
    expect(() => orderByTerms('banks', sortable, { column: 'password', direction: 'asc' }, (column) => column, 'id')).toThrow(/cannot sort/);
  });
});

describe('a page sorted by a column of the list’s own table', () => {
  it('is read from an index, never by sorting every row', () => {
    const store = openStore(join(dir, 'test.sqlite'));
    const sorted: string[] = [];
    const plan = (sql: string): string[] => (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((step) => step.detail);
    try {
      const own = [
        [ratesTable, ['id', 'booking_id', 'rate_number', 'created_date']],
        [walletRequestsTable, ['id', 'balance', 'created_at', 'status']],
      ] as const;
      for (const [spec, columns] of own) {
        for (const column of columns) {
          const steps = plan(`SELECT v.* FROM (${spec.select}) AS v ORDER BY ${orderByTerms(spec.table, spec.sortable ?? {}, { column, direction: 'desc' }, (name) => `v.${name}`, 'v.id')} LIMIT 10`);
          if (steps.some((step) => step.includes('TEMP B-TREE FOR ORDER BY'))) sorted.push(`${spec.table}.${column}`);
        }
      }
      for (const column of ['id', 'title_ar', 'title_en', 'sender', 'created_at']) {
        const steps = plan(
          `SELECT n.* FROM sent_notifications n ORDER BY ${orderByTerms('sent_notifications', SENT_NOTIFICATION_SORTABLE, { column, direction: 'asc' }, (name) => `n.${name}`, 'n.id', new Set(['title_ar', 'title_en', 'sender']))} LIMIT 10`,
        );
        if (steps.some((step) => step.includes('TEMP B-TREE FOR ORDER BY'))) sorted.push(`sent_notifications.${column}`);
      }
    } finally {
      store.close();
    }
    expect(sorted).toEqual([]);
  });
});

describe('a list sorted by a text column', () => {
  it('ignores case and Arabic letter forms, and its name search folds what the in-page search folds', () => {
    const store = openStore(join(dir, 'test.sqlite'));
    try {
      const country = Number(store.db.prepare("INSERT INTO countries (name_ar, name_en, created_at, updated_at) VALUES ('مصر', 'Egypt', '', '')").run().lastInsertRowid);
      const add = store.db.prepare("INSERT INTO banks (name_ar, name_en, country_id, created_at, updated_at) VALUES (?, ?, ?, '', '')");
      for (const [ar, en] of [
        ['بنك قطر الوطني', 'QNB Alahli zq'],
        ['بنك قطر', 'Qatar National Bank zq'],
        ['البنك السعودي الفرنسي', 'Banque Saudi Fransi zq'],
        ['بنك القاهرة', 'banque du Caire zq'],
      ]) {
        add.run(ar, en, country);
      }
      const names = (column: 'name_ar' | 'name_en') => store.reference.banks.page({ search: 'zq' }, 1, 10, { column, direction: 'asc' }).rows.map((row) => row[column]);
      expect(names('name_en')).toEqual(['banque du Caire zq', 'Banque Saudi Fransi zq', 'Qatar National Bank zq', 'QNB Alahli zq']);
      add.run('أحمد للتمويل', 'Ahmad Finance', country);
      add.run('احمد الأول', 'Ahmad First', country);
      add.run('آمنة', 'Amna', country);
      const arabic = store.reference.banks.page({ search: 'احمد' }, 1, 10, { column: 'name_ar', direction: 'asc' }).rows.map((row) => row.name_ar);
      // "أحمد" and "احمد" are one word: both found, ordered by what follows.
      expect(arabic).toEqual(['احمد الأول', 'أحمد للتمويل']);
      expect(store.reference.banks.page({ search: 'القاهره' }, 1, 10).rows.map((row) => row.name_en)).toEqual(['banque du Caire zq']);
      expect(store.reference.banks.page({ search: 'أَحْمَد' }, 1, 10).total).toBe(2);
      // Shorter than a trigram: LIKE alone, folded the same way.
      expect(store.reference.banks.page({ search: 'آم' }, 1, 10).rows.map((row) => row.name_en)).toEqual(['Amna']);
    } finally {
      store.close();
    }
  });
});
