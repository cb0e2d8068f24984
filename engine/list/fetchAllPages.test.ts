import { describe, expect, it, vi } from 'vitest';
import type { ListArea } from '../descriptor/areaModel';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import type { Query } from '../api/client';
import banks from '../../descriptors/banks.json';
import { fetchAllPages } from './fetchAllPages';

const area = normalizeDescriptor('area', banks) as ListArea;
const answer = (page: number, lastPage: number) => ({
  data: [{ id: page * 10 + 1 }, { id: page * 10 + 2 }],
  meta: { current_page: page, last_page: lastPage, per_page: 100, total: lastPage * 2 },
  permissions: { index: true },
});

describe('fetchAllPages', () => {
  it('follows last_page with the screen query and the biggest page size', async () => {
    const queries: Query[] = [];
    const progress: [number, number][] = [];
    const rows = await fetchAllPages(
      area,
      { name: 'raj', sort_by: 'id', sort_direction: 'desc', page: 4, per_page: 10 },
      {
        signal: new AbortController().signal,
        onProgress: (done, total) => progress.push([done, total]),
        fetchPage: (path, query) => {
          expect(path).toBe('dashboard/banks');
          queries.push(query);
          return Promise.resolve(answer(Number(query.page), 3));
        },
      },
    );
    expect(rows.map((row) => row.id)).toEqual([11, 12, 21, 22, 31, 32]);
    expect(queries.map((q) => q.page)).toEqual(['1', '2', '3']);
    expect(queries.every((q) => q.per_page === String(Math.max(...area.list.pageSizes)) && q.name === 'raj' && q.sort_by === 'id' && q.sort_direction === 'desc')).toBe(true);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('stops at a failed page with its error', async () => {
    const fetchPage = vi.fn((_: string, query: Query) => (Number(query.page) === 2 ? Promise.reject(new Error('server down')) : Promise.resolve(answer(1, 5))));
    await expect(fetchAllPages(area, {}, { signal: new AbortController().signal, fetchPage })).rejects.toThrow('server down');
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops at a malformed page', async () => {
    const fetchPage = (_: string, query: Query) => Promise.resolve(Number(query.page) === 1 ? answer(1, 2) : { data: 'oops' });
    await expect(fetchAllPages(area, {}, { signal: new AbortController().signal, fetchPage })).rejects.toThrow(/page 2/);
  });

  it('cancels: the signal is handed to each call and no further page is read', async () => {
    const controller = new AbortController();
    const signals: AbortSignal[] = [];
    const fetchPage = vi.fn((_: string, query: Query, signal: AbortSignal) => {
      signals.push(signal);
      if (Number(query.page) === 2) controller.abort();
      return Promise.resolve(answer(Number(query.page), 9));
    });
    await expect(fetchAllPages(area, {}, { signal: controller.signal, fetchPage })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(signals.every((s) => s === controller.signal)).toBe(true);
  });
});
