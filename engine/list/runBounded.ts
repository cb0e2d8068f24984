/** What one task ended with: its value, or what it threw. */
type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs tasks with at most `limit` under way at once, in order of the list, and reports each as it
 * ends. Never rejects: a failing task is one outcome among the others. Results keep the tasks' order.
 */
export async function runBounded<T>(tasks: readonly (() => Promise<T>)[], limit: number, onSettled?: (index: number, outcome: Settled<T>) => void): Promise<Settled<T>[]> {
  const results: Settled<T>[] = new Array<Settled<T>>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      let outcome: Settled<T>;
      try {
        // A task that throws before returning its promise counts as failed too.
        outcome = { ok: true, value: await tasks[index]!() };
      } catch (error) {
        outcome = { ok: false, error };
      }
      results[index] = outcome;
      onSettled?.(index, outcome);
    }
  };
  const workers = Math.max(1, Math.min(Math.floor(limit) || 1, tasks.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}
