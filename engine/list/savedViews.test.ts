// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { i18n } from '../i18n/i18n';
import { json } from '../testing/renderScreen';
import { createView, deleteView, listViews, localViewsKey, resetSavedViewsFallback, savedViewsAreLocal, updateView, viewInForce, viewQueryOf, viewSearch, type SavedView } from './savedViews';

const serverView = {
  id: 4,
  name: 'Active',
  area: 'banks',
  state: { query: { status: '1' }, columns: null },
  shared: true,
  mine: false,
  can_edit: false,
  can_delete: false,
  owner: { id: 2, name: 'Sara' },
};

let calls: { url: URL; method: string; body: string }[] = [];
function stub(answer: (url: URL, method: string) => Response) {
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const call = { url: new URL(request.url), method: request.method, body: await request.text() };
    calls.push(call);
    return answer(call.url, call.method);
  });
}

const draft = { name: 'Mine', shared: false, state: { query: { status: '0', sort_by: 'name_en' }, columns: { order: ['name'], hidden: [] } } };

beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  resetSavedViewsFallback();
});
afterEach(() => vi.unstubAllGlobals());

describe('saved views through the API', () => {
  it('lists the views of the area and reads who shared one', async () => {
    stub(() => json({ data: [serverView, { id: 5, name: 'broken' }] }));
    const views = await listViews('banks', 1);
    expect(calls[0]?.url.pathname).toBe('/api/v1/dashboard/saved-views');
    expect(calls[0]?.url.searchParams.get('area')).toBe('banks');
    expect(views).toEqual([{ id: '4', name: 'Active', state: serverView.state, shared: true, mine: false, canEdit: false, canDelete: false, ownerName: 'Sara' }]);
    expect(savedViewsAreLocal()).toBe(false);
  });

  it('sends the state as JSON text with the name, area and share flag', async () => {
    stub(() => json({ message: 'Added', data: { ...serverView, id: 9, name: 'Mine', mine: true, can_edit: true, can_delete: true, state: draft.state } }));
    const view = await createView('banks', 1, draft);
    const sent = new URLSearchParams(calls[0]?.body);
    expect(calls[0]?.method).toBe('POST');
    expect(sent.get('name')).toBe('Mine');
    expect(sent.get('area')).toBe('banks');
    expect(sent.get('shared')).toBe('0');
    expect(JSON.parse(sent.get('state') ?? '')).toEqual(draft.state);
    expect(view).toMatchObject({ id: '9', mine: true, canEdit: true });
  });

  it('renames with _method=PUT and deletes by id', async () => {
    stub((_url, method) => (method === 'DELETE' ? json({ message: 'Deleted' }) : json({ data: { ...serverView, name: 'New' } })));
    await updateView('banks', 1, '4', { name: 'New' });
    expect(calls[0]?.url.pathname).toBe('/api/v1/dashboard/saved-views/4');
    expect(new URLSearchParams(calls[0]?.body).get('_method')).toBe('PUT');
    await deleteView('banks', 1, '4');
    expect(calls[1]?.method).toBe('DELETE');
  });

  it('passes the field errors of the server on, and keeps using the API after them', async () => {
    stub(() => json({ message: 'taken', errors: { name: ['The view name has already been taken.'] } }, 422));
    const refused = await createView('banks', 1, draft).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).errors.name).toEqual(['The view name has already been taken.']);
    expect(savedViewsAreLocal()).toBe(false);
  });
});

describe('saved views in this browser when the API has no such endpoint', () => {
  it('falls back on a 404 and keeps asking nothing more of the API', async () => {
    stub(() => json({ message: 'Route not found' }, 404));
    expect(await listViews('banks', 1)).toEqual([]);
    expect(savedViewsAreLocal()).toBe(true);
    const view = await createView('banks', 1, { ...draft, shared: true });
    expect(view).toMatchObject({ name: 'Mine', shared: false, mine: true });
    expect(calls).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(localViewsKey(1, 'banks')) ?? '[]')).toHaveLength(1);
    // Another admin of the same browser, or another list, sees none of them.
    expect(await listViews('banks', 2)).toEqual([]);
    expect(await listViews('countries', 1)).toEqual([]);

    await updateView('banks', 1, view.id, { name: 'Renamed' });
    expect((await listViews('banks', 1)).map((item) => item.name)).toEqual(['Renamed']);
    await deleteView('banks', 1, view.id);
    expect(await listViews('banks', 1)).toEqual([]);
  });

  it('falls back on a 405 from a save too', async () => {
    stub(() => json({ message: 'Method not allowed' }, 405));
    expect((await createView('banks', 1, draft)).name).toBe('Mine');
    expect(savedViewsAreLocal()).toBe(true);
  });

  it('checks names as the API does, with field errors', async () => {
    stub(() => json({}, 404));
    await listViews('banks', 1);
    await createView('banks', 1, draft);
    const cases: [string, string][] = [
      ['  ', 'The view name field is required.'],
      ['x'.repeat(81), 'The view name must not be greater than 80 characters.'],
      ['MINE', 'You already have a view of this name.'],
    ];
    for (const [name, message] of cases) {
      const refused = (await createView('banks', 1, { ...draft, name }).catch((error: unknown) => error)) as ApiError;
      expect(refused.status).toBe(422);
      expect(refused.errors.name).toEqual([message]);
    }
  });

  it('does not fall back when the server is unreachable', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const failed = (await createView('banks', 1, draft).catch((error: unknown) => error)) as ApiError;
    expect(failed.status).toBe(0);
    expect(savedViewsAreLocal()).toBe(false);
  });
});

describe('a view and the address', () => {
  const view = (query: Record<string, string>): SavedView => ({ id: '1', name: 'v', state: { query, columns: null }, shared: false, mine: true, canEdit: true, canDelete: true, ownerName: null });

  it('keeps every parameter but the page, and leads back to page 1', () => {
    const query = viewQueryOf(new URLSearchParams('status=1&page=3&sort_by=name_en&per_page=25'));
    expect(query).toEqual({ status: '1', sort_by: 'name_en', per_page: '25' });
    expect(new URLSearchParams(viewSearch(view(query)))).toEqual(new URLSearchParams('status=1&sort_by=name_en&per_page=25&page=1'));
  });

  it('is in force when the address has the same parameters, whatever the page', () => {
    expect(viewInForce(view({ status: '1' }), new URLSearchParams('page=2&status=1'))).toBe(true);
    expect(viewInForce(view({ status: '1' }), new URLSearchParams('status=1&sort_by=id'))).toBe(false);
    expect(viewInForce(view({ status: '1' }), new URLSearchParams('status=0'))).toBe(false);
  });
});
