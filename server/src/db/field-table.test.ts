// @vitest-environment node
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from './database.js';
import { createFieldTable, createTableSql, fieldTable, insertSeedRows, type FieldTable, type TableField } from './field-table.js';
import { administrationFieldTables } from './administration-fields.js';
import { catalogueFieldTables } from './catalogue-fields.js';
import { nameColumns, referenceFieldTables } from './reference-fields.js';
import { peopleFieldTables } from './people-fields.js';
import { createSchema } from './schema.js';
import { workFieldTables } from './work-fields.js';

/** Each converted table's CREATE TABLE as the schema wrote it by hand before field tables. */
const frozen = JSON.parse(readFileSync(new URL('./fixtures/schema-before-field-tables.json', import.meta.url), 'utf8')) as Record<string, string>;

const converted: readonly FieldTable[] = [...referenceFieldTables, ...catalogueFieldTables, ...administrationFieldTables, ...peopleFieldTables, ...workFieldTables];

/** Columns fields added since then declare, by table: a database made before gains them at start. */
const addedSince: Readonly<Record<string, readonly string[]>> = { banks: ['swift_code TEXT'] };

/** A frozen CREATE TABLE with the columns added since, before its timestamps. */
function withAdded(table: string): string {
  const sql = frozen[table] ?? '';
  const added = addedSince[table] ?? [];
  return added.length === 0 ? sql : sql.replace(/\n(\s*)created_at /, (_match, indent: string) => `\n${added.map((column) => `${indent}${column},\n`).join('')}${indent}created_at `);
}

/**
 * The definitions of a CREATE TABLE, one a line, sorted: a field table lists its fields in the
 * order their checks run, which may not be the order the columns were first declared in (an
 * order existing databases keep and no statement relies on).
 */
function definitions(sql: string): string[] {
  return sql
    .split('\n')
    .map((line) => line.trim().replace(/,$/, ''))
    .sort();
}

function describeTable(db: Db, table: string): unknown {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { cid?: number; name: string }[];
  return {
    columns: columns.map(({ cid: _position, ...column }) => column).sort((a, b) => a.name.localeCompare(b.name)),
    foreignKeys: db.prepare(`PRAGMA foreign_key_list(${table})`).all(),
  };
}

describe('field tables: the generated DDL', () => {
  it('converts exactly the tables frozen before', () => {
    expect(converted.map((table) => table.table).sort()).toEqual(Object.keys(frozen).sort());
  });

  for (const table of converted) {
    it(`declares ${table.table} as it was declared by hand, column by column`, () => {
      const before = withAdded(table.table);
      expect(definitions(createTableSql(table))).toEqual(definitions(before));
      const old = new Database(':memory:');
      const generated = new Database(':memory:');
      old.exec(before);
      generated.exec(createTableSql(table));
      expect(describeTable(generated, table.table)).toEqual(describeTable(old, table.table));
    });
  }

  it('opens a database made by the hand-written schema and leaves its tables as they were, but for the columns added since', () => {
    const db = new Database(':memory:');
    for (const sql of Object.values(frozen)) db.exec(sql);
    const expected = new Database(':memory:');
    for (const table of Object.keys(frozen)) expected.exec(withAdded(table));
    createSchema(db, () => undefined);
    // An added column comes last in an existing table: the order of columns is not compared.
    expect(Object.keys(frozen).map((table) => describeTable(db, table))).toEqual(Object.keys(frozen).map((table) => describeTable(expected, table)));
  });
});

// A small table of its own, as a field table of the server is.
const gadgetFields = [...nameColumns, { kind: 'active', name: 'active' }] as const satisfies readonly TableField[];
/** The same area once a field (a dial code, required, seeded, with a default for existing databases) is added. */
const withKey = [...nameColumns, { kind: 'text', name: 'key', required: true, max: 8, default: "''", seed: '+000' }, { kind: 'active', name: 'active' }] as const satisfies readonly TableField[];

describe('field tables: adding a field', () => {
  const before = fieldTable('gadgets', gadgetFields);
  const after = fieldTable('gadgets', withKey);

  it('creates the column, in a new database and in one made before the field', () => {
    const fresh = new Database(':memory:');
    createFieldTable(fresh, after);
    expect((fresh.prepare('PRAGMA table_info(gadgets)').all() as { name: string }[]).map((column) => column.name)).toContain('key');

    const existing = new Database(':memory:');
    createFieldTable(existing, before);
    insertSeedRows(existing, before, [{ name_ar: 'أ', name_en: 'A' }], () => '2024-01-01T00:00:00.000Z');
    createFieldTable(existing, after);
    expect(existing.prepare('SELECT name_en, key FROM gadgets').all()).toEqual([{ name_en: 'A', key: '' }]);
  });

  it('seeds it, with the field’s seed value where a seeded record leaves it out', () => {
    const db = new Database(':memory:');
    createFieldTable(db, after);
    insertSeedRows(
      db,
      after,
      [
        { name_ar: 'أ', name_en: 'A' },
        { name_ar: 'ب', name_en: 'B', key: '+966', active: 0 },
      ],
      () => '2024-01-01T00:00:00.000Z',
    );
    expect(db.prepare('SELECT id, key, active FROM gadgets ORDER BY id').all()).toEqual([
      { id: 1, key: '+000', active: 1 },
      { id: 2, key: '+966', active: 0 },
    ]);
  });
});
