import { useEffect, useState } from 'react';
import type { PreloadableComponent } from './preloadable';

type PartsStatus = 'ready' | 'loading' | 'failed';

type Part = Pick<PreloadableComponent<never>, 'load' | 'isLoaded'>;

/** A number for each part, so that what is missing can be compared as one key. */
const ids = new WeakMap<Part, number>();
let lastId = 0;
const idOf = (part: Part): number => {
  let id = ids.get(part);
  if (id === undefined) {
    lastId += 1;
    id = lastId;
    ids.set(part, id);
  }
  return id;
};

/**
 * Whether these lazily loaded components are all in, fetching the missing ones: a screen draws
 * its waiting state until they are, rather than suspending (which would hold the screen back for
 * up to 300 ms more), and says so if one cannot be fetched (CodeMissingAlert: only a fresh page
 * fetches a failed file again).
 */
export function useLoadedParts(parts: readonly Part[]): PartsStatus {
  const missing = parts.filter((part) => !part.isLoaded());
  const key = missing.map(idOf).join(' ');
  const [, setArrived] = useState('');
  const [failed, setFailed] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched again only when what is missing changes (key)
  useEffect(() => {
    if (missing.length === 0) return;
    let live = true;
    Promise.all(missing.map((part) => part.load())).then(
      () => {
        if (live) setArrived(key);
      },
      () => {
        if (live) setFailed(key);
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  if (missing.length === 0) return 'ready';
  return failed === key ? 'failed' : 'loading';
}
