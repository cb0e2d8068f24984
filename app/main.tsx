import { startDashboard } from '../engine';

// The marketplace's dashboard: the engine, given this product's texts and, fetched unless a
// signed-out visitor opens the sign-in page, its descriptors and screens (./dashboard).
// `@locales` is locales/ (vite.config.ts; a build may point it at another folder).
void startDashboard({
  // Only the page's language is fetched.
  locales: { ar: () => import('@locales/ar.json'), en: () => import('@locales/en.json') },
  dashboard: () => import('./dashboard').then((m) => m.dashboard),
});
