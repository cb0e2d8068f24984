import { mutate, preload } from 'swr';
import { swrFetcher, type SwrKey } from '../api/client';

/**
 * Starts a read a screen will make, before the screen is drawn (the first screen's rows while
 * the code loads, a record as the pointer reaches its link). The screen's own read takes over the
 * request rather than sending another; once answered, the answer also waits in the cache, so the
 * screen draws it with its first drawing instead of drawing "loading" and then again. A read that
 * fails is the screen's to report: nothing here throws.
 */
export function warmRead(key: SwrKey): void {
  preload(key, swrFetcher).then(
    (data) => mutate(key, data, { revalidate: false }),
    () => undefined,
  );
}
