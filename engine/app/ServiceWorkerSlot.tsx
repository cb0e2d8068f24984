import { lazy, Suspense, useEffect, useState } from 'react';
import { registerServiceWorker, type ServiceWorkerUpdate, serviceWorkerSupported } from './serviceWorker';
import { whenIdleAfterPaint } from './whenIdle';

// Fetched only when a new build waits: most visits never show it.
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** Registers the service worker once the page has loaded, its first screen is painted and the browser is idle; shows the update prompt when a new build waits. */
export function ServiceWorkerSlot() {
  const [update, setUpdate] = useState<ServiceWorkerUpdate | null>(null);
  useEffect(() => {
    if (!serviceWorkerSupported()) return;
    let cancel: (() => void) | undefined;
    const register = () => void registerServiceWorker(setUpdate);
    const later = () => {
      cancel = whenIdleAfterPaint(register, { timeoutMs: 3000, fallbackMs: 1000 });
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      cancel?.();
    };
  }, []);
  return update ? (
    <Suspense fallback={null}>
      <UpdatePrompt update={update} />
    </Suspense>
  ) : null;
}
