import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { freezeRoutes } from './freezeRoutes';

describe('freezeRoutes', () => {
  it('freezes every array and route of the tree, and matching is unchanged', () => {
    const routes: RouteObject[] = [{ path: '/', children: [{ path: 'banks/all' }, { path: 'banks/:id/edit', handle: { screen: 'banks:edit' } }] }, { path: '*' }];
    const before = matchRoutes(routes, '/banks/7/edit')?.map((match) => [match.route.path, match.params]);
    const frozen = freezeRoutes(routes);
    expect(frozen).toBe(routes);
    expect(Object.isFrozen(routes)).toBe(true);
    const [layout] = routes as [RouteObject];
    expect(Object.isFrozen(layout)).toBe(true);
    expect(Object.isFrozen(layout.children)).toBe(true);
    expect(Object.isFrozen(layout.children?.[1])).toBe(true);
    expect(() => (layout.children as RouteObject[]).push({ path: 'late' })).toThrow(TypeError);
    expect(matchRoutes(routes, '/banks/7/edit')?.map((match) => [match.route.path, match.params])).toEqual(before);
  });
});
