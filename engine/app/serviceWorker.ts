// The build's service worker (vite.config.ts) keeps the app shell and its chunks, so a repeat
// visit starts from the browser's own copy. A new build waits until the admin chooses to reload:
// switching code under a form being filled would lose what was typed.

/** How often an open dashboard asks the server whether a new build is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface ServiceWorkerUpdate {
  /** Switches to the waiting build; the page reloads once it has taken over. */
  apply: () => void;
}

/** Whether this page may register the worker: a production build, in a browser that has them. */
export function serviceWorkerSupported(nav: Navigator = navigator, production: boolean = import.meta.env.PROD): boolean {
  return production && 'serviceWorker' in nav;
}

/**
 * Registers the worker once the page has loaded (it never competes with the first screen) and
 * calls `onUpdate` when a new build is installed and waiting. Checks again every hour and when
 * the tab comes back into view.
 */
export async function registerServiceWorker(onUpdate: (update: ServiceWorkerUpdate) => void, base: string = import.meta.env.BASE_URL): Promise<void> {
  if (!serviceWorkerSupported()) return;
  // Its module may fail to come: the network, or the page leaving while it loads (signing in moves
  // to the dashboard at once; WebKit then rejects the import). That costs only the offline start,
  // and must not surface as an unhandled rejection.
  const module = await import('workbox-window').catch((error: unknown) => {
    console.warn('The service worker was not registered', error);
    return undefined;
  });
  if (!module) return;
  const { Workbox } = module;
  const workbox = new Workbox(`${base}sw.js`, { scope: base });
  workbox.addEventListener('waiting', () => {
    // Only a page run by an older version has something to update: on a first visit nothing
    // controls the page yet, though some browsers (Firefox) report the first install as waiting.
    if (!navigator.serviceWorker.controller) return;
    onUpdate({
      apply: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  const registration = await workbox.register().catch((error: unknown) => {
    // A worker that cannot register costs only the offline start; the dashboard works without it.
    console.warn('The service worker did not register', error);
    return undefined;
  });
  if (!registration) return;
  const check = () => void workbox.update().catch(() => undefined);
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
