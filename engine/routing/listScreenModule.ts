import { preloadable } from './preloadable';

/** The engine's list screen, in the list's chunks (vite.config.ts), fetched beside the shell when it is the first screen. */
export const ListScreen = preloadable(() => import('../list/ListScreen').then((m) => m.ListScreen));
