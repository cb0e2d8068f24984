// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((link) => [link.getAttribute('href'), link.crossOrigin]);

describe('fetchAhead', () => {
  it('links each file of the group the build named as a prefetch, once, leaving out what the page has already fetched', async () => {
    document.head.innerHTML = `<script type="application/json" id="chunks-ahead">${JSON.stringify({ form: ['/dashboard/assets/FormScreen-a.js', '/dashboard/assets/mui-b.js'], tooltip: ['/dashboard/assets/Tooltip-c.js'] })}</script>`;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'http://localhost/dashboard/assets/mui-b.js' } as PerformanceEntry]);
    vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'prefetch');
    const { fetchAhead } = await import('./chunksAhead');
    fetchAhead('form');
    fetchAhead('form');
    expect(prefetched()).toEqual([['/dashboard/assets/FormScreen-a.js', 'anonymous']]);
    fetchAhead('show');
    fetchAhead('tooltip');
    expect(prefetched().map(([href]) => href)).toEqual(['/dashboard/assets/FormScreen-a.js', '/dashboard/assets/Tooltip-c.js']);
  });

  it('links nothing where the browser would not fetch a prefetch (Safari): the build’s loader would take the links for preloads made', async () => {
    document.head.innerHTML = `<script type="application/json" id="chunks-ahead">${JSON.stringify({ form: ['/dashboard/assets/FormScreen-a.js'] })}</script>`;
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false);
    const { fetchAhead } = await import('./chunksAhead');
    fetchAhead('form');
    expect(prefetched()).toEqual([]);
  });

  it('fetches nothing from a document without a list, or with a broken one', async () => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    const { fetchAhead } = await import('./chunksAhead');
    fetchAhead('form');
    expect(prefetched()).toEqual([]);
    vi.resetModules();
    document.head.innerHTML = '<script type="application/json" id="chunks-ahead">{"form": ["/a.js"</script>';
    const again = await import('./chunksAhead');
    again.fetchAhead('form');
    expect(prefetched()).toEqual([]);
  });
});
