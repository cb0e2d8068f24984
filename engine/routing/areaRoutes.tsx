import { Suspense, use, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Area } from '../descriptor/descriptor.types';
import { areaScreens, hasList, listPath, type ScreenKind } from '../descriptor/areaModel';
import { wholeArea, type AreaSource } from '../descriptor/splitDescriptors';
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

/** An area's screen once its descriptor is in (fetched with the screen's code the first time). */
function AreaScreen({ source, kind, customScreens }: { source: AreaSource; kind: ScreenKind; customScreens: CustomScreens }) {
  const area = source.loaded() ?? use(source.load());
  return screenFor(area, kind, customScreens);
}

function guarded(permission: string | undefined, element: ReactNode): ReactNode {
  return permission ? <RequirePermission name={permission}>{element}</RequirePermission> : element;
}

/** The routes of one area; each screen drawn inside a guard that keeps a broken descriptor to its own area. */
function routesOf(source: AreaSource, customScreens: CustomScreens): RouteObject[] {
  const area = source.outline;
  return areaScreens(area).map(({ kind, path, permission }) => ({
    path,
    // One screen whichever of its paths: moving between a list's tabs keeps it drawn.
    handle: { screen: `${area.area}:${kind}` },
    element: (
      <AreaErrorBoundary area={area.area}>
        {/* A key per area and screen: moving between two areas' lists starts a fresh screen. */}
        {guarded(
          permission,
          <Suspense key={`${area.area}:${kind}`} fallback={<PageSpinner />}>
            <AreaScreen source={source} kind={kind} customScreens={customScreens} />
          </Suspense>,
        )}
      </AreaErrorBoundary>
    ),
  }));
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
      return typeof base === 'string' && base !== '' ? [`/${base}`, `/${base}/*`].map((path) => ({ path, element: <AreaBroken area={String(area.area)} error={error} /> })) : [];
    }
  });
}
