import { lazy, Suspense, useEffect, useState } from 'react';
import { serviceWorkerSupported } from './serviceWorker';

const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** The service worker and its update prompt, fetched once the page has loaded and the browser is idle. */
export function ServiceWorkerSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!serviceWorkerSupported()) return;
    const later = () => (window.requestIdleCallback ? window.requestIdleCallback(() => setReady(true), { timeout: 3000 }) : window.setTimeout(() => setReady(true), 1000));
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => window.removeEventListener('load', later);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
