/**
 * Runs `work` in a task after the next frame is painted (after a quarter of a second at the latest:
 * a hidden tab paints no frames), so what a screen starts as it mounts does not delay its drawing.
 * Returns what cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let done = false;
  let task: number | undefined;
  const cancel = () => {
    done = true;
    window.cancelAnimationFrame(frame);
    window.clearTimeout(task);
    window.clearTimeout(fallback);
  };
  const run = () => {
    if (done) return;
    cancel();
    work();
  };
  const frame = window.requestAnimationFrame(() => {
    task = window.setTimeout(run, 0);
  });
  const fallback = window.setTimeout(run, 250);
  return cancel;
}

/** Subscribes after the next paint (see afterNextPaint); the returned function cancels or unsubscribes. */
export function subscribeAfterPaint(subscribe: () => () => void): () => void {
  let unsubscribe: (() => void) | undefined;
  const cancel = afterNextPaint(() => {
    unsubscribe = subscribe();
  });
  return () => {
    cancel();
    unsubscribe?.();
  };
}
