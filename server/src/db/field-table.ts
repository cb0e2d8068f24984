import { statement } from './statements.js';
import type { FieldRule } from './field-rule.js';
import type { Db, SqlValue } from './database.js';
import type { DataStore } from './store.js';

/**
 * One field table per area: each entry is the field's validation rule (see FieldRule) plus how
 * its column is declared and seeded. The table's DDL, its writable columns, the area's rules, the
 * seed inserts' columns and the plain part of the answer are all read from it, so a field is
 * written once.
 */

type ReferenceRule = Extract<FieldRule, { kind: 'reference' }>;

/** How a column is declared, where the rule's kind does not say it all. */
export interface ColumnOptions {
  /** NOT NULL; by default a field sent on every create and update, and the flags, are NOT NULL. */
  readonly notNull?: boolean;
  /** The SQL default, as written in the DDL (`0`, `'android'`); by default the rule's create default. */
  readonly default?: string;
  /** How the column compares text (`NOCASE` for an email). */
  readonly collate?: 'NOCASE';
  /** A UNIQUE column constraint (most unique fields are kept so by an index, see `uniqueIndexes`). */
  readonly uniqueColumn?: true;
  /** The value the seed writes when a seeded record leaves the field out. */
  readonly seed?: SqlValue;
  /** Left out of the answer's plain copy (see `plainFields`). */
  readonly hidden?: boolean;
  /** `false`: checked (and handed to the area's `check`) but never stored, so no column. */
  readonly stored?: false;
}

/**
 * A link to another table's record: its id column, with a foreign key to `references`, checked to
 * exist there unless `exists` says otherwise (one of the two is needed).
 */
type ReferenceField = Omit<ReferenceRule, 'exists'> &
  ({ readonly exists: ReferenceRule['exists']; readonly references?: ForeignKey } | { readonly exists?: ReferenceRule['exists']; readonly references: ForeignKey });

interface ForeignKey {
  readonly table: string;
  /** What a delete of the record pointed at does; SQLite's default (no action) when not given. */
  readonly onDelete?: 'RESTRICT' | 'SET NULL' | 'CASCADE';
}

/** A column no form writes (names the marketplace fixes, counters): declared, seeded and answered. */
interface StoredField {
  readonly kind: 'stored';
  readonly column: string;
  readonly type: 'TEXT' | 'INTEGER' | 'REAL';
  /** The values it may hold (a CHECK). */
  readonly values?: readonly string[];
  /** Written by the area's record actions (a decision), so among the writable columns. */
  readonly writable?: true;
  readonly references?: ForeignKey;
}

export type TableField = (Exclude<FieldRule, { kind: 'reference' }> | ReferenceField | StoredField) & ColumnOptions;

export interface FieldTable<F extends readonly TableField[] = readonly TableField[]> {
  readonly table: string;
  readonly fields: F;
  /** Which timestamp columns the table has. */
  readonly timestamps: 'both' | 'created';
  /** Conditions across columns, written after them (`CHECK (...)` clauses). */
  readonly checks: readonly string[];
}

export interface FieldTableOptions {
  readonly timestamps?: 'both' | 'created';
  readonly checks?: readonly string[];
}

type ColumnName<F> = F extends { readonly kind: 'links' } | { readonly stored: false }
  ? never
  : F extends { readonly kind: 'active' }
    ? 'active'
    : F extends { readonly column: infer C extends string }
      ? C
      : F extends { readonly name: infer N extends string }
        ? N
        : never;

type NotNull<F> = F extends { readonly notNull: boolean }
  ? F['notNull']
  : F extends { readonly kind: 'active' | 'flag' | 'choiceList' | 'password' }
    ? true
    : F extends { readonly kind: 'number'; readonly createDefault: number }
      ? true
      : F extends { readonly kind: 'choice' | 'email' }
        ? F extends { readonly required: false | 'create' | 'update' }
          ? false
          : true
        : F extends { readonly required: true }
          ? true
          : false;

type ValueOf<F> = F extends { readonly kind: 'stored'; readonly type: 'TEXT' } ? string : F extends { readonly kind: 'number' | 'active' | 'flag' | 'reference' | 'stored' } ? number : string;

/** The stored record of a field table: `id` and one property per column, null where the column may be empty. */
export type RowOf<F extends readonly TableField[]> = { id: number } & {
  -readonly [E in F[number] as E extends { readonly kind: 'password' } ? never : ColumnName<E>]: ValueOf<E> | (NotNull<E> extends true ? never : null);
};

/** A seeded record: any of the columns (a password's hash too); those left out take the field's `seed` value or the SQL default. */
export type SeedRow<F extends readonly TableField[]> = {
  readonly [E in F[number] as ColumnName<E>]?: ValueOf<E> | (NotNull<E> extends true ? never : null);
};

/** Declares an area's field table; the fields keep their literal types so `RowOf` can read them. */
export function fieldTable<const F extends readonly TableField[]>(table: string, fields: F, options: FieldTableOptions = {}): FieldTable<F> {
  return { table, fields, timestamps: options.timestamps ?? 'both', checks: options.checks ?? [] };
}

/** The name a field is known by in messages about the table: its request name, or its column. */
function nameOf(field: TableField): string {
  return field.kind === 'stored' ? field.column : field.name;
}

/** The column a field is kept in; undefined for a link list or a field checked but not kept. */
export function columnOf(field: TableField): string | undefined {
  if (field.kind === 'links' || field.stored === false) return undefined;
  if (field.kind === 'active') return 'active';
  if (field.kind === 'stored') return field.column;
  return ('column' in field && field.column) || field.name;
}

function notNull(field: TableField): boolean {
  if (field.notNull !== undefined) return field.notNull;
  switch (field.kind) {
    case 'active':
    case 'flag':
    case 'choiceList':
    case 'password':
      return true;
    case 'choice':
    case 'email':
      return (field.required ?? true) === true;
    case 'number':
      return field.required === true || field.createDefault !== undefined;
    case 'text':
    case 'url':
    case 'date':
    case 'reference':
      return field.required === true;
    default:
      return false;
  }
}

function sqlDefault(field: TableField): string | undefined {
  if (field.default !== undefined) return field.default;
  switch (field.kind) {
    case 'active':
      return '1';
    case 'flag':
      return field.createDefault ? '1' : '0';
    case 'number':
      return field.createDefault === undefined ? undefined : String(field.createDefault);
    case 'choiceList':
      return "'[]'";
    default:
      return undefined;
  }
}

function sqlType(field: TableField): string {
  switch (field.kind) {
    case 'active':
    case 'flag':
    case 'reference':
      return 'INTEGER';
    case 'number':
      return field.integer ? 'INTEGER' : 'REAL';
    case 'stored':
      return field.type;
    default:
      return 'TEXT';
  }
}

const quote = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** One column's definition as CREATE TABLE (and ALTER TABLE ADD COLUMN) take it. */
export function columnSql(field: TableField): string {
  const column = columnOf(field);
  if (column === undefined) throw new Error(`${nameOf(field)} has no column`);
  const parts = [column, sqlType(field)];
  if (notNull(field)) parts.push('NOT NULL');
  if (field.uniqueColumn) parts.push('UNIQUE');
  if (field.collate) parts.push(`COLLATE ${field.collate}`);
  const fallback = sqlDefault(field);
  if (fallback !== undefined) parts.push(`DEFAULT ${fallback}`);
  const foreignKey = field.kind === 'reference' || field.kind === 'stored' ? field.references : undefined;
  if (foreignKey) parts.push(`REFERENCES ${foreignKey.table}(id)${foreignKey.onDelete ? ` ON DELETE ${foreignKey.onDelete}` : ''}`);
  const values = field.kind === 'choice' || field.kind === 'stored' ? field.values : undefined;
  if (values) parts.push(`CHECK (${column} IN (${values.map(quote).join(', ')}))`);
  return parts.join(' ');
}

/** The fields stored in a column of the table (links live in their own tables). */
function columnFields(table: FieldTable): TableField[] {
  return table.fields.filter((field) => columnOf(field) !== undefined);
}

/** The CREATE TABLE statement: id, the fields' columns in order, then the timestamps. */
export function createTableSql(table: FieldTable): string {
  const stamps = table.timestamps === 'both' ? ['created_at TEXT NOT NULL', 'updated_at TEXT NOT NULL'] : ['created_at TEXT NOT NULL'];
  const checks = table.checks.map((check) => `CHECK (${check})`);
  const lines = ['id INTEGER PRIMARY KEY', ...columnFields(table).map(columnSql), ...stamps, ...checks];
  return `CREATE TABLE IF NOT EXISTS ${table.table} (\n    ${lines.join(',\n    ')}\n  )`;
}

/**
 * Adds the columns a database made before a field was added lacks. SQLite adds a NOT NULL column
 * only with a default, so such a field needs one (`default`) to reach an existing database.
 */
export function addMissingColumns(db: Db, table: FieldTable): void {
  const present = new Set((db.prepare(`PRAGMA table_info(${table.table})`).all() as { name: string }[]).map((row) => row.name));
  for (const field of columnFields(table)) {
    if (present.has(columnOf(field) ?? '')) continue;
    try {
      db.exec(`ALTER TABLE ${table.table} ADD COLUMN ${columnSql(field)}`);
    } catch (error) {
      throw new Error(`${table.table}: cannot add the column of field ${nameOf(field)} to the existing table (${(error as Error).message}); give it a default`);
    }
  }
}

/** Creates the table when missing, and the columns of fields added since. */
export function createFieldTable(db: Db, table: FieldTable): void {
  db.exec(createTableSql(table));
  addMissingColumns(db, table);
}

/** The columns the API writes: every field's column but those no form or action writes. */
export function writableColumns(table: FieldTable): string[] {
  return columnFields(table).flatMap((field) => (field.kind === 'stored' && !field.writable ? [] : [columnOf(field) ?? nameOf(field)]));
}

/** `id` and every field's column but password hashes, each prefixed by `alias.` when given, for a SELECT. */
export function selectColumns(table: FieldTable, alias?: string): string {
  const prefix = alias ? `${alias}.` : '';
  const columns = columnFields(table).flatMap((field) => (field.kind === 'password' ? [] : [columnOf(field) ?? nameOf(field)]));
  return ['id', ...columns].map((column) => prefix + column).join(', ');
}

/** Whether a table holds a record of the id (a `reference` field's check). */
export function existsIn(tableName: string): ReferenceRule['exists'] {
  return (store: DataStore, id: number) => store.db.prepare(`SELECT 1 FROM ${tableName} WHERE id = ?`).get(id) !== undefined;
}

/** The ids a table holds no record of (a `links` field's check). */
export function missingIn(tableName: string): (store: DataStore, ids: readonly number[]) => number[] {
  const exists = existsIn(tableName);
  return (store, ids) => ids.filter((id) => !exists(store, id));
}

/** The area's validation rules, in the table's order; a link's existence check defaults to its table. */
export function rulesOf(table: FieldTable): FieldRule[] {
  return table.fields.flatMap((field): FieldRule[] => {
    if (field.kind === 'stored') return [];
    if (field.kind !== 'reference') return [field];
    const exists = field.exists ?? (field.references && existsIn(field.references.table));
    if (!exists) throw new Error(`${field.name}: a reference needs \`exists\` or \`references\``);
    return [{ ...field, exists }];
  });
}

/** The fields an answer copies as stored (a switch as true/false); links, files and secrets are shaped by hand. */
const COPIED = new Set<TableField['kind']>(['stored', 'text', 'email', 'url', 'number', 'choice', 'date', 'active']);

/** The plain part of an answer: each copied field's column, under its column name, in the table's order. */
export function plainFields(table: FieldTable, row: object): Record<string, string | number | boolean | null> {
  const stored = row as Readonly<Record<string, SqlValue | undefined>>;
  const answer: Record<string, string | number | boolean | null> = {};
  for (const field of table.fields) {
    const column = columnOf(field);
    if (column === undefined || field.hidden || !COPIED.has(field.kind)) continue;
    const value = stored[column] ?? null;
    answer[column] = field.kind === 'active' ? value === 1 : value;
  }
  return answer;
}

export interface InsertOptions {
  /** The record's id; the next free one when not given. */
  readonly id?: number;
  /** Leaves an existing record of that id as it is. */
  readonly orIgnore?: boolean;
}

/**
 * Inserts one record outside the API (the seed, fixed accounts): each field's column takes the
 * record's value, else the field's `seed` value; a column given neither is left to its SQL default.
 * Answers the new id, or undefined when `orIgnore` left an existing record.
 */
export function insertRecord<F extends readonly TableField[]>(db: Db, table: FieldTable<F>, record: SeedRow<F>, stamp: string, options: InsertOptions = {}): number | undefined {
  const values = record as Readonly<Record<string, SqlValue | undefined>>;
  const columns: string[] = options.id === undefined ? [] : ['id'];
  const params: SqlValue[] = options.id === undefined ? [] : [options.id];
  for (const field of columnFields(table)) {
    const column = columnOf(field) ?? nameOf(field);
    const value = values[column] !== undefined ? values[column] : field.seed;
    if (value === undefined) continue;
    columns.push(column);
    params.push(value);
  }
  const stamps = table.timestamps === 'both' ? ['created_at', 'updated_at'] : ['created_at'];
  const names = [...columns, ...stamps];
  const sql = `INSERT${options.orIgnore ? ' OR IGNORE' : ''} INTO ${table.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`;
  const result = statement(db, sql).run(...params, ...stamps.map(() => stamp));
  return result.changes > 0 ? Number(result.lastInsertRowid) : undefined;
}

/** Inserts seeded records with ids 1, 2 ... (see `insertRecord`), each stamped with `stamp(index)`. */
export function insertSeedRows<F extends readonly TableField[]>(db: Db, table: FieldTable<F>, rows: readonly SeedRow<F>[], stamp: (index: number) => string): void {
  rows.forEach((row, index) => insertRecord(db, table, row, stamp(index), { id: index + 1 }));
}
