import { preloadable } from './preloadable';

// The signed-in layout and the home page: their own chunks, fetched beside the first screen.
export const AppShell = preloadable(() => import('../shell/AppShell').then((m) => m.AppShell));
export const HomePage = preloadable(() => import('../shell/HomePage').then((m) => m.HomePage));
