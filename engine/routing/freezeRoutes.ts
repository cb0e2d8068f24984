import type { RouteObject } from 'react-router-dom';

/**
 * Freezes a route tree (its arrays and route objects, not the elements they draw) and returns it.
 * The build has React Router keep the ranked branches of a frozen array rather than sort the two
 * hundred routes again on every change of page (engine/cli/viteRouterMatchCachePlugin.mjs); a
 * frozen tree cannot change under that kept copy.
 */
export function freezeRoutes<T extends RouteObject[]>(routes: T): T {
  for (const route of routes) {
    if (route.children) freezeRoutes(route.children);
    Object.freeze(route);
  }
  return Object.freeze(routes);
}
