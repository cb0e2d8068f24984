import { mutate, unstable_serialize, type Cache, type Middleware } from 'swr';
import { swrFetcher, type SwrKey } from '../api/client';

/**
 * How long a warmed answer counts as just read: a screen opened meanwhile draws it and does not
 * ask again. Older, the screen asks again as it opens (and a new warm-up reads anew), so a link
 * pointed at long ago never opens on a record as it was then.
 */
export const WARM_ANSWER_FRESH_MS = 5000;

/** Warm reads still under way, by serialized key: the screen's own read takes them over. */
const underWay = new Map<string, { request: Promise<unknown>; warmed: Promise<boolean> }>();
/** When each warm read's answer was put in the cache. */
const answeredAt = new Map<string, number>();

function isFresh(id: string): boolean {
  const at = answeredAt.get(id);
  return at !== undefined && Date.now() - at < WARM_ANSWER_FRESH_MS;
}

/**
 * Starts a read a screen will make, before the screen is drawn (the first screen's rows while
 * the code loads, a record as the pointer reaches its link). The screen's own read takes over the
 * request rather than sending another (`readFetcher`); once answered, the answer also waits in
 * the cache, so the screen draws it with its first drawing instead of drawing "loading" and then
 * again, and does not ask for it again (`drawWarmAnswers`). A read that fails is the screen's to
 * report: nothing here throws. Resolves true once the answer waits in the cache, false when the
 * read failed.
 */
export function warmRead(key: SwrKey): Promise<boolean> {
  const id = unstable_serialize(key);
  if (isFresh(id)) return Promise.resolve(true);
  const pending = underWay.get(id);
  if (pending) return pending.warmed;
  const request = swrFetcher(key);
  const warmed = request
    .then((data) => mutate(key, data, { revalidate: false }))
    .then(
      () => {
        answeredAt.set(id, Date.now());
        return true;
      },
      () => false,
    )
    .finally(() => {
      underWay.delete(id);
    });
  underWay.set(id, { request, warmed });
  return warmed;
}

/** The dashboard's fetcher: a warm read under way for the key is taken over, else the key is read. */
export function readFetcher(key: SwrKey): Promise<unknown> {
  return underWay.get(unstable_serialize(key))?.request ?? swrFetcher(key);
}

/**
 * A screen opening on an answer warmed a moment ago does not read it again as it opens: no second
 * request, and no second and third drawing for "refreshing" and "refreshed" (each a whole list or
 * form drawn again, on a phone a long task). Later reads (a change, a retry) go to the network.
 */
export const drawWarmAnswers: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const id = unstable_serialize(key);
  // A middleware is given the whole configuration, the cache included, though not so typed.
  const { cache } = config as typeof config & { cache?: Cache };
  const fresh = id !== '' && isFresh(id) && cache?.get(id)?.data !== undefined;
  return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
};
