// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';
import { saveSession } from '../session/session';
import { createPendingDeletes, sendKeepalive, UNDO_DELAY_MS } from './pendingDeletes';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

describe('pendingDeletes', () => {
  it('sends nothing before the delay and the call once after it', async () => {
    const deletes = createPendingDeletes();
    const send = vi.fn(async () => undefined);
    const pending = deletes.schedule('7', send);
    vi.advanceTimersByTime(UNDO_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(false);
    await expect(pending.result).resolves.toEqual({ status: 'deleted' });
    expect(pending.undo()).toBe(false);
    vi.advanceTimersByTime(UNDO_DELAY_MS * 2);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('Undo within the delay sends nothing, ever', async () => {
    const deletes = createPendingDeletes();
    const send = vi.fn(async () => undefined);
    const pending = deletes.schedule('7', send);
    vi.advanceTimersByTime(3000);
    expect(pending.undo()).toBe(true);
    vi.advanceTimersByTime(UNDO_DELAY_MS * 2);
    window.dispatchEvent(new Event('pagehide'));
    deletes.flush();
    expect(send).not.toHaveBeenCalled();
    await expect(pending.result).resolves.toEqual({ status: 'undone' });
    expect(deletes.waiting()).toEqual([]);
  });

  it('the page closing sends every waiting delete at once, as leaving', () => {
    const deletes = createPendingDeletes();
    const first = vi.fn(async () => undefined);
    const second = vi.fn(async () => undefined);
    deletes.schedule('1', first);
    deletes.schedule('2', second);
    window.dispatchEvent(new Event('pagehide'));
    expect(first).toHaveBeenCalledExactlyOnceWith(true);
    expect(second).toHaveBeenCalledExactlyOnceWith(true);
    vi.advanceTimersByTime(UNDO_DELAY_MS);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('the page going hidden sends too; moving elsewhere in the dashboard flushes', () => {
    const deletes = createPendingDeletes();
    const hidden = vi.fn(async () => undefined);
    deletes.schedule('1', hidden);
    hide();
    expect(hidden).toHaveBeenCalledExactlyOnceWith(true);
    const moved = vi.fn(async () => undefined);
    deletes.schedule('2', moved);
    deletes.flush();
    expect(moved).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('reports a refused delete with the server message', async () => {
    const deletes = createPendingDeletes();
    const pending = deletes.schedule('7', async () => Promise.reject(new Error('Not found')));
    vi.advanceTimersByTime(UNDO_DELAY_MS);
    await expect(pending.result).resolves.toEqual({ status: 'failed', message: 'Not found' });
  });
});

describe('sendKeepalive', () => {
  it('sends the call with keepalive and the session token', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    saveSession({ id: 1, token: 'tok-9', name: 'Admin' });
    const fetchStub = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"message":"ok"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchStub);
    await sendKeepalive({ method: 'DELETE', path: 'dashboard/banks/7', query: {}, body: {}, encoding: 'form' });
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toMatch(/\/api\/v1\/dashboard\/banks\/7$/);
    expect(init.method).toBe('DELETE');
    expect(init.keepalive).toBe(true);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
  });

  it('rejects with the server message when refused', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"No such bank"}', { status: 404 }));
    await expect(sendKeepalive({ method: 'DELETE', path: 'dashboard/banks/7', query: {}, body: {}, encoding: 'form' })).rejects.toThrow('No such bank');
  });
});
