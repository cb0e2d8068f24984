import { lazy, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { PublicOnly, RequireAuth } from '../routing/guards';
import { BASENAME } from '../routing/paths';
import { RootLayout } from '../routing/RootLayout';
import { AppErrorPage } from '../screens/AppErrorPage';
import type { MenuNode } from '../shell/menuModel';
import { AuthLayout, SignInPage, signedOutPages } from './authModules';
import { AppShell } from './shellModules';
import type { ProductComponent } from './useDashboard';

// Every page is its own chunk (the signed-out ones in ./authModules).
const ForbiddenPage = lazy(() => import('./ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })));
const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** The whole route tree: the public sign-in pages, the authenticated area (the product's home page first), and the rest. */
function buildRoutes(areaRoutes: RouteObject[], menu: readonly MenuNode[], HomePage: ProductComponent): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // Areas guard their own screens; this catches the rest (the shell's code missing, a bug).
      errorElement: <AppErrorPage />,
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
              element: <AppShell menu={menu} />,
              children: [{ path: 'home', element: <HomePage /> }, ...areaRoutes],
            },
          ],
        },
        { path: 'forbidden', element: <ForbiddenPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The dashboard application; the router is created once, from the first props. */
export function App({ areaRoutes, menu, homePage }: { areaRoutes: RouteObject[]; menu: MenuNode[]; homePage: ProductComponent }) {
  const [router] = useState(() => createBrowserRouter(buildRoutes(areaRoutes, menu, homePage), { basename: BASENAME }));
  return <RouterProvider router={router} />;
}
