import { afterEach, describe, expect, it, vi } from 'vitest';
import banks from '../../descriptors/banks.json';
import type { Area } from '../descriptor/descriptor.types';
import { buildAreaRoutes } from './areaRoutes';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buildAreaRoutes', () => {
  it('routes every screen of a sound area', () => {
    expect(buildAreaRoutes([banks as unknown as Area]).map((route) => route.path)).toEqual(['/banks/all', '/banks/create', '/banks/edit/:id', '/banks/show/:id']);
  });

  it('gives an area too broken to route pages that say so, and routes the others', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { kind: 'area', area: 'cities', route: 'cities', title: 'cities.title' } as unknown as Area;
    const paths = buildAreaRoutes([broken, banks as unknown as Area]).map((route) => route.path);
    expect(paths).toEqual(['/cities', '/cities/*', '/banks/all', '/banks/create', '/banks/edit/:id', '/banks/show/:id']);
    expect(logged).toHaveBeenCalled();
  });
});
