// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { t } from '../i18n/i18n';
import { saveSession } from '../session/session';
import { TestProviders } from '../testing/TestProviders';
import { repositoryAreas } from '../testing/repositoryAreas';
import { type Dashboard, DashboardContext } from '../descriptor/useDashboard';
import { wholeArea } from '../descriptor/splitDescriptors';
import { type Preferences, PreferencesContext } from '../preferences/usePreferences';
import { CommandPalette } from './CommandPalette';
import { opensPalette } from './PaletteLauncher';

const fetchStub = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** An admin's permissions answer: each `area index` key given is held. */
function permissionsOf(...held: string[]) {
  const parents = new Map<string, string[]>();
  for (const key of held) {
    const [parent = '', child = ''] = key.split(' ');
    parents.set(parent, [...(parents.get(parent) ?? []), child]);
  }
  return { data: { permissions: [...parents].map(([parent, children]) => ({ parent_key: parent, has_permission: true, permissions: children.map((key) => ({ key, has_permission: true })) })) } };
}

const ROWS: Record<string, Record<string, unknown>[]> = {
  'dashboard/banks': [{ id: 4, name: 'بنك الأهلي', name_ar: 'بنك الأهلي', name_en: 'Al Ahli Bank' }],
  'dashboard/employees': [{ id: 17, full_name: 'Sara Client', phone_number: '0501234567' }],
  'dashboard/providers': [{ id: 9, full_name: 'أحمد المزود', phone_number: '0559999999', email: 'ahmad@example.com' }],
};

/** Every call the palette made: path and query. */
let calls: { path: string; query: URLSearchParams }[] = [];

function answer(held: string[]) {
  fetchStub.mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const path = url.pathname.slice(url.pathname.indexOf('dashboard/'));
    if (path === 'dashboard/permissions') return json(permissionsOf(...held));
    if (path === 'dashboard/search') {
      calls.push({ path, query: url.searchParams });
      return json({ data: [{ area: 'providers', rows: ROWS['dashboard/providers'] }] });
    }
    calls.push({ path, query: url.searchParams });
    return json({ data: ROWS[path] ?? [], permissions: {}, meta: { total: 1, current_page: 1, last_page: 1, per_page: 5 } });
  });
}

const preferences: Preferences = {
  language: 'ar',
  direction: 'rtl',
  themeMode: 'light_theme',
  toggleTheme: vi.fn(),
  changeLanguage: vi.fn(),
  calendar: 'gregorian',
  changeCalendar: vi.fn(),
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function draw(searchPath?: string) {
  const dashboard: Dashboard = {
    descriptors: { areas: repositoryAreas().map(wholeArea), menu: { $schema: '', kind: 'menu', items: [{ area: 'banks' }, { area: 'roles' }] }, notifications: null },
    headerActions: null,
    ...(searchPath ? { searchPath } : {}),
  };
  const onClose = vi.fn();
  render(
    <TestProviders path="/home">
      <DashboardContext value={dashboard}>
        <PreferencesContext value={preferences}>
          <CommandPalette open onClose={onClose} />
          <Where />
        </PreferencesContext>
      </DashboardContext>
    </TestProviders>,
  );
  return { onClose, input: screen.getByRole('combobox', { name: t('shell.paletteTitle') }) };
}

const options = () => screen.queryAllByRole('option');

beforeEach(() => {
  saveSession({ id: 1, token: 't', name: 'Admin' });
  localStorage.clear();
  calls = [];
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the command palette', () => {
  it("finds a client by phone through the clients' list filter, shows the matched field marked, and Enter opens the record", async () => {
    answer(['employees index', 'employees show', 'banks index']);
    const { onClose, input } = draw();
    fireEvent.change(input, { target: { value: '٠٥٠١٢' } });
    const group = await screen.findByRole('group', { name: t('clients.title') });
    const option = within(group).getByRole('option', { name: /Sara Client/ });
    // Typed in Arabic-Indic digits, found and marked in the stored Latin ones.
    expect(option.querySelector('mark')?.textContent).toBe('05012');
    expect(option.textContent).toContain(t('common.phone'));
    expect(calls.filter((call) => call.path === 'dashboard/employees').map((call) => [...call.query.keys()].filter((key) => ['name', 'phone_number'].includes(key)))).toEqual([
      ['name'],
      ['phone_number'],
    ]);
    expect(calls.find((call) => call.query.has('phone_number'))?.query.get('phone_number')).toBe('٠٥٠١٢');
    // Arrows move to the record (actions come first), Enter opens its show page.
    const index = options().indexOf(option);
    for (let step = 0; step < index; step += 1) fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/clients/show/17');
  });

  it('offers the records and searches opened before when the box is empty', async () => {
    answer(['providers index', 'employees show']);
    const first = draw();
    fireEvent.change(first.input, { target: { value: 'احمد' } });
    // Typed with a bare alef, found written with a hamza.
    const option = await screen.findByRole('option', { name: /أحمد المزود/ });
    expect(option.querySelector('mark')?.textContent).toBe('أحمد');
    fireEvent.click(option);
    cleanup();
    draw();
    const recent = await screen.findByRole('group', { name: t('shell.paletteRecent') });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('أحمد المزود'), expect.stringContaining('احمد')]);
  });

  it("asks only the areas the admin may list: a viewer of banks and countries finds banks and never calls another area's list", async () => {
    answer(['banks index', 'countries index']);
    const { input } = draw();
    fireEvent.change(input, { target: { value: 'بنك' } });
    await screen.findByRole('option', { name: /بنك الأهلي/ });
    await waitFor(() => expect(screen.getByTestId('palette-status').textContent).toBe(''));
    expect(new Set(calls.map((call) => call.path))).toEqual(new Set(['dashboard/banks', 'dashboard/countries']));
    expect(screen.queryByRole('group', { name: t('clients.title') })).toBeNull();
    // Actions too: the side menu's entry for roles, which the viewer may not list, is not offered.
    fireEvent.change(input, { target: { value: t('roles.title') } });
    await waitFor(() => expect(screen.getByTestId('palette-status').textContent).not.toBe(t('shell.paletteSearching')));
    expect(options().map((item) => item.textContent)).not.toContain(t('roles.title'));
  });

  it('waits for a pause in the typing and asks once for the last text', async () => {
    answer(['banks index']);
    const { input } = draw();
    vi.useFakeTimers();
    try {
      for (const text of ['ب', 'بن', 'بنك', 'بنك ا']) {
        fireEvent.change(input, { target: { value: text } });
        await act(() => vi.advanceTimersByTimeAsync(50));
      }
      await act(() => vi.advanceTimersByTimeAsync(300));
    } finally {
      vi.useRealTimers();
    }
    await screen.findByRole('option', { name: /بنك الأهلي/ });
    expect(calls.map((call) => call.query.get('name'))).toEqual(['بنك ا']);
  });

  it('asks the one search call where the API offers it, and shows what it answers by area', async () => {
    answer(['providers index', 'banks index']);
    const { input } = draw('dashboard/search');
    fireEvent.change(input, { target: { value: 'ahmad@' } });
    const group = await screen.findByRole('group', { name: t('providers.title') });
    expect(within(group).getByRole('option').querySelector('mark')?.textContent).toBe('ahmad@');
    expect(calls.map((call) => [call.path, call.query.get('q')])).toEqual([['dashboard/search', 'ahmad@']]);
  });

  it('finds an action by name: a new record where the admin may create one, the theme, the language', async () => {
    answer(['banks index', 'banks create']);
    const { input } = draw();
    fireEvent.change(input, { target: { value: t('engine.createTitle', { area: t('banks.title') }) } });
    const option = await screen.findByRole('option', { name: t('engine.createTitle', { area: t('banks.title') }) });
    fireEvent.click(option);
    expect(screen.getByTestId('where').textContent).toBe('/banks/create');
    fireEvent.change(input, { target: { value: t('shell.darkTheme') } });
    fireEvent.click(await screen.findByRole('option', { name: t('shell.darkTheme') }));
    expect(preferences.toggleTheme).toHaveBeenCalled();
  });
});

describe('the keys that open the palette', () => {
  const key = (key: string, target: EventTarget | null, more: Partial<KeyboardEvent> = {}) =>
    opensPalette({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, isComposing: false, target, ...more });

  it('are Ctrl+K or ⌘K anywhere, and / outside a field', () => {
    const field = document.createElement('input');
    expect(key('k', document.body, { ctrlKey: true })).toBe(true);
    expect(key('K', field, { metaKey: true })).toBe(true);
    expect(key('/', document.body)).toBe(true);
    expect(key('/', field)).toBe(false);
    expect(key('k', document.body)).toBe(false);
  });
});
