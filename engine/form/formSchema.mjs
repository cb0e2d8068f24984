// A form's JSON Schema as the form library receives it, shared by the dashboard and the build: the
// build compiles each form's validators from the very schemas the screens will hand the library.

/**
 * create and edit a record of a list; single: the one record of a settings-like page.
 * @typedef {'create' | 'edit' | 'single'} FormMode
 */

/**
 * The part of a JSON Schema property the engine reads.
 * @typedef {{ type?: string | string[]; title?: string; default?: unknown; [key: string]: unknown }} PropertySchema
 */

/** @typedef {{ type: 'object'; properties: Record<string, PropertySchema>; required?: string[]; [key: string]: unknown }} ObjectSchema */

/**
 * The parts of a descriptor's form that decide its schema in each mode.
 * @typedef {object} FormSchemaSource
 * @property {{ properties?: unknown; required?: unknown; [key: string]: unknown }} [schema]
 * @property {readonly string[]} [editOnly]
 * @property {readonly string[]} [createOnly]
 * @property {readonly string[]} [requiredOnCreate]
 * @property {readonly string[]} [requiredOnEdit]
 */

/**
 * Every mode a form is drawn in.
 * @type {readonly FormMode[]}
 */
export const FORM_MODES = ['create', 'edit', 'single'];

/**
 * The area's form for one mode: fields marked edit-only or create-only are left out of the other,
 * and the fields required on that mode alone join the required ones, after them.
 * @param {FormSchemaSource | undefined} form
 * @param {FormMode} mode
 * @returns {ObjectSchema}
 */
export function modeSchema(form, mode) {
  const hidden = new Set(mode === 'create' ? (form?.editOnly ?? []) : (form?.createOnly ?? []));
  const all = form?.schema?.properties;
  // Each property is a JSON Schema object: the descriptor checker holds the form's schema to draft-07.
  /** @type {Record<string, PropertySchema>} */
  const properties = Object.fromEntries(Object.entries(all && typeof all === 'object' ? all : {}).filter(([name]) => !hidden.has(name)));
  const written = form?.schema?.required;
  /** @type {string[]} */
  const required = Array.isArray(written) ? written : [];
  const ofMode = (mode === 'create' ? form?.requiredOnCreate : form?.requiredOnEdit) ?? [];
  const fields = [...required, ...ofMode.filter((name) => !required.includes(name))];
  return { ...(form?.schema ?? {}), type: 'object', properties, required: fields.filter((name) => !hidden.has(name)) };
}

/**
 * The schema with each text (a title or description: translation keys in a descriptor) passed
 * through `replace`, or left out where it returns undefined. A field named "title" stays a field.
 * @param {unknown} node
 * @param {(text: string) => string | undefined} replace
 * @returns {unknown}
 */
function mapTexts(node, replace) {
  if (Array.isArray(node)) return node.map((item) => mapTexts(item, replace));
  if (!node || typeof node !== 'object') return node;
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'title' || key === 'description') && typeof value === 'string') {
      const text = replace(value);
      if (text !== undefined) out[key] = text;
    } else if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, mapTexts(property, replace)]));
    } else out[key] = mapTexts(value, replace);
  }
  return out;
}

/**
 * Titles and descriptions are translation keys: the form shows their text.
 * @template T
 * @param {T} node
 * @param {(key: string) => string} translate
 * @returns {T}
 */
export function translateSchema(node, translate) {
  return /** @type {T} */ (mapTexts(node, translate));
}

/**
 * What validation reads of a schema: the schema without its texts. The texts are in the admin's
 * language at run time, so validators compiled at build time are found by this form of a schema.
 * @template T
 * @param {T} node
 * @returns {T}
 */
export function validationSchema(node) {
  return /** @type {T} */ (mapTexts(node, () => undefined));
}
