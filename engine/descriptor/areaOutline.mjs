// An area descriptor's outline: what the dashboard needs of every area before any of its screens
// opens (routes, the menu, permission checks, the list call). The build gives the dashboard each
// area's outline at start and the whole descriptor as its own small file, fetched with the area's
// first screen.

/** Kept whole in the outline (`history` names the group an area's records are logged under: links to a record need it before the area opens). */
const OUTLINE_KEYS = ['$schema', 'kind', 'area', 'route', 'routeAliases', 'title', 'icon', 'screen', 'unavailable', 'custom', 'permissions', 'api', 'history'];

/** Read only by the area's screens: the outline keeps only whether they are there (and, of the list, its call). */
const SCREEN_PARTS = ['list', 'form', 'show'];

/**
 * What of a list its call's address is made of (engine/list/listQuery.ts): the filters' names,
 * the order and the page sizes an address may ask for. Kept in the outline, so a list's rows are
 * asked for with the page's first code rather than after its whole descriptor has come.
 */
/** @type {Record<string, readonly string[] | null>} */
const LIST_CALL_PARTS = {
  filters: ['param', 'urlAliases'],
  columns: ['field', 'sortable'],
  sort: null,
  pageSizes: null,
  // Which areas the command palette searches is known before any of their screens opens.
  search: null,
};

/**
 * @param {Record<string, unknown> | null | undefined} item
 * @param {readonly string[]} keys
 */
function pick(item, keys) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const key of keys) if (item?.[key] !== undefined) out[key] = item[key];
  return out;
}

/** @param {Record<string, unknown> | undefined} list */
function listCallParts(list) {
  /** @type {Record<string, unknown>} */
  const out = {};
  if (!list || typeof list !== 'object') return out;
  for (const [key, itemKeys] of Object.entries(LIST_CALL_PARTS)) {
    if (list[key] === undefined) continue;
    const value = list[key];
    out[key] = itemKeys && Array.isArray(value) ? value.map((item) => pick(item, itemKeys)) : value;
  }
  return out;
}

/**
 * The outline of a descriptor's contents; any other kind of descriptor (the menu, the
 * notifications) is kept whole. Made of a completed area (normalizeDescriptor), it is completed
 * itself: the parts of the list it keeps hold their defaults.
 * @param {unknown} descriptor
 * @returns {unknown}
 */
export function outlineOf(descriptor) {
  if (!isRecord(descriptor) || descriptor.kind !== 'area') return descriptor;
  /** @type {Record<string, unknown>} */
  const outline = {};
  for (const key of OUTLINE_KEYS) if (key in descriptor) outline[key] = descriptor[key];
  for (const key of SCREEN_PARTS) if (key in descriptor) outline[key] = key === 'list' ? listCallParts(isRecord(descriptor.list) ? descriptor.list : undefined) : {};
  return outline;
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isRecord(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
