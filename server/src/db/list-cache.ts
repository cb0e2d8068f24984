import { changeMark } from './change-mark.js';
import type { Db } from './database.js';

/** Rows between two remembered positions of a list. */
export const SEEK_STEP = 1000;
/** Lists remembered at once; the oldest is forgotten first. */
const MAX_LISTS = 200;

interface Entry {
  total?: number;
  /** `marks[k - 1]`: the order key of the row at offset `k * SEEK_STEP`. */
  readonly marks: number[];
}

/**
 * What a filtered list costs to work out once: how many rows it holds, and where every
 * SEEK_STEP-th row of its order is, so a deep page starts reading there rather than walking
 * every row before it. Kept until the database changes (changeMark: a write on this connection to
 * any table, or a commit by another), so an answer is always the one the rows as they are give.
 */
export class ListCache {
  private version = '';
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Db) {}

  /** The list's entry, or none inside a transaction (its own writes may still be rolled back). */
  private entry(key: string): Entry | undefined {
    const current = changeMark(this.db);
    if (current === undefined) return undefined;
    if (current !== this.version) {
      this.entries.clear();
      this.version = current;
    }
    let entry = this.entries.get(key);
    if (!entry) {
      if (this.entries.size >= MAX_LISTS) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      entry = { marks: [] };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The list's row count, counted once per state of the database. */
  total(key: string, count: () => number): number {
    const entry = this.entry(key);
    if (!entry) return count();
    entry.total ??= count();
    return entry.total;
  }

  /**
   * Where the row at `offset` is read from: the order key of a remembered row at or before it
   * (`from`, none for the list's start) and the rows to skip from there. `next(from, skip)` is the
   * key of the row `skip` rows after the row keyed `from` (after the start when `from` is undefined).
   */
  seek(key: string, offset: number, next: (from: number | undefined, skip: number) => number | undefined): { from: number | undefined; skip: number } {
    const wanted = Math.floor(offset / SEEK_STEP);
    const entry = wanted > 0 ? this.entry(key) : undefined;
    if (!entry) return { from: undefined, skip: offset };
    while (entry.marks.length < wanted) {
      const mark = next(entry.marks.at(-1), SEEK_STEP);
      if (mark === undefined) break;
      entry.marks.push(mark);
    }
    const reached = Math.min(wanted, entry.marks.length);
    return { from: entry.marks[reached - 1], skip: offset - reached * SEEK_STEP };
  }
}

const caches = new WeakMap<Db, ListCache>();

/** The one cache of a connection, shared by its repositories (a write to any table ends every entry). */
export function listCacheOf(db: Db): ListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListCache(db);
    caches.set(db, cache);
  }
  return cache;
}
