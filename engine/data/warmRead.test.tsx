// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import useSWR, { mutate, SWRConfig } from 'swr';
import { apiRequest, type SwrKey } from '../api/client';
import { json } from '../testing/renderScreen';
import { drawWarmAnswers, readFetcher, WARM_ANSWER_FRESH_MS, warmRead } from './warmRead';

const fetchStub = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
beforeEach(() => vi.stubGlobal('fetch', fetchStub.mockReset()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A screen reading one key as the dashboard's do (its fetcher and cache), noting each drawing; "…" while it refreshes. */
function mount(key: SwrKey) {
  const drawings: string[] = [];
  function Screen() {
    const { data, error, isValidating } = useSWR<{ data: { name: string } }>(key);
    const shown = data ? `${data.data.name}${isValidating ? ' …' : ''}` : error ? 'failed' : 'loading';
    drawings.push(shown);
    return <p>{shown}</p>;
  }
  render(
    <SWRConfig value={{ fetcher: readFetcher, use: [drawWarmAnswers], shouldRetryOnError: false, onError: () => undefined }}>
      <Screen />
    </SWRConfig>,
  );
  return drawings;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('warmRead', () => {
  it('lets a screen drawn after the answer came draw it once, with no "loading" or "refreshing" and no second request', async () => {
    fetchStub.mockResolvedValue(json({ data: { name: 'Riyad Bank' } }));
    const key = ['dashboard/banks/7', {}] as const;
    warmRead(key);
    await settle();
    const drawings = mount(key);
    await settle();
    expect(drawings).toEqual(['Riyad Bank']);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('asks again for an answer warmed too long ago as the screen opens, and draws the newer one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchStub.mockResolvedValueOnce(json({ data: { name: 'Riyad Bank' } })).mockResolvedValueOnce(json({ data: { name: 'Riyad Bank (renamed)' } }));
    const key = ['dashboard/banks/10', {}] as const;
    warmRead(key);
    await settle();
    vi.setSystemTime(Date.now() + WARM_ANSWER_FRESH_MS + 1);
    mount(key);
    await screen.findByText('Riyad Bank (renamed)');
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('asks again for an answer warmed a moment ago when a write was sent since, and draws the newer one', async () => {
    fetchStub
      .mockResolvedValueOnce(json({ data: { name: 'Bank list as it was' } }))
      .mockResolvedValueOnce(json({ data: { id: 40 } }))
      .mockResolvedValueOnce(json({ data: { name: 'Bank list with the new bank' } }));
    const key = ['dashboard/banks', { page: '1' }] as const;
    warmRead(key);
    await settle();
    await apiRequest({ method: 'POST', path: 'dashboard/banks', body: { name_en: 'New bank' } });
    mount(key);
    await screen.findByText('Bank list with the new bank');
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });

  it('reads anew when warmed again after its answer went stale, and not while it is fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchStub.mockImplementation(() => Promise.resolve(json({ data: { name: 'Alinma Bank' } })));
    const key = ['dashboard/banks/11', {}] as const;
    warmRead(key);
    warmRead(key);
    await settle();
    warmRead(key);
    await settle();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + WARM_ANSWER_FRESH_MS + 1);
    warmRead(key);
    await settle();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('reads a changed record from the network, not from the warm-up, when the screen asks again', async () => {
    fetchStub.mockResolvedValueOnce(json({ data: { name: 'Arab Bank' } })).mockResolvedValueOnce(json({ data: { name: 'Arab Bank (renamed)' } }));
    const key = ['dashboard/banks/12', {}] as const;
    warmRead(key);
    await settle();
    mount(key);
    // Drawn at once from the warm-up, with no "refreshing" mark.
    expect(document.body.textContent).toBe('Arab Bank');
    await mutate(key);
    await screen.findByText('Arab Bank (renamed)');
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('hands a read still under way to the screen, which then asks nothing more', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchStub.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const key = ['dashboard/banks/8', {}] as const;
    warmRead(key);
    const drawings = mount(key);
    expect(drawings[0]).toBe('loading');
    answer(json({ data: { name: 'Alinma Bank' } }));
    await screen.findByText('Alinma Bank');
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed read to the screen, which says so', async () => {
    fetchStub.mockResolvedValue(json({ message: 'boom' }, 500));
    const key = ['dashboard/banks/9', {}] as const;
    warmRead(key);
    await settle();
    mount(key);
    await screen.findByText('failed');
  });

  it('says when its answer waits in the cache (a screen drawn then draws it whole), and when the read failed', async () => {
    fetchStub.mockResolvedValueOnce(json({ data: { name: 'Arab Bank' } })).mockResolvedValueOnce(json({ message: 'Server Error' }, 500));
    const key = ['dashboard/banks/30', {}] as const;
    const first = warmRead(key);
    // Asked again while under way: the same read, not a second request.
    const again = warmRead(key);
    expect(await first).toBe(true);
    expect(await again).toBe(true);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(mount(key)).toEqual(['Arab Bank']);
    expect(await warmRead(['dashboard/banks/31', {}])).toBe(false);
  });
});
