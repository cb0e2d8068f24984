// A form field's limits are declared once, on the server's field table; server/contract.json
// publishes them per create and update call ("writes"). Here they reach the form: a field the
// server requires on each call that shows it is marked required, with a rule naming it; a text field
// the call accepts takes the server's longest length, so the admin cannot type past what the
// server would refuse; a number its range, and the form's rules the server's pattern (read as the
// server reads it), range and values, each with a message naming the field. The descriptor need
// not repeat any of them, and writes a rule only where the spec gives its own message. Plain JavaScript so that the
// build (the descriptors and the form validators it compiles) and the checker complete a form in
// one and the same way.

/**
 * One field a call accepts, as far as the form reads it.
 * @typedef {{ type: string; required?: boolean; maxLength?: number; pattern?: string; patternName?: string; normalize?: 'compact'; minimum?: number; maximum?: number; enum?: readonly string[] }} AcceptedLimits
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
 * Whether the server requires a form property on every call that shows it, so the form marks it
 * required: not a field shown only sometimes (form.conditions) or sent under another name, and a
 * stored file on update counts as there (the edit form shows the one the record has).
 * @param {string} name
 * @param {readonly [mode: 'create' | 'update', fields: Record<string, AcceptedLimits> | undefined, hidden: unknown][]} modes
 * @param {Record<string, any>} form
 */
function serverRequires(name, modes, form) {
  if (form.sendAs?.[name] || (Array.isArray(form.conditions) && form.conditions.some((/** @type {{ field?: unknown }} */ condition) => condition.field === name))) return false;
  let strictly = false;
  for (const [mode, fields, hidden] of modes) {
    if (!fields || (Array.isArray(hidden) && hidden.includes(name))) continue;
    const field = fields[name];
    if (field?.required) strictly = true;
    else if (!(field?.type === 'file' && mode === 'update')) return false;
  }
  return strictly;
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
    const all = derived.get(field) ?? [];
    // A required check runs before the field's other checks, as a written one would.
    const first = rules.findIndex((rule) => rule.field === field);
    const required = first >= 0 ? all.filter((rule) => rule.rule === 'required') : [];
    if (required.length > 0) rules.splice(first, 0, ...required);
    const last = rules.reduce((at, rule, index) => (rule.field === field ? index + 1 : at), -1);
    const add = all.filter((rule) => !required.includes(rule));
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
  /** @type {[mode: 'create' | 'update', fields: Record<string, AcceptedLimits> | undefined, hidden: unknown][]} */
  const modes = [
    ['create', acceptedBy(data.api?.create, writes), data.form.editOnly],
    ['update', acceptedBy(data.api?.update, writes), data.form.createOnly],
  ];
  const calls = modes.map(([, fields]) => fields).filter((fields) => fields !== undefined);
  if (calls.length === 0) return area;
  /** @type {readonly DerivedRule[]} */
  const written = Array.isArray(data.form.rules) ? data.form.rules : [];
  const required = Array.isArray(data.form.schema.required) ? data.form.schema.required : [];
  /** @type {string[]} */
  const newlyRequired = [];
  /** @type {Record<string, unknown>} */
  const completed = {};
  /** @type {Map<string, DerivedRule[]>} */
  const derived = new Map();
  let changed = false;
  for (const [name, property] of Object.entries(properties)) {
    if (serverRequires(name, modes, data.form) && !required.includes(name) && !written.some((rule) => rule.field === name && (rule.rule === 'required' || rule.rule === 'minItems'))) {
      newlyRequired.push(name);
      derived.set(name, [{ field: name, rule: 'required', message: 'VALIDATION.required' }]);
      changed = true;
    }
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
    if (rules.length > 0) derived.set(name, [...(derived.get(name) ?? []), ...rules]);
    changed ||= Object.keys(bounds).length > 0 || rules.length > 0;
  }
  if (!changed) return area;
  const schema = { ...data.form.schema, properties: completed, ...(newlyRequired.length > 0 ? { required: [...required, ...newlyRequired] } : {}) };
  const form = { ...data.form, schema };
  // The required fields first, in the order their checks run (requiredRules.mjs), then the others.
  const order = [...required, ...Object.keys(properties).filter((name) => !required.includes(name))];
  if (derived.size > 0) form.rules = placeRules(written, order, derived);
  return /** @type {T} */ ({ ...data, form });
}
