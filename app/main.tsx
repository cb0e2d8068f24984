import { preloadable, startDashboard } from '../engine';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { customScreens } from '../custom-screens/registry';

// The marketplace's dashboard: the engine, given this product's descriptors, texts, bespoke
// screens and pages. `@descriptors` and `@locales` are descriptors/ and locales/ (vite.config.ts;
// a build may point them at other folders).
const descriptors = import.meta.glob<unknown>('@descriptors/*.json', { eager: true, import: 'default' });

void startDashboard({
  descriptors: Object.values(descriptors),
  locales: { ar, en },
  customScreens,
  // Their own chunks, fetched beside the shell for a signed-in admin.
  homePage: preloadable(() => import('../custom-screens/home/HomePage').then((m) => m.HomePage)),
  headerActions: preloadable(() => import('../custom-screens/profile/ProfileButton').then((m) => m.ProfileButton)),
});
