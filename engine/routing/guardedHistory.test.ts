import { describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { guardHistory, type HeldNavigation } from './guardedHistory';

/** A guarded history at /form with /list before it and /other after it, and what its router was told. */
function setUp() {
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/list', '/form', '/other'], initialIndex: 1, v5Compat: true }));
  const told: string[] = [];
  const stopListening = history.listen(({ action, location }) => told.push(`${action} ${location.pathname}${location.search}`));
  let held: HeldNavigation | null = null;
  const holds: (HeldNavigation | null)[] = [];
  const unguard = history.guard(
    (current, next) => current.pathname !== next.pathname,
    (next) => {
      held = next;
      holds.push(next);
    },
  );
  return { history, told, stopListening, unguard, holds, held: () => held };
}

describe('guardHistory', () => {
  it('holds a push or a replace the guard answers true for, and makes it once the admin leaves', () => {
    const { history, told, held } = setUp();
    history.push('/list');
    expect(history.location.pathname).toBe('/form');
    expect(told).toEqual([]);
    held()?.proceed();
    expect(held()).toBeNull();
    expect(history.location.pathname).toBe('/list');
    expect(told).toEqual(['PUSH /list']);

    history.replace('/other');
    held()?.stay();
    expect(held()).toBeNull();
    expect(history.location.pathname).toBe('/list');
    expect(told).toEqual(['PUSH /list']);
  });

  it('lets a change of the query alone go, as the guard answers', () => {
    const { history, told, holds } = setUp();
    history.push('/form?page=2');
    expect(holds).toEqual([]);
    expect(told).toEqual(['PUSH /form?page=2']);
  });

  it('puts a held Back or Forward back without telling the router, and replays it when the admin leaves', () => {
    const { history, told, held } = setUp();
    history.go(-1);
    expect(history.location.pathname).toBe('/form');
    expect(told).toEqual([]);
    held()?.stay();
    history.go(1);
    expect(history.location.pathname).toBe('/form');
    held()?.proceed();
    expect(history.location.pathname).toBe('/other');
    expect(told).toEqual(['POP /other']);
  });

  it('holds nothing once the guard is taken away', () => {
    const { history, told, unguard, holds } = setUp();
    unguard();
    history.go(-1);
    history.push('/other');
    expect(holds).toEqual([]);
    expect(told).toEqual(['POP /list', 'PUSH /other']);
  });
});
