import { preloadable } from './preloadable';

// The signed-in layout: its own chunk, fetched beside the first screen.
export const AppShell = preloadable(() => import('../shell/AppShell').then((m) => m.AppShell));
