import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { registerTextFolding } from './text-fold.js';

export type Db = Database.Database;

/** Values the data layer binds into statements. */
export type SqlValue = string | number | null;

/**
 * The most a write-ahead log keeps on disk once SQLite resets it (`journal_size_limit`): after a burst
 * of writes the file shrinks back to this instead of keeping its largest size for good.
 */
export const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

export function openDatabase(path: string): Db {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  db.pragma('foreign_keys = ON');
  // Concurrent readers (a second server, a test) should wait briefly rather than fail.
  db.pragma('busy_timeout = 5000');
  // Sorts, searches and their indexes compare text folded (case, Arabic marks and letter forms).
  registerTextFolding(db);
  return db;
}

/** The current time as stored in every timestamp column (ISO 8601, UTC). */
export function nowIso(): string {
  return new Date().toISOString();
}
