// The router's core, not react-router-dom: the page's first code matches with it before React DOM is evaluated.
import { matchRoutes, type RouteObject } from 'react-router';
import { nextTask } from '../page/nextTask';
import { BASENAME } from '../page/paths';
import type { PreloadLink } from '../page/preloadLink';
import { NOTHING_TO_PRELOAD, routeHandle, type PreloadIntent, type RoutePreload } from './routeHandle';

/** The routes matched at an address, as React Router matches them, with their preloads started (a link's: its screen's alone). */
function preloadMatches(routes: RouteObject[], pathname: string, search: string, intent: PreloadIntent, signedIn: boolean, basename?: string): RoutePreload[] {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  // A branch the visitor is sent away from (the shell signed out, the sign-in page signed in) preloads nothing.
  if (matches.some(({ route }) => (routeHandle(route.handle).access ?? (signedIn ? 'signedIn' : 'signedOut')) !== (signedIn ? 'signedIn' : 'signedOut'))) return [];
  const preloading = intent === 'link' ? matches.slice(-1) : matches;
  return preloading.map(({ route, params }) => routeHandle(route.handle).preload?.({ params, search, intent }) ?? NOTHING_TO_PRELOAD);
}

/** What preloading the first screen started. */
interface FirstScreen {
  /** The screen's code, its layouts' and the shell's are in (never rejects: the screen reports a failure). */
  ready: Promise<unknown>;
  /** The screen's reads are asked for (its rows, its record): they no longer wait for anything the page does. */
  asked: Promise<unknown>;
}

/**
 * Starts what the page's first screen will need while React and the router are still loading: its
 * reads at once (under the keys the screen reads, so they are fetched once) and its code and its
 * layouts' in the next task: the browser fetches six files at a time from one server, in the order
 * asked (see nextTask). Without it the rows would wait for the shell's chunk, then the screen's,
 * then the call.
 */
export function preloadFirstScreen(routes: RouteObject[], location: { pathname: string; search: string }, signedIn: boolean): FirstScreen {
  // A signed-in admin at the sign-in page's address is sent home.
  const pathname = signedIn && location.pathname.replace(/\/+$/, '') === BASENAME ? `${BASENAME}/home` : location.pathname;
  const started = preloadMatches(routes, pathname, location.search, 'first', signedIn, BASENAME);
  const ready = nextTask().then(() => Promise.all(started.map((preload) => preload.code())));
  return { ready, asked: Promise.all(started.map((preload) => preload.asked)) };
}

/** The link preloader over the router's routes: the same objects the router matches. */
export function linkPreloader(routes: RouteObject[]): PreloadLink {
  return (to) => {
    const url = new URL(to, 'http://dashboard.invalid/');
    for (const preload of preloadMatches(routes, url.pathname, url.search, 'link', true)) void preload.code();
  };
}
