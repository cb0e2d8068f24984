import { ApiError, isAbortError } from '../api/client';
import type { FormValues } from '../form/formModel';
import type { CheckedRow } from './checkRows';

// The checked rows sent one record at a time (the API creates single records), a few at once so a
// long file goes quickly without flooding the server. A row the server refuses keeps the server's
// words as its result; a cancel lets the rows under way finish and skips the rest.

type RowStatus = 'created' | 'updated' | 'failed' | 'skipped';

export interface RowResult {
  row: CheckedRow;
  status: RowStatus;
  /** The record created, for undoing the batch. */
  id?: unknown;
  /** Why it failed: the server's words, or the problem found before sending (a translation key then). */
  reason?: string;
  /** The reason is a translation key (a problem found before sending). */
  reasonIsKey?: boolean;
}

export interface RowSender {
  /** Creates a record; resolves to its id when the answer gives one. */
  create: (values: FormValues) => Promise<unknown>;
  /** The id of the record the row updates, or null to create one; only with an update key. */
  existing?: (values: FormValues) => Promise<unknown>;
  update?: (id: unknown, values: FormValues) => Promise<void>;
}

interface SendOptions {
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/** The server's reason for refusing a row: its first field message, else its message. */
function refusalText(error: unknown): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.errors).flat()[0];
    return first ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Sends the rows that passed the checks; rows with a problem are skipped with it. */
export async function sendRows(rows: readonly CheckedRow[], sender: RowSender, options: SendOptions = {}): Promise<RowResult[]> {
  const results: RowResult[] = rows.map((row) => (row.problem ? { row, status: 'skipped', reason: row.problem.message, reasonIsKey: true } : { row, status: 'skipped' }));
  const todo = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.problem === null);
  let next = 0;
  let done = 0;
  const sendOne = async (row: CheckedRow): Promise<RowResult> => {
    try {
      const found = sender.existing && sender.update ? await sender.existing(row.values) : null;
      if (found !== null && found !== undefined && sender.update) {
        await sender.update(found, row.values);
        return { row, status: 'updated' };
      }
      return { row, status: 'created', id: await sender.create(row.values) };
    } catch (error) {
      if (isAbortError(error)) return { row, status: 'skipped' };
      return { row, status: 'failed', reason: refusalText(error) };
    }
  };
  const worker = async () => {
    while (next < todo.length && !options.signal?.aborted) {
      const item = todo[next] as { row: CheckedRow; index: number };
      next += 1;
      results[item.index] = await sendOne(item.row);
      done += 1;
      options.onProgress?.(done, todo.length);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, todo.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

/** How many rows ended each way. */
export function tally(results: readonly RowResult[]): Record<RowStatus, number> {
  const out: Record<RowStatus, number> = { created: 0, updated: 0, failed: 0, skipped: 0 };
  for (const result of results) out[result.status] += 1;
  return out;
}

/** Deletes the records a batch created, a few at once; resolves to how many could not be deleted. */
export async function undoBatch(results: readonly RowResult[], remove: (id: unknown) => Promise<unknown>, concurrency = 4): Promise<number> {
  const ids = results.filter((result) => result.status === 'created' && result.id !== undefined && result.id !== null).map((result) => result.id);
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next];
      next += 1;
      try {
        await remove(id);
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, ids.length)) }, worker));
  return failed;
}
