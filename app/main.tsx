import { preloadable, startDashboard } from '../engine';
import { customScreens } from '../custom-screens/registry';
import { STATISTICS_PATH } from '../custom-screens/home/statisticsCall';

// The marketplace's dashboard: the engine, given this product's descriptors, texts, bespoke
// screens and pages. `@descriptors` and `@locales` are descriptors/ and locales/ (vite.config.ts;
// a build may point them at other folders).
// The first load carries each area's outline (routes, menu, permissions); the whole descriptor
// comes with the area's first screen. The calls and lookups areas share (shared.json) are merged
// into each when the dashboard is built.
const outlines = import.meta.glob<{ default: unknown; completed: boolean }>(['@descriptors/*.json', '!@descriptors/shared.json'], { eager: true, query: '?outline' });
const wholes = import.meta.glob<unknown>(['@descriptors/*.json', '!@descriptors/shared.json'], { import: 'default' });

void startDashboard({
  descriptors: Object.entries(outlines).map(([file, { default: outline, completed }]) => {
    const whole = wholes[file];
    return whole ? { outline, completed, load: whole } : outline;
  }),
  // Only the page's language is fetched.
  locales: { ar: () => import('@locales/ar.json'), en: () => import('@locales/en.json') },
  customScreens,
  // Their own chunks, fetched beside the shell for a signed-in admin.
  homePage: preloadable(() => import('../custom-screens/home/HomePage').then((m) => m.HomePage)),
  // Asked for with the first code when the page opens on /home.
  homeReads: [STATISTICS_PATH],
  headerActions: preloadable(() => import('../custom-screens/profile/ProfileButton').then((m) => m.ProfileButton)),
});
