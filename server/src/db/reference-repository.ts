import type { Bilingual } from '../i18n/lang.js';
import type { Statement } from 'better-sqlite3';
import { nowIso, type Db, type SqlValue } from './database.js';
import type { ReferenceTable } from './reference-tables.js';

export interface ListFilter {
  /** Free text matched (LIKE, escaped) against the table's searchable columns. */
  readonly search?: string;
  /** Exact matches on the table's `exact` columns. */
  readonly equals?: Readonly<Record<string, SqlValue>>;
}

export type WriteValues = Readonly<Record<string, SqlValue>>;

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

  private where(filter: ListFilter): { sql: string; params: SqlValue[] } {
    const clauses: string[] = [];
    const params: SqlValue[] = [];
    const search = filter.search?.trim();
    if (search) {
      clauses.push(`(${this.spec.searchable.map((column) => `v.${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      for (let i = 0; i < this.spec.searchable.length; i += 1) params.push(likePattern(search));
    }
    for (const [column, value] of Object.entries(filter.equals ?? {})) {
      if (!this.spec.exact.includes(column)) throw new Error(`${this.spec.table}: cannot filter on ${column}`);
      clauses.push(`v.${column} = ?`);
      params.push(value);
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

  insert(values: WriteValues): Row {
    const columns = this.checkColumns(values);
    const now = nowIso();
    const names = [...columns, 'created_at', 'updated_at'];
    const result = this.sql(
      `INSERT INTO ${this.spec.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
    ).run(...columns.map((column) => values[column] ?? null), now, now);
    const row = this.find(Number(result.lastInsertRowid));
    if (!row) throw new Error(`${this.spec.table}: inserted row not found`);
    return row;
  }

  update(id: number, values: WriteValues): Row | undefined {
    const columns = this.checkColumns(values);
    const assignments = [...columns.map((column) => `${column} = ?`), 'updated_at = ?'];
    const result = this.sql(`UPDATE ${this.spec.table} SET ${assignments.join(', ')} WHERE id = ?`).run(
      ...columns.map((column) => values[column] ?? null),
      nowIso(),
      id,
    );
    return result.changes > 0 ? this.find(id) : undefined;
  }

  setActive(id: number, active: boolean): boolean {
    const result = this.sql(`UPDATE ${this.spec.table} SET active = ?, updated_at = ? WHERE id = ?`).run(
      active ? 1 : 0,
      nowIso(),
      id,
    );
    return result.changes > 0;
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
