import { type ComponentType, useEffect, useState } from 'react';
import { onChunkLoadFailure } from './chunkLoadFailure';
import { registerServiceWorker, type ServiceWorkerUpdate, serviceWorkerSupported } from './serviceWorker';
import { whenIdleAfterPaint } from '../page/whenIdle';

/** A file of this build is gone from the server: a new build is out, and a reload takes it. */
const RELOAD: ServiceWorkerUpdate = { apply: () => window.location.reload() };

/**
 * Shows `Prompt` ("a new version is available, reload") when a new build waits in the service
 * worker, or when a file of this build could not be fetched (a new build replaced it). Registers
 * the worker once the page has loaded, its first screen is painted and the browser is idle.
 */
export function ServiceWorkerSlot({ Prompt }: { Prompt: ComponentType<{ update: ServiceWorkerUpdate }> }) {
  const [update, setUpdate] = useState<ServiceWorkerUpdate | null>(null);
  useEffect(() => onChunkLoadFailure(() => setUpdate((waiting) => waiting ?? RELOAD)), []);
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
  return update ? <Prompt update={update} /> : null;
}
