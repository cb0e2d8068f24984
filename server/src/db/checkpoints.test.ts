// @vitest-environment node
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCheckpoints } from './checkpoints.js';
import { openDatabase, type Db } from './database.js';

let dir: string;
let path: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
  path = join(dir, 'test.sqlite');
  db = openDatabase(path);
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body BLOB)');
});
afterEach(() => {
  if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Writes about `pages` database pages of rows, one commit each hundred rows. */
function write(pages: number): void {
  const insert = db.prepare('INSERT INTO notes (body) VALUES (randomblob(4000))');
  for (let done = 0; done < pages; done += 100) db.transaction(() => Array.from({ length: 100 }, () => insert.run()))();
}

describe('checkpoints in the background', () => {
  it('copy what commits wrote into the database, while commits no longer do', async () => {
    const checkpoints = startCheckpoints(db, path, 20);
    try {
      expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      const before = statSync(path).size;
      write(1500);
      // The written pages reach the database file without this connection checkpointing.
      await vi.waitFor(() => expect(statSync(path).size).toBeGreaterThan(before + 1000 * 4096), { timeout: 5000, interval: 20 });
    } finally {
      await checkpoints.stop();
    }
    // Once stopped, the connection checkpoints again as SQLite does by default.
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    expect(db.prepare('SELECT COUNT(*) FROM notes').pluck().get()).toBe(1500);
  });

  it('leave nothing running once stopped, however often asked to stop', async () => {
    const checkpoints = startCheckpoints(db, path, 20);
    await Promise.all([checkpoints.stop(), checkpoints.stop()]);
    write(200);
    db.close();
    expect(statSync(path).size).toBeGreaterThan(200 * 4000);
  });
});
