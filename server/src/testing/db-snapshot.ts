import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

/** A digest of every table's rows, by table name. */
export type DbSnapshot = Readonly<Record<string, string>>;

/**
 * Columns left out of the snapshot, with why a refused request may still change them.
 * Every other column of every table is compared.
 */
const VOLATILE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  // Stamped whenever a valid session token is presented, as Sanctum does, even when the
  // role then refuses the call; nothing reads it back.
  access_tokens: ['last_used_at'],
};

function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Hashes the full contents of every table (rows ordered by rowid) of the database at `dbPath`. */
export function snapshotDatabase(dbPath: string): DbSnapshot {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    // Full-text indexes (virtual tables and their shadow tables) are derived from the tables compared.
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN " + "(SELECT name FROM pragma_table_list WHERE type IN ('virtual', 'shadow')) ORDER BY name")
      .pluck()
      .all() as string[];
    const snapshot: Record<string, string> = {};
    for (const table of tables) {
      const skipped = VOLATILE_COLUMNS[table] ?? [];
      const columns = (db.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]).map((column) => column.name).filter((name) => !skipped.includes(name));
      const hash = createHash('sha256');
      const rows = db
        .prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)} ORDER BY rowid`)
        .raw()
        .iterate();
      for (const row of rows) hash.update(`${JSON.stringify(row)}\n`);
      snapshot[table] = hash.digest('hex');
    }
    return snapshot;
  } finally {
    db.close();
  }
}

/** The tables whose contents differ between two snapshots (or exist in only one). */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
