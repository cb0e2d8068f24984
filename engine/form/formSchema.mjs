// A form's JSON Schema as the form library receives it, shared by the dashboard and the build: the
// build compiles each form's validators from the very schemas the screens will hand the library.

/** Every mode a form is drawn in. */
export const FORM_MODES = ['create', 'edit', 'single'];

/** The area's form for one mode: fields marked edit-only or create-only are left out of the other. */
export function modeSchema(form, mode) {
  const hidden = new Set(mode === 'create' ? (form?.editOnly ?? []) : (form?.createOnly ?? []));
  const all = form?.schema?.properties;
  const properties = Object.fromEntries(Object.entries(all && typeof all === 'object' ? all : {}).filter(([name]) => !hidden.has(name)));
  const required = Array.isArray(form?.schema?.required) ? form.schema.required : [];
  return { ...(form?.schema ?? {}), type: 'object', properties, required: required.filter((name) => !hidden.has(name)) };
}

/**
 * The schema with each text (a title or description: translation keys in a descriptor) passed
 * through `replace`, or left out where it returns undefined. A field named "title" stays a field.
 */
function mapTexts(node, replace) {
  if (Array.isArray(node)) return node.map((item) => mapTexts(item, replace));
  if (!node || typeof node !== 'object') return node;
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

/** Titles and descriptions are translation keys: the form shows their text. */
export function translateSchema(node, translate) {
  return mapTexts(node, translate);
}

/**
 * What validation reads of a schema: the schema without its texts. The texts are in the admin's
 * language at run time, so validators compiled at build time are found by this form of a schema.
 */
export function validationSchema(node) {
  return mapTexts(node, () => undefined);
}
