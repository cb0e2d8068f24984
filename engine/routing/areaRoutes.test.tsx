// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import banks from '../../descriptors/banks.json';
import type { Area } from '../descriptor/descriptor.types';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import type { CustomScreenProps } from '../registries/customScreens';
import { clearSession, saveSession } from '../session/session';
import { TestProviders } from '../testing/TestProviders';
import { buildAreaRoutes } from './areaRoutes';

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

function renderAt(path: string, areas: readonly Area[], screens: Record<string, (props: CustomScreenProps) => ReactNode>) {
  saveSession({ id: 1, token: 't', name: 'Admin' });
  render(
    <TestProviders path={path}>
      <Routes>
        {buildAreaRoutes(areas, screens).map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
    </TestProviders>,
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

  it('draws the bespoke screen the product registers under the name the descriptor gives', () => {
    renderAt('/orders/all', [bespoke('orderBoard')], { orderBoard: ({ area, kind }) => <p>{`${area.area} ${kind} board`}</p> });
    expect(document.body.textContent).toBe('orders list board');
  });

  it('refuses a custom screen nobody registered, on its own pages, naming the area and the name', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/orders/all', [bespoke('orderBord')], { orderBoard: () => <p>board</p> });
    expect(within(screen.getByRole('alert')).getByText('The orders area names the custom screen "orderBord", which is not registered (registered: orderBoard)')).toBeTruthy();
    expect(String(logged.mock.calls[0]?.[1])).toContain('"orderBord"');
    expect(screen.queryByText('board')).toBeNull();
  });
});
