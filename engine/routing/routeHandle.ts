import type { Params } from 'react-router-dom';

/** Where a preload was started: the page's first screen (before React draws), or a link the pointer or focus reached. */
export type PreloadIntent = 'first' | 'link';

/** What a route's preload started. */
export interface RoutePreload {
  /** Its reads are asked for (a list's rows, a record): they no longer wait for anything the page does. */
  asked: Promise<void>;
  /** Fetches its code; never rejects (the screen reports a failure when drawn). */
  code: () => Promise<unknown>;
}

/** What a route of the dashboard carries in its `handle`. */
export interface RouteHandle {
  /** An area's screen, whichever of its paths: moving between a list's tabs keeps it drawn. */
  screen?: string;
  /** A branch for a signed-in admin or a signed-out visitor only: the other is sent elsewhere, so nothing of it is preloaded. */
  access?: 'signedIn' | 'signedOut';
  /** Starts the route's reads and returns what fetches its code, for the first screen and for a link's screen. */
  preload?: (at: { params: Params; search: string; intent: PreloadIntent }) => RoutePreload;
}

export const NOTHING_TO_PRELOAD: RoutePreload = { asked: Promise.resolve(), code: () => Promise.resolve() };

/** A route's handle as the dashboard writes it; nothing for a handle of another shape. */
export function routeHandle(handle: unknown): RouteHandle {
  return handle !== null && typeof handle === 'object' ? (handle as RouteHandle) : {};
}
