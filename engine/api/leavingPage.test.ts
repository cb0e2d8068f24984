// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';
import { apiRequest } from './client';

// Firefox and WebKit end the calls under way when the admin navigates away, and report them as
// network failures: the dashboard must not log them as failed reads.
let failure: Error;

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', () => Promise.reject(failure));
});

afterEach(() => {
  window.dispatchEvent(new Event('pageshow'));
  vi.unstubAllGlobals();
});

describe('a call ended by leaving the page', () => {
  it('is cancelled, not a network failure, and fails again once the page is back', async () => {
    failure = new TypeError('NetworkError when attempting to fetch resource.');
    window.dispatchEvent(new Event('beforeunload'));
    await expect(apiRequest({ path: 'x' })).rejects.toMatchObject({ name: 'AbortError' });
    // Back from the back-forward cache: a failure is a failure again.
    window.dispatchEvent(new Event('pageshow'));
    await expect(apiRequest({ path: 'x' })).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('is a network failure when the leave guard kept the page', async () => {
    failure = new TypeError('Load failed');
    const kept = new Event('beforeunload', { cancelable: true });
    kept.preventDefault();
    window.dispatchEvent(kept);
    await expect(apiRequest({ path: 'x' })).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});
