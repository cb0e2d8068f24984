import { preloadable } from './preloadable';

// The engine's record screens, each its own chunk; the routes draw them and the preloaders fetch
// them ahead of need (the first screen beside the shell, a form as the pointer reaches its link).
// The list's module is apart (listScreenModule.ts): the list warms these, so they must not lead back to it.
export const FormScreen = preloadable(() => import('../form/FormScreen').then((m) => m.FormScreen));
export const ShowScreen = preloadable(() => import('../show/ShowScreen').then((m) => m.ShowScreen));
