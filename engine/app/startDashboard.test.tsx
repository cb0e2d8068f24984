// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { clearSession, saveSession, setLanguage } from '../session/session';
import type { CustomScreenProps } from '../registries/customScreens';
import { startDashboard, type DashboardSetup } from './startDashboard';

// The live connection is the header's; it has nothing to connect to here.
vi.mock('../realtime/useRealtime', async (importOriginal) => ({ ...(await importOriginal<typeof import('../realtime/useRealtime')>()), useRealtimeConnection: () => undefined }));

const fetchStub = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
let root: Root | undefined;

const orders = {
  kind: 'area',
  area: 'orders',
  route: 'orders',
  title: 'orders.title',
  permissions: { list: 'orders index' },
  api: { list: { path: 'dashboard/orders' } },
  list: { columns: [] },
  custom: { list: 'orderBoard' },
};

function setup(overrides: Partial<DashboardSetup> = {}): DashboardSetup {
  const container = document.createElement('div');
  document.body.append(container);
  return {
    descriptors: [{ kind: 'menu', items: [] }, orders],
    locales: { ar: { shell: { greeting: 'أهلاً {{name}}' } }, en: { shell: { greeting: 'Welcome, {{name}}' } } },
    customScreens: { orderBoard: ({ area, kind }: CustomScreenProps) => <p>{`${area.area} ${kind} board`}</p> },
    homePage: () => <p>the product's home</p>,
    headerActions: () => <button type="button">my profile</button>,
    container,
    ...overrides,
  };
}

async function start(path: string, overrides?: Partial<DashboardSetup>) {
  window.history.replaceState(null, '', `/dashboard${path}`);
  await act(async () => {
    root = await startDashboard(setup(overrides));
  });
}

beforeEach(() => {
  setLanguage('en');
  saveSession({ id: 1, token: 't', name: 'Sara' });
  fetchStub.mockReset();
  fetchStub.mockResolvedValue(new Response(JSON.stringify({ data: { permissions: [] } }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchStub);
  vi.stubGlobal('scrollTo', () => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  clearSession();
  vi.unstubAllGlobals();
});

describe('startDashboard', () => {
  it("draws the product's home page, its texts and its header actions in the engine's shell", async () => {
    await start('/home');
    await screen.findByText("the product's home", {}, { timeout: 5000 });
    expect(screen.getByRole('main').textContent).toBe("the product's home");
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('Welcome, Sara');
    // The product's actions close the bar, after the engine's toggles.
    expect(within(header).getAllByRole('button').at(-1)?.textContent).toBe('my profile');
  });

  it('draws the bespoke screen the product registers where a descriptor names it', async () => {
    await start('/orders/all');
    await screen.findByText('orders list board', {}, { timeout: 5000 });
    expect(screen.getByRole('main').textContent).toBe('orders list board');
  });

  it("fetches only the page's language when the product gives loaders", async () => {
    const arabic = vi.fn(() => Promise.resolve({ default: { shell: { greeting: 'مرحبا {{name}}' } } }));
    const english = vi.fn(() => Promise.resolve({ default: { shell: { greeting: 'Hello there, {{name}}' } } }));
    await start('/home', { locales: { ar: arabic, en: english } });
    await screen.findByText("the product's home", {}, { timeout: 5000 });
    expect(screen.getByRole('banner').textContent).toContain('Hello there, Sara');
    expect(english).toHaveBeenCalledTimes(1);
    expect(arabic).not.toHaveBeenCalled();
  });
});
