// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, subscribeAfterPaint } from './afterNextPaint';

let frames: FrameRequestCallback[] = [];
/** Paints one frame: runs the frame callbacks asked for so far. */
const paint = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs the work in a task after the next frame, once', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    paint();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    paint();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs it after a quarter of a second when no frame is painted (a hidden tab)', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(249);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const work = vi.fn();
    afterNextPaint(work)();
    paint();
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
  });
});

describe('subscribeAfterPaint', () => {
  it('subscribes after the paint and unsubscribes once with the returned function', () => {
    const unsubscribe = vi.fn();
    const subscribe = vi.fn(() => unsubscribe);
    const stop = subscribeAfterPaint(subscribe);
    expect(subscribe).not.toHaveBeenCalled();
    paint();
    vi.advanceTimersByTime(0);
    expect(subscribe).toHaveBeenCalledTimes(1);
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('never subscribes when stopped before the paint (a screen left at once)', () => {
    const subscribe = vi.fn(() => () => undefined);
    subscribeAfterPaint(subscribe)();
    paint();
    vi.advanceTimersByTime(1000);
    expect(subscribe).not.toHaveBeenCalled();
  });
});
