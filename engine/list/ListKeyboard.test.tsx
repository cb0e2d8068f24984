// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListArea } from '../descriptor/areaModel';
import banks from '../../descriptors/banks.json';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { i18n } from '../i18n/i18n';
import { json, renderScreen } from '../testing/renderScreen';
import { ListScreen } from './ListScreen';

const area = normalizeDescriptor('area', banks) as ListArea;
const allFlags = { index: true, create: true, edit: true, show: true, delete: true, activate: true };
const rows = [
  { id: 7, name: 'Al Rajhi', name_ar: 'الراجحي', name_en: 'Al Rajhi', country: { id: 1, name: 'KSA' }, active: true },
  { id: 8, name: 'Riyad Bank', name_ar: 'بنك الرياض', name_en: 'Riyad Bank', country: { id: 1, name: 'KSA' }, active: true },
];

let asked: URL[] = [];
function serve(permissions: Record<string, boolean>) {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    asked.push(new URL(request.url));
    return json({ data: rows, meta: { current_page: 1, last_page: 3, per_page: 10, total: 25 }, permissions });
  });
}

function open(permissions: Record<string, boolean> = allFlags, url = '/banks/all') {
  serve(permissions);
  renderScreen(<ListScreen area={area} />, { url, path: '/banks/all' });
  return screen.findByText('الراجحي');
}

/** A key pressed with the focus wherever it is (the page itself when nothing has it). */
function press(key: string, code = key, more: { shiftKey?: boolean; ctrlKey?: boolean } = {}) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key, code, ...more });
}

const said = () => screen.getByTestId('list-live').textContent;
const cursorRow = () => document.querySelector('tr[data-cursor]');

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the list from the keyboard', () => {
  it('moves a visible row cursor with the arrows, focuses its row and says where it is', async () => {
    await open();
    expect(cursorRow()).toBeNull();
    press('ArrowDown');
    const first = screen.getAllByTestId('list-row')[0];
    expect(cursorRow()).toBe(first);
    expect(document.activeElement).toBe(first);
    expect(said()).toBe(i18n.t('engine.keysRow', { row: 1, count: 2, name: 'Al Rajhi' }));
    press('ArrowDown');
    press('ArrowDown');
    // It stops at the last row.
    expect(said()).toBe(i18n.t('engine.keysRow', { row: 2, count: 2, name: 'Riyad Bank' }));
    press('Home');
    expect(cursorRow()).toBe(first);
    press('End');
    press('ArrowUp');
    expect(cursorRow()).toBe(first);
  });

  it('selects the row under the cursor for the bulk actions with x, and unselects it', async () => {
    await open();
    press('ArrowDown');
    press('ArrowDown');
    press('x', 'KeyX');
    const bar = screen.getByRole('toolbar', { name: i18n.t('engine.bulkBar') });
    expect(within(bar).getByTestId('bulk-count').textContent).toBe(i18n.t('engine.bulkSelected', { count: 1 }));
    expect(screen.getByRole('checkbox', { name: i18n.t('engine.selectRow', { name: 'Riyad Bank' }) })).toHaveProperty('checked', true);
    expect(said()).toBe(i18n.t('engine.keysSelected', { name: 'Riyad Bank', count: 1 }));
    press('x', 'KeyX');
    expect(screen.queryByRole('toolbar', { name: i18n.t('engine.bulkBar') })).toBeNull();
    expect(said()).toBe(i18n.t('engine.keysUnselected', { name: 'Riyad Bank', count: 0 }));
  });

  it('opens the filters with f, focus in the first field, where letters are typed and not taken as keys', async () => {
    await open();
    press('ArrowDown');
    press('f', 'KeyF');
    const field = await screen.findByRole('textbox', { name: i18n.t('common.name') });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(said()).toBe(i18n.t('engine.keysFiltersOpened'));
    for (const letter of ['x', 'e', 'f']) fireEvent.keyDown(field, { key: letter, code: `Key${letter.toUpperCase()}` });
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(screen.queryByRole('toolbar', { name: i18n.t('engine.bulkBar') })).toBeNull();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(document.activeElement).toBe(field);
  });

  it('opens the show page with Enter and the form with e; without the permission it says so and stays', async () => {
    await open();
    press('ArrowDown');
    press('Enter');
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/banks/show/7');
    cleanup();

    await open({ index: true, show: true });
    press('ArrowDown');
    press('e', 'KeyE');
    expect(said()).toBe(i18n.t('engine.locked'));
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    cleanup();

    await open({ index: true, edit: true });
    press('ArrowDown');
    press('ArrowDown');
    // No show permission: Enter opens the form instead.
    press('Enter');
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/banks/edit/8');
  });

  it('in Arabic: the key of e on an Arabic layout edits, and the left arrow turns to the next page', async () => {
    await i18n.changeLanguage('ar');
    await open();
    press('ArrowLeft');
    await waitFor(() => expect(asked.some((url) => url.pathname.endsWith('/dashboard/banks') && url.searchParams.get('page') === '2')).toBe(true));
    await waitFor(() => expect(cursorRow()).toBe(screen.getAllByTestId('list-row')[0]));
    press('ث', 'KeyE');
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/banks/edit/7');
  });

  it('lists every shortcut in a dialog in Arabic with ?, the command palette’s too', async () => {
    await i18n.changeLanguage('ar');
    await open();
    press('؟', 'Slash', { shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: i18n.t('engine.keysTitle') });
    for (const key of ['keysMove', 'keysFirstLast', 'keysPages', 'keysOpen', 'keysEdit', 'keysSelect', 'keysFilters', 'keysHelp', 'keysPalette', 'keysPaletteSearch']) {
      within(dialog).getByText(i18n.t(`engine.${key}`));
    }
    // Forward is to the left in Arabic: the next page's arrow comes first.
    const pages = within(dialog).getByText(i18n.t('engine.keysPages')).previousElementSibling;
    expect(pages?.textContent).toBe('←→');
    // Keys pressed in the dialog are the dialog's.
    press('ArrowDown');
    expect(cursorRow()).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
