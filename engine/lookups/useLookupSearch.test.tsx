// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { OptionSource } from '../descriptor/descriptor.types';
import { SEARCH_DELAY_MS, useLookupSearch } from './useLookupSearch';

const providers = [
  { id: 1, name: 'المنصة للخدمات' },
  { id: 3, name: 'Bright Hands Co.' },
  { id: 23, name: 'Bright Hands Co. 2' },
];
const all = providers.map((p) => ({ value: String(p.id), label: p.name, names: [] }));

/** A lookup endpoint that filters by `name` as the server does, recording each call's query. */
function serverWith(calls: Record<string, string>[]) {
  const fetcher = async ([, query]: [string, Record<string, string>]) => {
    calls.push(query);
    const wanted = (query.name ?? '').toLowerCase();
    return { data: providers.filter((p) => p.name.toLowerCase().includes(wanted)) };
  };
  return ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), fetcher, dedupingInterval: 0 }}>{children}</SWRConfig>;
}

afterEach(() => cleanup());

describe('searching a lookup', () => {
  it("sends the typed text as the source's search parameter after a pause, and offers the answer", async () => {
    const calls: Record<string, string>[] = [];
    const source: OptionSource = { path: 'dashboard/all-providers', query: {}, value: 'id', label: 'name', search: 'name' };
    const { result } = renderHook(() => useLookupSearch(source, {}, all), { wrapper: serverWith(calls) });
    act(() => result.current.setTyped('bri'));
    // At once: busy, the loaded choices narrowed in the page, nothing asked yet.
    expect(result.current.busy).toBe(true);
    expect(result.current.shown.map((o) => o.value)).toEqual(['3', '23']);
    expect(calls.some((q) => 'name' in q)).toBe(false);
    await waitFor(() => expect(calls.some((q) => q.name === 'bri')).toBe(true), { timeout: SEARCH_DELAY_MS * 4 });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.shown.map((o) => o.value)).toEqual(['3', '23']);
  });

  it('filters in the page, asking nothing more, when the source names no search parameter', async () => {
    const calls: Record<string, string>[] = [];
    const source: OptionSource = { path: 'dashboard/all-providers', query: {}, value: 'id', label: 'name' };
    const { result } = renderHook(() => useLookupSearch(source, {}, all), { wrapper: serverWith(calls) });
    act(() => result.current.setTyped('منصه'));
    expect(result.current.busy).toBe(false);
    expect(result.current.shown.map((o) => o.value)).toEqual(['1']);
    await new Promise((done) => setTimeout(done, SEARCH_DELAY_MS + 100));
    expect(calls.some((q) => 'name' in q)).toBe(false);
  });
});
