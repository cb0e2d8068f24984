import { useSyncExternalStore } from 'react';
import { type Location, parsePath } from 'react-router-dom';

/** A screen drawn unseen, ahead of the click that will show it. */
interface ScreenAhead {
  /** Its own name: the screen drawn for it is shown only for this very address. */
  id: string;
  /** The address (path and search) of the page whose link leads to it: it is drawn only there. */
  from: string;
  /** Where the link leads, with the state it carries. */
  location: Location;
}

let ahead: ScreenAhead | null = null;
let drawn = 0;
const listeners = new Set<() => void>();

/**
 * Asks for the screen a link leads to be drawn unseen while its page stays as it is, once what the
 * screen reads and its code are in (the pointer resting on the link): the click then only shows
 * it. One at a time; a later one replaces it.
 */
export function drawAhead(from: string, to: string, state: unknown): void {
  const { pathname = '/', search = '', hash = '' } = parsePath(to);
  const location: Location = { pathname, search, hash, state, key: 'ahead' };
  if (ahead?.from === from && isAddressOf(ahead.location, location)) return;
  drawn += 1;
  ahead = { id: `ahead ${drawn}`, from, location };
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Forgets the screen drawn ahead once it is shown: going back to its page does not draw it again unasked. */
export function settleAhead(id: string): void {
  if (ahead?.id !== id) return;
  ahead = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The screen to draw unseen, if any. */
export function useScreenAhead(): ScreenAhead | null {
  return useSyncExternalStore(subscribe, () => ahead);
}

/** Router states are small plain objects (a list's return address): equal when they read the same. */
function sameState(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Whether the router's address is the one a screen was drawn ahead for: that drawing is then shown as it is. */
export function isAddressOf(drawn: Location, address: Location): boolean {
  return drawn.pathname === address.pathname && drawn.search === address.search && drawn.hash === address.hash && sameState(drawn.state, address.state);
}
