// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import banks from '../../descriptors/banks.json';
import type { Area } from '../descriptor/descriptor.types';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import type { CustomScreenProps } from '../registries/customScreens';
import { clearSession, saveSession } from '../session/session';
import { buildAreaRoutes } from './areaRoutes';
import { AreaRoute } from './routeModules';

afterEach(() => {
  cleanup();
  clearSession();
  vi.restoreAllMocks();
});

/** An area whose list is drawn by a bespoke screen of the given name. */
const bespoke = (custom: string) =>
  normalizeDescriptor('area', {
    kind: 'area',
    area: 'orders',
    route: 'orders',
    title: 'orders.title',
    permissions: { list: 'orders index' },
    api: { list: { path: 'dashboard/orders' } },
    list: { columns: [] },
    custom: { list: custom },
  });
const banksArea = normalizeDescriptor('area', banks);

async function renderAt(path: string, areas: readonly Area[], screens: Record<string, (props: CustomScreenProps) => ReactNode>) {
  saveSession({ id: 1, token: 't', name: 'Admin' });
  // The area's screen code comes with its route's preload; here, before drawing.
  await AreaRoute.load();
  const router = createMemoryRouter(buildAreaRoutes(areas, screens), { initialEntries: [path] });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

describe('buildAreaRoutes', () => {
  it('routes every screen of a sound area', () => {
    expect(buildAreaRoutes([banksArea]).map((route) => route.path)).toEqual(['/banks/all', '/banks/create', '/banks/edit/:id', '/banks/show/:id']);
  });

  it('gives an area too broken to route pages that say so, and routes the others', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = normalizeDescriptor('area', { kind: 'area', area: 'cities', route: 'cities', title: 'cities.title' });
    const paths = buildAreaRoutes([broken, banksArea]).map((route) => route.path);
    expect(paths).toEqual(['/cities', '/cities/*', '/banks/all', '/banks/create', '/banks/edit/:id', '/banks/show/:id']);
    expect(logged).toHaveBeenCalled();
  });

  it('draws the bespoke screen the product registers under the name the descriptor gives', async () => {
    await renderAt('/orders/all', [bespoke('orderBoard')], { orderBoard: ({ area, kind }) => <p>{`${area.area} ${kind} board`}</p> });
    await screen.findByText('orders list board');
    expect(document.body.textContent).toBe('orders list board');
  });

  it('refuses a custom screen nobody registered, on its own pages, naming the area and the name', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/orders/all', [bespoke('orderBord')], { orderBoard: () => <p>board</p> });
    expect((await screen.findByRole('alert')).textContent).toContain('The orders area names the custom screen "orderBord", which is not registered (registered: orderBoard)');
    expect(String(logged.mock.calls[0]?.[1])).toContain('"orderBord"');
    expect(screen.queryByText('board')).toBeNull();
  });
});
