import { preloadable } from './preloadable';

// The signed-in layout: in the shell's chunk (vite.config.ts), fetched beside the first screen.
export const AppShell = preloadable(() => import('../shell/AppShell').then((m) => m.AppShell));
