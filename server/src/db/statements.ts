import type { Statement } from 'better-sqlite3';
import type { Db } from './database.js';

const compiled = new WeakMap<Db, Map<string, Statement>>();

/**
 * The connection's statement for `sql`, compiled on first use and kept: a request signs in and
 * reads through the same few statements, and compiling one costs more than running it.
 * For statements run with `get`, `all` and `run` only (a mode set with `pluck` or `raw` would stay).
 */
export function statement(db: Db, sql: string): Statement {
  let statements = compiled.get(db);
  if (!statements) {
    statements = new Map();
    compiled.set(db, statements);
  }
  let found = statements.get(sql);
  if (!found) {
    found = db.prepare(sql);
    statements.set(sql, found);
  }
  return found;
}
