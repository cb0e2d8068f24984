// A form field's limits are declared once, on the server's field table; server/contract.json
// publishes them per create and update call ("writes"). Here they reach the form: a text field
// the call accepts takes the server's longest length, so the admin cannot type past what the
// server would refuse; a number its range, and the form's rules the server's pattern (read as the
// server reads it), range and values, each with a message naming the field. The descriptor need
// not repeat any of them, and writes a rule only where the spec gives its own message. Plain JavaScript so that the
// build (the descriptors and the form validators it compiles) and the checker complete a form in
// one and the same way.

/**
 * One field a call accepts, as far as the form reads it.
 * @typedef {{ type: string; maxLength?: number; pattern?: string; patternName?: string; normalize?: 'compact'; minimum?: number; maximum?: number; enum?: readonly string[] }} AcceptedLimits
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
 * @param {unknown} type
 */
const isNumber = (type) => type === 'number' || type === 'integer';

/** @typedef {{ field: string; rule: string; value?: number | string | readonly string[]; message: string; normalize?: 'compact'; when?: unknown }} DerivedRule */

/**
 * The rules the server's constraints on one field add to the form's: each kind the form does not
 * already check (a written rule of that kind, or the bound in the field's schema) is checked with
 * the server's value and a message of its kind.
 * @param {string} name
 * @param {Record<string, any>} property
 * @param {AcceptedLimits} server
 * @param {readonly DerivedRule[]} written
 * @returns {DerivedRule[]}
 */
function derivedRules(name, property, server, written) {
  const has = (/** @type {string} */ kind) => written.some((rule) => rule.field === name && rule.rule === kind && !rule.when);
  /** @type {DerivedRule[]} */
  const out = [];
  if (server.pattern && !has('pattern') && property.pattern === undefined) {
    const message = server.patternName ? `VALIDATION.${server.patternName}Format` : 'VALIDATION.format';
    out.push({ field: name, rule: 'pattern', value: server.pattern, message, ...(server.normalize ? { normalize: server.normalize } : {}) });
  }
  if (server.minimum !== undefined && !has('min')) out.push({ field: name, rule: 'min', value: server.minimum, message: 'VALIDATION.atLeast' });
  if (server.maximum !== undefined && !has('max')) out.push({ field: name, rule: 'max', value: server.maximum, message: 'VALIDATION.atMost' });
  if (server.enum && !has('oneOf')) out.push({ field: name, rule: 'oneOf', value: server.enum, message: 'VALIDATION.oneOf' });
  return out;
}

/**
 * The form's rules with the derived ones of each field placed after that field's written rules,
 * or, for a field with none, after the rules of the fields before it: the checks still run in the
 * order the form shows its fields.
 * @param {readonly DerivedRule[]} written
 * @param {readonly string[]} order
 * @param {Map<string, DerivedRule[]>} derived
 */
function placeRules(written, order, derived) {
  const rules = [...written];
  let after = 0;
  for (const field of order) {
    const last = rules.reduce((at, rule, index) => (rule.field === field ? index + 1 : at), -1);
    const add = derived.get(field) ?? [];
    const at = last >= 0 ? last : after;
    rules.splice(at, 0, ...add);
    after = Math.max(after, at + add.length);
  }
  return rules;
}

/**
 * An area (a copy where anything is added) whose form takes the server's constraints: a text
 * field its maximum length and a number its range where the descriptor's schema gives none, and
 * the rules of derivedRules. The create call speaks first, then the update call. An area whose
 * calls the contract does not know is left as it is.
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
  /** @type {readonly DerivedRule[]} */
  const written = Array.isArray(data.form.rules) ? data.form.rules : [];
  /** @type {Record<string, unknown>} */
  const completed = {};
  /** @type {Map<string, DerivedRule[]>} */
  const derived = new Map();
  let changed = false;
  for (const [name, property] of Object.entries(properties)) {
    const server = calls.map((fields) => fields[name]).find((field) => field !== undefined);
    const usable = server && property && typeof property === 'object' && property.format !== 'data-url' && !data.form.sendAs?.[name];
    if (!usable) {
      completed[name] = property;
      continue;
    }
    /** @type {Record<string, unknown>} */
    const bounds = {};
    if (server.maxLength !== undefined && isText(property.type) && property.maxLength === undefined) bounds.maxLength = server.maxLength;
    if (isNumber(property.type)) {
      if (server.minimum !== undefined && property.minimum === undefined) bounds.minimum = server.minimum;
      if (server.maximum !== undefined && property.maximum === undefined) bounds.maximum = server.maximum;
    }
    completed[name] = Object.keys(bounds).length > 0 ? { ...property, ...bounds } : property;
    const rules = derivedRules(name, property, server, written);
    if (rules.length > 0) derived.set(name, rules);
    changed ||= Object.keys(bounds).length > 0 || rules.length > 0;
  }
  if (!changed) return area;
  const form = { ...data.form, schema: { ...data.form.schema, properties: completed } };
  // The required fields first, in the order their checks run (requiredRules.mjs), then the others.
  const required = Array.isArray(data.form.schema.required) ? data.form.schema.required : [];
  const order = [...required, ...Object.keys(properties).filter((name) => !required.includes(name))];
  if (derived.size > 0) form.rules = placeRules(written, order, derived);
  return /** @type {T} */ ({ ...data, form });
}
