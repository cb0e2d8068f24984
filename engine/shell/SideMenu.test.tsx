// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { t } from '../i18n/i18n';
import { saveSession } from '../session/session';
import { TestProviders } from '../testing/TestProviders';
import type { MenuNode } from '../descriptor/areaModel';
import { SideMenu } from './SideMenu';

vi.mock('../page/hardNavigate', () => ({ hardNavigate: vi.fn() }));

// Each menu entry draws its icon: counting the icons' drawings counts the entries'.
const drawn = vi.hoisted(() => new Map<string, number>());
vi.mock('../registries/icons', async () => {
  const made = new Map<string, () => null>();
  const icon = (name: string) => {
    let Icon = made.get(name);
    if (!Icon) {
      Icon = () => {
        drawn.set(name, (drawn.get(name) ?? 0) + 1);
        return null;
      };
      made.set(name, Icon);
    }
    return Icon;
  };
  return { icons: new Proxy({}, { get: (_target, name) => icon(String(name)) }) };
});

const fetchStub = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const menu: MenuNode[] = [
  {
    kind: 'group',
    key: 'referenceData',
    label: 'menu.referenceData',
    icon: 'Category',
    children: [
      { kind: 'link', label: 'common.active', to: '/banks/all', permission: 'banks index' },
      { kind: 'link', label: 'common.notActive', to: '/roles', permission: 'roles index' },
    ],
  },
];

const permissions = {
  data: {
    permissions: [
      { parent_key: 'banks', has_permission: true, permissions: [{ key: 'index', has_permission: true }] },
      { parent_key: 'roles', has_permission: false, permissions: [{ key: 'index', has_permission: false }] },
    ],
  },
};

beforeEach(() => {
  saveSession({ id: 1, token: 't', name: 'Admin' });
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SideMenu', () => {
  it('shows a skeleton while permissions load, then only the permitted items with the current group open', async () => {
    fetchStub.mockResolvedValueOnce(json(200, permissions));
    render(
      <TestProviders path="/banks/edit/3">
        <SideMenu menu={menu} />
      </TestProviders>,
    );
    // The skeleton only pictures the items to come: nothing in it has a name.
    screen.getByRole('status', { name: t('common.loading') });
    expect(screen.queryByRole('link', { name: t('common.active') })).toBeNull();
    const link = await screen.findByRole('link', { name: t('common.active') });
    expect(screen.queryByRole('status', { name: t('common.loading') })).toBeNull();
    expect(link.getAttribute('href')).toBe('/banks/all');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: t('common.notActive') })).toBeNull();
    expect(screen.getByRole('link', { name: t('menu.home') }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('button', { name: t('menu.referenceData') }).getAttribute('aria-expanded')).toBe('true');
  });

  it('draws the group holding the page open as the permitted menu arrives, without sliding it open under the pointer', async () => {
    fetchStub.mockResolvedValueOnce(json(200, permissions));
    // Every state a group's list is drawn in, as the page changes.
    const states = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const group of document.querySelectorAll('.MuiCollapse-root')) states.add([...group.classList].filter((name) => name.startsWith('MuiCollapse-') && name !== 'MuiCollapse-root').join(' '));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'style'] });
    render(
      <TestProviders path="/banks/all">
        <SideMenu menu={menu} />
      </TestProviders>,
    );
    await screen.findByRole('link', { name: t('common.active') });
    observer.disconnect();
    // A group that slides open moves every item below it while the admin may be clicking one.
    expect([...states]).toEqual(['MuiCollapse-vertical MuiCollapse-entered']);
  });

  it('redraws no entry when the page changes within an area, and only the entries it concerns when it leaves one', async () => {
    fetchStub.mockResolvedValueOnce(json(200, permissions));
    let navigate: NavigateFunction | null = null;
    function Steer() {
      navigate = useNavigate();
      return null;
    }
    const withReports: MenuNode[] = [...menu, { kind: 'link', label: 'common.yes', icon: 'Assessment', to: '/reports' }];
    render(
      <TestProviders path="/banks/all">
        <SideMenu menu={withReports} />
        <Steer />
      </TestProviders>,
    );
    await screen.findByRole('link', { name: t('common.active') });
    drawn.clear();
    await act(async () => {
      await navigate?.('/banks/3/edit');
    });
    expect(screen.getByRole('link', { name: t('common.active') }).getAttribute('aria-current')).toBe('page');
    expect(Object.fromEntries(drawn)).toEqual({});
    await act(async () => {
      await navigate?.('/home');
    });
    expect(screen.getByRole('link', { name: t('menu.home') }).getAttribute('aria-current')).toBe('page');
    // Home (now current), and the group and the link that held the page; not the reports link.
    expect(Object.fromEntries(drawn)).toEqual({ Home: 1, Category: 1 });
  });

  it('redraws only the group an admin opens or closes, not the other entries', async () => {
    fetchStub.mockResolvedValueOnce(json(200, permissions));
    const withReports: MenuNode[] = [...menu, { kind: 'link', label: 'common.yes', icon: 'Assessment', to: '/reports' }];
    render(
      <TestProviders path="/banks/all">
        <SideMenu menu={withReports} />
      </TestProviders>,
    );
    const group = await screen.findByRole('button', { name: t('menu.referenceData') });
    drawn.clear();
    fireEvent.click(group);
    await waitFor(() => expect(group.getAttribute('aria-expanded')).toBe('false'));
    expect(Object.fromEntries(drawn)).toEqual({ Category: 1 });
  });

  it('offers a retry when permissions fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchStub.mockResolvedValueOnce(json(500, { message: 'boom' }));
    render(
      <TestProviders path="/home">
        <SideMenu menu={menu} />
      </TestProviders>,
    );
    fetchStub.mockResolvedValueOnce(json(200, permissions));
    fireEvent.click(await screen.findByRole('button', { name: t('common.retry') }));
    await screen.findByRole('button', { name: t('menu.referenceData') });
    expect(screen.queryByRole('button', { name: t('common.retry') })).toBeNull();
  });

  it('always offers logout, behind a confirmation', async () => {
    fetchStub.mockResolvedValue(json(200, permissions));
    render(
      <TestProviders path="/home">
        <SideMenu menu={menu} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: t('common.logout') }));
    expect((await screen.findByRole('dialog')).textContent).toContain(t('shell.logoutConfirm'));
    fireEvent.click(screen.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByText(t('shell.logoutConfirm'))).toBeNull());
  });
});
