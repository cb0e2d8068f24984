// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { onChunkLoadFailure, PRELOAD_ERROR } from './chunkLoadFailure';

/** Dispatches Vite's event as its preload helper does; returns whether the error is still thrown. */
function failLoad(payload: Error): boolean {
  const event = Object.assign(new Event(PRELOAD_ERROR, { cancelable: true }), { payload });
  window.dispatchEvent(event);
  return !event.defaultPrevented;
}

describe('onChunkLoadFailure', () => {
  it('is told of each file that cannot be fetched, once each, and never fetches it again', () => {
    const onFailure = vi.fn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const stop = onChunkLoadFailure(onFailure);
    failLoad(new TypeError('Failed to fetch dynamically imported module: /dashboard/assets/FormScreen-old.js'));
    failLoad(new TypeError('Failed to fetch dynamically imported module: /dashboard/assets/ShowScreen-old.js'));
    expect(onFailure).toHaveBeenCalledTimes(2);
    expect(fetchSpy).not.toHaveBeenCalled();
    stop();
    failLoad(new TypeError('Failed to fetch dynamically imported module: /dashboard/assets/x.js'));
    expect(onFailure).toHaveBeenCalledTimes(2);
    fetchSpy.mockRestore();
  });

  it("leaves a missing script's error to the screen that asked for it, and stops a missing stylesheet's", () => {
    const stop = onChunkLoadFailure(() => undefined);
    expect(failLoad(new TypeError('Failed to fetch dynamically imported module: /dashboard/assets/FormScreen-old.js'))).toBe(true);
    expect(failLoad(new Error('Unable to preload CSS for /dashboard/assets/FormScreen-old.css'))).toBe(false);
    stop();
  });
});
