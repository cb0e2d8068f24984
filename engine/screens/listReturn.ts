import { useLocation, type Location } from 'react-router-dom';

/**
 * What a list hands the screens it opens (create, edit, show) in the router's state, so that
 * leaving them brings the admin back to the same page, filters, order and scroll position.
 */
export interface ListReturnState {
  /** The list's address as it was: path and search string. */
  listFrom: string;
}

/** Set on the way back, so the list knows to restore the scroll it left at. */
interface ListRestoreState {
  restoreScroll: true;
}

/** The state a list's links carry. */
export function listReturnState(location: Pick<Location, 'pathname' | 'search'>): ListReturnState {
  return { listFrom: location.pathname + location.search };
}

function pathOnly(path: string): string {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
}

/**
 * Where "back to the list" goes: the address the list was left at, when the screen was opened
 * from that same list (same path as `fallback`), else `fallback`. Only a path inside the app is
 * taken, never another origin.
 */
export function listReturnPath(state: unknown, fallback: string): string {
  const from = state && typeof state === 'object' ? (state as Partial<ListReturnState>).listFrom : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  return pathOnly(from) === pathOnly(fallback) ? from : fallback;
}

/** The return address for this screen, from its router state. */
export function useListReturnPath(fallback: string): string {
  const location = useLocation();
  return listReturnPath(location.state, fallback);
}

export const RESTORE_SCROLL: ListRestoreState = { restoreScroll: true };

export function wantsScrollRestore(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && (state as Partial<ListRestoreState>).restoreScroll);
}

const SCROLL_KEY = 'list-scroll:';

/** Remembers how far down the list at this address was scrolled (per tab). */
export function rememberListScroll(address: string, top: number): void {
  try {
    sessionStorage.setItem(SCROLL_KEY + address, String(Math.round(top)));
  } catch {
    // Storage refused (private mode, quota): the list simply opens at the top.
  }
}

export function recalledListScroll(address: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(SCROLL_KEY + address));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
