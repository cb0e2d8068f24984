import { startSignInPage } from '../engine';

// The sign-in page's own entry (signin.html, served at the dashboard's first address): the engine's
// sign-in page with this product's texts, without the descriptors or the screens.
// `@locales` is locales/ (vite.config.ts; a build may point it at another folder).
void startSignInPage({
  // Only the page's language is fetched.
  locales: { ar: () => import('@locales/ar.json'), en: () => import('@locales/en.json') },
});
