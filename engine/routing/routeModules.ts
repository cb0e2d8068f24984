import { preloadable } from './preloadable';

// The route tree's layouts and area screens, each fetched as its route is first matched, so that the
// tree itself (engine/routing/dashboardRoutes.tsx) is light enough for the page's first code, which
// matches the first screen against it before React DOM is evaluated.
export const RootLayout = preloadable(() => import('./RootLayout').then((m) => m.RootLayout));
export const RequireAuth = preloadable(() => import('./guards').then((m) => m.RequireAuth));
export const PublicOnly = preloadable(() => import('./guards').then((m) => m.PublicOnly));
export const AreaRoute = preloadable(() => import('./AreaRoute').then((m) => m.AreaRoute));
export const AreaBroken = preloadable(() => import('../screens/AreaErrorBoundary').then((m) => m.AreaBroken));
