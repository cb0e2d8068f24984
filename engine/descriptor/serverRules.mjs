// A form field's limits are declared once, on the server's field table; server/contract.json
// publishes them per create and update call ("writes"). Here they reach the form: a text field
// the call accepts takes the server's longest length, so the admin cannot type past what the
// server would refuse, and the descriptor need not repeat it. Plain JavaScript so that the
// build (the descriptors and the form validators it compiles) and the checker complete a form in
// one and the same way.

/**
 * One field a call accepts, as far as the form reads it.
 * @typedef {{ type: string; maxLength?: number }} AcceptedLimits
 */

/** @typedef {Record<string, Record<string, Record<string, AcceptedLimits>>>} Writes */

/**
 * The route of the contract a descriptor's call path stands for (`{x}` matches `:x`).
 * @param {string} callPath
 * @param {Iterable<string>} routes
 * @returns {string | undefined}
 */
export function writeRouteOf(callPath, routes) {
  const segments = callPath.split('/');
  for (const route of routes) {
    const parts = route.split('/');
    if (parts.length === segments.length && parts.every((part, i) => (part.startsWith(':') ? /^\{\w+\}$/.test(segments[i] ?? '') : part === segments[i]))) return route;
  }
  return undefined;
}

/**
 * The fields a call accepts, or undefined when the contract does not know the call.
 * @param {{ path?: unknown; method?: unknown; body?: Record<string, unknown> } | undefined} call
 * @param {Writes} writes
 */
function acceptedBy(call, writes) {
  if (!call || typeof call.path !== 'string') return undefined;
  const route = writeRouteOf(call.path, Object.keys(writes));
  const method = String(call.body?._method ?? call.method ?? 'POST').toUpperCase();
  return route ? writes[route]?.[method] : undefined;
}

/**
 * @param {unknown} type
 */
const isText = (type) => type === 'string' || (Array.isArray(type) && type.includes('string'));

/**
 * An area (a copy where anything is added) whose form's text fields take the server's maximum
 * length where the descriptor gives none; the create call speaks first, then the update call.
 * An area whose calls the contract does not know is left as it is.
 * @template T
 * @param {T} area
 * @param {Writes | undefined} writes
 * @returns {T}
 */
export function withServerLimits(area, writes) {
  const data = /** @type {any} */ (area);
  const properties = data?.form?.schema?.properties;
  if (!writes || data?.kind !== 'area' || !properties || typeof properties !== 'object') return area;
  const calls = [acceptedBy(data.api?.create, writes), acceptedBy(data.api?.update, writes)].filter((fields) => fields !== undefined);
  if (calls.length === 0) return area;
  /** @type {Record<string, unknown>} */
  const completed = {};
  let changed = false;
  for (const [name, property] of Object.entries(properties)) {
    const max = calls.map((fields) => fields[name]?.maxLength).find((length) => length !== undefined);
    const fits = property && typeof property === 'object' && isText(property.type) && property.format !== 'data-url' && property.maxLength === undefined;
    if (max !== undefined && fits && !data.form.sendAs?.[name]) {
      completed[name] = { ...property, maxLength: max };
      changed = true;
    } else completed[name] = property;
  }
  if (!changed) return area;
  return /** @type {T} */ ({ ...data, form: { ...data.form, schema: { ...data.form.schema, properties: completed } } });
}
