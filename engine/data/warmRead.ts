import { mutate, type Middleware } from 'swr';
import { swrFetcher, writesSent, type SwrKey } from '../api/client';
import { keyId } from './keys';

/**
 * How long a warmed answer counts as just read: a screen opened meanwhile draws it and does not
 * ask again. Older, the screen asks again as it opens (and a new warm-up reads anew), so a link
 * pointed at long ago never opens on a record as it was then.
 */
export const WARM_ANSWER_FRESH_MS = 5000;

/** Warm reads still under way, by key: the screen's own read takes them over. */
const underWay = new Map<string, { request: Promise<unknown>; warmed: Promise<boolean> }>();
/** Each warm read's answer, when it came, and how many writes the page had sent when it was asked for. */
const warmed = new Map<string, { at: number; data: unknown; writes: number }>();
/** The answers read last (warmed or read by a screen), for what shows a cached answer outside a screen's read; the oldest are dropped. */
const recent = new Map<string, unknown>();
const RECENT_ANSWERS = 200;

function freshAnswer(id: string): { data: unknown } | undefined {
  const answer = warmed.get(id);
  // A write sent since it was asked for (a record saved, a row switched) may have changed it.
  if (answer && Date.now() - answer.at < WARM_ANSWER_FRESH_MS && answer.writes === writesSent()) return answer;
  warmed.delete(id);
  return undefined;
}

function remember(id: string, data: unknown): void {
  recent.delete(id);
  recent.set(id, data);
  if (recent.size > RECENT_ANSWERS) recent.delete(recent.keys().next().value as string);
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
  const id = keyId(key);
  if (freshAnswer(id)) return Promise.resolve(true);
  const pending = underWay.get(id);
  if (pending) return pending.warmed;
  const writes = writesSent();
  const request = swrFetcher(key);
  const done = request
    .then(async (data) => {
      await mutate(key, data, { revalidate: false });
      warmed.set(id, { at: Date.now(), data, writes });
      remember(id, data);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      underWay.delete(id);
    });
  underWay.set(id, { request, warmed: done });
  return done;
}

/** The dashboard's fetcher: a warm read under way for the key is taken over, else the key is read. */
export function readFetcher(key: SwrKey): Promise<unknown> {
  const id = keyId(key);
  const request = underWay.get(id)?.request ?? swrFetcher(key);
  return request.then((data) => {
    remember(id, data);
    return data;
  });
}

/** The last answer read for a key through the dashboard's fetcher or a warm read, if any. */
export function lastAnswer(key: SwrKey): unknown {
  return recent.get(keyId(key));
}

/**
 * A screen opening on an answer warmed a moment ago does not read it again as it opens: no second
 * request, and no second and third drawing for "refreshing" and "refreshed" (each a whole list or
 * form drawn again, on a phone a long task). Later reads (a change, a retry) go to the network.
 * The warmed answer is also the read's fallback, should the cache have been emptied meanwhile.
 */
export const drawWarmAnswers: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const answer = typeof key === 'string' || Array.isArray(key) ? freshAnswer(keyId(key as SwrKey)) : undefined;
  return useSWRNext(key, fetcher, answer ? ({ ...config, revalidateOnMount: false, fallbackData: config.fallbackData ?? answer.data } as typeof config) : config);
};
