import type { DashboardParts } from '../engine';
import { preloadable } from '../engine';
import { customScreens } from '../custom-screens/registry';

// What the signed-in dashboard is made of: this product's descriptors, bespoke screens and pages.
// `@descriptors` is descriptors/ (vite.config.ts; a build may point it at another folder).
// The first load carries each area's outline (routes, menu, permissions); the whole descriptor
// comes with the area's first screen. The calls and lookups areas share (shared.json) are merged
// into each when the dashboard is built.
const outlines = import.meta.glob<unknown>(['@descriptors/*.json', '!@descriptors/shared.json'], { eager: true, import: 'default', query: '?outline' });
const wholes = import.meta.glob<unknown>(['@descriptors/*.json', '!@descriptors/shared.json'], { import: 'default' });

export const dashboard: DashboardParts = {
  descriptors: Object.entries(outlines).map(([file, outline]) => {
    const whole = wholes[file];
    return whole ? { outline, load: whole } : outline;
  }),
  customScreens,
  // Their own chunks, fetched beside the shell for a signed-in admin.
  homePage: preloadable(() => import('../custom-screens/home/HomePage').then((m) => m.HomePage)),
  headerActions: preloadable(() => import('../custom-screens/profile/ProfileButton').then((m) => m.ProfileButton)),
};
