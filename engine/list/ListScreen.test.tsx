// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListArea } from '../descriptor/areaModel';
import banks from '../../descriptors/banks.json';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { i18n } from '../i18n/i18n';
import { json, renderScreen } from '../testing/renderScreen';
import { clearSession, saveSession } from '../session/session';
import { pageSizeStorageKey } from './listOrder';
import { ListScreen } from './ListScreen';

const area = normalizeDescriptor('area', banks) as ListArea;
const allFlags = { index: true, create: true, edit: true, show: true, delete: true, activate: true };

function page(permissions: Record<string, boolean>, rows = [{ id: 7, name: 'Al Rajhi', name_ar: 'الراجحي', name_en: 'Al Rajhi', country: { id: 1, name: 'KSA' }, active: true }]) {
  return { data: rows, meta: { current_page: 1, last_page: 3, per_page: 10, total: 25 }, permissions };
}

let calls: { url: URL; init: { method: string; body: string } }[] = [];
function stub(answer: (url: URL, init: { method: string; body: string }) => Response) {
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const call = { url: new URL(request.url), init: { method: request.method, body: await request.text() } };
    calls.push(call);
    return answer(call.url, call.init);
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Waits for the rows by a cell's text. A role query over the whole list is costly in jsdom (names
 * and styles of every element, under the many style rules the screen inserts), and a wait that
 * repeats it while the rows load can spend its time on queries rather than on the screen.
 */
const rowsShown = (text = 'الراجحي') => screen.findByText(text);

/** A row's button for an action, whichever record it names. */
const rowAction = (action: string) => new RegExp(`^${i18n.t(action)}: `);

describe('ListScreen', () => {
  it('asks for the page and filters in the URL and shows the rows with every permitted action', async () => {
    stub(() => json(page(allFlags)));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all?page=2&name=raj', path: '/banks/all' });
    await rowsShown();
    const list = calls.find((c) => c.url.pathname.endsWith('/dashboard/banks'));
    expect(list?.url.searchParams.get('page')).toBe('2');
    expect(list?.url.searchParams.get('name')).toBe('raj');
    expect(screen.getByRole('link', { name: i18n.t('engine.add') }).getAttribute('href')).toBe('/banks/create');
    const row = screen.getByRole('row', { name: /الراجحي/ });
    expect(within(row).getByRole('switch', { name: i18n.t('engine.toggleActive') })).toHaveProperty('checked', true);
    // Each row's buttons name the record they act on.
    const whose = (action: string) => i18n.t('engine.rowAction', { action: i18n.t(action), name: 'Al Rajhi' });
    expect(
      within(row)
        .getByRole('link', { name: whose('engine.show') })
        .getAttribute('href'),
    ).toBe('/banks/show/7');
    expect(
      within(row)
        .getByRole('link', { name: whose('engine.edit') })
        .getAttribute('href'),
    ).toBe('/banks/edit/7');
    expect(within(row).getByRole('button', { name: whose('engine.delete') })).toHaveProperty('disabled', false);
  });

  it('hides what the role may not do: no add link, a tick instead of a switch, a lock instead of actions', async () => {
    stub(() => json(page({ index: true })));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await rowsShown();
    const row = screen.getByRole('row', { name: /الراجحي/ });
    expect(screen.queryByRole('link', { name: i18n.t('engine.add') })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(within(row).getAllByRole('img', { name: i18n.t('engine.locked') })).toHaveLength(1);
    expect(within(row).queryByRole('link', { name: rowAction('engine.edit') })).toBeNull();
  });

  it("offers Add from the role's permissions before the rows arrive; the list's own answer has the last word", async () => {
    let answerList: (response: Response) => void = () => undefined;
    const grants = { data: { permissions: [{ parent_key: 'banks', has_permission: true, permissions: [{ key: 'create', has_permission: true }] }] } };
    stub((url) => (url.pathname.endsWith('/dashboard/permissions') ? json(grants) : (new Promise<Response>((resolve) => (answerList = resolve)) as unknown as Response)));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    // While the rows are on their way the admin can already add a bank.
    expect((await screen.findByRole('link', { name: i18n.t('engine.add') })).getAttribute('href')).toBe('/banks/create');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    // The answer says this list offers no creation: Add goes.
    answerList(json(page({ index: true })));
    await rowsShown();
    expect(screen.queryByRole('link', { name: i18n.t('engine.add') })).toBeNull();
  });

  it('shows no data for an empty page and "no data" in empty cells', async () => {
    stub(() => json(page(allFlags, [])));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    const empty = await screen.findByText(i18n.t('common.noData'));
    expect(screen.getByRole('table').contains(empty)).toBe(true);
  });

  it('shows an error with a retry when the answer is broken, not an empty list', async () => {
    let broken = true;
    stub(() => (broken ? new Response('<html>oops</html>', { status: 500 }) : json(page(allFlags))));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    const retry = await screen.findByRole('button', { name: i18n.t('common.retry') });
    expect(screen.queryByText(i18n.t('common.noData'))).toBeNull();
    broken = false;
    fireEvent.click(retry);
    await rowsShown();
    expect(screen.queryByRole('button', { name: i18n.t('common.retry') })).toBeNull();
  });

  it('refuses an answer without a permissions object', async () => {
    stub(() => json({ data: [{ id: 1, name: 'x' }], meta: { last_page: 1 } }));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await screen.findByRole('button', { name: i18n.t('common.retry') });
    expect(screen.queryByRole('cell', { name: 'x' })).toBeNull();
  });

  it('deletes after confirmation, titled with the record name: the row goes at once, the call when the admin moves on', async () => {
    stub((_url, init) => (init?.method === 'DELETE' ? json({ message: 'Deleted' }) : json(page(allFlags))));
    const view = renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await rowsShown();
    fireEvent.click(screen.getByRole('button', { name: rowAction('engine.delete') }));
    const dialog = await screen.findByRole('dialog', { name: /Al Rajhi/ });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.ok') }));
    await waitFor(() => expect(screen.queryByText('الراجحي')).toBeNull());
    await screen.findByRole('button', { name: i18n.t('engine.undo') });
    expect(calls.some((c) => c.init?.method === 'DELETE')).toBe(false);
    // Leaving the list sends the waiting delete rather than losing it.
    view.unmount();
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'DELETE' && c.url.pathname.endsWith('/dashboard/banks/7'))).toBe(true));
  });

  it('brings a deleted row back with Undo and sends nothing', async () => {
    stub((_url, init) => (init?.method === 'DELETE' ? json({ message: 'Deleted' }) : json(page(allFlags))));
    const view = renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await rowsShown();
    fireEvent.click(screen.getByRole('button', { name: rowAction('engine.delete') }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: i18n.t('common.ok') }));
    const undo = await screen.findByRole('button', { name: i18n.t('engine.undo') });
    expect(screen.queryByText('الراجحي')).toBeNull();
    fireEvent.click(undo);
    await rowsShown();
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.init?.method === 'DELETE')).toBe(false);
  });

  it('selects rows with labelled boxes and runs a bulk delete after one confirmation', async () => {
    const rows = [7, 8, 9].map((id) => ({ id, name: `Bank ${id}`, name_ar: `بنك ${id}`, name_en: `Bank ${id}`, country: { id: 1, name: 'KSA' }, active: true }));
    stub((url, init) => (init?.method === 'DELETE' ? (url.pathname.endsWith('/9') ? json({ message: 'Bank not found' }, 404) : json({ message: 'Deleted' })) : json(page(allFlags, rows))));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await rowsShown('بنك 8');
    const box = screen.getByRole('checkbox', { name: 'Select Bank 8' });
    expect(screen.queryByRole('toolbar', { name: i18n.t('engine.bulkBar') })).toBeNull();
    fireEvent.click(box);
    const bar = await screen.findByRole('toolbar', { name: i18n.t('engine.bulkBar') });
    expect(bar.textContent).toContain(i18n.t('engine.bulkSelected', { count: 1 }));
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([i18n.t('engine.bulkClear'), i18n.t('engine.delete'), i18n.t('engine.bulkActivate'), i18n.t('engine.bulkDeactivate')]);
    const all = screen.getByRole('checkbox', { name: i18n.t('engine.selectPage') });
    expect((all as HTMLInputElement).indeterminate || all.getAttribute('data-indeterminate') === 'true').toBe(true);
    fireEvent.click(all);
    fireEvent.click(within(bar).getByText(i18n.t('engine.delete')));
    const confirm = await screen.findByRole('dialog', { name: i18n.t('engine.bulkDeleteTitle', { count: 3 }) });
    fireEvent.click(within(confirm).getByRole('button', { name: i18n.t('common.ok') }));
    const result = await screen.findByRole('dialog', { name: i18n.t('engine.bulkResultTitle', { action: i18n.t('engine.delete') }) });
    expect(result.textContent).toContain('Bank not found');
    expect(calls.filter((c) => c.init.method === 'DELETE')).toHaveLength(3);
    fireEvent.click(within(result).getByRole('button', { name: i18n.t('engine.bulkRetryFailed') }));
    await waitFor(() => expect(calls.filter((c) => c.init.method === 'DELETE')).toHaveLength(4));
    expect(calls.filter((c) => c.init.method === 'DELETE').at(-1)?.url.pathname).toMatch(/banks\/9$/);
  });

  it('shows no selection column to a role without a bulk action', async () => {
    stub(() => json(page({ index: true, show: true, edit: true })));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await rowsShown();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('sends the activation call with the type and the new value', async () => {
    stub((_url, init) => (init?.method === 'POST' ? json({ message: 'ok' }) : json(page(allFlags))));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await rowsShown();
    fireEvent.click(screen.getByRole('switch', { name: i18n.t('engine.toggleActive') }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST');
    expect(post?.url.pathname).toMatch(/dashboard\/activation$/);
    const body = new URLSearchParams(post?.init.body);
    expect(Object.fromEntries(body)).toEqual({ model_id: '7', active: '0', type: 'banks' });
  });

  it('offers a custom prompt action whose send stays disabled until a reason is typed, and hides it where the row says so', async () => {
    const withReply = normalizeDescriptor('area', {
      ...area,
      list: {
        ...area.list,
        customActions: [
          {
            name: 'reply',
            label: 'engine.edit',
            icon: 'ContactMail',
            permission: 'reply',
            hiddenWhen: { field: 'is_reply', equals: true },
            call: { method: 'POST', path: 'dashboard/reply-message/{id}' },
            prompt: [{ name: 'reply_message', label: 'common.name', multiline: true, required: true }],
          },
        ],
      },
    }) as ListArea;
    const rows = [
      { id: 7, name: 'open', is_reply: false },
      { id: 8, name: 'done', is_reply: true },
    ];
    stub((_url, init) => (init.method === 'POST' ? json({ message: 'Sent' }) : json(page({ ...allFlags, reply: true }, rows as never))));
    renderScreen(<ListScreen area={withReply} />, { url: '/banks/all', path: '/banks/all' });
    // The custom action is a button; the Edit of the row itself is a link.
    const reply = { name: rowAction('engine.edit') };
    const done = await screen.findByRole('row', { name: /done/ });
    expect(within(done).queryByRole('button', reply)).toBeNull();
    fireEvent.click(within(screen.getByRole('row', { name: /open/ })).getByRole('button', reply));
    const send = (await screen.findByRole('button', { name: i18n.t('common.send') })) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: ' Thanks ' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init.method === 'POST');
    expect(post?.url.pathname).toMatch(/dashboard\/reply-message\/7$/);
    expect(new URLSearchParams(post?.init.body).get('reply_message')).toBe('Thanks');
  });

  it('numbers rows across pages, shows status chips and stars, and expands long lists', async () => {
    const rated = normalizeDescriptor('area', {
      ...area,
      list: {
        columns: [
          { field: 'id', label: 'common.serial', cell: 'rowNumber' },
          { field: 'status', label: 'common.status', cell: 'status', options: [{ value: 'new', label: 'common.active', color: 'info' }] },
          { field: 'rate_number', label: 'common.name', cell: 'stars' },
          { field: 'specialists', label: 'common.name', cell: 'expandable' },
          { field: 'booking_id', label: 'common.id', link: '/orders/show/{booking_id}' },
        ],
      },
    }) as ListArea;
    const rows = [{ id: 40, status: 'new', rate_number: 3.5, booking_id: 12, specialists: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }] }];
    stub(() => json({ ...page(allFlags, rows as never), meta: { current_page: 3, last_page: 4, per_page: 10, total: 31 } }));
    renderScreen(<ListScreen area={rated} />, { url: '/banks/all?page=3', path: '/banks/all' });
    await rowsShown('21');
    const row = screen.getByRole('row', { name: /^21/ });
    const cellsText = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cellsText[0]).toBe('21');
    expect(cellsText[1]).toBe(i18n.t('common.active'));
    within(row).getByRole('img', { name: /3.5/ });
    expect(within(row).queryByText('C')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: i18n.t('engine.more', { count: 2 }) }));
    expect(within(row).getAllByRole('cell')[3]?.textContent).toContain('D');
    expect(within(row).getByRole('link', { name: '12' }).getAttribute('href')).toBe('/orders/show/12');
  });

  it('refuses a start date without an end date before asking the server', async () => {
    const dated = normalizeDescriptor('area', {
      ...area,
      list: {
        ...area.list,
        filters: [
          { param: 'from_date', label: 'common.name', widget: 'date' },
          { param: 'to_date', label: 'common.name', widget: 'date' },
        ],
        filterRules: [{ together: ['from_date', 'to_date'], message: 'VALIDATION.datePair' }],
      },
    }) as ListArea;
    stub(() => json(page(allFlags)));
    renderScreen(<ListScreen area={dated} />, { url: '/banks/all', path: '/banks/all' });
    await rowsShown();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('engine.filters') }));
    // The panel's code comes with its first opening.
    await screen.findByRole('search', { name: i18n.t('engine.filters') }, { timeout: 5000 });
    // The start date's day, month and year lists.
    for (const [part, value] of [
      ['year', '2026'],
      ['month', '1'],
      ['day', '1'],
    ]) {
      fireEvent.change(document.querySelector(`select[name=from_date-${part}]`) as HTMLSelectElement, { target: { value } });
    }
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: i18n.t('engine.search') }));
    await screen.findByText(i18n.t('VALIDATION.datePair'));
    expect(calls.length).toBe(before);
  });
});

describe('ListScreen order, page size and filters in force', () => {
  const listCall = () => [...calls].reverse().find((c) => c.url.pathname.endsWith('/dashboard/banks'));

  it('sorts by a heading through the address, with aria-sort, and ignores an order the descriptor does not allow', async () => {
    stub(() => json(page(allFlags)));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all?sort_by=name_en&sort_direction=desc', path: '/banks/all' });
    await rowsShown();
    expect(listCall()?.url.searchParams.get('sort_by')).toBe('name_en');
    expect(listCall()?.url.searchParams.get('sort_direction')).toBe('desc');
    const heading = screen.getByRole('columnheader', { name: 'English name' });
    expect(heading.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Arabic name' }).getAttribute('aria-sort')).toBe('none');
    // The country is a nested name: not sortable, no control.
    expect(within(screen.getByRole('columnheader', { name: 'Country' })).queryByRole('link')).toBeNull();
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Arabic name' })).getByRole('link'));
    await waitFor(() => expect(listCall()?.url.searchParams.get('sort_by')).toBe('name_ar'));
    expect(listCall()?.url.searchParams.get('sort_direction')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: 'Arabic name' }).getAttribute('aria-sort')).toBe('ascending');
    cleanup();
    renderScreen(<ListScreen area={area} />, { url: '/banks/all?sort_by=password&sort_direction=asc', path: '/banks/all' });
    await rowsShown();
    expect(listCall()?.url.searchParams.has('sort_by')).toBe(false);
  });

  it('shows the range from the total and sends the chosen page size, remembered; a size not offered is ignored', async () => {
    localStorage.clear();
    saveSession({ id: 5, token: 'token', name: 'Admin' });
    stub((url) => json({ ...page(allFlags), meta: { current_page: 1, last_page: 1, per_page: Number(url.searchParams.get('per_page')), total: 1 } }));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all?per_page=7', path: '/banks/all' });
    await screen.findByText('1–1 of 1');
    expect(listCall()?.url.searchParams.get('per_page')).toBe('10');
    fireEvent.change(screen.getByRole('combobox', { name: i18n.t('engine.rowsPerPage') }), { target: { value: '50' } });
    await waitFor(() => expect(listCall()?.url.searchParams.get('per_page')).toBe('50'));
    expect(localStorage.getItem(pageSizeStorageKey(5, 'banks'))).toBe('50');
    cleanup();
    // Back on the list later: the remembered size is asked for.
    renderScreen(<ListScreen area={area} />, { url: '/banks/all', path: '/banks/all' });
    await waitFor(() => expect(listCall()?.url.searchParams.get('per_page')).toBe('50'));
    clearSession();
  });

  it('shows a removable chip for each filter in force, with a choice label, and clears them all', async () => {
    stub(() => json(page(allFlags)));
    renderScreen(<ListScreen area={area} />, { url: '/banks/all?name=raj&active=1&sort_by=name_en', path: '/banks/all' });
    await rowsShown();
    const nameChip = `${i18n.t('common.name')}: raj`;
    const statusChip = `${i18n.t('common.status')}: ${i18n.t('common.active')}`;
    const chip = (label: string) => screen.getByRole('button', { name: i18n.t('engine.removeFilter', { filter: label }) });
    expect(chip(nameChip).textContent).toBe(nameChip);
    expect(chip(statusChip).textContent).toBe(statusChip);
    // The chip takes the focus and Delete removes it, as its name says.
    fireEvent.keyDown(chip(nameChip), { key: 'Delete' });
    fireEvent.keyUp(chip(nameChip), { key: 'Delete' });
    await waitFor(() => expect(listCall()?.url.searchParams.has('name')).toBe(false));
    expect(listCall()?.url.searchParams.get('active')).toBe('1');
    expect(listCall()?.url.searchParams.get('sort_by')).toBe('name_en');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('engine.clearFilters') }));
    await waitFor(() => expect(screen.queryByRole('group', { name: i18n.t('engine.activeFilters') })).toBeNull());
    expect(listCall()?.url.searchParams.has('active')).toBe(false);
    expect(listCall()?.url.searchParams.get('sort_by')).toBe('name_en');
  });
});
