import { afterNextPaint } from './afterNextPaint';

/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`); where the browser cannot
 * say (Safari), after `fallbackMs`. Returns what cancels it.
 */
export function whenIdle(work: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(work, fallbackMs);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `work` once what is being drawn now is on the screen and the browser is then idle (see
 * whenIdle). Work that is not the page's own (the realtime socket, the service worker) waits for
 * it: a browser may find an idle moment between a drawing's commit and its paint, and a phone's
 * bandwidth and processor then went to that work rather than to the first screen.
 */
export function whenIdleAfterPaint(work: () => void, timing: { timeoutMs: number; fallbackMs: number }): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelPaint = afterNextPaint(() => {
    cancelIdle = whenIdle(work, timing);
  });
  return () => {
    cancelPaint();
    cancelIdle?.();
  };
}
