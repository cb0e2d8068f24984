// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListArea } from '../descriptor/areaModel';
import banks from '../../descriptors/banks.json';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { i18n } from '../i18n/i18n';
import { json, renderScreen } from '../testing/renderScreen';
import { clearSession, saveSession } from '../session/session';
import { readColumnChoice } from './columnChoice';
import { ListScreen } from './ListScreen';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('./saveBlob', () => ({ saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }) }));

const area = normalizeDescriptor('area', banks) as ListArea;
const flags = { index: true, create: true, edit: true, show: true, delete: true, activate: true };
const bank = (id: number) => ({ id, name: `Bank ${id}`, name_ar: `بنك ${id}`, name_en: `=Bank ${id}`, country: { id: 1, name: 'KSA' }, active: id % 2 });

/**
 * Waits for the rows by a cell's text. A role query over the whole list is costly in jsdom (names
 * and styles of every element, under the many style rules the screen inserts), and a wait that
 * repeats it while the rows load can spend its time on queries rather than on the screen.
 */
const rowsShown = () => screen.findByText('=Bank 11');

let listCalls: URL[] = [];
let hold: Promise<void> | null = null;
function stub() {
  listCalls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    listCalls.push(url);
    const page = Number(url.searchParams.get('page') ?? '1');
    if (page > 1 && hold) await hold;
    return json({ data: [bank(page * 10 + 1), bank(page * 10 + 2)], meta: { current_page: page, last_page: 3, per_page: 2, total: 6 }, permissions: flags });
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  saveSession({ id: 3, name: 'Admin', token: 't' });
  saved.length = 0;
  hold = null;
  stub();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  clearSession();
});

describe('the Export menu', { timeout: 60_000 }, () => {
  it('writes every page of the filtered, sorted list as CSV, in the admin language', async () => {
    renderScreen(<ListScreen area={area} />, { url: '/banks/all?name=bank&sort_by=id&sort_direction=desc', path: '/banks/all' });
    await rowsShown();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: i18n.t('engine.exportCsv') }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exportCalls = listCalls.filter((url) => url.searchParams.get('per_page') === String(Math.max(...area.list.pageSizes)));
    expect(exportCalls.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(exportCalls.every((url) => url.searchParams.get('name') === 'bank' && url.searchParams.get('sort_direction') === 'desc')).toBe(true);
    expect(saved[0]!.name).toMatch(/^Banks-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await saved[0]!.blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Arabic name,English name,Country,Activation');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toBe("11,بنك 11,'=Bank 11,KSA,Yes");
    await screen.findByText(i18n.t('engine.exportDone'));
  });

  it('shows the pages read and writes nothing when cancelled', async () => {
    let release = () => {};
    hold = new Promise((done) => (release = done));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await rowsShown();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: i18n.t('engine.exportXlsx') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('engine.exportTitle', { title: 'Banks' }) });
    await within(dialog).findByText('Page 1 of 3');
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    release();
    await screen.findByText(i18n.t('engine.exportCancelled'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toHaveLength(0);
  });

  it('is not offered when the descriptor turns it off', async () => {
    const off = normalizeDescriptor('area', { ...banks, list: { ...banks.list, export: false } }) as ListArea;
    renderScreen(<ListScreen area={off} />, { url: '/banks/all', path: '/banks/all' });
    await rowsShown();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});

describe('the Columns menu', { timeout: 60_000 }, () => {
  // The headings of the data columns (not the selection box's or the actions').
  const headings = () =>
    screen
      .getAllByRole('columnheader', { hidden: true })
      .map((th) => th.textContent?.trim())
      .filter((name) => name && name !== 'Actions');

  it('hides and moves columns, remembered for this admin, and resets', async () => {
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await rowsShown();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('dialog', { name: i18n.t('engine.columnsShown') });
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Arabic name' }));
    fireEvent.click(within(menu).getByRole('button', { name: 'Move Country up' }));
    await waitFor(() => expect(headings()).toEqual(['ID', 'Country', 'English name', 'Activation']));
    expect(headings()).toHaveLength(4);
    // The open menu hides the page from assistive technology: the rows are read past it.
    const [first] = screen.getAllByRole('row', { name: /=Bank/, hidden: true });
    expect(within(first as HTMLElement).queryByRole('cell', { name: /بنك/, hidden: true })).toBeNull();
    expect(readColumnChoice('banks', 3)?.hidden).toEqual(['name_arcommon.nameAr']);
    expect(within(menu).getByRole('checkbox', { name: 'Actions' })).toHaveProperty('disabled', true);
    // Down to one column: its box cannot be cleared.
    for (const name of ['ID', 'Country', 'English name']) fireEvent.click(within(menu).getByRole('checkbox', { name }));
    expect(within(menu).getByRole('checkbox', { name: 'Activation' })).toHaveProperty('disabled', true);
    fireEvent.click(within(menu).getByRole('button', { name: 'Reset columns' }));
    await waitFor(() => expect(headings()).toEqual(['ID', 'Arabic name', 'English name', 'Country', 'Activation']));
    expect(readColumnChoice('banks', 3)).toBeNull();
  });
});
