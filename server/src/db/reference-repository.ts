import type { Bilingual } from '../i18n/lang.js';
import type { Statement } from 'better-sqlite3';
import { nowIso, type Db, type SqlValue } from './database.js';
import { fullTextTable, matchQuery, searchableText } from './full-text.js';
import { listCacheOf } from './list-cache.js';
import { statement } from './statements.js';
import { orderByTerms, textSortColumns } from './list-order.js';
import { FOLDED, foldText } from './text-fold.js';
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

/** A list's order: an output column of the table's `sortable` ones; ties go by id the same way. */
export interface ListSort {
  readonly column: string;
  readonly direction: 'asc' | 'desc';
}

export type WriteValues = Readonly<Record<string, SqlValue>>;

/** The ids a record links to through each of its table's link tables, by link name. */
export type LinkValues = Readonly<Record<string, readonly number[]>>;

export interface Usage {
  readonly label: Bilingual;
  readonly count: number;
}

export type RemoveOutcome = { readonly status: 'deleted' } | { readonly status: 'missing' } | { readonly status: 'in-use'; readonly usages: readonly Usage[] };

/** A list's filter: clauses on the select's output (`v`), and the trigram query that narrows it, if any. */
interface ListQuery {
  readonly clauses: readonly string[];
  readonly params: readonly SqlValue[];
  /** The output columns the clauses name (the scope's aside). */
  readonly columns: ReadonlySet<string>;
  /** MATCH text for the table's trigram index, when a text filter can use it. */
  readonly match?: string;
}

/**
 * A text in more than this share of a table's rows (and at least BROAD_MATCH_MIN of them) is
 * counted by reading the table in order rather than through the index.
 */
const BROAD_MATCH_SHARE = 0.1;
const BROAD_MATCH_MIN = 1000;

function whereOf(clauses: readonly string[]): string {
  return clauses.length ? ` WHERE ${clauses.join(' AND ')}` : '';
}

/** LIKE treats % and _ as wildcards; a search for "10%" must mean the text "10%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Reads and writes one reference table; every value is bound, every identifier comes from its ReferenceTable. */
export class ReferenceRepository<Row extends { id: number }> {
  /** The output columns of the table's `plain` select, read once. */
  private plainColumns?: ReadonlySet<string>;
  private textColumns?: ReadonlySet<string>;

  constructor(
    private readonly db: Db,
    readonly spec: ReferenceTable<Row>,
  ) {}

  /** Statements are built from a handful of shapes; each is compiled once per connection. */
  private sql(text: string): Statement {
    return statement(this.db, text);
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

  /**
   * A list's filter as SQL. Each text filter is a LIKE clause; the longest one a trigram index
   * can answer (the table's `fullText` columns, 3 characters or more) also names that index, so
   * only the rows holding the text are read. `scoped` adds the table's scope (lists do).
   */
  private query(filter: ListFilter, scoped = true): ListQuery {
    const clauses: string[] = [];
    const params: SqlValue[] = [];
    const named = new Set<string>();
    let fullText: { columns: readonly string[]; text: string } | undefined;
    const like = (columns: readonly string[], text: string): void => {
      for (const column of columns) named.add(column);
      // Compared folded, as the trigram index holds the text.
      const matches = columns.map((column) => `${FOLDED}(v.${column}) LIKE ? ESCAPE '\\'`);
      clauses.push(columns.length === 1 ? `${matches[0]}` : `(${matches.join(' OR ')})`);
      const folded = foldText(text);
      for (let i = 0; i < columns.length; i += 1) params.push(likePattern(folded));
      const indexed = this.spec.fullText;
      if (!indexed || !columns.every((column) => indexed.includes(column)) || !searchableText(folded)) return;
      if (!fullText || [...folded].length > [...fullText.text].length) fullText = { columns, text: folded };
    };
    if (scoped && this.spec.scope) clauses.push(`(${this.spec.scope})`);
    const search = filter.search?.trim();
    if (search) like(this.spec.searchable, search);
    for (const [column, text] of Object.entries(filter.likes ?? {})) {
      this.likeable(column);
      const trimmed = text.trim();
      if (trimmed) like([column], trimmed);
    }
    for (const { columns, text } of filter.likeAny ?? []) {
      const trimmed = text.trim();
      if (!trimmed || columns.length === 0) continue;
      for (const column of columns) this.likeable(column);
      like(columns, trimmed);
    }
    for (const [column, value] of Object.entries(filter.equals ?? {})) {
      this.exactColumn(column);
      named.add(column);
      clauses.push(`v.${column} = ?`);
      params.push(value);
    }
    for (const [column, { from, to }] of Object.entries(filter.ranges ?? {})) {
      this.exactColumn(column);
      named.add(column);
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
      // An IN list the link table's target index yields, rather than a probe per record.
      named.add('id');
      clauses.push(`v.id IN (SELECT ${link.owner} FROM ${link.table} WHERE ${link.target} = ?)`);
      params.push(id);
    }
    return {
      clauses,
      params,
      columns: named,
      ...(fullText ? { match: matchQuery(fullText.columns, fullText.text) } : {}),
    };
  }

  /**
   * The rows of a query, as `FROM ... WHERE ...` with its parameters and the key they are ordered
   * by (the record id). With a trigram match the index drives: it yields the matching ids in
   * order, so a page stops reading once it is full. `upTo` keeps the rows keyed at most that.
   */
  private rowsSql(query: ListQuery, upTo?: number, source: string = this.spec.select): { sql: string; params: SqlValue[]; key: string } {
    const select = `(${source}) AS v`;
    const index = fullTextTable(this.spec.table);
    const key = query.match === undefined ? 'v.id' : 'f.rowid';
    const clauses = [...(query.match === undefined ? [] : [`f.${index} MATCH ?`]), ...query.clauses];
    const params = [...(query.match === undefined ? [] : [query.match]), ...query.params];
    if (upTo !== undefined) {
      clauses.push(`${key} <= ?`);
      params.push(upTo);
    }
    // CROSS JOIN keeps the index the outer loop: its rows come in id order, each record read once.
    const from = query.match === undefined ? select : `${index} AS f CROSS JOIN ${select} ON v.id = f.rowid`;
    return { sql: `FROM ${from}${whereOf(clauses)}`, params, key };
  }

  /**
   * How many rows a query holds. A trigram match narrows the rows read when it is selective: one
   * pass over the matches (at most `cap` of them) both counts them and checks the other clauses.
   * When the text is in more rows than that, reading the table in order is cheaper than fetching
   * them one by one.
   */
  private count(query: ListQuery): number {
    const source = this.positions(query);
    if (query.match !== undefined) {
      const index = fullTextTable(this.spec.table);
      const { highest } = this.sql(`SELECT COALESCE(MAX(id), 0) AS highest FROM ${this.spec.table}`).get() as {
        highest: number;
      };
      const cap = Math.max(BROAD_MATCH_MIN, Math.floor(highest * BROAD_MATCH_SHARE));
      // Counted as WHERE would keep the row: a clause that is NULL for it (a NULL column) does not.
      const checks = query.clauses.length ? `CASE WHEN ${query.clauses.join(' AND ')} THEN 1 ELSE 0 END` : '1';
      const matches = `SELECT v.* FROM ${index} AS f CROSS JOIN (${source}) AS v ON v.id = f.rowid WHERE f.${index} MATCH ? LIMIT ?`;
      const probe = this.sql(`SELECT COUNT(*) AS read, COALESCE(SUM(${checks}), 0) AS total FROM (${matches}) AS v`).get(...query.params, query.match, cap) as {
        read: number;
        total: number;
      };
      if (probe.read < cap) return probe.total;
    }
    const counted = this.sql(`SELECT COUNT(*) AS total FROM (${source}) AS v${whereOf(query.clauses)}`).get(...query.params);
    return (counted as { total: number }).total;
  }

  /**
   * What a list's count and positions are read from: the table's `plain` select when it has the
   * columns the filter names (the joins of `select` only add columns to show, one row per record
   * either way), else `select`.
   */
  private positions(query: ListQuery): string {
    const plain = this.spec.plain;
    if (plain === undefined) return this.spec.select;
    this.plainColumns ??= new Set(
      this.sql(plain)
        .columns()
        .map((column) => column.name),
    );
    const columns = this.plainColumns;
    return [...query.columns].every((column) => columns.has(column)) ? plain : this.spec.select;
  }

  /** Refuses a column the table does not list as sortable: identifiers never come from a request. */
  private orderBy(sort: ListSort): string {
    this.textColumns ??= textSortColumns(this.db, this.spec.select, this.spec.sortable ?? {});
    return orderByTerms(this.spec.table, this.spec.sortable ?? {}, sort, (column) => `v.${column}`, 'v.id', this.textColumns);
  }

  page(filter: ListFilter, page: number, perPage: number, sort?: ListSort): { rows: Row[]; total: number } {
    const query = this.query(filter);
    // What the filter means, however it is read: the key of its count and positions.
    const identity = [this.spec.select, ...query.clauses, JSON.stringify([query.match, ...query.params])].join('\n');
    const cache = listCacheOf(this.db);
    const total = cache.total(identity, () => this.count(query));
    const offset = (page - 1) * perPage;
    if (offset >= total) return { rows: [], total };
    if (sort) return { rows: this.sortedRows(query, offset, perPage, sort), total };
    // A deep page starts from a remembered row of the list rather than walking every row before it.
    const start = cache.seek(identity, offset, (from, skip) => {
      const { sql, params, key } = this.rowsSql(query, from, this.positions(query));
      const row = this.sql(`SELECT ${key} AS id ${sql} ORDER BY ${key} DESC LIMIT 1 OFFSET ?`).get(...params, skip);
      return (row as { id: number } | undefined)?.id;
    });
    const { sql, params, key } = this.rowsSql(query, start.from);
    const rows = this.sql(`SELECT v.* ${sql} ORDER BY ${key} DESC LIMIT ? OFFSET ?`).all(...params, perPage, start.skip);
    return { rows: rows as Row[], total };
  }

  /** Rows in another order than the id, read by offset (the remembered positions follow the id). */
  private sortedRows(query: ListQuery, offset: number, perPage: number, sort: ListSort): Row[] {
    const { sql, params } = this.rowsSql(query);
    return this.sql(`SELECT v.* ${sql} ORDER BY ${this.orderBy(sort)} LIMIT ? OFFSET ?`).all(...params, perPage, offset) as Row[];
  }

  all(filter: ListFilter, order: 'asc' | 'desc'): Row[] {
    const { sql, params, key } = this.rowsSql(this.query(filter));
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    return this.sql(`SELECT v.* ${sql} ORDER BY ${key} ${direction}`).all(...params) as Row[];
  }

  find(id: number): Row | undefined {
    return this.sql(`SELECT v.* FROM (${this.spec.select}) AS v WHERE v.id = ?`).get(id) as Row | undefined;
  }

  /** The record's columns as the table stores them (no joins): what a write compares and keeps. */
  stored(id: number): Readonly<Record<string, SqlValue>> | undefined {
    return this.sql(`SELECT * FROM ${this.spec.table} WHERE id = ?`).get(id) as Record<string, SqlValue> | undefined;
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
    const rows = this.sql(`SELECT ${link.target} AS id FROM ${link.table} WHERE ${link.owner} = ? ORDER BY 1`).all(id) as { id: number }[];
    return rows.map((row) => row.id);
  }

  /** Inserts a record; `id` puts a deleted one back under its old id. */
  insert(values: WriteValues, links: LinkValues = {}, id?: number): Row {
    const columns = this.checkColumns(values);
    const now = nowIso();
    const stamps = this.updatedAt ? ['created_at', 'updated_at'] : ['created_at'];
    const names = [...(id === undefined ? [] : ['id']), ...columns, ...stamps];
    const inserted = this.db.transaction((): number => {
      const result = this.sql(`INSERT INTO ${this.spec.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(
        ...(id === undefined ? [] : [id]),
        ...columns.map((column) => values[column] ?? null),
        ...stamps.map(() => now),
      );
      const rowId = Number(result.lastInsertRowid);
      this.writeLinks(rowId, links);
      return rowId;
    })();
    const row = this.find(inserted);
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
    return this.sql(`SELECT 1 FROM ${this.spec.table} WHERE ${column} = ? COLLATE NOCASE AND id <> ?`).get(value, exceptId ?? 0) !== undefined;
  }

  /** The tables still pointing at the record, with how many rows each. */
  usages(id: number): Usage[] {
    return this.spec.dependents
      .map((dependent) => {
        const row = this.sql(`SELECT COUNT(*) AS count FROM ${dependent.table} WHERE ${dependent.column} = ?`).get(id) as { count: number };
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
