import { describe, expect, it } from 'vitest';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { parseListAnswer, parseOptions, parseRecordAnswer } from './envelope';

// Where a descriptor that says nothing about its answers reads them: the engine schema's defaults.
const laravel = normalizeDescriptor('area', {}).response;

describe('list answers', () => {
  const answer = {
    data: [{ id: 1, name: 'Al Rajhi' }, 'garbage', { id: 2 }],
    meta: { current_page: 1, last_page: 4, per_page: 10, total: 33 },
    permissions: { create: true, edit: 1, delete: '0', activate: false },
  };

  it('reads rows, paging and permissions from the Laravel places', () => {
    const parsed = parseListAnswer(answer, laravel);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.rows).toHaveLength(2);
    expect(parsed.value.lastPage).toBe(4);
    expect(parsed.value.perPage).toBe(10);
    expect(parsed.value.total).toBe(33);
    expect(parsed.value.permissions).toEqual({ create: true, edit: true, delete: false, activate: false });
  });

  it('follows the places a descriptor gives', () => {
    const parsed = parseListAnswer(
      { provider_budget: { data: [{ id: 1 }], last_page: 2 }, permissions: {} },
      {
        ...laravel,
        rows: 'provider_budget.data',
        lastPage: 'provider_budget.last_page',
      },
    );
    expect(parsed.ok && parsed.value.lastPage).toBe(2);
  });

  it('refuses an answer without rows or without permissions', () => {
    expect(parseListAnswer({ message: 'Server Error' }, laravel)).toEqual({ ok: false, problem: 'rows' });
    expect(parseListAnswer({ data: [] }, laravel)).toEqual({ ok: false, problem: 'permissions' });
    expect(parseListAnswer('<html>', laravel)).toEqual({ ok: false, problem: 'rows' });
  });

  it('treats a missing last page as one page', () => {
    const parsed = parseListAnswer({ data: [], permissions: {} }, laravel);
    expect(parsed.ok && parsed.value.lastPage).toBe(1);
  });
});

describe('record and option answers', () => {
  it('reads one record', () => {
    expect(parseRecordAnswer({ data: { id: 3 } }, laravel)).toEqual({ ok: true, value: { id: 3 } });
    expect(parseRecordAnswer({ data: [{ id: 3 }] }, laravel)).toEqual({ ok: true, value: { id: 3 } });
    expect(parseRecordAnswer({ data: null }, laravel).ok).toBe(false);
  });

  it('reads lookup choices', () => {
    expect(parseOptions({ data: [{ id: 1, name: 'KSA' }, { id: 2 }, { name: 'no id' }] })).toEqual({
      ok: true,
      value: [
        { value: '1', label: 'KSA' },
        { value: '2', label: '2' },
      ],
    });
    expect(parseOptions({ data: 'x' }).ok).toBe(false);
  });
});
