import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Db } from './database.js';

/** How often the worker copies the write-ahead log into the database, when it grew. */
export const CHECKPOINT_INTERVAL_MS = 1000;

/**
 * Pages (4 KB) past which a commit checkpoints inline after all, about 32 MB of log. Under writes
 * that never pause, the worker's PASSIVE rounds never catch up with the end of the log, so SQLite can
 * never start it over and it grows by every byte written (600 MB in 4 seconds); a checkpoint on the
 * writing connection itself finishes between two commits, and the next commit starts the log over.
 */
export const INLINE_CHECKPOINT_PAGES = 8192;

/**
 * The worker, as a CommonJS script (run the same from the built server and from the tests): its
 * own connection, a PASSIVE checkpoint at the first round and whenever another connection
 * committed since the last one (`data_version`). PASSIVE never waits for readers or writers, nor makes them wait.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 1000');
const version = db.prepare('PRAGMA data_version').pluck();
// None yet: the first round copies what was written before the worker started.
let seen;
const timer = setInterval(() => {
  const now = version.get();
  if (now === seen) return;
  seen = now;
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or locked for a moment: the next round copies what this one could not.
  }
}, workerData.interval);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpoints {
  /** Ends the worker (before the connection closes, which then checkpoints what is left). */
  stop(): Promise<void>;
}

/**
 * WAL checkpoints off the event loop. SQLite copies the write-ahead log into the database once it
 * holds 1000 pages, inside the commit that crossed the mark: that request, and every request
 * queued behind it, waits tens of milliseconds on a large database. The connection stops doing
 * that (but past INLINE_CHECKPOINT_PAGES), and a worker thread checkpoints its own connection to the
 * same file instead.
 */
export function startCheckpoints(db: Db, path: string, interval: number = CHECKPOINT_INTERVAL_MS): Checkpoints {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { driver, path, interval } });
  // Never what keeps the process alive: the connection's close checkpoints anyway.
  worker.unref();
  db.pragma(`wal_autocheckpoint = ${INLINE_CHECKPOINT_PAGES}`);
  let stopped: Promise<void> | undefined;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // A worker that fails leaves the checkpoints to the connection, as SQLite does by default.
  worker.once('error', () => {
    if (db.open) db.pragma('wal_autocheckpoint = 1000');
  });
  return {
    stop() {
      stopped ??= (async () => {
        worker.postMessage('stop');
        await exited;
        if (db.open) db.pragma('wal_autocheckpoint = 1000');
      })();
      return stopped;
    },
  };
}
