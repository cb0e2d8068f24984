import { lazy, useState } from 'react';
import { type RouteObject, UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router-dom';
import { GuardedHistoryContext, guardHistory } from '../routing/guardedHistory';
import { freezeRoutes } from '../routing/freezeRoutes';
import { PublicOnly, RequireAuth } from '../routing/guards';
import { BASENAME } from '../routing/paths';
import { RootLayout } from '../routing/RootLayout';
import { AppErrorBoundary } from '../screens/AppErrorPage';
import type { MenuNode } from '../shell/menuModel';
import { AuthLayout, SignInPage, signedOutPages } from './authModules';
import { AppShell } from './shellModules';
import type { ProductComponent } from './useDashboard';

// Every page is its own chunk (the signed-out ones in ./authModules).
const ForbiddenPage = lazy(() => import('./ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })));
const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** The whole route tree: the public sign-in pages, the authenticated area (the product's home page first), and the rest. */
function buildRoutes(areaRoutes: RouteObject[], menu: readonly MenuNode[], HomePage: ProductComponent): RouteObject[] {
  // The shell draws its screens itself (ScreenSlots); the router matches them to know the address is the shell's.
  const screens: RouteObject[] = [{ path: 'home', element: <HomePage />, handle: { screen: 'home' } }, ...areaRoutes];
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <PublicOnly />,
          children: [
            { index: true, element: <SignInPage /> },
            {
              element: <AuthLayout />,
              children: signedOutPages.map(({ path, Page }) => ({ path, element: <Page /> })),
            },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <AppShell menu={menu} screens={screens} />,
              children: screens,
            },
          ],
        },
        { path: 'forbidden', element: <ForbiddenPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The dashboard application; the routes are built once, from the first props. The router draws
 * from the browser's history, through a guard that lets a screen with unsaved changes hold a
 * navigation (engine/routing/guardedHistory.ts).
 */
export function App({ areaRoutes, menu, homePage }: { areaRoutes: RouteObject[]; menu: MenuNode[]; homePage: ProductComponent }) {
  const [history] = useState(() => guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true })));
  // Frozen: React Router keeps their ranking rather than sorting them again on each change of page.
  const [routes] = useState(() => freezeRoutes(buildRoutes(areaRoutes, menu, homePage)));
  return (
    <GuardedHistoryContext.Provider value={history}>
      {/* A page change is drawn at once rather than as a transition: the next screen's code is
          fetched while the pointer rests on its link, and a transition's drawing in 5 ms slices,
          each waiting for the next frame, made a form appear about 40% later. A screen whose code
          is not in yet shows its area's spinner meanwhile. */}
      <HistoryRouter history={history} basename={BASENAME} useTransitions={false}>
        {/* Areas guard their own screens; this catches the rest (the shell's code missing, a bug). */}
        <AppErrorBoundary>
          <RouteTree routes={routes} />
        </AppErrorBoundary>
      </HistoryRouter>
    </GuardedHistoryContext.Provider>
  );
}
