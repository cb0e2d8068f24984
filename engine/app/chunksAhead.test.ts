// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

/** The document's list as the build writes it. */
const ahead = (groups: Record<string, string[]>) => `<meta name="chunks-ahead" content="${JSON.stringify(groups).replace(/"/g, '&quot;')}">`;
const linked = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload][data-ahead]')].map((link) => [link.getAttribute('href'), link.crossOrigin]);

describe('fetchAhead', () => {
  it('links each file of the group the build named as a module preload, marked as fetched ahead, once, leaving out what the page has already fetched', async () => {
    document.head.innerHTML = ahead({ form: ['/dashboard/assets/FormScreen-a.js', '/dashboard/assets/mui-b.js'], tooltip: ['/dashboard/assets/Tooltip-c.js'] });
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'http://localhost/dashboard/assets/mui-b.js' } as PerformanceEntry]);
    vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'modulepreload');
    const { fetchAhead } = await import('./chunksAhead');
    fetchAhead('form');
    fetchAhead('form');
    expect(linked()).toEqual([['/dashboard/assets/FormScreen-a.js', 'anonymous']]);
    fetchAhead('show');
    fetchAhead('tooltip');
    expect(linked().map(([href]) => href)).toEqual(['/dashboard/assets/FormScreen-a.js', '/dashboard/assets/Tooltip-c.js']);
  });

  it('links nothing where the browser would not preload a module: the build’s loader would take the links for preloads made', async () => {
    document.head.innerHTML = ahead({ form: ['/dashboard/assets/FormScreen-a.js'] });
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false);
    const { fetchAhead } = await import('./chunksAhead');
    fetchAhead('form');
    expect(linked()).toEqual([]);
  });

  it('fetches nothing from a document without a list, or with a broken one', async () => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    const { fetchAhead } = await import('./chunksAhead');
    fetchAhead('form');
    expect(linked()).toEqual([]);
    vi.resetModules();
    document.head.innerHTML = '<meta name="chunks-ahead" content="{&quot;form&quot;: [&quot;/a.js&quot;">';
    const again = await import('./chunksAhead');
    again.fetchAhead('form');
    expect(linked()).toEqual([]);
  });
});
