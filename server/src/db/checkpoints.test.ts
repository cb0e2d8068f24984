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
      // Commits checkpoint only far past SQLite's 1000 pages.
      expect(db.pragma('wal_autocheckpoint', { simple: true })).toBeGreaterThan(1000);
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

/** The write-ahead log's size on disk, 0 when there is none. */
function walBytes(): number {
  try {
    return statSync(`${path}-wal`).size;
  } catch {
    return 0;
  }
}

describe('the write-ahead log under sustained writes', () => {
  it('stays bounded while commits never pause, and shrinks once they stop', async () => {
    const checkpoints = startCheckpoints(db, path);
    let largest = 0;
    let written = 0;
    try {
      const insert = db.prepare('INSERT INTO notes (body) VALUES (randomblob(4000))');
      const burst = db.transaction(() => {
        for (let row = 0; row < 25; row += 1) insert.run();
      });
      // Three seconds of back-to-back commits, each yielding a moment as a busy server's requests do.
      const end = Date.now() + 3000;
      while (Date.now() < end) {
        burst();
        written += 25 * 4000;
        largest = Math.max(largest, walBytes());
        await new Promise((resolve) => setImmediate(resolve));
      }
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(written).toBeGreaterThan(100 * 2 ** 20);
      expect(largest).toBeLessThan(80 * 2 ** 20);
      expect(walBytes()).toBeLessThanOrEqual(64 * 2 ** 20);
    } finally {
      await checkpoints.stop();
    }
  }, 20_000);
});
