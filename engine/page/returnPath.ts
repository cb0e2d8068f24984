/**
 * Where signing in returns to: the page the admin was on when the session ended (or the page
 * asked for while signed out), carried in the sign-in page's address. Only a path inside the
 * dashboard is followed; anything that could lead to another site or run a script is dropped.
 */

/** The sign-in page's query parameter naming the page to return to (relative to the dashboard base). */
const RETURN_PARAM = 'next';
/** The sign-in page's query parameter saying the session ended rather than that nobody signed in. */
const ENDED_PARAM = 'session';
const ENDED_VALUE = 'ended';

const PROBE_ORIGIN = 'http://dashboard.invalid';

/** A backslash or a control character: browsers drop or turn them into slashes when reading an address. */
function disguises(character: string): boolean {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
}

/** The path to return to, or null when `raw` is not a plain path inside the dashboard. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > 2000) return null;
  // "//host" and "/\host" are addresses of other sites to a browser; control characters and
  // backslashes are how such addresses are disguised.
  if (!raw.startsWith('/') || raw.startsWith('//') || [...raw].some(disguises)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The sign-in page itself is no place to return to.
  return url.pathname === '/' ? null : path;
}

/** The sign-in page's address (relative to the dashboard base) for a page to return to. */
export function signInPath(returnTo: string | null, ended: boolean): string {
  const query = new URLSearchParams();
  if (ended) query.set(ENDED_PARAM, ENDED_VALUE);
  const path = safeReturnPath(returnTo);
  if (path !== null && path !== '/home') query.set(RETURN_PARAM, path);
  const text = query.toString();
  return text === '' ? '/' : `/?${text}`;
}

/** What the sign-in page's address says: the page to return to and whether a session ended. */
export function readSignInQuery(search: string): { returnTo: string | null; ended: boolean } {
  const query = new URLSearchParams(search);
  return { returnTo: safeReturnPath(query.get(RETURN_PARAM)), ended: query.get(ENDED_PARAM) === ENDED_VALUE };
}
