// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { swrFetcher, type SwrKey } from '../api/client';
import { json } from '../testing/renderScreen';
import { warmRead } from './warmRead';

const fetchStub = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
beforeEach(() => vi.stubGlobal('fetch', fetchStub.mockReset()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A screen reading one key as the dashboard's do (the application's cache), noting each drawing. */
function mount(key: SwrKey) {
  const drawings: string[] = [];
  function Screen() {
    const { data, error } = useSWR<{ data: { name: string } }>(key);
    const shown = data ? data.data.name : error ? 'failed' : 'loading';
    drawings.push(shown);
    return <p>{shown}</p>;
  }
  render(
    <SWRConfig value={{ fetcher: swrFetcher, shouldRetryOnError: false, onError: () => undefined }}>
      <Screen />
    </SWRConfig>,
  );
  return drawings;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('warmRead', () => {
  it('lets a screen drawn after the answer came draw it at once, with no "loading" first and no second request', async () => {
    fetchStub.mockResolvedValue(json({ data: { name: 'Riyad Bank' } }));
    const key = ['dashboard/banks/7', {}] as const;
    warmRead(key);
    await settle();
    const drawings = mount(key);
    expect(drawings[0]).toBe('Riyad Bank');
    await settle();
    expect(screen.getByText('Riyad Bank')).toBeTruthy();
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('hands a read still under way to the screen, which then asks nothing more', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchStub.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const key = ['dashboard/banks/8', {}] as const;
    warmRead(key);
    const drawings = mount(key);
    expect(drawings[0]).toBe('loading');
    answer(json({ data: { name: 'Alinma Bank' } }));
    expect(await screen.findByText('Alinma Bank')).toBeTruthy();
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed read to the screen, which says so', async () => {
    fetchStub.mockResolvedValue(json({ message: 'boom' }, 500));
    const key = ['dashboard/banks/9', {}] as const;
    warmRead(key);
    await settle();
    mount(key);
    expect(await screen.findByText('failed')).toBeTruthy();
  });
});
