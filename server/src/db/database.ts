import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Values the data layer binds into statements. */
export type SqlValue = string | number | null;

export function openDatabase(path: string): Db {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Concurrent readers (a second server, a test) should wait briefly rather than fail.
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The current time as stored in every timestamp column (ISO 8601, UTC). */
export function nowIso(): string {
  return new Date().toISOString();
}
