import { preloadable } from '../app/preloadable';

// The engine's screens, each its own chunk; the routes draw them and the preloaders fetch them
// ahead of need (the first screen beside the shell, a form as the pointer reaches its link).
export const ListScreen = preloadable(() => import('../list/ListScreen').then((m) => m.ListScreen));
export const FormScreen = preloadable(() => import('../form/FormScreen').then((m) => m.FormScreen));
export const ShowScreen = preloadable(() => import('../show/ShowScreen').then((m) => m.ShowScreen));
