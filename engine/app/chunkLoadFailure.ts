/** Vite's event, on the window, when a file of the build could not be fetched (Vite's guide, "Load Error Handling"). */
export const PRELOAD_ERROR = 'vite:preloadError';

/** A stylesheet a screen's code asked for: the screen itself draws without it (Vite's own message). */
function isStylesheet(payload: unknown): boolean {
  return payload instanceof Error && payload.message.startsWith('Unable to preload CSS');
}

/**
 * Calls `onFailure` each time a file of the build cannot be fetched, most often because a new build
 * replaced this one's files on the server: the page then offers a reload into the new build, and
 * never fetches the file again by itself. A missing stylesheet is said only there, so its error
 * stops there (preventDefault); a missing script still fails the import, so the screen that asked
 * for it says so in its place too. Returns what stops listening.
 */
export function onChunkLoadFailure(onFailure: () => void, target: Window = window): () => void {
  const listener = (event: Event) => {
    onFailure();
    if (isStylesheet((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  };
  target.addEventListener(PRELOAD_ERROR, listener);
  return () => target.removeEventListener(PRELOAD_ERROR, listener);
}
