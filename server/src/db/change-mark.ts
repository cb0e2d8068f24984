import type { Statement } from 'better-sqlite3';
import type { Db } from './database.js';

const readers = new WeakMap<Db, { changes: Statement; version: Statement }>();

/**
 * What the database holds, as a mark that changes with every write: rows written on this
 * connection (`total_changes()`, triggers included) and commits by other connections
 * (`data_version`). A value worked out from the rows stays true while the mark is the same.
 * None inside a transaction: its own writes may still be rolled back.
 */
export function changeMark(db: Db): string | undefined {
  if (db.inTransaction) return undefined;
  let reader = readers.get(db);
  if (!reader) {
    // Two plain statements read faster than one reading the pragma as a table.
    reader = { changes: db.prepare('SELECT total_changes()').pluck(), version: db.prepare('PRAGMA data_version').pluck() };
    readers.set(db, reader);
  }
  return `${String(reader.version.get())}:${String(reader.changes.get())}`;
}
