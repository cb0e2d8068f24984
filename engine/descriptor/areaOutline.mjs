// An area descriptor's outline: what the dashboard needs of every area before any of its screens
// opens (routes, the menu, permission checks). The build gives the dashboard each area's outline
// at start and the whole descriptor as its own small file, fetched with the area's first screen.

/** Kept whole in the outline. */
export const OUTLINE_KEYS = ['$schema', 'kind', 'area', 'route', 'routeAliases', 'title', 'icon', 'screen', 'unavailable', 'custom', 'permissions', 'api'];

/** Read only by the area's screens: the outline keeps only whether they are there. */
export const SCREEN_PARTS = ['list', 'form', 'show'];

/** The outline of a descriptor's contents; any other kind of descriptor (the menu, the notifications) is kept whole. */
export function outlineOf(descriptor) {
  if (!descriptor || typeof descriptor !== 'object' || descriptor.kind !== 'area') return descriptor;
  const outline = {};
  for (const key of OUTLINE_KEYS) if (key in descriptor) outline[key] = descriptor[key];
  for (const key of SCREEN_PARTS) if (key in descriptor) outline[key] = {};
  return outline;
}
