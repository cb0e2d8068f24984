// The descriptor types and the defaults table are generated from the engine schema so the
// engine and the schema never drift apart. `npm run schema:types` writes them; a test fails when
// a written file is out of date.
//
// The types are those of a descriptor as the engine holds it, after loading: a property the
// schema gives a default is always there (`cell` of a column, `method` of a call).
import fs from 'node:fs';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { repoRoot } from './checkDescriptors.mjs';

/**
 * @import { JSONSchema } from 'json-schema-to-typescript'
 * @import { DefaultsTable } from '../descriptor/normalizeDescriptor'
 */

/**
 * A node of the engine schema as written: which keywords it has varies from node to node, and
 * each is read where it is tested.
 * @typedef {Record<string, any>} SchemaNode
 */

/**
 * A place of the defaults table while it is made: a definition's name, or what is inside it.
 * @typedef {string | Shape} ShapePlace
 */

/**
 * @typedef {object} Shape
 * @property {Record<string, unknown>} [defaults]
 * @property {Record<string, ShapePlace>} [properties]
 * @property {ShapePlace} [items]
 * @property {ShapePlace} [values]
 * @property {string[]} [declared]
 * @property {string[]} [valuesExcept]
 */

export const typesFile = path.join(repoRoot, 'engine/descriptor/descriptor.types.ts');
export const defaultsFile = path.join(repoRoot, 'engine/descriptor/descriptorDefaults.ts');
const schemaFile = path.join(repoRoot, 'engine/schema/descriptor.schema.json');
const BANNER = '/* Generated from engine/schema/descriptor.schema.json by `npm run schema:types`. Do not edit. */';

/** Names from names.schema.json (the product's texts and permissions, the form widgets): plain strings to TypeScript. */
const NAMES = ['translationKey', 'permissionKey', 'formWidget'];

/**
 * Type names for the parts of a definition that are not definitions themselves, by their place in it.
 * @type {Record<string, string>}
 */
const PART_NAMES = {
  'area/properties/permissions': 'AreaPermissions',
  'area/properties/custom': 'AreaCustomScreens',
  'area/properties/api': 'AreaCalls',
  'area/properties/response': 'ResponsePaths',
  'area/properties/list': 'AreaList',
  'area/properties/list/properties/filterRules/items': 'FilterRule',
  'area/properties/list/properties/summary/items': 'SummaryFigure',
  'area/properties/list/properties/exports/items': 'ListExport',
  'area/properties/form': 'AreaForm',
  'area/properties/form/properties/schema': 'FormFields',
  'area/properties/form/properties/conditions/items': 'FormCondition',
  'area/properties/form/properties/sendAs/additionalProperties': 'RowsSentAs',
  'area/properties/show': 'AreaShow',
  'area/properties/show/properties/sections/items': 'ShowSection',
  'column/properties/toggle': 'ColumnToggle',
  'rule/properties/when': 'FieldEquals',
  'uiField/properties/ui:options': 'UiOptions',
  'notifications/properties/api': 'NotificationCalls',
};
/** Read by the build and the checker only: the engine never holds the shared descriptor (sharedParts.mjs). */
const BUILD_ONLY = ['shared', 'sharedName', 'sharedCall', 'sharedSource'];
/**
 * Places of the same shape as a named part: one name for one concept.
 * @type {Record<string, string>}
 */
const SAME_AS = {
  'area/properties/form/properties/conditions/items/properties/when': 'FieldEquals',
};

/** @param {string} name */
function pascal(name) {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * @param {unknown} node
 * @returns {node is SchemaNode}
 */
function isObject(node) {
  return node !== null && typeof node === 'object' && !Array.isArray(node);
}

/** @returns {SchemaNode} */
function readSchema() {
  return JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
}

/**
 * The definition a local $ref names ("#/$defs/column" → "column"); null for another file's.
 * @param {string} ref
 * @returns {string | null}
 */
function refName(ref) {
  const match = /^#\/\$defs\/([^/]+)$/.exec(ref);
  return match?.[1] ?? null;
}

/**
 * The schema as json-schema-to-typescript should read it: each definition named once (a $ref
 * becomes the definition's type, so "FieldPath" is never numbered), parts named as PART_NAMES
 * says, and every property with a default required.
 * @param {SchemaNode} schema
 * @returns {Record<string, SchemaNode>}
 */
function typingSchema(schema) {
  /** @type {SchemaNode} */
  const defs = structuredClone(schema.$defs);
  for (const name of NAMES) defs[name] = { description: defs[name].description, type: 'string' };

  // Each "exactly one of" shape of a menu item becomes a type of its own.
  const item = defs.menuItem;
  defs.menuItem = {
    description: item.description,
    oneOf: item.oneOf.map((/** @type {SchemaNode} */ shape) => {
      const forbidden = new Set((shape.not?.anyOf ?? []).flatMap((/** @type {SchemaNode} */ branch) => branch.required));
      const properties = Object.fromEntries(Object.entries(item.properties).filter(([key]) => !forbidden.has(key)));
      return { title: `${pascal(shape.required[0])}MenuItem`, type: 'object', additionalProperties: false, required: shape.required, properties };
    }),
  };

  /** @type {(written: unknown, at: string) => unknown} */
  const visit = (written, at) => {
    if (Array.isArray(written)) return written.map((child, i) => visit(child, `${at}/${i}`));
    if (!isObject(written)) return written;
    const node = merged(written);
    if (typeof node.$ref === 'string') {
      const name = refName(node.$ref);
      if (!name) throw new Error(`${at}: a $ref to another file is only expected in ${NAMES.join(', ')}`);
      return { tsType: pascal(name), ...(node.description ? { description: node.description } : {}) };
    }
    // A value of any kind ("equals") is unknown, not an object.
    if (!['type', 'enum', 'const', 'anyOf', 'oneOf', 'properties', 'items', 'tsType'].some((key) => key in node)) {
      return { tsType: 'unknown', ...(node.description ? { description: node.description } : {}) };
    }
    /** @type {SchemaNode} */
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      // Titles are written for analysts ("List screen"); type names come from PART_NAMES.
      if (key === 'title' && typeof value === 'string') continue;
      // Conditions and the analyst's examples say nothing about a type.
      if (['if', 'then', 'else', 'allOf', 'not', 'examples', 'patternProperties'].includes(key)) continue;
      if (key === 'properties') out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, `${at}/properties/${k}`)]));
      else out[key] = visit(value, `${at}/${key}`);
    }
    if (isObject(node.properties)) {
      const defaulted = Object.entries(node.properties)
        .filter(([, child]) => isObject(child) && 'default' in child)
        .map(([key]) => key);
      if (defaulted.length > 0) out.required = [...new Set([...(node.required ?? []), ...defaulted])];
    }
    if (PART_NAMES[at]) out.title = PART_NAMES[at];
    // Other settings of the form library, fields nested in an object field and the form's other
    // JSON Schema keywords pass through untyped.
    if (at === 'uiField' || at === 'area/properties/form/properties/schema') out.additionalProperties = true;
    if (SAME_AS[at]) return { tsType: SAME_AS[at], ...(node.description ? { description: node.description } : {}) };
    // The titles of menu item shapes, set above, stay.
    if (node.title && /MenuItem$/.test(node.title)) out.title = node.title;
    return out;
  };

  /** @type {Record<string, SchemaNode>} */
  const typed = {};
  for (const [name, def] of Object.entries(defs)) if (!BUILD_ONLY.includes(name)) typed[name] = { .../** @type {SchemaNode} */ (visit(def, name)), title: pascal(name) };
  return typed;
}

/**
 * A call or lookup may be written as a shared one's name ("use"), its path then coming from the
 * shared descriptor; the engine holds it merged (engine/descriptor/sharedParts.mjs): with what the
 * other branch requires ("path"), without "use".
 * @param {SchemaNode} node
 * @returns {SchemaNode}
 */
function merged(node) {
  if (!isObject(node.properties) || !('use' in node.properties)) return node;
  const { use: _use, ...properties } = node.properties;
  const { anyOf = [], ...rest } = node;
  const required = anyOf.flatMap((/** @type {SchemaNode} */ branch) => branch.required ?? []).filter((/** @type {string} */ key) => key !== 'use');
  return { ...rest, properties, required: [...new Set([...(node.required ?? []), ...required])] };
}

/** @returns {Promise<string>} */
export async function generateTypes() {
  const defs = typingSchema(readSchema());
  /** @type {JSONSchema} */
  const wrapper = {
    title: 'Descriptors',
    description: 'Every kind of descriptor, as the engine holds it once loaded.',
    type: 'object',
    additionalProperties: false,
    properties: { area: { tsType: 'Area' }, menu: { tsType: 'Menu' }, notifications: { tsType: 'Notifications' } },
    $defs: defs,
  };
  const ts = await compile(wrapper, 'Descriptors', {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: true,
    ignoreMinAndMaxItems: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  // Every type comes from a definition; the generator's note saying so on each is noise.
  return ts.replace(/\n \*\n \* This (?:interface|type) was referenced by `Descriptors`'s JSON-Schema\n \* via the `definition` "\w+"\./g, '');
}

/**
 * The defaults of the schema as a table the engine applies when it loads a descriptor
 * (engine/descriptor/normalizeDescriptor.ts): for each definition, the defaults of its
 * properties and where further defaults are inside it. Only what leads to a default is kept.
 * A default the table cannot express (inside anyOf, oneOf, if / then / else) is refused here.
 * @param {SchemaNode} [schema]
 * @returns {DefaultsTable}
 */
export function defaultsTable(schema = readSchema()) {
  const defs = schema.$defs;
  /** @type {(node: unknown, at: string) => void} */
  const refuse = (node, at) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        refuse(child, `${at}/${i}`);
      });
      return;
    }
    if (!isObject(node)) return;
    if ('default' in node) throw new Error(`${at}: a default here is not applied when a descriptor is loaded; put it on a property`);
    for (const [key, value] of Object.entries(node)) if (!['enum', 'const', 'examples', 'default'].includes(key)) refuse(value, `${at}/${key}`);
  };
  // First the shape of each definition, then which of them lead to a default (they refer to each other, menu items to themselves).
  /** @type {(node: unknown, at: string) => ShapePlace | null} */
  const shape = (node, at) => {
    if (!isObject(node)) return null;
    if (typeof node.$ref === 'string') return refName(node.$ref);
    for (const key of ['anyOf', 'oneOf', 'if', 'then', 'else', 'allOf', 'not']) if (node[key]) refuse(node[key], `${at}/${key}`);
    /** @type {Shape} */
    const out = {};
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      if (isObject(child) && 'default' in child) (out.defaults ??= {})[key] = child.default;
      const inner = shape(child, `${at}/properties/${key}`);
      if (inner) (out.properties ??= {})[key] = inner;
    }
    const items = shape(node.items, `${at}/items`);
    if (items) out.items = items;
    const values = shape(node.additionalProperties, `${at}/additionalProperties`);
    if (values) out.values = values;
    // As in JSON Schema, the declared properties and those matching a pattern are not "the other values".
    if (values && isObject(node.properties)) out.declared = Object.keys(node.properties);
    if (isObject(node.patternProperties)) {
      for (const [pattern, child] of Object.entries(node.patternProperties)) refuse(child, `${at}/patternProperties/${pattern}`);
      if (out.values) out.valuesExcept = Object.keys(node.patternProperties);
    }
    return Object.keys(out).length > 0 ? out : null;
  };
  const shapes = Object.fromEntries(
    Object.entries(defs)
      .filter(([name]) => !BUILD_ONLY.includes(name))
      .map(([name, def]) => [name, shape(def, `#/$defs/${name}`)]),
  );
  /** @type {Set<string>} */
  const leads = new Set();
  /** @type {(node: ShapePlace | null) => boolean} */
  const reaches = (node) => {
    if (node === null) return false;
    if (typeof node === 'string') return leads.has(node);
    return Boolean(node.defaults) || [...Object.values(node.properties ?? {}), node.items ?? null, node.values ?? null].some(reaches);
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, node] of Object.entries(shapes)) {
      if (!leads.has(name) && reaches(node)) {
        leads.add(name);
        changed = true;
      }
    }
  }
  /** @type {(node: ShapePlace) => ShapePlace | null} */
  const prune = (node) => {
    if (typeof node === 'string') return leads.has(node) ? node : null;
    /** @type {Shape} */
    const out = {};
    if (node.defaults) out.defaults = node.defaults;
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const kept = prune(child);
      if (kept) (out.properties ??= {})[key] = kept;
    }
    for (const key of /** @type {const} */ (['items', 'values'])) {
      const inner = node[key];
      const kept = inner ? prune(inner) : null;
      if (kept) out[key] = kept;
    }
    if (out.values && node.declared) out.declared = node.declared;
    if (out.values && node.valuesExcept) out.valuesExcept = node.valuesExcept;
    return Object.keys(out).length > 0 ? out : null;
  };
  /** @type {Record<string, Shape>} */
  const table = {};
  for (const name of [...leads].sort()) {
    const kept = prune(shapes[name] ?? name);
    // A definition leads to defaults only through what is inside it, so what is kept of it is a shape.
    if (kept && typeof kept === 'object') table[name] = kept;
  }
  return table;
}

/** @returns {string} */
export function generateDefaults() {
  const table = JSON.stringify(defaultsTable(), null, 2);
  return `${BANNER}\nimport type { DefaultsTable } from './normalizeDescriptor';\n\nexport const descriptorDefaults: DefaultsTable = ${table};\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  fs.writeFileSync(typesFile, await generateTypes());
  fs.writeFileSync(defaultsFile, generateDefaults());
  console.log(`wrote ${path.relative(repoRoot, typesFile)} and ${path.relative(repoRoot, defaultsFile)}`);
}
