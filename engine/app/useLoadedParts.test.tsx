// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { Area } from '../descriptor/descriptor.types';
import { lazyCellsOf, preloadScreenCells, StatusChip, Stars } from '../registries/lazyCells';
import { useLoadedParts } from './useLoadedParts';

afterEach(cleanup);

/** A part whose fetch the test answers by hand. */
function part() {
  let loaded = false;
  const calls: { resolve: () => void; reject: () => void }[] = [];
  return {
    isLoaded: () => loaded,
    load: () =>
      new Promise<unknown>((resolve, reject) => {
        calls.push({
          resolve: () => {
            loaded = true;
            resolve(undefined);
          },
          reject: () => reject(new TypeError('Failed to fetch dynamically imported module')),
        });
      }),
    calls,
  };
}

describe('useLoadedParts', () => {
  it('is ready at once when nothing is kept apart or all is in', () => {
    expect(renderHook(() => useLoadedParts([])).result.current).toBe('ready');
  });

  it('fetches what is missing, once, and is ready when all of it is in', async () => {
    const a = part();
    const b = part();
    const { result, rerender } = renderHook(({ parts }) => useLoadedParts(parts), { initialProps: { parts: [a, b] } });
    expect(result.current).toBe('loading');
    // A new array of the same parts (a new drawing) fetches nothing more.
    rerender({ parts: [a, b] });
    expect(a.calls).toHaveLength(1);
    expect(b.calls).toHaveLength(1);
    await act(async () => a.calls[0]?.resolve());
    expect(result.current).toBe('loading');
    await act(async () => b.calls[0]?.resolve());
    expect(result.current).toBe('ready');
  });

  it('says when a part cannot be fetched, and fetches anew when other parts are wanted', async () => {
    const a = part();
    const b = part();
    const { result, rerender } = renderHook(({ parts }) => useLoadedParts(parts), { initialProps: { parts: [a] } });
    await act(async () => a.calls[0]?.reject());
    expect(result.current).toBe('failed');
    // Another column shown: what is missing changed, so it is asked for again.
    rerender({ parts: [a, b] });
    expect(result.current).toBe('loading');
    expect(a.calls).toHaveLength(2);
    await act(async () => {
      a.calls[1]?.resolve();
      b.calls[0]?.resolve();
    });
    expect(result.current).toBe('ready');
  });
});

describe('lazyCellsOf', () => {
  it('lists only the cells whose code is kept apart, each once', () => {
    expect(lazyCellsOf(['text', 'status', 'activation', 'status', 'stars'])).toEqual([StatusChip, Stars]);
    expect(lazyCellsOf(['text', 'date', 'money'])).toEqual([]);
  });

  it('asks for nothing, and neither throws nor rejects, for a descriptor that skipped the checks (the screen reports it when drawn)', async () => {
    const broken = { list: { columns: { id: 'common.serial' } }, show: { sections: [{ fields: null }] } } as unknown as Area;
    await expect(preloadScreenCells(broken, 'list')).resolves.toEqual([]);
    await expect(preloadScreenCells(broken, 'show')).resolves.toEqual([]);
  });
});
