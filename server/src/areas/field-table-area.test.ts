// @vitest-environment node
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createFieldTable, fieldTable, plainFields, rulesOf, selectColumns, writableColumns, type FieldTable, type RowOf, type TableField } from '../db/field-table.js';
import { nameColumns } from '../db/reference-fields.js';
import { ReferenceRepository } from '../db/reference-repository.js';
import type { ReferenceTable } from '../db/reference-tables.js';
import type { DataStore } from '../db/store.js';
import { ValidationError } from '../http/errors.js';
import { defineReferenceArea, type AreaEnv } from './reference-area.js';

// A small area of its own, built from a field table, as an area of the server is.
const gadgetFields = [...nameColumns, { kind: 'active', name: 'active' }] as const satisfies readonly TableField[];
/** The same area once a field (a dial code, required, seeded, with a default for existing databases) is added. */
const withKey = [...nameColumns, { kind: 'text', name: 'key', required: true, max: 8, default: "''", seed: '+000' }, { kind: 'active', name: 'active' }] as const satisfies readonly TableField[];

function gadgetArea<F extends readonly TableField[]>(fields: FieldTable<F>) {
  const spec: ReferenceTable<RowOf<F>> = {
    table: fields.table,
    select: `SELECT ${selectColumns(fields)} FROM ${fields.table}`,
    writable: writableColumns(fields),
    searchable: ['name_ar', 'name_en'],
    exact: ['active'],
    dependents: [],
  };
  const area = defineReferenceArea<RowOf<F>>({
    parent: 'gadgets',
    routes: { style: 'rest', base: 'dashboard/gadgets' },
    repository: (store) => new ReferenceRepository(store.db, spec),
    fields: rulesOf(fields),
    filters: [],
    present: (row) => ({ id: row.id, ...plainFields(fields, row) }),
  });
  return area;
}

function envOf(db: Db): AreaEnv {
  return { store: { db } as unknown as DataStore, lang: 'en', origin: 'http://localhost', uploadsDir: '/nowhere', actor: null } as unknown as AreaEnv;
}

async function refusal(action: Promise<unknown>): Promise<Record<string, string[]> | undefined> {
  try {
    await action;
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('field tables: a field added, as an area reads it', () => {
  const before = fieldTable('gadgets', gadgetFields);
  const after = fieldTable('gadgets', withKey);

  it('validates it, writes it and answers it', async () => {
    const db = new Database(':memory:');
    createFieldTable(db, after);
    const area = gadgetArea(after);
    const env = envOf(db);

    const missing = await refusal(area.create(env, { fields: { name_ar: 'أ', name_en: 'A' }, files: {} }));
    expect(missing?.['key']).toEqual(['The dial code field is required.']);
    const tooLong = await refusal(area.create(env, { fields: { name_ar: 'أ', name_en: 'A', key: '+123456789' }, files: {} }));
    expect(tooLong?.['key']).toEqual(['The dial code must not be greater than 8 characters.']);

    const created = await area.create(env, { fields: { name_ar: 'أ', name_en: 'A', key: '+966' }, files: {} });
    expect(created).toEqual({ id: 1, name_ar: 'أ', name_en: 'A', key: '+966', active: true });
    const updated = await area.update(env, 1, { fields: { name_ar: 'أ', name_en: 'A', key: '+971', active: '0' }, files: {} });
    expect(updated).toEqual({ id: 1, name_ar: 'أ', name_en: 'A', key: '+971', active: false });
  });

  it('is none of this before it is added', async () => {
    const db = new Database(':memory:');
    createFieldTable(db, before);
    const created = await gadgetArea(before).create(envOf(db), { fields: { name_ar: 'أ', name_en: 'A', key: '+966' }, files: {} });
    expect(created).toEqual({ id: 1, name_ar: 'أ', name_en: 'A', active: true });
    expect(writableColumns(before)).not.toContain('key');
  });
});
