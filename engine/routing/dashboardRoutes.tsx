import type { RouteObject } from 'react-router-dom';
import { preloadable } from './preloadable';
import { AuthLayout, SignInPage, signedOutPages } from './authModules';
import { AppShell } from './shellModules';
import type { ProductComponent } from '../descriptor/useDashboard';
import { warmRead } from '../data/warmRead';
import { PERMISSIONS_KEY } from '../data/keys';
import { buildMenu } from '../descriptor/areaModel';
import type { LoadedDescriptors } from '../descriptor/splitDescriptors';
import type { CustomScreens } from '../registries/customScreens';
import { buildAreaRoutes } from './areaRoutes';
import type { RouteHandle, RoutePreload } from './routeHandle';
import { PublicOnly, RequireAuth, RootLayout } from './routeModules';

// Every page is its own chunk (the signed-out ones in ../app/authModules).
const ForbiddenPage = preloadable(() => import('../screens/ForbiddenPage').then((m) => m.ForbiddenPage));
const NotFoundPage = preloadable(() => import('../screens/NotFoundPage').then((m) => m.NotFoundPage));

/** What the route tree is made from: the descriptors and the product's parts of the pages. */
interface DashboardParts {
  descriptors: LoadedDescriptors;
  customScreens: CustomScreens;
  homePage: ProductComponent;
  /** What the home page reads as it opens (API paths), asked for with the page's first code. */
  homeReads?: readonly string[] | undefined;
  headerActions: ProductComponent | null;
}

/** A preload that only fetches code. */
function codeOf(...parts: ({ preload?: () => Promise<unknown> } | null | undefined)[]): RoutePreload {
  return { asked: Promise.resolve(), code: () => Promise.all(parts.map((part) => part?.preload?.().catch(() => undefined))) };
}

/**
 * The whole route tree: the public sign-in pages, the authenticated area (the product's home page
 * first), and the rest. The router is given it, and the same objects are matched (matchRoutes) to
 * start a screen's reads and code before it is drawn: each route carries its preload in `handle`.
 */
export function dashboardRoutes({ descriptors, customScreens, homePage, homeReads = [], headerActions }: DashboardParts): RouteObject[] {
  const HomePage = homePage;
  const menu = buildMenu(
    descriptors.menu,
    descriptors.areas.map((source) => source.outline),
  );
  const shell: RouteHandle = {
    preload: ({ intent }) => {
      // The menu's permissions need no code: asked for at once, so the menu is drawn whole the first time.
      if (intent === 'first') void warmRead(PERMISSIONS_KEY);
      return codeOf(AppShell, RequireAuth, headerActions);
    },
  };
  const home: RouteHandle = {
    screen: 'home',
    preload: () => {
      for (const key of homeReads) void warmRead(key);
      return codeOf(homePage);
    },
  };
  const only = (part: { preload: () => Promise<unknown> }): RouteHandle => ({ preload: () => codeOf(part) });
  return [
    {
      element: <RootLayout />,
      handle: only(RootLayout),
      children: [
        {
          element: <PublicOnly />,
          handle: { access: 'signedOut', preload: () => codeOf(PublicOnly) } satisfies RouteHandle,
          children: [
            { index: true, element: <SignInPage />, handle: only(SignInPage) },
            {
              element: <AuthLayout />,
              handle: only(AuthLayout),
              children: signedOutPages.map(({ path, Page }) => ({ path, element: <Page />, handle: only(Page) })),
            },
          ],
        },
        {
          element: <RequireAuth />,
          handle: { access: 'signedIn' } satisfies RouteHandle,
          children: [
            {
              element: <AppShell menu={menu} />,
              handle: shell,
              children: [{ path: 'home', element: <HomePage />, handle: home }, ...buildAreaRoutes(descriptors.areas, customScreens)],
            },
          ],
        },
        { path: 'forbidden', element: <ForbiddenPage />, handle: only(ForbiddenPage) },
        { path: '*', element: <NotFoundPage />, handle: only(NotFoundPage) },
      ],
    },
  ];
}
