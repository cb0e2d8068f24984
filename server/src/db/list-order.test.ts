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
          `SELECT n.* FROM sent_notifications n ORDER BY ${orderByTerms('sent_notifications', SENT_NOTIFICATION_SORTABLE, { column, direction: 'asc' }, (name) => `n.${name}`, 'n.id')} LIMIT 10`,
        );
        if (steps.some((step) => step.includes('TEMP B-TREE FOR ORDER BY'))) sorted.push(`sent_notifications.${column}`);
      }
    } finally {
      store.close();
    }
    expect(sorted).toEqual([]);
  });
});
