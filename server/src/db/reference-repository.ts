import type { Bilingual } from '../i18n/lang.js';
import type { Statement } from 'better-sqlite3';
import { nowIso, type Db, type SqlValue } from './database.js';
import type { LinkTable, ReferenceTable } from './reference-tables.js';

export interface ListFilter {
  /** Free text matched (LIKE, escaped) against the table's searchable columns. */
  readonly search?: string;
  /** Free text matched (LIKE, escaped) against one column each; columns from the table's `likeable`. */
  readonly likes?: Readonly<Record<string, string>>;
  /** Exact matches on the table's `exact` columns. */
  readonly equals?: Readonly<Record<string, SqlValue>>;
  /** Free text matched (LIKE, escaped) against any of several `likeable` columns, one clause per entry. */
  readonly likeAny?: readonly { readonly columns: readonly string[]; readonly text: string }[];
  /** An id the record must be related to, through a named link table of `links` or `related`. */
  readonly linked?: Readonly<Record<string, number>>;
  /** Inclusive bounds on `exact` columns (dates as YYYY-MM-DD compare as text). */
  readonly ranges?: Readonly<Record<string, { readonly from?: SqlValue; readonly to?: SqlValue }>>;
}

export type WriteValues = Readonly<Record<string, SqlValue>>;

/** The ids a record links to through each of its table's link tables, by link name. */
export type LinkValues = Readonly<Record<string, readonly number[]>>;

export interface Usage {
  readonly label: Bilingual;
  readonly count: number;
}

export type RemoveOutcome =
  | { readonly status: 'deleted' }
  | { readonly status: 'missing' }
  | { readonly status: 'in-use'; readonly usages: readonly Usage[] };

/** LIKE treats % and _ as wildcards; a search for "10%" must mean the text "10%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Reads and writes one reference table; every value is bound, every identifier comes from its ReferenceTable. */
export class ReferenceRepository<Row extends { id: number }> {
  /** Statements are built from a handful of shapes; each is compiled once. */
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly db: Db,
    readonly spec: ReferenceTable<Row>,
  ) {}

  private sql(text: string): Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  private likeable(column: string): void {
    if (!(this.spec.likeable ?? []).includes(column)) throw new Error(`${this.spec.table}: cannot search ${column}`);
  }

  private exactColumn(column: string): void {
    if (!this.spec.exact.includes(column)) throw new Error(`${this.spec.table}: cannot filter on ${column}`);
  }

  private linkNamed(name: string): LinkTable {
    const link = this.spec.links?.[name] ?? this.spec.related?.[name];
    if (!link) throw new Error(`${this.spec.table}: no link named ${name}`);
    return link;
  }

  /** The clauses of a list's filter; `scoped` adds the table's scope (lists do, single records do not). */
  private where(filter: ListFilter, scoped = true): { sql: string; params: SqlValue[] } {
    const clauses: string[] = [];
    const params: SqlValue[] = [];
    if (scoped && this.spec.scope) clauses.push(`(${this.spec.scope})`);
    const search = filter.search?.trim();
    if (search) {
      clauses.push(`(${this.spec.searchable.map((column) => `v.${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      for (let i = 0; i < this.spec.searchable.length; i += 1) params.push(likePattern(search));
    }
    for (const [column, text] of Object.entries(filter.likes ?? {})) {
      this.likeable(column);
      const trimmed = text.trim();
      if (!trimmed) continue;
      clauses.push(`v.${column} LIKE ? ESCAPE '\\'`);
      params.push(likePattern(trimmed));
    }
    for (const { columns, text } of filter.likeAny ?? []) {
      const trimmed = text.trim();
      if (!trimmed || columns.length === 0) continue;
      for (const column of columns) this.likeable(column);
      clauses.push(`(${columns.map((column) => `v.${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      for (let i = 0; i < columns.length; i += 1) params.push(likePattern(trimmed));
    }
    for (const [column, value] of Object.entries(filter.equals ?? {})) {
      this.exactColumn(column);
      clauses.push(`v.${column} = ?`);
      params.push(value);
    }
    for (const [column, { from, to }] of Object.entries(filter.ranges ?? {})) {
      this.exactColumn(column);
      if (from !== undefined) {
        clauses.push(`v.${column} >= ?`);
        params.push(from);
      }
      if (to !== undefined) {
        clauses.push(`v.${column} <= ?`);
        params.push(to);
      }
    }
    for (const [name, id] of Object.entries(filter.linked ?? {})) {
      const link = this.linkNamed(name);
      clauses.push(`EXISTS (SELECT 1 FROM ${link.table} WHERE ${link.owner} = v.id AND ${link.target} = ?)`);
      params.push(id);
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  page(filter: ListFilter, page: number, perPage: number): { rows: Row[]; total: number } {
    const { sql, params } = this.where(filter);
    const from = `FROM (${this.spec.select}) AS v ${sql}`;
    const counted = this.sql(`SELECT COUNT(*) AS total ${from}`).get(...params) as { total: number };
    const rows = this.sql(`SELECT v.* ${from} ORDER BY v.id DESC LIMIT ? OFFSET ?`).all(
      ...params,
      perPage,
      (page - 1) * perPage,
    ) as Row[];
    return { rows, total: counted.total };
  }

  all(filter: ListFilter, order: 'asc' | 'desc'): Row[] {
    const { sql, params } = this.where(filter);
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    return this.sql(`SELECT v.* FROM (${this.spec.select}) AS v ${sql} ORDER BY v.id ${direction}`).all(
      ...params,
    ) as Row[];
  }

  find(id: number): Row | undefined {
    return this.sql(`SELECT v.* FROM (${this.spec.select}) AS v WHERE v.id = ?`).get(id) as Row | undefined;
  }

  exists(id: number): boolean {
    return this.sql(`SELECT 1 FROM ${this.spec.table} WHERE id = ?`).get(id) !== undefined;
  }

  private checkColumns(values: WriteValues): string[] {
    const columns = Object.keys(values);
    for (const column of columns) {
      if (!this.spec.writable.includes(column)) throw new Error(`${this.spec.table}: ${column} is not writable`);
    }
    return columns;
  }

  private get updatedAt(): boolean {
    return (this.spec.timestamps ?? 'both') === 'both';
  }

  /** Replaces the ids the record links to, for each link given; links not given are left as they are. */
  private writeLinks(id: number, links: LinkValues): void {
    for (const [name, ids] of Object.entries(links)) {
      const link = this.spec.links?.[name];
      if (!link) throw new Error(`${this.spec.table}: no link named ${name}`);
      this.sql(`DELETE FROM ${link.table} WHERE ${link.owner} = ?`).run(id);
      const insert = this.sql(`INSERT OR IGNORE INTO ${link.table} (${link.owner}, ${link.target}) VALUES (?, ?)`);
      for (const target of ids) insert.run(id, target);
    }
  }

  /** The ids one record links to through the named link table, in ascending order. */
  linked(id: number, name: string): number[] {
    const link = this.spec.links?.[name];
    if (!link) throw new Error(`${this.spec.table}: no link named ${name}`);
    const rows = this.sql(`SELECT ${link.target} AS id FROM ${link.table} WHERE ${link.owner} = ? ORDER BY 1`).all(
      id,
    ) as { id: number }[];
    return rows.map((row) => row.id);
  }

  insert(values: WriteValues, links: LinkValues = {}): Row {
    const columns = this.checkColumns(values);
    const now = nowIso();
    const stamps = this.updatedAt ? ['created_at', 'updated_at'] : ['created_at'];
    const names = [...columns, ...stamps];
    const id = this.db.transaction((): number => {
      const result = this.sql(
        `INSERT INTO ${this.spec.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      ).run(...columns.map((column) => values[column] ?? null), ...stamps.map(() => now));
      const inserted = Number(result.lastInsertRowid);
      this.writeLinks(inserted, links);
      return inserted;
    })();
    const row = this.find(id);
    if (!row) throw new Error(`${this.spec.table}: inserted row not found`);
    return row;
  }

  update(id: number, values: WriteValues, links: LinkValues = {}): Row | undefined {
    const columns = this.checkColumns(values);
    const assignments = columns.map((column) => `${column} = ?`);
    const params: SqlValue[] = columns.map((column) => values[column] ?? null);
    if (this.updatedAt) {
      assignments.push('updated_at = ?');
      params.push(nowIso());
    }
    const changed = this.db.transaction((): boolean => {
      if (!this.exists(id)) return false;
      if (assignments.length > 0) {
        this.sql(`UPDATE ${this.spec.table} SET ${assignments.join(', ')} WHERE id = ?`).run(...params, id);
      }
      this.writeLinks(id, links);
      return true;
    })();
    return changed ? this.find(id) : undefined;
  }

  setActive(id: number, active: boolean): boolean {
    const stamp = this.updatedAt ? ', updated_at = ?' : '';
    const params: SqlValue[] = this.updatedAt ? [active ? 1 : 0, nowIso(), id] : [active ? 1 : 0, id];
    const result = this.sql(`UPDATE ${this.spec.table} SET active = ?${stamp} WHERE id = ?`).run(...params);
    return result.changes > 0;
  }

  /** Whether another record already holds the value (compared without case). */
  taken(column: string, value: string, exceptId: number | undefined): boolean {
    if (!this.spec.writable.includes(column)) throw new Error(`${this.spec.table}: ${column} is not writable`);
    return (
      this.sql(`SELECT 1 FROM ${this.spec.table} WHERE ${column} = ? COLLATE NOCASE AND id <> ?`).get(
        value,
        exceptId ?? 0,
      ) !== undefined
    );
  }

  /** The tables still pointing at the record, with how many rows each. */
  usages(id: number): Usage[] {
    return this.spec.dependents
      .map((dependent) => {
        const row = this.sql(`SELECT COUNT(*) AS count FROM ${dependent.table} WHERE ${dependent.column} = ?`).get(
          id,
        ) as { count: number };
        return { label: dependent.label, count: row.count };
      })
      .filter((usage) => usage.count > 0);
  }

  /** Deletes the record unless something still uses it; the check and the delete are one transaction. */
  removeIfUnused(id: number): RemoveOutcome {
    return this.db.transaction((): RemoveOutcome => {
      if (!this.exists(id)) return { status: 'missing' };
      const usages = this.usages(id);
      if (usages.length > 0) return { status: 'in-use', usages };
      this.sql(`DELETE FROM ${this.spec.table} WHERE id = ?`).run(id);
      return { status: 'deleted' };
    })();
  }
}
