import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Area } from '../descriptor/descriptor.types';
import { areaScreens, hasList, listPath, type ScreenKind } from '../descriptor/areaModel';
import { UnavailableScreen } from '../screens/UnavailableScreen';
import { AreaBroken, AreaErrorBoundary } from '../screens/AreaErrorBoundary';
import { PageSpinner } from '../app/PageSpinner';
import { customScreenFor, type CustomScreens } from '../registries/customScreens';
import { RequirePermission } from './guards';
import { ListScreen } from './listScreenModule';
import { FormScreen, ShowScreen } from './screenModules';

// Each kind of screen is its own chunk: the form library comes only with a form.

/** The screen drawing one kind of page of an area: a custom one where the descriptor names it. */
function screenFor(area: Area, kind: ScreenKind, customScreens: CustomScreens): ReactNode {
  if (kind !== 'single' && area.unavailable.includes(kind)) {
    return <UnavailableScreen titleKey={area.title} backTo={kind === 'list' || area.unavailable.includes('list') ? '/home' : listPath(area)} />;
  }
  const custom = area.custom?.[kind === 'list' ? 'list' : kind];
  if (custom) {
    const Custom = customScreenFor(customScreens, area, custom);
    return <Custom area={area} kind={kind} />;
  }
  switch (kind) {
    case 'list':
      return hasList(area) ? <ListScreen area={area} /> : null;
    case 'create':
    case 'edit':
    case 'single':
      return <FormScreen area={area} mode={kind} />;
    case 'show':
      return <ShowScreen area={area} />;
  }
}

function guarded(permission: string | undefined, element: ReactNode): ReactNode {
  return permission ? <RequirePermission name={permission}>{element}</RequirePermission> : element;
}

/** The routes of one area; each screen drawn inside a guard that keeps a broken descriptor to its own area. */
function routesOf(area: Area, customScreens: CustomScreens): RouteObject[] {
  return areaScreens(area).map(({ kind, path, permission }) => ({
    path,
    element: (
      <AreaErrorBoundary area={area.area}>
        {/* A key per area and screen: moving between two areas' lists starts a fresh screen. */}
        {guarded(permission, <Suspense key={`${area.area}:${kind}`} fallback={<PageSpinner />}>{screenFor(area, kind, customScreens)}</Suspense>)}
      </AreaErrorBoundary>
    ),
  }));
}

/** The routes of every area, generated from the descriptors, with the product's bespoke screens where they name one. */
export function buildAreaRoutes(areas: readonly Area[], customScreens: CustomScreens = {}): RouteObject[] {
  return areas.flatMap((area): RouteObject[] => {
    try {
      return routesOf(area, customScreens);
    } catch (error) {
      // A descriptor too broken even to route: its pages say so, the other areas are untouched.
      console.error(`The ${String(area.area)} area cannot be routed`, error);
      const base: unknown = area.route;
      return typeof base === 'string' && base !== '' ? [`/${base}`, `/${base}/*`].map((path) => ({ path, element: <AreaBroken area={String(area.area)} error={error} /> })) : [];
    }
  });
}
