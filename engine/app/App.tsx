import { lazy, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { PublicOnly, RequireAuth } from '../routing/guards';
import { BASENAME } from '../routing/paths';
import { RootLayout } from '../routing/RootLayout';
import { AppErrorPage } from '../screens/AppErrorPage';
import type { MenuNode } from '../shell/menuModel';
import { AppShell } from './shellModules';
import type { ProductComponent } from './useDashboard';

// Every page is its own chunk: the login page loads neither the shell nor any form library.
const AuthLayout = lazy(() => import('../auth/AuthLayout').then((m) => ({ default: m.AuthLayout })));
const LoginPage = lazy(() => import('../auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const ResetPasswordEmailPage = lazy(() => import('../auth/ResetPasswordEmailPage').then((m) => ({ default: m.ResetPasswordEmailPage })));
const EmailVerificationPage = lazy(() => import('../auth/EmailVerificationPage').then((m) => ({ default: m.EmailVerificationPage })));
const ResetPasswordPage = lazy(() => import('../auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const ChangePhonePage = lazy(() => import('../auth/ChangePhonePage').then((m) => ({ default: m.ChangePhonePage })));
const ForbiddenPage = lazy(() => import('./ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })));
const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** The whole route tree: the public sign-in pages, the authenticated area (the product's home page first), and the rest. */
export function buildRoutes(areaRoutes: RouteObject[], menu: readonly MenuNode[], HomePage: ProductComponent): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // Areas guard their own screens; this catches the rest (the shell's code missing, a bug).
      errorElement: <AppErrorPage />,
      children: [
        {
          element: <PublicOnly />,
          children: [
            {
              element: <AuthLayout />,
              children: [
                { index: true, element: <LoginPage /> },
                { path: 'reset-password-email', element: <ResetPasswordEmailPage /> },
                { path: 'email-verification/:type', element: <EmailVerificationPage /> },
                { path: 'reset-password', element: <ResetPasswordPage /> },
                { path: 'chang-phone-number', element: <ChangePhonePage /> },
              ],
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
