// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ListArea } from '../descriptor/areaModel';
import banks from '../../descriptors/banks.json';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { i18n } from '../i18n/i18n';
import { realtime } from '../realtime/realtimeClient';
import { clearSession, saveSession } from '../session/session';
import { afterFirstPaint, json, renderScreen } from '../testing/renderScreen';
import { ListScreen } from './ListScreen';

const area = normalizeDescriptor('area', banks) as ListArea;
const flags = { index: true, create: true, edit: true, show: true, delete: true, activate: true };

let name = 'Al Rajhi';
let listCalls: URL[] = [];

function answer() {
  return {
    data: [{ id: 7, name, name_ar: 'الراجحي', name_en: name, country: { id: 1, name: 'KSA' }, active: true }],
    meta: { current_page: 2, last_page: 3, per_page: 10, total: 25 },
    permissions: flags,
  };
}

async function change(fields: Record<string, unknown>) {
  await afterFirstPaint();
  act(() => realtime.deliver('dashboard.banks', '.model.changed', { group: 'banks', id: 7, action: 'updated', by: { id: 2, name: 'Lama' }, at: '2026-01-01T10:00:00Z', ...fields }));
}

/** What the list's live region tells a screen reader. */
const announcement = () => screen.getByRole('status').textContent;
/** The row's highlight is only seen: it is read out by the announcement instead. */
const rowMark = () => screen.getByRole('row', { name: /الراجحي/ }).getAttribute('data-changed');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  saveSession({ id: 1, token: 't', name: 'Me' });
  name = 'Al Rajhi';
  listCalls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/dashboard/banks')) listCalls.push(url);
    return json(answer());
  });
});
afterEach(() => {
  cleanup();
  realtime.stop();
  clearSession();
  vi.unstubAllGlobals();
});

describe('a live list', () => {
  it('shows another admin’s change where it is: same page and filters, the row marked and the change announced', async () => {
    renderScreen(<ListScreen area={area} />, { url: '/banks/all?page=2&name=raj', path: '/banks/all' });
    await screen.findByText('Al Rajhi', { selector: 'td, td *' });
    name = 'Al Rajhi Bank';
    await change({});
    await screen.findByText('Al Rajhi Bank', { selector: 'td, td *' });
    const last = listCalls.at(-1);
    expect(last?.searchParams.get('page')).toBe('2');
    expect(last?.searchParams.get('name')).toBe('raj');
    expect(rowMark()).toBe('true');
    expect(announcement()).toBe(i18n.t('live.updated', { id: 7, name: 'Lama' }));
  });

  it('keeps an open dialog open while the rows refresh under it', async () => {
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    // The rows are awaited by their text: a role query over the whole list is costly in jsdom.
    await screen.findByText('Al Rajhi', { selector: 'td, td *' });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${i18n.t('engine.delete')}: `) }));
    const dialog = await screen.findByRole('dialog');
    name = 'Renamed meanwhile';
    await change({ action: 'activated', active: false });
    await screen.findByText('Renamed meanwhile', { selector: 'td, td *' });
    // The very dialog the admin opened, not one drawn anew.
    expect(screen.getByRole('dialog')).toBe(dialog);
    // The modal hides the page behind it from assistive technology, its live region too.
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe(i18n.t('live.deactivated', { id: 7, name: 'Lama' }));
  });

  it('refreshes without a mark for the admin’s own change, and ignores other groups and unreadable events', async () => {
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await screen.findByText('Al Rajhi', { selector: 'td, td *' });
    const before = listCalls.length;
    await afterFirstPaint();
    act(() => {
      realtime.deliver('dashboard.banks', '.model.changed', { group: 'countries', id: 7, action: 'updated', by: null });
      realtime.deliver('dashboard.banks', '.model.changed', { group: 'banks', id: 7, action: 'exploded', by: null });
      realtime.deliver('dashboard.banks', '.model.changed', 'junk');
    });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(listCalls.length).toBe(before);
    await change({ by: { id: 1, name: 'Me' } });
    await waitFor(() => expect(listCalls.length).toBe(before + 1));
    expect(rowMark()).toBeNull();
    expect(announcement()).toBe('');
  });

  it('fetches once after the socket reconnects, not on its first connection', async () => {
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await screen.findByText('Al Rajhi', { selector: 'td, td *' });
    const before = listCalls.length;
    act(() => realtime.report('connected'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listCalls.length).toBe(before);
    act(() => {
      realtime.report('unavailable');
      realtime.report('connecting');
      realtime.report('connected');
    });
    await waitFor(() => expect(listCalls.length).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listCalls.length).toBe(before + 1);
  });

  it('names the system when nobody of the dashboard made the change', async () => {
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await screen.findByText('Al Rajhi', { selector: 'td, td *' });
    await change({ action: 'created', id: 9, by: null });
    await waitFor(() => expect(announcement()).toBe(i18n.t('live.created', { id: 9, name: i18n.t('live.system') })));
  });
});
