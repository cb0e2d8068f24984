// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListArea } from '../descriptor/areaModel';
import { i18n } from '../i18n/i18n';
import { saveSession } from '../session/session';
import { repositoryArea } from '../testing/repositoryAreas';
import { json, renderScreen } from '../testing/renderScreen';
import { ListScreen } from './ListScreen';
import { type Dashboard, DashboardContext } from '../descriptor/useDashboard';
import { wholeArea } from '../descriptor/splitDescriptors';
import { repositoryAreas } from '../testing/repositoryAreas';

// The activity log's list as its descriptor draws it: the restore of a deleted record (a custom
// row action with a confirmation, on the entries the answer says can be restored) and its filters.
const area = repositoryArea('activity') as ListArea;

const entries = [
  {
    id: 31,
    event: 'deleted',
    subject_type: 'banks',
    subject_id: 4,
    causer: { id: 1, name: 'Sara' },
    properties: { old: { name_ar: 'بنك', name_en: 'Bank' } },
    reason: null,
    created_at: '2026-11-20T09:00:00Z',
    restorable: true,
  },
  {
    id: 30,
    event: 'updated',
    subject_type: 'banks',
    subject_id: 5,
    causer: null,
    properties: { old: { name_en: 'A' }, attributes: { name_en: 'B' } },
    reason: null,
    created_at: '2026-11-19T09:00:00Z',
    restorable: false,
  },
];

function page(permissions: Record<string, boolean>) {
  return { data: entries, meta: { current_page: 1, last_page: 1, per_page: 10, total: 2 }, permissions };
}

/** An admin's permissions answer: each full key given is held. */
function held(keys: readonly string[]) {
  const parents = new Map<string, string[]>();
  for (const key of keys) {
    const [parent = '', child = ''] = key.split(' ');
    parents.set(parent, [...(parents.get(parent) ?? []), child]);
  }
  return { data: { permissions: [...parents].map(([parent, children]) => ({ parent_key: parent, has_permission: true, permissions: children.map((key) => ({ key, has_permission: true })) })) } };
}

let calls: { path: string; method: string }[] = [];
function stub(restore: () => Response, permissions = { index: true, restore: true }, adminKeys: readonly string[] = []) {
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname.replace(/^.*?(dashboard\/)/, '$1');
    calls.push({ path, method: request.method });
    if (path === 'dashboard/activity/31/restore') return restore();
    if (path === 'dashboard/activity') return json(page(permissions));
    if (path === 'dashboard/permissions') return json(held(adminKeys));
    return json({ data: [] });
  });
}

const restoreButton = () => ({ name: new RegExp(`^${i18n.t('activity.restore')}`) });
const listReads = () => calls.filter((call) => call.path === 'dashboard/activity').length;

beforeEach(async () => {
  saveSession({ id: 1, token: 't', name: 'Admin' });
  await i18n.changeLanguage('ar');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('restoring a deleted record from its entry', () => {
  it('is offered only on an entry the answer calls restorable, asks first, then posts, says what the server said and reloads the list', async () => {
    stub(() => json({ message: 'تمت استعادة البنك', data: { subject_type: 'banks', subject_id: 4 } }));
    renderScreen(<ListScreen area={area} />, { url: '/activity/all', path: '/activity/all' });
    const deleted = await screen.findByRole('row', { name: /#4/ });
    expect(within(screen.getByRole('row', { name: /#5/ })).queryByRole('button', restoreButton())).toBeNull();
    // An entry no admin made reads as the system's.
    within(screen.getByRole('row', { name: /#5/ })).getByText(i18n.t('activity.system'));
    const before = listReads();
    fireEvent.click(within(deleted).getByRole('button', restoreButton()));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(i18n.t('activity.restoreConfirm'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.ok') }));
    await screen.findByText('تمت استعادة البنك');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['dashboard/activity/31/restore']);
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  });

  it("shows the server's reason when the record cannot come back", async () => {
    stub(() => json({ message: 'الاسم مستخدم الآن لبنك آخر', errors: { id: ['الاسم مستخدم الآن لبنك آخر'] } }, 422));
    renderScreen(<ListScreen area={area} />, { url: '/activity/all', path: '/activity/all' });
    const deleted = await screen.findByRole('row', { name: /#4/ });
    fireEvent.click(within(deleted).getByRole('button', restoreButton()));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: i18n.t('common.ok') }));
    await screen.findByText('الاسم مستخدم الآن لبنك آخر');
  });

  it('is not offered to an admin without the restore permission', async () => {
    stub(() => json({ message: 'no' }), { index: true, restore: false });
    renderScreen(<ListScreen area={area} />, { url: '/activity/all', path: '/activity/all' });
    const deleted = await screen.findByRole('row', { name: /#4/ });
    expect(within(deleted).queryByRole('button', restoreButton())).toBeNull();
  });

  it('offers the admins filter only to an admin who may list admins, and names a chosen area by its title', async () => {
    const dashboard: Dashboard = { descriptors: { areas: repositoryAreas().map(wholeArea), menu: { $schema: '', kind: 'menu', items: [] }, notifications: null }, headerActions: null };
    const open = async (keys: string[]) => {
      stub(() => json({}), { index: true, restore: false }, keys);
      renderScreen(
        <DashboardContext value={dashboard}>
          <ListScreen area={area} />
        </DashboardContext>,
        { url: '/activity/all?subject_type=banks', path: '/activity/all' },
      );
      await screen.findByRole('row', { name: /#4/ });
      // The chip names the area, once the permissions say the admin may list banks.
      await screen.findByText(`${i18n.t('activity.area')}: ${i18n.t('banks.title')}`);
      fireEvent.click(screen.getByTestId('filter-toggle'));
      return screen.findByRole('search');
    };
    const withoutAdmins = await open(['activity index', 'banks index']);
    within(withoutAdmins).getByRole('combobox', { name: i18n.t('activity.area') });
    expect(within(withoutAdmins).queryByRole('combobox', { name: i18n.t('activity.admin') })).toBeNull();
    expect(calls.some((call) => call.path === 'dashboard/users')).toBe(false);
    cleanup();
    const withAdmins = await open(['activity index', 'banks index', 'admins index']);
    await within(withAdmins).findByRole('combobox', { name: i18n.t('activity.admin') });
  });
});
