import { describe, expect, it } from 'vitest';
import { runBounded } from './runBounded';

/** A task whose end the test decides. */
function deferred() {
  let resolve!: (v: string) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('runBounded', () => {
  it('never has more than the limit under way', async () => {
    const gates = Array.from({ length: 5 }, deferred);
    let running = 0;
    let most = 0;
    const tasks = gates.map((gate) => async () => {
      running += 1;
      most = Math.max(most, running);
      try {
        return await gate.promise;
      } finally {
        running -= 1;
      }
    });
    const done = runBounded(tasks, 3);
    await tick();
    expect(running).toBe(3);
    gates[0]!.resolve('a');
    await tick();
    expect(running).toBe(3);
    gates.forEach((gate, i) => gate.resolve(String(i)));
    await done;
    expect(most).toBe(3);
  });

  it('keeps the order of the tasks and reports failures without rejecting', async () => {
    const seen: number[] = [];
    const results = await runBounded(
      [
        async () => 1,
        async () => Promise.reject(new Error('gone')),
        () => {
          throw new Error('sync');
        },
        async () => 4,
      ],
      2,
      (index) => seen.push(index),
    );
    expect(results.map((r) => (r.ok ? r.value : (r.error as Error).message))).toEqual([1, 'gone', 'sync', 4]);
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('returns at once for no tasks and treats a bad limit as one', async () => {
    expect(await runBounded([], 3)).toEqual([]);
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      return 0;
    };
    await runBounded([task, task, task], 0);
    expect(most).toBe(1);
  });
});
