import { BASENAME } from './paths';

/**
 * Goes to a dashboard path with a full page load (after login and logout the spec reloads,
 * so every piece of state starts clean). `path` is relative to the dashboard base.
 */
export function hardNavigate(path: string, { replace = false }: { replace?: boolean } = {}): void {
  const address = `${BASENAME}${path.startsWith('/') ? path : `/${path}`}`;
  // Replacing the page's history entry, Back does not return to a page that only sent the admin on.
  if (replace) window.location.replace(address);
  else window.location.assign(address);
}
