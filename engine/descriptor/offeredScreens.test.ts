import { describe, expect, it } from 'vitest';
import type { Area } from './descriptor.types';
import { offersScreen } from './offeredScreens';

const orders = {
  area: 'orders',
  route: 'orders',
  routeAliases: [],
  screen: 'records',
  title: 'orders.title',
  permissions: { list: 'orders index' },
  unavailable: ['create', 'edit'],
  api: {
    list: {
      path: 'jobs',
      method: 'GET',
      query: {},
      body: {},
      encoding: 'form',
    },
    show: {
      path: 'jobs/{id}',
      method: 'GET',
      query: {},
      body: {},
      encoding: 'form',
    },
  },
  list: {
    columns: [],
    filters: [],
    pageSizes: [10],
    actions: ['show'],
    recordLabel: 'name',
    protectedIds: [],
    customActions: [],
    filterRules: [],
  },
  custom: { show: 'orderDetail' },
  response: {},
} as unknown as Area;

describe('offersScreen', () => {
  it('offers the screens an area has, not the unavailable ones', () => {
    expect(offersScreen(orders, 'list')).toBe(true);
    expect(offersScreen(orders, 'show')).toBe(true);
    expect(offersScreen(orders, 'create')).toBe(false);
    expect(offersScreen(orders, 'edit')).toBe(false);
  });
});
