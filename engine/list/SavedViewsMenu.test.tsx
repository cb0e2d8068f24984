// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListArea } from '../descriptor/areaModel';
import banks from '../../descriptors/banks.json';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { i18n } from '../i18n/i18n';
import { json, renderScreen } from '../testing/renderScreen';
import { clearSession, saveSession } from '../session/session';
import { readColumnChoice, storeColumnChoice } from './columnChoice';
import { ListScreen } from './ListScreen';
import { resetSavedViewsFallback } from './savedViews';

const area = normalizeDescriptor('area', banks) as ListArea;
const rows = [{ id: 7, name: 'Al Rajhi', name_ar: 'الراجحي', name_en: 'Al Rajhi', country: { id: 1, name: 'KSA' }, active: true }];
const listPage = { data: rows, meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 }, permissions: { index: true } };

const mineView = { id: 1, name: 'Active banks', state: { query: { active: '1' }, columns: { order: ['name'], hidden: ['id'] } }, shared: false, mine: true, can_edit: true, can_delete: true };
const sharedView = { id: 2, name: '<b>Team</b>', state: { query: { active: '0' }, columns: null }, shared: true, mine: false, can_edit: false, can_delete: false, owner: { id: 9, name: 'Sara' } };

type Call = { url: URL; method: string; body: string };
let calls: Call[] = [];
function stub(views: (call: Call) => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const call = { url: new URL(request.url), method: request.method, body: await request.text() };
    calls.push(call);
    return call.url.pathname.includes('/saved-views') ? views(call) : json(listPage);
  });
}

const viewCalls = (method: string) => calls.filter((call) => call.method === method && call.url.pathname.includes('/saved-views'));

/**
 * Waits for the Views button by its text, then by role: a role query over the whole list is costly
 * in jsdom, and a wait repeating it while the screen loads spends its time on queries. The role
 * query then only waits, if at all, for a closing dialog to give the page back to assistive technology.
 */
async function viewsButton(name: string | RegExp = /^Views/) {
  await screen.findByText(name);
  return screen.findByRole('button', { name });
}

async function openMenu() {
  fireEvent.click(await viewsButton());
  return screen.findByRole('dialog', { name: 'Saved views' });
}

async function openSaveDialog() {
  fireEvent.click(within(await openMenu()).getByText('Save current view…'));
  return screen.findByRole('dialog', { name: 'Save the current view' });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  resetSavedViewsFallback();
  saveSession({ id: 5, token: 'token', name: 'Admin' });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the Views menu of a list', () => {
  it('lists my views and the shared ones, marks the one in force, and names it on the button', async () => {
    stub(() => json({ data: [mineView, sharedView] }));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all?active=1&page=2', path: '/banks/all' });
    expect((await viewsButton('Views: Active banks')).getAttribute('aria-expanded')).toBe('false');
    const menu = await openMenu();
    const items = within(menu).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button')[0]?.textContent)).toEqual(['Active banksShown now', '<b>Team</b>Shared by Sara']);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('button', { name: /^Active banks/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    // Only my own view offers rename and delete.
    within(menu).getByRole('button', { name: 'Rename Active banks' });
    expect(within(menu).queryByRole('button', { name: 'Rename <b>Team</b>' })).toBeNull();
    expect(menu.querySelector('b')).toBeNull();
  });

  it('applies a view: its address on page 1 and its columns', async () => {
    stub(() => json({ data: [mineView, sharedView] }));
    storeColumnChoice(area, 5, { order: ['id'], hidden: [] });
    renderScreen(<ListScreen area={area} />, { url: '/banks/all?name=x&page=3', path: '/banks/all' });
    fireEvent.click(await within(await openMenu()).findByRole('button', { name: 'Active banks' }));
    await waitFor(() => {
      const list = [...calls].reverse().find((call) => call.url.pathname.endsWith('/dashboard/banks'));
      expect(list?.url.searchParams.get('active')).toBe('1');
      expect(list?.url.searchParams.get('name')).toBeNull();
      expect(list?.url.searchParams.get('page')).toBe('1');
    });
    expect(readColumnChoice(area, 5)).toEqual(mineView.state.columns);
    // The button names the view applied, and the menu has closed.
    expect((await viewsButton('Views: Active banks')).getAttribute('aria-expanded')).toBe('false');
  });

  it('saves the address without the page and the columns, shared when asked', async () => {
    stub((call) => (call.method === 'POST' ? json({ message: 'Added', data: { ...mineView, id: 3, name: 'Mine' } }) : json({ data: [] })));
    storeColumnChoice(area, 5, { order: ['name', 'id'], hidden: ['active'] });
    renderScreen(<ListScreen area={area} />, { url: '/banks/all?active=0&page=4&per_page=25', path: '/banks/all' });
    const dialog = await openSaveDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /View name/ }), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Share with all admins' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('The view has been saved');
    const sent = new URLSearchParams(viewCalls('POST')[0]?.body);
    expect(sent.get('name')).toBe('Mine');
    expect(sent.get('shared')).toBe('1');
    expect(JSON.parse(sent.get('state') ?? '')).toEqual({ query: { active: '0', per_page: '25' }, columns: { order: ['name', 'id'], hidden: ['active'] } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save the current view' })).toBeNull());
  });

  it('shows a refused name at the field and keeps what was typed', async () => {
    stub((call) => (call.method === 'POST' ? json({ message: 'taken', errors: { name: ['The view name has already been taken.'] } }, 422) : json({ data: [] })));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    const dialog = await openSaveDialog();
    const name = within(dialog).getByRole('textbox', { name: /View name/ });
    fireEvent.change(name, { target: { value: 'Twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('The view name has already been taken.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect((name as HTMLInputElement).value).toBe('Twice');
  });

  it('says so aside when the server cannot be reached, and the dialog stays open', async () => {
    stub((call) => (call.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : json({ data: [] })));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    const dialog = await openSaveDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /View name/ }), { target: { value: 'Offline' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(i18n.t('errors.network'));
    expect(screen.getByRole('dialog', { name: 'Save the current view' })).toBe(dialog);
    expect((within(dialog).getByRole('textbox', { name: /View name/ }) as HTMLInputElement).value).toBe('Offline');
  });

  it('renames and deletes my view after a confirmation', async () => {
    stub((call) => {
      if (call.method === 'DELETE') return json({ message: 'Deleted' });
      if (call.method === 'POST') return json({ data: { ...mineView, name: 'Renamed' } });
      return json({ data: [mineView] });
    });
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    fireEvent.click(await within(await openMenu()).findByRole('button', { name: 'Rename Active banks' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename the view' });
    fireEvent.change(within(rename).getByRole('textbox', { name: /View name/ }), { target: { value: 'Renamed' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await screen.findByText('The view has been renamed');
    expect(new URLSearchParams(viewCalls('POST')[0]?.body).get('_method')).toBe('PUT');

    fireEvent.click(within(await openMenu()).getByRole('button', { name: 'Delete Active banks' }));
    expect(viewCalls('DELETE')).toHaveLength(0);
    fireEvent.click(within(await screen.findByRole('dialog', { name: /Active banks/ })).getByRole('button', { name: i18n.t('common.ok') }));
    await screen.findByText('The view has been deleted');
    expect(viewCalls('DELETE')[0]?.url.pathname).toBe('/api/v1/dashboard/saved-views/1');
  });

  it('keeps views in this browser, without the share switch, when the API has no such endpoint', async () => {
    stub(() => json({ message: 'Route not found' }, 404));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all?active=1', path: '/banks/all' });
    const dialog = await openSaveDialog();
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(dialog.textContent).toContain('Kept in this browser only.');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /View name/ }), { target: { value: 'Local' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await viewsButton('Views: Local');
    expect(viewCalls('POST')).toHaveLength(0);
  });

  it('is not offered when the descriptor turns it off', async () => {
    stub(() => json({ data: [mineView] }));
    const off = normalizeDescriptor('area', { ...banks, list: { ...banks.list, savedViews: false } }) as ListArea;
    renderScreen(<ListScreen area={off} />, { url: '/banks/all', path: '/banks/all' });
    await screen.findByText('الراجحي');
    expect(screen.queryByRole('button', { name: /^Views/ })).toBeNull();
    expect(viewCalls('GET')).toHaveLength(0);
  });
});
