import type { RouteObject } from 'react-router-dom';
import type { Area } from '../descriptor/descriptor.types';
import { areaScreens } from '../descriptor/areaModel';
import { wholeArea, type AreaSource } from '../descriptor/splitDescriptors';
import type { CustomScreens } from '../registries/customScreens';
import { preloadAreaScreen } from './areaPreload';
import type { RouteHandle } from './routeHandle';
import { AreaBroken, AreaRoute } from './routeModules';

/** The routes of one area: each draws its screen (AreaRoute) and carries what preloads it. */
function routesOf(source: AreaSource, customScreens: CustomScreens): RouteObject[] {
  const area = source.outline;
  return areaScreens(area).map(({ kind, path, permission }) => {
    const handle: RouteHandle = {
      screen: `${area.area}:${kind}`,
      preload: ({ params, search, intent }) => preloadAreaScreen(source, kind, permission, { id: params.id, search, intent }),
    };
    // A key per area and screen: moving between two areas' lists starts a fresh screen, moving between a list's tabs keeps it.
    return { path, handle, element: <AreaRoute key={handle.screen} source={source} kind={kind} permission={permission} customScreens={customScreens} /> };
  });
}

/** The routes of every area, generated from the descriptors, with the product's bespoke screens where they name one. */
export function buildAreaRoutes(areas: readonly (Area | AreaSource)[], customScreens: CustomScreens = {}): RouteObject[] {
  return areas.flatMap((given): RouteObject[] => {
    const source = 'outline' in given ? given : wholeArea(given);
    const area = source.outline;
    try {
      return routesOf(source, customScreens);
    } catch (error) {
      // A descriptor too broken even to route: its pages say so, the other areas are untouched.
      console.error(`The ${String(area.area)} area cannot be routed`, error);
      const base: unknown = area.route;
      const handle: RouteHandle = { preload: () => ({ asked: Promise.resolve(), code: () => AreaBroken.preload() }) };
      return typeof base === 'string' && base !== '' ? [`/${base}`, `/${base}/*`].map((path) => ({ path, handle, element: <AreaBroken area={String(area.area)} error={error} /> })) : [];
    }
  });
}
