import { Activity, memo, Suspense, useEffect, useMemo, useState } from 'react';
import {
  type Location,
  matchRoutes,
  NavigationType,
  type RouteObject,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  useNavigationType,
  useRoutes,
} from 'react-router-dom';
import { PageSpinner } from '../app/PageSpinner';
import { isAddressOf, settleAhead, useScreenAhead } from '../routing/screenAhead';

/** What a screen's routes see above them: the layouts around the screens take no part of the path. */
const TOP_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/** The screen routes at one address; drawn again only when its address changes. */
const SlotRoutes = memo(function SlotRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
});

/**
 * One screen at its own address. The router's location changes with every page; a slot sees only
 * its own, so a screen drawn unseen is shown as it was drawn, not drawn again.
 */
function Slot({ routes, location, navigationType }: { routes: RouteObject[]; location: Location; navigationType: NavigationType }) {
  const value = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return (
    <LocationContext.Provider value={value}>
      <RouteContext.Provider value={TOP_ROUTE}>
        <Suspense fallback={<PageSpinner />}>
          <SlotRoutes routes={routes} />
        </Suspense>
      </RouteContext.Provider>
    </LocationContext.Provider>
  );
}

/** One screen: its name, and its routes (an area's list has a path per tab). */
interface ScreenRoutes {
  name: string;
  routes: RouteObject[];
}

interface ScreenIndex {
  /** Each named screen's routes, in the tree's order. */
  named: Map<string, RouteObject[]>;
  /** Which screen each address draws, as found. */
  at: Map<string, ScreenRoutes>;
}

/** Per route tree: matching its two hundred routes takes a few milliseconds, done once per address. */
const indexes = new WeakMap<RouteObject[], ScreenIndex>();

function screenName(route: RouteObject): string | undefined {
  const named: unknown = (route.handle as { screen?: unknown } | undefined)?.screen;
  return typeof named === 'string' ? named : undefined;
}

/**
 * Which screen an address draws: the route's `handle.screen` (an area's screen, whichever of its
 * paths), else its route alone. A slot matches the address against that screen's routes only.
 */
function screenAt(routes: RouteObject[], pathname: string): ScreenRoutes {
  let index = indexes.get(routes);
  if (!index) {
    const named = new Map<string, RouteObject[]>();
    for (const route of routes) {
      const name = screenName(route);
      if (name !== undefined) named.set(name, [...(named.get(name) ?? []), route]);
    }
    index = { named, at: new Map() };
    indexes.set(routes, index);
  }
  let screen = index.at.get(pathname);
  if (!screen) {
    const top = matchRoutes(routes, pathname)?.[0]?.route;
    const name = top ? (screenName(top) ?? `route ${routes.indexOf(top)}`) : `unrouted ${pathname}`;
    screen = { name, routes: top ? (index.named.get(name) ?? [top]) : routes };
    // Bounded: a long session visits many record pages.
    if (index.at.size > 1000) index.at.clear();
    index.at.set(pathname, screen);
  }
  return screen;
}

/** The screen shown: for which router location, under which key, at which address. */
interface Shown {
  router: Location;
  key: string;
  screen: ScreenRoutes;
  location: Location;
}

/**
 * The signed-in pages' screen: the current one and, beside it and unseen, the one a link on it
 * leads to once that screen's code and reads are in (drawAhead). React draws the unseen one when
 * the page is idle, without starting its effects; the click on the link shows it and starts them.
 * A move to another address of the same screen (a list's tab or page) keeps the screen drawn, as
 * the router would; a move to another screen draws it anew.
 */
export function ScreenSlots({ routes }: { routes: RouteObject[] }) {
  const router = useLocation();
  const navigationType = useNavigationType();
  const ahead = useScreenAhead();
  const [shown, setShown] = useState<Shown>(() => {
    const screen = screenAt(routes, router.pathname);
    return { router, key: screen.name, screen, location: router };
  });
  let current = shown;
  if (shown.router !== router) {
    const screen = screenAt(routes, router.pathname);
    if (ahead && isAddressOf(ahead.location, router)) current = { router, key: ahead.id, screen, location: ahead.location };
    else current = { router, key: screen.name === shown.screen.name ? shown.key : screen.name, screen, location: router };
    setShown(current);
  }
  const address = router.pathname + router.search;
  const drawsAhead = ahead !== null && ahead.id !== current.key && ahead.from === address;
  // Once shown, or once its page is left, the screen drawn ahead is forgotten: coming back to the
  // page does not draw it again unasked.
  const settled = ahead !== null && !drawsAhead ? ahead.id : null;
  useEffect(() => {
    if (settled !== null) settleAhead(settled);
  }, [settled]);
  return (
    <>
      <Activity key={current.key} mode="visible">
        <Slot routes={current.screen.routes} location={current.location} navigationType={current.location === router ? navigationType : NavigationType.Push} />
      </Activity>
      {drawsAhead && (
        <Activity key={ahead.id} mode="hidden">
          <Slot routes={screenAt(routes, ahead.location.pathname).routes} location={ahead.location} navigationType={NavigationType.Push} />
        </Activity>
      )}
    </>
  );
}
