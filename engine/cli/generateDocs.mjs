// Writes the property reference of docs/descriptors.md from the engine schema, between the
// reference markers; the hand-written guide around it stays. `npm run docs:descriptors` writes it;
// a test fails when the file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { loadContext, repoRoot } from './checkDescriptors.mjs';
import { namesSchema } from './namesSchema.mjs';

/**
 * A definition or property of the engine schema, as the reference reads it.
 * @typedef {object} SchemaNode
 * @property {string} [$ref]
 * @property {unknown} [const]
 * @property {unknown[]} [enum]
 * @property {string | string[]} [type]
 * @property {SchemaNode} [items]
 * @property {Record<string, SchemaNode>} [properties]
 * @property {boolean | SchemaNode} [additionalProperties]
 * @property {string[]} [required]
 * @property {{ required?: string[] }[]} [anyOf]
 * @property {string} [title]
 * @property {string} [description]
 * @property {unknown[]} [examples]
 * @property {unknown} [default]
 */

/** @typedef {{ $defs: Record<string, SchemaNode> }} EngineSchema */

/** @typedef {ReturnType<typeof namesSchema>} NamesSchema */

export const docsFile = path.join(repoRoot, 'docs/descriptors.md');
const START = '<!-- reference:start (generated from engine/schema/descriptor.schema.json by `npm run docs:descriptors`) -->';
const END = '<!-- reference:end -->';

/**
 * Sections in reading order: the area, its parts, then the shared pieces and the menu.
 * @type {[key: string, title: string][]}
 */
const ORDER = [
  ['area', 'Area'],
  ['area.permissions', 'Area: permissions'],
  ['area.api', 'Area: api'],
  ['apiCall', 'API call'],
  ['templateMap', 'Parameters'],
  ['area.response', 'Area: response'],
  ['area.list', 'Area: list'],
  ['filter', 'Filter'],
  ['optionSource', 'Options loaded from the API'],
  ['option', 'Fixed choice'],
  ['column', 'Column'],
  ['cellName', 'Cell kinds'],
  ['actionName', 'Row actions'],
  ['customAction', 'Custom row action'],
  ['promptField', 'Prompt field'],
  ['contextField', 'Context field'],
  ['fieldCondition', 'Field condition'],
  ['area.form', 'Area: form'],
  ['uiField', 'How a field is drawn'],
  ['uiField.ui:options', 'How a field is drawn: ui:options'],
  ['formWidget', 'Form widgets'],
  ['rule', 'Validation rule'],
  ['rowsLoad', 'Rows read from a list'],
  ['area.show', 'Area: show'],
  ['showField', 'Show field'],
  ['menu', 'Menu'],
  ['menuItem', 'Menu item'],
  ['notifications', 'Notifications'],
  ['notifications.api', 'Notifications: api'],
  ['shared', 'Shared calls and lookups'],
  ['iconName', 'Icons'],
  ['customScreenName', 'Custom screens'],
  ['translationKey', 'Translation key'],
  ['permissionKey', 'Permission key'],
  ['sharedCall', 'Shared call name'],
  ['sharedSource', 'Shared lookup name'],
  ['fieldPath', 'Field path'],
];

/** @param {string} title */
function anchor(title) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * @param {EngineSchema} schema
 * @param {string} key a definition, or a property of one ("area.list")
 * @returns {SchemaNode}
 */
function lookup(schema, key) {
  const [def = '', ...rest] = key.split('.');
  let node = schema.$defs[def];
  for (const part of rest) node = node?.properties?.[part];
  // ORDER names only what the schema has: a section it lacks is a mistake in this file.
  if (!node) throw new Error(`engine/schema/descriptor.schema.json has no ${key}`);
  return node;
}

/** @param {string} ref */
function titleOfRef(ref) {
  const name = ref.replace('#/$defs/', '').split('/')[0] ?? ref;
  if (name === 'apiPath') return 'API call';
  const entry = ORDER.find(([key]) => key === name);
  return entry ? entry[1] : name;
}

/**
 * @param {SchemaNode | undefined} node
 * @param {string} [key]
 * @returns {string}
 */
function typeOf(node, key) {
  if (!node || typeof node !== 'object') return '';
  if (node.$ref) {
    const target = titleOfRef(node.$ref);
    return `[${target}](#${anchor(target)})`;
  }
  if (node.const !== undefined) return `\`${JSON.stringify(node.const)}\``;
  if (node.enum) return node.enum.length > 8 ? `one of ${node.enum.length} names (see below)` : node.enum.map((v) => `\`${v}\``).join(', ');
  if (node.type === 'array') return `list of ${typeOf(node.items, key) || 'values'}`;
  if (node.type === 'object' && key && ORDER.some(([k]) => k === key)) {
    const target = ORDER.find(([k]) => k === key)?.[1] ?? key;
    return `object, see [${target}](#${anchor(target)})`;
  }
  if (node.type === 'object' && node.additionalProperties && typeof node.additionalProperties === 'object') return `names → ${typeOf(node.additionalProperties) || 'values'}`;
  if (Array.isArray(node.type)) return node.type.join(' or ');
  return node.type ?? 'any';
}

/** @param {unknown} text */
function cell(text) {
  return String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');
}

/** @param {SchemaNode} node */
function describeNode(node) {
  const parts = [];
  if (node.title) parts.push(`**${node.title}.**`);
  if (node.description) parts.push(node.description);
  if (node.examples) parts.push(`Example: ${node.examples.map((e) => `\`${JSON.stringify(e)}\``).join(', ')}.`);
  return parts.join(' ');
}

/**
 * What a descriptor that leaves a property out gets.
 * @param {SchemaNode} node
 */
function defaultOf(node) {
  return node && typeof node === 'object' && 'default' in node ? `\`${JSON.stringify(node.default)}\`` : '';
}

/**
 * The names a definition takes from names.schema.json: the form widgets are few enough to list.
 * @param {SchemaNode} node
 * @param {NamesSchema} names
 */
function namesOf(node, names) {
  const match = typeof node.$ref === 'string' ? /^names\.schema\.json#\/\$defs\/(\w+)$/.exec(node.$ref) : null;
  /** @type {Record<string, { enum?: string[] }>} */
  const defs = names.$defs;
  const list = match ? defs[match[1] ?? '']?.enum : null;
  if (!list) return null;
  return list.length <= 40 ? `Allowed values: ${list.map((v) => `\`${v}\``).join(', ')}.` : 'Editors offer the names engine/schema/names.schema.json lists (`npm run schema:names` writes it).';
}

/**
 * @param {EngineSchema} schema
 * @param {NamesSchema} names
 * @param {string} key
 * @param {string} title
 */
function section(schema, names, key, title) {
  const node = lookup(schema, key);
  const lines = [`### ${title}`, ''];
  const intro = describeNode(node);
  if (intro) lines.push(intro, '');
  const listed = node.enum ?? null;
  if (listed) lines.push('Allowed values: ' + listed.map((v) => `\`${v}\``).join(', ') + '.', '');
  const named = namesOf(node, names);
  if (named) lines.push(named, '');
  if (node.properties) {
    const required = new Map((node.required ?? []).map((name) => [name, 'yes']));
    // "path", or "use" instead: each branch's property is needed unless another branch's is given.
    const branches = (node.anyOf ?? []).map((branch) => branch.required ?? []);
    for (const [i, names] of branches.entries()) {
      const others = branches.filter((_, j) => j !== i).flat();
      for (const name of names) if (!required.has(name)) required.set(name, `yes, or ${others.map((other) => `\`${other}\``).join(', ')}`);
    }
    lines.push('| property | value | required | default | meaning |', '| --- | --- | --- | --- | --- |');
    for (const [name, child] of Object.entries(node.properties)) {
      if (name === '$schema') continue;
      // A property that points at a shared definition says only what is its own; the link says the rest.
      const meaning = describeNode(child);
      lines.push(`| \`${name}\` | ${cell(typeOf(child, `${key}.${name}`))} | ${required.get(name) ?? ''} | ${cell(defaultOf(child))} | ${cell(meaning)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** @returns {string} */
export function generateReference() {
  const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, 'engine/schema/descriptor.schema.json'), 'utf8'));
  const names = namesSchema(loadContext());
  const body = ORDER.map(([key, title]) => section(schema, names, key, title)).join('\n');
  return `${START}\n\n## Reference\n\nEvery property a descriptor may have. A property not listed here is refused by \`npm run validate:descriptors\`; one left out takes its default, as if it were written.\n\n${body}\n${END}`;
}

/**
 * The docs file with its reference part brought up to date.
 * @param {string} current
 * @returns {string}
 */
export function renderDocs(current) {
  const reference = generateReference();
  const start = current.indexOf('<!-- reference:start');
  const end = current.indexOf(END);
  if (start < 0 || end < 0) return `${current.trimEnd()}\n\n${reference}\n`;
  return current.slice(0, start) + reference + current.slice(end + END.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  fs.writeFileSync(docsFile, renderDocs(fs.readFileSync(docsFile, 'utf8')));
  console.log(`wrote ${path.relative(repoRoot, docsFile)}`);
}
