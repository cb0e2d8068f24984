import { BASENAME } from './paths';

/**
 * Goes to a dashboard path with a full page load (after login and logout the spec reloads,
 * so every piece of state starts clean). `path` is relative to the dashboard base.
 */
export function hardNavigate(path: string): void {
  window.location.assign(`${BASENAME}${path.startsWith('/') ? path : `/${path}`}`);
}
