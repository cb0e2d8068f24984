// Checks descriptor files against the engine schema and against the rest of the product
// (translations, permission catalogue, menu, form fields). Plain JavaScript so that the
// command line, the Vite build and the tests can all run it without a compile step.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { findNodeAtLocation, parseTree, printParseErrorCode } from 'jsonc-parser';
import { namesSchema } from './namesSchema.mjs';
import { completeRules, conventionalFields, redundantRules, requiredFields, requiredMessage, runsOn } from '../descriptor/requiredRules.mjs';
import { columnShowFields, showsListColumns, withShowSections } from '../descriptor/showSections.mjs';
import { resolveShared, SHARED_KIND, sharedOf } from '../descriptor/sharedParts.mjs';
import { readShared } from './readDescriptors.mjs';
import { modeSchema } from '../form/formSchema.mjs';
import { withServerLimits } from '../descriptor/serverRules.mjs';

/**
 * @import { ErrorObject, SchemaObject, ValidateFunction } from 'ajv'
 * @import { ParseError } from 'jsonc-parser'
 * @import { Area, AreaForm, AreaList, Column, CustomAction, Menu, Notifications, ShowField, UiField } from '../descriptor/descriptor.types'
 */

/**
 * A descriptor file as read: its path (relative to the repository when inside it) and its text.
 * @typedef {object} DescriptorFile
 * @property {string} file
 * @property {string} text
 */

/**
 * One problem of a descriptor file, where it is and what is wrong.
 * @typedef {object} DescriptorProblem
 * @property {string} file
 * @property {number} line
 * @property {number} column
 * @property {string} pointer
 * @property {string} message
 * @property {true} [warning] a difference worth a look that does not stop the build
 */

/**
 * A problem found in one descriptor, at its place (JSON pointer segments); `key` points at the
 * property's name rather than its value; `missing` names a required property left out.
 * @typedef {{ segments: (string | number)[]; message: string; key?: boolean; missing?: string; warning?: true }} Problem
 */

/**
 * The icon, colour and label of a built-in row action.
 * @typedef {{ icon: string; color: string; label: string }} ActionLook
 */

/**
 * One field a create or update call accepts, with the constraints the server checks.
 * @typedef {{ type: string; required: boolean; maxLength?: number; minLength?: number; pattern?: string; format?: string; minimum?: number; maximum?: number; enum?: readonly string[]; minItems?: number; items?: string }} AcceptedField
 */

/**
 * The reference server's routes, answer fields and, per create and update call (route, method),
 * the fields it accepts (server/contract.json).
 * @typedef {{ routes: Record<string, string[]>; answers: Record<string, string[]>; writes?: Record<string, Record<string, Record<string, AcceptedField>>> }} RouteContract
 */

/**
 * Everything the checks compare descriptors with.
 * @typedef {object} CheckContext
 * @property {SchemaObject} schema
 * @property {{ ar: unknown; en: unknown }} locales
 * @property {Set<string>} permissions
 * @property {Set<string>} formWidgets
 * @property {Record<string, ActionLook>} [actionLooks]
 * @property {Set<string>} customScreens
 * @property {unknown} [shared]
 * @property {RouteContract | null} contract
 */

/**
 * The engine schema's validator of a kind of descriptor; it fills in the schema's defaults.
 * @typedef {ValidateFunction} DescriptorValidator
 */

/**
 * A descriptor file that reads as a JSON object, with where its problems are reported. Its shape
 * may still be wrong (those problems are reported too), so what the checks across files read of it
 * is tested first.
 * @typedef {{ file: string; data: Record<string, any>; report: (segments: (string | number)[], message: string) => void }} Parsed
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');

/** Form widgets react-jsonschema-form draws by itself, plus the engine's own registry. */
const RJSF_WIDGETS = ['text', 'textarea', 'select', 'radio', 'checkbox', 'checkboxes', 'password', 'email', 'uri', 'date', 'datetime', 'time', 'updown', 'range', 'hidden', 'color', 'file'];

/**
 * JSON syntax errors in words an analyst knows.
 * @type {Record<string, string>}
 */
const SYNTAX = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'this number is not written the JSON way',
  PropertyNameExpected: 'a property name in double quotes is expected here (a comma too many before?)',
  ValueExpected: 'a value is expected here',
  ColonExpected: 'a colon is missing after the property name',
  CommaExpected: 'a comma is missing before this point',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'there is text after the end of the JSON',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a text in quotes is not closed',
  UnexpectedEndOfNumber: 'a number is cut short',
  InvalidUnicode: 'a \\u escape is not valid',
  InvalidEscapeCharacter: 'a backslash escape is not valid',
  InvalidCharacter: 'a character that must be escaped appears inside quotes',
};

/**
 * @param {string} file
 * @returns {any} what the file holds: the caller knows its shape
 */
function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Everything the checks compare descriptors with, read from the repository: the engine's schema
 * and form widgets, and the product's texts, permissions and custom screens.
 * @param {string} [root]
 * @param {string} [localesDir]
 * @param {string} [customScreensFile]
 * @param {string} [descriptorsDir]
 * @returns {CheckContext}
 */
export function loadContext(
  root = repoRoot,
  localesDir = path.join(root, 'locales'),
  customScreensFile = path.join(root, 'custom-screens/names.json'),
  descriptorsDir = path.join(root, 'descriptors'),
) {
  const catalogue = readJson(path.join(root, 'server/permission-catalogue.json'));
  /** @type {Set<string>} */
  const permissions = new Set();
  for (const group of catalogue.groups) for (const key of group.keys) permissions.add(`${group.parent} ${key}`);
  return {
    schema: readJson(path.join(root, 'engine/schema/descriptor.schema.json')),
    locales: { ar: readJson(path.join(localesDir, 'ar.json')), en: readJson(path.join(localesDir, 'en.json')) },
    permissions,
    formWidgets: new Set([...RJSF_WIDGETS, ...readJson(path.join(root, 'engine/registries/formWidgetNames.json'))]),
    // The icon and colour of each built-in row action (show, edit, delete), the same on every list.
    actionLooks: readJson(path.join(root, 'engine/registries/actionLooks.json')),
    // The names the product registers its bespoke screens under (custom-screens/registry.tsx).
    customScreens: new Set(readJson(customScreensFile)),
    // The calls and lookups the product's areas share (descriptors/shared.json); a check of other
    // files takes theirs (checkDescriptors).
    shared: readShared(descriptorsDir),
    // Routes and answer fields of the reference server (server/contract.json, `npm run contract`).
    contract: fs.existsSync(path.join(root, 'server/contract.json')) ? readJson(path.join(root, 'server/contract.json')) : null,
  };
}

/**
 * The descriptor files, as { file (relative path), text }.
 * @param {string} [dir]
 * @returns {DescriptorFile[]}
 */
export function readDescriptorFiles(dir = path.join(repoRoot, 'descriptors')) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const full = path.join(dir, name);
      const relative = path.relative(repoRoot, full);
      return { file: relative.startsWith('..') ? full : relative, text: fs.readFileSync(full, 'utf8') };
    });
}

/**
 * @param {string} text
 * @param {number} offset
 */
function lineColumn(text, offset) {
  let line = 1;
  let column = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text[i] === '\n') {
      line += 1;
      column = 1;
    } else column += 1;
  }
  return { line, column };
}

/**
 * @param {string} pointer
 * @returns {(string | number)[]}
 */
function pointerSegments(pointer) {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** @param {readonly (string | number)[]} segments */
function toPointer(segments) {
  return segments.length === 0 ? '/' : '/' + segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/**
 * The edit distance between two names.
 * @param {string} a
 * @param {string} b
 */
function distance(a, b) {
  // One row at a time: the row before is all the next one reads.
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/**
 * The closest allowed name, when it is close enough to be a likely typo.
 * @param {unknown} value
 * @param {Iterable<string>} allowed
 * @returns {string | null}
 */
export function suggest(value, allowed) {
  /** @type {string | null} */
  let best = null;
  let bestScore = Infinity;
  const lower = String(value).toLowerCase();
  // "country" for "country_id": a name that contains what was typed is the likely meaning.
  const containing = [...allowed].filter((c) => lower.length >= 3 && String(c).toLowerCase().startsWith(lower));
  if (containing.length === 1) return containing[0] ?? null;
  for (const candidate of allowed) {
    const score = distance(String(value).toLowerCase(), String(candidate).toLowerCase());
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best !== null && bestScore <= Math.max(2, Math.floor(String(value).length / 3)) ? best : null;
}

/**
 * An import fills the create form's fields and sends the create call: it names only fields that
 * form has, and the field it finds records by is one it imports.
 * @param {any} data
 * @returns {Problem[]}
 */
function importProblems(data) {
  const wanted = data.list?.import;
  if (wanted === undefined || wanted === false) return [];
  /** @type {Problem[]} */
  const problems = [];
  if (!data.form || !data.api?.create) return [{ segments: ['list', 'import'], message: 'an import creates records: the area needs a form and a create call' }];
  const properties = data.form.schema?.properties ?? {};
  const editOnly = new Set(data.form.editOnly ?? []);
  const createFields = Object.keys(properties).filter((name) => !editOnly.has(name));
  const fields = wanted === true || !wanted.fields ? createFields : wanted.fields;
  // A cell holds text (a picture or a PDF by its file name, the files chosen beside the sheet): a
  // nested record or a list of rows the form requires leaves every row refused.
  for (const name of data.form.schema?.required ?? []) {
    const property = properties[name];
    const rows = property?.type === 'object' || (property?.type === 'array' && !data.form.uiSchema?.[name]?.['ui:options']?.source);
    if (rows && !editOnly.has(name)) problems.push({ segments: ['list', 'import'], message: `the create form requires "${name}", which a spreadsheet cell cannot hold, so no row could be imported` });
  }
  if (wanted !== true) {
    (wanted.fields ?? []).forEach((/** @type {string} */ field, /** @type {number} */ i) => {
      if (!createFields.includes(field)) problems.push({ segments: ['list', 'import', 'fields', i], message: `the create form has no field "${field}"${hint(field, createFields)}` });
    });
    if (wanted.updateKey !== undefined) {
      if (!fields.includes(wanted.updateKey))
        problems.push({ segments: ['list', 'import', 'updateKey'], message: `"${wanted.updateKey}" is not a field of the import${hint(wanted.updateKey, fields)}` });
      if (!data.api.update) problems.push({ segments: ['list', 'import', 'updateKey'], message: "updating found records needs the area's update call" });
      // The record is found through the list's own filter: a parameter the list does not declare may be one the API ignores, which would match every record.
      const params = (data.list?.filters ?? []).map((/** @type {{ param: string }} */ filter) => filter.param);
      const param = wanted.updateFilter ?? wanted.updateKey;
      if (fields.includes(wanted.updateKey) && !params.includes(param))
        problems.push({ segments: ['list', 'import', wanted.updateFilter ? 'updateFilter' : 'updateKey'], message: `the list has no filter "${param}" to find a record by${hint(param, params)}` });
    } else if (wanted.updateFilter !== undefined) {
      problems.push({ segments: ['list', 'import', 'updateFilter'], message: 'updateFilter needs an updateKey' });
    }
  }
  return problems;
}

/**
 * @param {unknown} value
 * @param {Iterable<string>} allowed
 */
function hint(value, allowed) {
  const s = suggest(value, allowed);
  return s ? `; did you mean "${s}"?` : '';
}

/**
 * @param {unknown} locale
 * @param {string} key
 * @returns {unknown}
 */
function lookupKey(locale, key) {
  let node = locale;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = /** @type {Record<string, unknown>} */ (node)[part];
  }
  return node;
}

/** @type {Record<string, string>} */
const NOUN = {
  cell: 'cell kind',
  widget: 'filter widget',
  icon: 'icon',
  method: 'HTTP method',
  encoding: 'body encoding',
  rule: 'validation rule',
  kind: 'descriptor kind',
};

/**
 * Names from outside the schema (names.schema.json): said as the product's lists name them, with
 * what was probably meant; the translation keys and permission keys are too many to list.
 * @type {Record<string, (value: unknown, allowed: string[]) => string>}
 */
const NAMES = {
  translationKey: (value, allowed) => `translation key ${JSON.stringify(value)} is in neither locales/ar.json nor locales/en.json${hint(value, allowed)}`,
  permissionKey: (value, allowed) => `unknown permission key ${JSON.stringify(value)}${hint(value, allowed)} (see server/permission-catalogue.json)`,
  formWidget: (value, allowed) => `unknown form widget ${JSON.stringify(value)}${hint(value, allowed)} (allowed: ${allowed.join(', ')})`,
  sharedCall: (value, allowed) => notShared('call', value, allowed),
  sharedSource: (value, allowed) => notShared('lookup', value, allowed),
};

/**
 * @param {string} noun
 * @param {unknown} value
 * @param {string[]} allowed
 */
function notShared(noun, value, allowed) {
  return `the shared ${noun} ${JSON.stringify(value)} is not in descriptors/shared.json${hint(value, allowed)}${allowed.length > 0 ? ` (there: ${allowed.join(', ')})` : ''}`;
}

/**
 * Turns one Ajv error into a sentence an analyst can act on.
 * @param {ErrorObject} error
 * @param {unknown} data
 * @returns {Problem}
 */
function describe(error, data) {
  const segments = pointerSegments(error.instancePath);
  const last = segments[segments.length - 1];
  const value = valueAt(data, segments);
  switch (error.keyword) {
    case 'additionalProperties': {
      const prop = error.params.additionalProperty;
      const allowed = Object.keys(error.parentSchema?.properties ?? {});
      return { segments: [...segments, prop], key: true, message: `unknown property "${prop}"${hint(prop, allowed)} (allowed here: ${allowed.join(', ')})` };
    }
    case 'required':
      return { segments, missing: error.params.missingProperty, message: `missing required property "${error.params.missingProperty}"` };
    case 'enum': {
      const names = NAMES[/^#\/\$defs\/(\w+)\/enum$/.exec(error.schemaPath)?.[1] ?? ''];
      if (names) return { segments, message: names(value, error.params.allowedValues) };
      const parentKey = typeof last === 'number' ? segments[segments.length - 2] : last;
      const noun = NOUN[String(parentKey)] ?? (parentKey === 'actions' ? 'row action' : `value of "${parentKey}"`);
      return { segments, message: `unknown ${noun} ${JSON.stringify(value)}${hint(value, error.params.allowedValues)} (allowed: ${error.params.allowedValues.join(', ')})` };
    }
    case 'const':
      return { segments, message: `must be ${JSON.stringify(error.params.allowedValue)}` };
    case 'type':
      return { segments, message: `must be ${error.params.type.replace(',', ' or ')}, not ${Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value}` };
    case 'pattern':
      return { segments, message: `${JSON.stringify(value)} is not written the right way (${error.parentSchema?.description ?? `pattern ${error.params.pattern}`})` };
    case 'minItems':
      return { segments, message: `needs at least ${error.params.limit} item(s)` };
    case 'uniqueItems':
      return { segments, message: `lists the same item twice (items ${error.params.j} and ${error.params.i})` };
    default:
      return { segments, message: error.message ?? 'does not fit the engine schema' };
  }
}

/**
 * @param {DescriptorValidator} validate
 * @param {unknown} data
 * @returns {Problem[]}
 */
function schemaProblems(validate, data) {
  /** @type {Problem[]} */
  const problems = [];
  const errors = validate(data) ? [] : (validate.errors ?? []);
  // A menu item is one of three shapes: report that once instead of every branch's complaint.
  const oneOfPaths = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
  for (const path of oneOfPaths) {
    problems.push({ segments: pointerSegments(path), message: 'a menu item needs exactly one of: "area"; "link" with "label"; "group" with "label" and "items"' });
  }
  // A call or lookup gives its "path" or a shared one's name: one sentence, not each branch's.
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  for (const path of anyOfPaths) {
    problems.push({ segments: pointerSegments(path), message: 'missing "path" (or "use" with the name of a call or lookup in descriptors/shared.json)' });
  }
  for (const error of errors) {
    if (error.keyword === 'if' || error.keyword === 'oneOf' || error.keyword === 'anyOf') continue;
    if (error.schemaPath.includes('/oneOf/') && oneOfPaths.has(error.instancePath)) continue;
    if (error.schemaPath.includes('/anyOf/') && anyOfPaths.has(error.instancePath)) continue;
    if (error.keyword === 'not') continue;
    problems.push(describe(error, data));
  }
  // A misspelt required property is one mistake, not two: keep the "did you mean" only.
  const meant = new Set(
    errors.filter((e) => e.keyword === 'additionalProperties').map((e) => `${e.instancePath}|${suggest(e.params.additionalProperty, Object.keys(e.parentSchema?.properties ?? {}))}`),
  );
  return problems.filter((p) => !(p.missing && meant.has(`${toPointer(p.segments) === '/' ? '' : toPointer(p.segments)}|${p.missing}`)));
}

/**
 * Every value of a JSON document with its place, the document itself first.
 * @param {unknown} node
 * @param {(string | number)[]} [segments]
 * @returns {Generator<[any, (string | number)[]]>} each value as parsed JSON: the checks test its shape
 */
function* walk(node, segments = []) {
  yield [node, segments];
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i += 1) yield* walk(node[i], [...segments, i]);
  } else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) yield* walk(v, [...segments, k]);
  }
}

/** The keywords of JSON Schema draft-07 that a form field may use (react-jsonschema-form reads these). */
const SCHEMA_KEYWORDS = [
  '$id',
  '$schema',
  '$ref',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'contentMediaType',
  'contentEncoding',
  'items',
  'additionalItems',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'maxProperties',
  'minProperties',
  'required',
  'properties',
  'patternProperties',
  'additionalProperties',
  'dependencies',
  'propertyNames',
  'definitions',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
];
const SCHEMA_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'];
/** Formats the dashboard's form validator knows; others would be ignored or refused at run time. */
const SCHEMA_FORMATS = ['date', 'date-time', 'time', 'email', 'uri', 'uri-reference', 'data-url', 'color', 'uuid', 'ipv4', 'ipv6', 'hostname', 'regex'];

/**
 * Every sub-schema of a schema, with its place: what a form field schema can nest.
 * @param {any} node a JSON Schema as written
 * @param {(string | number)[]} segments
 * @returns {Generator<[Record<string, unknown>, (string | number)[]]>}
 */
function* subSchemas(node, segments) {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  yield [node, segments];
  for (const key of ['properties', 'patternProperties', 'definitions', 'dependencies']) {
    const group = node[key];
    if (group && typeof group === 'object' && !Array.isArray(group)) {
      for (const [name, child] of Object.entries(group)) yield* subSchemas(child, [...segments, key, name]);
    }
  }
  for (const key of ['items', 'additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else']) {
    if (Array.isArray(node[key])) for (let i = 0; i < node[key].length; i += 1) yield* subSchemas(node[key][i], [...segments, key, i]);
    else yield* subSchemas(node[key], [...segments, key]);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(node[key])) for (let i = 0; i < node[key].length; i += 1) yield* subSchemas(node[key][i], [...segments, key, i]);
  }
}

/** @type {DescriptorValidator | undefined} */
let metaValidator;
/** The draft-07 metaschema, compiled once: it says what each keyword's value must be. */
function metaSchemaValidator() {
  metaValidator ??= compiled(new Ajv({ allErrors: true, strict: false }), 'http://json-schema.org/draft-07/schema');
  return metaValidator;
}

/**
 * A schema Ajv holds, compiled; none of the engine's is asynchronous.
 * @param {Ajv} ajv
 * @param {string} ref
 * @returns {DescriptorValidator}
 */
function compiled(ajv, ref) {
  const validate = ajv.getSchema(ref);
  // A definition the engine schema lacks is the engine's mistake, not a descriptor's.
  if (!validate) throw new Error(`the engine schema has no ${ref}`);
  return /** @type {DescriptorValidator} */ (validate);
}

/**
 * The value at a place of a JSON document, if there is one.
 * @param {unknown} data
 * @param {readonly (string | number)[]} segments
 * @returns {unknown}
 */
function valueAt(data, segments) {
  let node = data;
  for (const s of segments) node = node !== null && typeof node === 'object' ? /** @type {Record<string | number, unknown>} */ (node)[s] : undefined;
  return node;
}

/**
 * A form's JSON Schema checked as react-jsonschema-form will read it: keywords, types, values.
 * @param {unknown} schema
 * @returns {Problem[]}
 */
function formSchemaProblems(schema) {
  /** @type {Problem[]} */
  const problems = [];
  const base = ['form', 'schema'];
  const reported = new Set();
  /** @type {(segments: (string | number)[], message: string) => void} */
  const add = (segments, message) => {
    const at = toPointer(segments);
    if (reported.has(at)) return;
    reported.add(at);
    problems.push({ segments, message });
  };
  for (const [node, segments] of subSchemas(schema, base)) {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('ui:')) {
        add([...segments, key], `"${key}" belongs in "uiSchema", not in the JSON Schema`);
      } else if (!SCHEMA_KEYWORDS.includes(key)) {
        add([...segments, key], `unknown JSON Schema keyword "${key}"${hint(key, SCHEMA_KEYWORDS)}`);
      } else if (key === 'type') {
        for (const [type, place] of Array.isArray(value) ? value.map((t, i) => [t, [...segments, key, i]]) : [[value, [...segments, key]]]) {
          if (!SCHEMA_TYPES.includes(type)) add(place, `unknown JSON Schema type ${JSON.stringify(type)}${hint(type, SCHEMA_TYPES)} (allowed: ${SCHEMA_TYPES.join(', ')})`);
        }
      } else if (key === 'format' && typeof value === 'string' && !SCHEMA_FORMATS.includes(value)) {
        add([...segments, key], `unknown format ${JSON.stringify(value)}${hint(value, SCHEMA_FORMATS)} (allowed: ${SCHEMA_FORMATS.join(', ')})`);
      }
    }
  }
  // Values of the right kind for each keyword ("maxLength": "255" is a text, not a number).
  const validate = metaSchemaValidator();
  if (!validate(schema)) {
    for (const error of validate.errors ?? []) {
      const segments = [...base, ...pointerSegments(error.instancePath)];
      const keyword = segments[segments.length - 1];
      if (keyword === 'type' || (typeof keyword === 'number' && segments[segments.length - 2] === 'type')) continue;
      const value = valueAt(schema, pointerSegments(error.instancePath));
      const shown = typeof value === 'string' ? `the text "${value}"` : JSON.stringify(value);
      const expected =
        error.keyword === 'type'
          ? `must be ${error.params.type === 'integer' ? 'a whole number' : `of type ${error.params.type}`}`
          : error.keyword === 'minimum'
            ? 'must not be negative'
            : error.message;
      add(segments, `"${keyword}" ${expected}, not ${shown}`);
    }
  }
  return problems;
}

const TRANSLATED = new Set(['title', 'label', 'message']);
/** The product's languages: each has its locale file. */
const LANGUAGES = /** @type {const} */ (['ar', 'en']);

/** Cells that draw a picture, a switch or several values: nothing a list can be ordered by. */
/** Cells that find another area by the permission group in the row's "groupField". */
const GROUP_CELLS = ['recordLink', 'changedFields'];
const UNSORTABLE_CELLS = ['image', 'chips', 'expandable', 'list', 'activation', 'toggle', 'rowNumber', 'changedFields'];
/** Address parameters the list itself uses. */
const LIST_PARAMS = ['page', 'per_page'];

/** Sortable columns need the list's sort parameters, which must not collide with other parameters. */
// Widgets that draw no typed text: a text direction given to them does nothing.
const UNTYPED_WIDGETS = new Set([
  'switch',
  'lookupSelect',
  'multiLookup',
  'image',
  'pdf',
  'select',
  'radio',
  'checkbox',
  'checkboxes',
  'hidden',
  'color',
  'file',
  'range',
  'date',
  'datetime',
  'time',
  'dateNotPast',
]);

/**
 * "ui:dir" where it does nothing (a field that is not typed text), or against the field's own
 * language (an *_en field written right to left, an *_ar one left to right).
 */
/**
 * @param {string} name
 * @param {UiField} ui
 * @param {{ type?: unknown } | undefined} property
 * @returns {Problem[]}
 */
function textDirectionProblems(name, ui, property) {
  const dir = ui['ui:dir'];
  if (dir === undefined) return [];
  const at = ['form', 'uiSchema', name, 'ui:dir'];
  const widget = ui['ui:widget'];
  const types = [property?.type].flat();
  if ((widget !== undefined && UNTYPED_WIDGETS.has(widget)) || (property && !types.includes('string'))) {
    return [
      {
        segments: at,
        message: `"ui:dir" has no effect on "${name}": only text inputs, text areas and the rich-text editor take a direction (this field is ${widget ? `drawn by ${widget}` : `of type ${types.join('/')}`})`,
      },
    ];
  }
  if (/_en$/i.test(name) && dir === 'rtl')
    return [{ segments: at, message: `"${name}" is an English field (named *_en) but "ui:dir" writes it right to left; leave "ui:dir" out (English fields are ltr) or use "auto"` }];
  if (/_ar$/i.test(name) && dir === 'ltr')
    return [{ segments: at, message: `"${name}" is an Arabic field (named *_ar) but "ui:dir" writes it left to right; leave "ui:dir" out (Arabic fields are rtl) or use "auto"` }];
  return [];
}

/**
 * @param {AreaList | undefined} list
 * @param {readonly string[]} filterParams
 * @returns {Problem[]}
 */
function sortProblems(list, filterParams) {
  if (!list) return [];
  /** @type {Problem[]} */
  const problems = [];
  /** @type {string[]} */
  const sortKeys = [];
  list.columns.forEach((column, i) => {
    if (column.sortable === false) return;
    sortKeys.push(typeof column.sortable === 'string' ? column.sortable : column.field);
    if (!list.sort) problems.push({ segments: ['list', 'columns', i, 'sortable'], message: 'a sortable column needs the list\'s "sort" (the API\'s parameter names)' });
    if (UNSORTABLE_CELLS.includes(column.cell))
      problems.push({ segments: ['list', 'columns', i, 'sortable'], message: `a list cannot be sorted by the ${column.cell} cell (only names, numbers, dates and statuses)` });
  });
  if (!list.sort) return problems;
  const taken = [...filterParams, ...LIST_PARAMS];
  for (const key of /** @type {const} */ (['param', 'directionParam'])) {
    const name = list.sort[key];
    if (taken.includes(name)) problems.push({ segments: ['list', 'sort', key], message: `"${name}" is already a parameter of this list (filters, page, per_page)` });
  }
  if (list.sort.param === list.sort.directionParam) problems.push({ segments: ['list', 'sort', 'directionParam'], message: 'the direction needs a parameter of its own' });
  if (sortKeys.length === 0) problems.push({ segments: ['list', 'sort'], message: 'no column is "sortable"' });
  const field = list.sort.default?.field;
  if (field !== undefined && !sortKeys.includes(field)) problems.push({ segments: ['list', 'sort', 'default', 'field'], message: `"${field}" is not a sortable column${hint(field, sortKeys)}` });
  return problems;
}

/** Cells that already show a value in words (from options) or are not text at all. */
const WORDED_CELLS = new Set(['label', 'status', 'activation', 'boolean', 'toggle']);

/**
 * Values in words: a "values" group exists in both locales, and a field the form offers as a
 * choice (oneOf consts or enum) is not shown as its raw code in a list column or a show field.
 */
/**
 * @param {Area} data
 * @param {CheckContext} ctx
 * @returns {Problem[]}
 */
function valueProblems(data, ctx) {
  /** @type {Problem[]} */
  const problems = [];
  // A form field's schema is JSON Schema draft-07, as written.
  /** @type {Record<string, { enum?: unknown; oneOf?: unknown }>} */
  const properties = data.form?.schema?.properties ?? {};
  const enumFields = new Set(
    Object.entries(properties)
      .filter(([, schema]) => schema && (Array.isArray(schema.enum) || (Array.isArray(schema.oneOf) && schema.oneOf.some((item) => item && typeof item === 'object' && 'const' in item))))
      .map(([name]) => name),
  );
  /** @type {(item: Column | ShowField, segments: (string | number)[], where: string) => void} */
  const check = (item, segments, where) => {
    if (item.values !== undefined) {
      for (const lang of LANGUAGES) {
        const group = lookupKey(ctx.locales[lang], item.values);
        if (group === null || typeof group !== 'object') problems.push({ segments: [...segments, 'values'], message: `"${item.values}" is not a group of locales/${lang}.json` });
      }
      return;
    }
    if (!enumFields.has(item.field) || WORDED_CELLS.has(item.cell) || (item.options ?? []).length > 0) return;
    problems.push({
      segments: [...segments, 'field'],
      message: `${where} shows "${item.field}", a choice of the form, as its raw value: give it "values" (a locale group keyed by the API's values), "options", or the API's translated field`,
    });
  };
  (data.list ? data.list.columns : []).forEach((column, i) => check(column, ['list', 'columns', i], 'the column'));
  (data.show?.sections ?? []).forEach((section, i) => section.fields.forEach((field, j) => check(field, ['show', 'sections', i, 'fields', j], 'the show field')));
  return problems;
}

/**
 * A show page without sections shows the list's columns: it needs a list that has some.
 * @param {Area} data
 * @returns {Problem[]}
 */
function showDefaultProblems(data) {
  if (data.kind !== 'area' || !showsListColumns(data)) return [];
  if (!Array.isArray(data.list?.columns)) return [{ segments: ['show'], message: 'the show page has no "sections" and the area no list columns to show instead: give it "sections"' }];
  if (columnShowFields(data.list.columns).every((field) => field === null))
    return [{ segments: ['show'], message: 'the show page has no "sections", and none of the list\'s columns can be shown on it: give it "sections"' }];
  return [];
}

/**
 * Where the analyst wrote what a problem is about: a show field taken from the list's columns
 * is the column it comes from.
 * @param {Area} data
 * @param {Problem} problem
 * @returns {Problem}
 */
function writtenPlace(data, problem) {
  const [part, sections, section, fields, index, ...rest] = problem.segments;
  if (part !== 'show' || sections !== 'sections' || section !== 0 || fields !== 'fields' || !showsListColumns(data)) return problem;
  let seen = -1;
  const column = columnShowFields(data.list?.columns).findIndex((field) => field !== null && ++seen === index);
  return { segments: ['list', 'columns', column, ...rest], message: `on the show page (which shows the list's columns): ${problem.message}` };
}

/**
 * The rules required fields get by convention (engine/descriptor/requiredRules.mjs): written
 * again, they only repeat it; their messages must be texts of both languages; a field the form
 * leaves unchecked must be a required one without a check of its own.
 * @param {AreaForm} form
 * @param {CheckContext} ctx
 * @returns {Problem[]}
 */
function requiredRuleProblems(form, ctx) {
  /** @type {Problem[]} */
  const problems = [];
  const required = form.schema.required ?? [];
  for (const { rule, index } of redundantRules(form)) {
    problems.push({
      segments: ['form', 'rules', index],
      message: `this rule repeats what form.schema.required gives "${rule.field}" by convention (required, "${rule.message}", in the same place): leave it out`,
    });
  }
  /** @param {string} field */
  const whereRequired = (field) => {
    if (required.includes(field)) return ['form', 'schema', 'required', required.indexOf(field)];
    const list = (form.requiredOnCreate ?? []).includes(field) ? 'requiredOnCreate' : 'requiredOnEdit';
    return ['form', list, (form[list] ?? []).indexOf(field)];
  };
  for (const field of conventionalFields(form)) {
    const key = requiredMessage(field);
    for (const lang of LANGUAGES) {
      if (typeof lookupKey(ctx.locales[lang], key) === 'string') continue;
      problems.push({
        segments: whereRequired(field),
        message: `"${field}" is required, and its rule by convention says "${key}", which is missing in locales/${lang}.json: add the text, or write the field's required rule with another message in form.rules`,
      });
    }
  }
  (form.uncheckedRequired ?? []).forEach((field, i) => {
    const segments = ['form', 'uncheckedRequired', i];
    if (!requiredFields(form).some((entry) => entry.field === field))
      problems.push({ segments, message: `"${field}" is not in form.schema.required, requiredOnCreate or requiredOnEdit, so it has no required rule to leave out` });
    else if (form.rules.some((rule) => rule.field === field && (rule.rule === 'required' || rule.rule === 'minItems')))
      problems.push({ segments, message: `"${field}" has its own required or minItems rule in form.rules, which already takes the place of the rule by convention: take it out of uncheckedRequired` });
  });
  // A field required on one form only: on that form, and not also on both.
  for (const [list, other, absent] of /** @type {const} */ ([
    ['requiredOnCreate', 'requiredOnEdit', 'editOnly'],
    ['requiredOnEdit', 'requiredOnCreate', 'createOnly'],
  ])) {
    (form[list] ?? []).forEach((field, i) => {
      const segments = ['form', list, i];
      if (required.includes(field)) problems.push({ segments, message: `"${field}" is in form.schema.required, so it is required on both forms already: list it in one place` });
      else if ((form[other] ?? []).includes(field)) problems.push({ segments, message: `"${field}" is in ${other} too: a field required on both forms belongs in form.schema.required` });
      else if ((form[absent] ?? []).includes(field))
        problems.push({ segments, message: `"${field}" is in ${absent}, so the ${list === 'requiredOnCreate' ? 'create' : 'edit'} form does not show it` });
    });
  }
  return problems;
}

/**
 * @param {Area | Menu | Notifications} data
 * @param {CheckContext} ctx
 * @returns {Problem[]}
 */
function crossProblems(data, ctx) {
  /** @type {Problem[]} */
  const problems = [];
  // Translation keys: titles, labels and messages everywhere (but not an option source's label field).
  for (const [node, segments] of walk(data)) {
    const key = segments[segments.length - 1];
    const parent = segments[segments.length - 2];
    if (typeof node !== 'string' || typeof key !== 'string' || !TRANSLATED.has(key) || parent === 'source') continue;
    if (segments[0] === 'form' && segments[1] === 'schema' && key === 'title' && segments.length === 3) continue;
    for (const lang of LANGUAGES) {
      const found = lookupKey(ctx.locales[lang], node);
      if (typeof found !== 'string') problems.push({ segments, message: `translation key "${node}" is missing in locales/${lang}.json` });
    }
  }
  if (data.kind !== 'area') return problems;

  // The activity log files records under a permission group of the catalogue: another name finds no history.
  const subjectType = data.history && typeof data.history === 'object' ? data.history.subjectType : undefined;
  const groups = [...new Set([...ctx.permissions].map((key) => key.split(' ')[0] ?? key))];
  if (typeof subjectType === 'string' && /^[A-Za-z][A-Za-z0-9_-]*$/.test(subjectType) && !groups.includes(subjectType)) {
    problems.push({
      segments: ['history', 'subjectType'],
      message: `"${subjectType}" is no permission group of the catalogue${hint(subjectType, groups)} (see server/permission-catalogue.json)`,
    });
  }

  // Bespoke screens: only the names the product registers.
  for (const [kind, name] of Object.entries(data.custom ?? {})) {
    if (!ctx.customScreens.has(name)) {
      const registered = [...ctx.customScreens];
      problems.push({
        segments: ['custom', kind],
        message: `unknown custom screen "${name}"${hint(name, registered)} (registered: ${registered.join(', ') || 'none'}; see custom-screens/names.json)`,
      });
    }
  }

  // Form fields named by rules, the uiSchema, load, editOnly and createOnly.
  const form = data.form;
  if (form?.schema && typeof form.schema === 'object') problems.push(...formSchemaProblems(form.schema));
  if (form?.schema && typeof form.schema.properties === 'object') {
    const fields = Object.keys(form.schema.properties);
    /** @type {(name: string, segments: (string | number)[], what: string) => void} */
    const needField = (name, segments, what) => {
      if (!fields.includes(name)) problems.push({ segments, message: `${what} names "${name}", which is not a field of the form${hint(name, fields)} (fields: ${fields.join(', ')})` });
    };
    const required = form.schema.required ?? [];
    required.forEach((name, i) => needField(name, ['form', 'schema', 'required', i], 'required'));
    problems.push(...requiredRuleProblems(form, ctx));
    const runs = completeRules(form);
    form.rules.forEach((rule, i) => {
      needField(rule.field, ['form', 'rules', i, 'field'], 'this rule');
      if (rule.rule === 'sameAs') needField(String(rule.value), ['form', 'rules', i, 'value'], 'this rule');
      if (rule.when) needField(rule.when.field, ['form', 'rules', i, 'when', 'field'], 'this condition');
      // A wrong email that reads "enter your email" sends the admin looking for a missing value.
      if (rule.rule === 'email') {
        const sameMessage = runs.find((other) => other.rule === 'required' && other.field === rule.field && other.message === rule.message);
        if (sameMessage)
          problems.push({
            segments: ['form', 'rules', i, 'message'],
            message: `the email rule of "${rule.field}" says the same as its required rule ("${rule.message}"): an email that is there but not valid would read as missing; give it its own message (e.g. "VALIDATION.emailInvalid")`,
          });
      }
      if (rule.rule === 'pattern') {
        try {
          new RegExp(String(rule.value));
        } catch {
          problems.push({ segments: ['form', 'rules', i, 'value'], message: `"${rule.value}" is not a valid regular expression` });
        }
      }
    });
    for (const list of /** @type {const} */ (['editOnly', 'createOnly', 'readOnlyOnEdit', 'sendAsList'])) form[list].forEach((name, i) => needField(name, ['form', list, i], list));
    for (const list of /** @type {const} */ (['requiredOnCreate', 'requiredOnEdit'])) (form[list] ?? []).forEach((name, i) => needField(name, ['form', list, i], list));
    form.conditions.forEach((condition, i) => {
      needField(condition.field, ['form', 'conditions', i, 'field'], 'this condition');
      needField(condition.when.field, ['form', 'conditions', i, 'when', 'field'], 'this condition');
    });
    for (const name of Object.keys(form.load)) needField(name, ['form', 'load', name], 'load');
    for (const [name, ui] of Object.entries(form.uiSchema)) {
      // "ui:order" and the like are the form's own settings, not a field's.
      if (name.startsWith('ui:') || !ui || Array.isArray(ui)) continue;
      needField(name, ['form', 'uiSchema', name], 'the uiSchema');
      problems.push(...textDirectionProblems(name, ui, form.schema.properties[name]));
      const source = ui['ui:options']?.source;
      for (const [param, template] of source ? Object.entries(source.query) : []) {
        for (const ref of placeholders(template)) needField(ref, ['form', 'uiSchema', name, 'ui:options', 'source', 'query', param], 'this placeholder');
      }
    }
  }
  // Filter placeholders name other filters; select filters need choices.
  const filters = data.list ? data.list.filters : [];
  const params = filters.map((f) => f.param);
  filters.forEach((filter, i) => {
    for (const [param, template] of filter.source ? Object.entries(filter.source.query) : []) {
      for (const ref of placeholders(template)) {
        if (!params.includes(ref)) problems.push({ segments: ['list', 'filters', i, 'source', 'query', param], message: `placeholder {${ref}} names no filter of this list${hint(ref, params)}` });
      }
    }
    if (filter.widget === 'select' && filter.options.length === 0 && !filter.source) {
      problems.push({ segments: ['list', 'filters', i], message: 'a select filter needs "options" or "source"' });
    }
  });
  // A filter rule names filters of this list; an ordered one compares days, so its filters are dates.
  (data.list ? data.list.filterRules : []).forEach((rule, i) => {
    /** @type {[string, readonly string[]][]} */
    const named = [
      ['together', rule.together ?? []],
      ['ordered', rule.ordered ?? []],
    ];
    for (const [kind, names] of named) {
      names.forEach((name, j) => {
        const filter = filters.find((f) => f.param === name);
        if (!filter) problems.push({ segments: ['list', 'filterRules', i, kind, j], message: `"${name}" names no filter of this list${hint(name, params)}` });
        else if (kind === 'ordered' && filter.widget !== 'date')
          problems.push({ segments: ['list', 'filterRules', i, kind, j], message: `"${name}" is not a date filter, so it has no order to keep` });
      });
    }
  });
  // The palette's search fills filters of this list, so it asks nothing the list itself could not.
  (data.list ? data.list.search : []).forEach((name, i) => {
    if (!params.includes(name)) problems.push({ segments: ['list', 'search', i], message: `"${name}" names no filter of this list${hint(name, params)}` });
  });
  problems.push(...sortProblems(data.list, params));
  // The Export menu writes every column but pictures: a list of pictures only has nothing to write.
  if (data.list && data.list.export !== false && data.list.columns.length > 0 && data.list.columns.every((column) => column.cell === 'image')) {
    problems.push({ segments: ['list', 'columns'], message: 'every column is an image, so an export would hold nothing: add a column with a value, or set "export": false' });
  }
  problems.push(...importProblems(data));
  problems.push(...valueProblems(data, ctx));
  // Custom action names are unique; each does one thing.
  const actionNames = new Set();
  (data.list ? data.list.customActions : []).forEach((action, i) => {
    if (actionNames.has(action.name)) problems.push({ segments: ['list', 'customActions', i, 'name'], message: `another custom action is already called "${action.name}"` });
    actionNames.add(action.name);
    if (!action.link === !action.call) problems.push({ segments: ['list', 'customActions', i], message: 'a custom action needs either "link" or "call"' });
    problems.push(...actionLookProblems(action, i, ctx.actionLooks ?? {}));
    if (action.link && (action.prompt.length > 0 || action.confirm)) problems.push({ segments: ['list', 'customActions', i], message: 'a link action cannot have "prompt" or "confirm"' });
    // Many rows cannot open one link: only a call can be made for each selected row.
    if (action.bulk && !action.call)
      problems.push({ segments: ['list', 'customActions', i, 'bulk'], message: `"bulk" needs a "call": the action "${action.name}" opens a link, which cannot be done for many rows at once` });
    // The context is shown in the action's dialog: an action without one would never show it.
    if ((action.context ?? []).length > 0 && action.prompt.length === 0 && !action.confirm) {
      problems.push({
        segments: ['list', 'customActions', i, 'context'],
        message: `"context" is shown in the action's dialog, but the action "${action.name}" opens none: add a "prompt" or a "confirm", or remove "context"`,
      });
    }
  });
  // A lookup's search parameter carries what the admin types: a fixed value for it in the query would be overwritten.
  for (const [node, segments] of walk(data)) {
    if (segments[segments.length - 1] !== 'source' || !node || typeof node !== 'object' || typeof node.search !== 'string') continue;
    if (node.query && Object.hasOwn(node.query, node.search)) {
      problems.push({
        segments: [...segments, 'query', node.search],
        message: `the query sets "${node.search}", which is this source's search parameter (what the admin types): remove it from the query, or name another "search"`,
      });
    }
  }
  // A record of another area is found by the permission group the row names: those cells need the field that holds it, and only they read it.
  const shownFields = [
    ...(data.list ? data.list.columns.map((column, i) => ({ item: column, segments: ['list', 'columns', i] })) : []),
    ...(data.show?.sections ?? []).flatMap((section, s) => section.fields.map((field, i) => ({ item: field, segments: ['show', 'sections', s, 'fields', i] }))),
  ];
  for (const { item, segments } of shownFields) {
    const needsGroup = GROUP_CELLS.includes(item.cell);
    if (needsGroup && !item.groupField)
      problems.push({ segments: [...segments, 'cell'], message: `the ${item.cell} cell needs "groupField": the row's field holding the permission group of the record's area (e.g. subject_type)` });
    if (!needsGroup && item.groupField) problems.push({ segments: [...segments, 'groupField'], message: `"groupField" is for the ${GROUP_CELLS.join(' and ')} cells, not "${item.cell}"` });
  }
  // Lines shown only cut text: other cells draw something else than lines of text.
  (data.list ? data.list.columns : []).forEach((column, i) => {
    if (column.clamp !== undefined && column.cell !== 'text' && column.cell !== 'longText') {
      problems.push({ segments: ['list', 'columns', i, 'clamp'], message: `"clamp" cuts text to lines: it is for the text and longText cells, not "${column.cell}"` });
    }
  });
  if (data.screen !== 'single' && !data.list && !data.show && !data.form && !data.custom && data.unavailable.length === 0) {
    problems.push({ segments: [], message: 'an area needs a "list", a "show" page, a "form", "unavailable" screens (or "screen": "single")' });
  }
  if (data.list && !data.api.list) problems.push({ segments: ['api'], message: 'a "list" needs an "api.list" call' });
  // The History section is drawn on a record's show page and edit form: an area with neither has nowhere for it.
  if (data.history !== undefined && data.history !== false && (data.screen === 'single' || (!data.show && !data.form))) {
    problems.push({ segments: ['history'], message: `"history" is shown on a record's show page or edit form, which a single page or an area without them does not have: leave it out` });
  }
  if (data.screen === 'single' && !data.form && !data.custom?.single) {
    problems.push({ segments: ['screen'], message: 'a single-record area needs a "form" (or a custom "single" screen)' });
  }
  // A screen needs its call: edit needs show + update, show needs show.
  const api = data.api;
  if (api.update && !api.show) problems.push({ segments: ['api'], message: 'an "update" call needs a "show" call to load the record' });
  if ((api.create || api.update) && !data.form && !data.custom) problems.push({ segments: ['api'], message: 'create and update calls need a "form"' });
  return problems;
}

/**
 * The server route a descriptor path stands for: `{x}` segments match `:param` segments.
 * @param {string} callPath
 * @param {Record<string, string[]>} routes
 * @returns {string | null}
 */
export function matchRoute(callPath, routes) {
  const segments = callPath.split('/');
  // The most specific route wins: employees/employee-requests over employees/:id.
  /** @type {string | null} */
  let best = null;
  let bestParams = Infinity;
  for (const route of Object.keys(routes)) {
    const parts = route.split('/');
    if (parts.length !== segments.length) continue;
    if (!parts.every((part, i) => (part.startsWith(':') ? true : part === segments[i] && !/[{}]/.test(segments[i])))) continue;
    const params = parts.filter((part) => part.startsWith(':')).length;
    if (params < bestParams) {
      best = route;
      bestParams = params;
    }
  }
  return best;
}

/**
 * @param {Area | Menu | Notifications} data
 * @param {RouteContract | null} contract
 * @returns {Problem[]}
 */
function contractProblems(data, contract) {
  /** @type {Problem[]} */
  const problems = [];
  if (!contract || (data.kind !== 'area' && data.kind !== 'notifications')) return problems;
  // A notifications descriptor has calls, but no list, form or show page.
  const area = data.kind === 'area' ? data : undefined;
  const routes = contract.routes;
  const known = Object.keys(routes);
  /** @type {(callPath: string, method: string, segments: (string | number)[]) => string | null} */
  const checkCall = (callPath, method, segments) => {
    const route = matchRoute(callPath, routes);
    if (!route) {
      problems.push({ segments, message: `the reference server serves no "${callPath}"${hint(callPath, known)}` });
      return null;
    }
    const methods = routes[route] ?? [];
    if (!methods.includes(method)) {
      problems.push({ segments, message: `the reference server answers ${methods.join(', ')} on "${callPath}", not ${method}` });
      return null;
    }
    return route;
  };
  /** @type {Record<string, string | null>} */
  const routeOf = {};
  for (const [name, call] of Object.entries(data.api)) {
    routeOf[name] = checkCall(call.path, call.method, ['api', name, 'path']);
  }
  (area?.list ? area.list.filters : []).forEach((filter, i) => {
    if (filter.source) checkCall(filter.source.path, 'GET', ['list', 'filters', i, 'source', 'path']);
  });
  (area?.list ? area.list.customActions : []).forEach((action, i) => {
    if (action.call) checkCall(action.call.path, action.call.method, ['list', 'customActions', i, 'call', 'path']);
  });
  for (const [field, ui] of Object.entries(area?.form ? area.form.uiSchema : {})) {
    const source = !ui || Array.isArray(ui) ? undefined : ui['ui:options']?.source;
    if (source) checkCall(source.path, 'GET', ['form', 'uiSchema', field, 'ui:options', 'source', 'path']);
  }
  // Fields shown or loaded must be in the answer the screen reads.
  // The contract lists fields under the answer's data; rows elsewhere (data.roles_and_permissions) are nested.
  /** @param {string} place */
  const prefixOf = (place) => (place.startsWith('data.') ? `${place.slice(5)}.` : '');
  // (A notifications descriptor has no "response": its answers are read where Laravel puts them.)
  const rowsPrefix = data.kind === 'area' ? prefixOf(data.response.rows) : '';
  const recordPrefix = data.kind === 'area' ? prefixOf(data.response.record) : '';
  /** @type {(route: string | null | undefined, field: string, segments: (string | number)[], what: string, prefix?: string) => void} */
  const checkField = (route, field, segments, what, prefix = '') => {
    if (!route || !contract.answers[route]) return;
    field = prefix + field;
    // One record may leave an optional object empty: its list's rows show the whole shape.
    const fields = [...contract.answers[route], ...(contract.answers[route.replace(/\/:[^/]+$/, '')] ?? [])];
    if (fields.includes(field)) return;
    problems.push({ segments, message: `${what} "${field}" is not in the answer of ${route}${hint(field, fields)}` });
  };
  (area?.list ? area.list.columns : []).forEach((column, i) => {
    checkField(routeOf.list, column.field, ['list', 'columns', i, 'field'], 'the column field', rowsPrefix);
    if (column.thumbnail) checkField(routeOf.list, column.thumbnail, ['list', 'columns', i, 'thumbnail'], 'the thumbnail field', rowsPrefix);
  });
  (area?.list ? area.list.customActions : []).forEach((action, i) =>
    (action.context ?? []).forEach((item, j) => checkField(routeOf.list, item.field, ['list', 'customActions', i, 'context', j, 'field'], 'the context field', rowsPrefix)),
  );
  // The record label is read only by the delete confirmation.
  if (area?.list?.actions.includes('delete')) checkField(routeOf.list, area.list.recordLabel, ['list', 'recordLabel'], 'the record label', rowsPrefix);
  (area?.show?.sections ?? []).forEach((section, i) =>
    section.fields.forEach((field, j) => {
      checkField(routeOf.show, field.field, ['show', 'sections', i, 'fields', j, 'field'], 'the field', recordPrefix);
      if (field.thumbnail) checkField(routeOf.show, field.thumbnail, ['show', 'sections', i, 'fields', j, 'thumbnail'], 'the thumbnail field', recordPrefix);
    }),
  );
  for (const [name, from] of Object.entries(area?.form ? area.form.load : {})) {
    if (typeof from === 'string') checkField(routeOf.show, from, ['form', 'load', name], 'the field', recordPrefix);
    else {
      checkField(routeOf.show, from.from, ['form', 'load', name, 'from'], 'the field', recordPrefix);
      for (const [row, path] of Object.entries(from.each)) checkField(routeOf.show, `${from.from}.${path}`, ['form', 'load', name, 'each', row], 'the field', recordPrefix);
    }
  }
  if (area) problems.push(...writeProblems(area, contract, routeOf));
  return problems;
}

/**
 * The request field a body name stands for: a list sent as `name[]` is the field `name`.
 * @param {string} name
 */
const requestName = (name) => name.replace(/\[\]$/, '');

/**
 * The fields the form sends on a create or an update, each with the form property it comes from
 * (as formToBody builds the body): the mode's properties, read-only ones left out on edit, rows
 * sent as one list under their `sendAs` name, and the call's fixed body fields but `_method`.
 * @param {AreaForm} form
 * @param {'create' | 'update'} mode
 * @param {Record<string, unknown> | undefined} fixedBody
 * @returns {{ name: string; property: string | null; segments: (string | number)[] }[]}
 */
function sentFields(form, mode, fixedBody) {
  const schema = modeSchema(form, mode === 'create' ? 'create' : 'edit');
  const skip = new Set(mode === 'update' ? form.readOnlyOnEdit : []);
  /** @type {{ name: string; property: string | null; segments: (string | number)[] }[]} */
  const sent = [];
  for (const property of Object.keys(schema.properties)) {
    if (skip.has(property)) continue;
    const as = form.sendAs[property];
    if (as) sent.push({ name: requestName(as.field), property: null, segments: ['form', 'sendAs', property, 'field'] });
    else sent.push({ name: requestName(property), property, segments: ['form', 'schema', 'properties', property] });
  }
  for (const name of Object.keys(fixedBody ?? {})) {
    // Laravel's method spoofing: the route's method, not a field.
    if (name !== '_method') sent.push({ name: requestName(name), property: null, segments: ['api', mode, 'body', name] });
  }
  return sent;
}

/**
 * What the form itself checks of one property: its schema's constraints and its rules (those that
 * always run on the mode's form), as the accepted-field shape of the contract.
 * @param {AreaForm} form
 * @param {string} property
 * @param {boolean} required
 * @param {'create' | 'edit'} mode
 */
function formConstraints(form, property, required, mode) {
  const schema = /** @type {Record<string, any>} */ (form.schema.properties[property] ?? {});
  const rules = form.rules.filter((rule) => rule.field === property && !rule.when && runsOn(rule, mode));
  /** @param {string} name */
  const ruleValue = (name) => rules.find((rule) => rule.rule === name)?.value;
  const items = schema.items && typeof schema.items === 'object' ? schema.items : {};
  const choices = schema.enum ?? items.enum ?? (Array.isArray(schema.oneOf) ? schema.oneOf.map((/** @type {{ const?: unknown }} */ o) => o.const) : undefined);
  return {
    required: required || rules.some((rule) => rule.rule === 'required' || (rule.rule === 'minItems' && Number(rule.value) > 0)),
    maxLength: schema.maxLength ?? ruleValue('maxLength'),
    minLength: schema.minLength ?? ruleValue('minLength'),
    pattern: schema.pattern ?? ruleValue('pattern'),
    minimum: schema.minimum ?? ruleValue('min'),
    maximum: schema.maximum ?? ruleValue('max'),
    enum: Array.isArray(choices) ? choices.map(String) : undefined,
    minItems: schema.minItems ?? ruleValue('minItems'),
  };
}

/**
 * Where a form's own check of a field is looser or stricter than the server's: looser, the admin
 * meets the rule first as the server's refusal after the form said all was well; stricter, the
 * server takes what the form refuses (a rule a real backend must gain too).
 * Each difference is named by its kind (required, enum, a bound's name, pattern), which
 * form.ownRules can mark as the form's own.
 * @param {ReturnType<typeof formConstraints>} form
 * @param {AcceptedField} server
 * @returns {{ kind: string; text: string }[]}
 */
function ruleDifferences(form, server) {
  /** @type {{ kind: string; text: string }[]} */
  const out = [];
  /** @type {(kind: string, text: string) => void} */
  const say = (kind, text) => {
    out.push({ kind, text });
  };
  if (server.required && !form.required) say('required', 'the server requires it, the form does not');
  if (!server.required && form.required) say('required', 'the form requires it, the server does not');
  /** @type {[keyof typeof form & keyof AcceptedField, string, 1 | -1][]} */
  const bounds = [
    ['maxLength', 'at most', 1],
    ['maximum', 'at most', 1],
    ['minLength', 'at least', -1],
    ['minimum', 'at least', -1],
    ['minItems', 'at least', -1],
  ];
  for (const [key, words, sign] of bounds) {
    const theirs = server[key];
    const ours = form[key] === undefined ? undefined : Number(form[key]);
    // A list the server takes empty (minItems 0) has no bound the form must repeat; one the form
    // asks to hold an item is the required difference, already said.
    if (theirs === undefined || (key === 'minItems' && theirs === 0 && (ours === undefined || (ours === 1 && form.required && !server.required)))) continue;
    if (ours === undefined) say(key, `the server allows ${words} ${theirs} (${key}), the form does not check it`);
    else if (ours !== theirs) say(key, `the server allows ${words} ${theirs} (${key}), the form ${words} ${ours} (${(ours - Number(theirs)) * sign > 0 ? 'looser' : 'stricter'})`);
  }
  if (server.pattern && form.pattern === undefined) say('pattern', `the server requires the pattern ${server.pattern}, the form does not check it`);
  else if (server.pattern && form.pattern !== server.pattern) say('pattern', `the server requires the pattern ${server.pattern}, the form another: ${form.pattern}`);
  if (server.enum && form.enum && [...server.enum].sort().join() !== [...form.enum].sort().join()) {
    say('enum', `the server takes ${server.enum.join(', ')}, the form offers ${form.enum.join(', ')}`);
  }
  return out;
}

/**
 * The form's fields against what its create and update calls accept (server/contract.json
 * "writes"): a field the call does not accept would be dropped without a word, so it is refused;
 * a rule that differs from the server's is a warning.
 * @param {Area} area
 * @param {RouteContract} contract
 * @param {Record<string, string | null>} routeOf
 * @returns {Problem[]}
 */
function writeProblems(area, contract, routeOf) {
  /** @type {Problem[]} */
  const problems = [];
  const form = area.form;
  if (!form || !contract.writes) return problems;
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {Map<string, { said: string; problem: Problem }>} */
  const warned = new Map();
  // Differences the descriptor marks as the form's own, with a reason: said nothing of.
  const ownRules = form.ownRules ?? [];
  /** @type {Set<number>} */
  const usedOwn = new Set();
  let compared = false;
  for (const mode of /** @type {const} */ (['create', 'update'])) {
    const call = area.api[mode];
    const route = routeOf[mode];
    if (!call || !route) continue;
    const method = String(call.body?._method ?? call.method).toUpperCase();
    const accepted = contract.writes[route]?.[method];
    // A call outside the field tables (settings, a page's content): nothing is known to compare with.
    if (!accepted) continue;
    compared = true;
    const names = Object.keys(accepted);
    const schema = modeSchema(form, mode === 'create' ? 'create' : 'edit');
    // A switch that only shows or hides other fields (change_password) is the form's own control.
    const controls = new Set(form.conditions.map((condition) => condition.when.field));
    const conditional = new Set(form.conditions.map((condition) => condition.field));
    for (const { name, property, segments } of sentFields(form, mode, call.body)) {
      const field = accepted[name];
      if (!field && property && controls.has(property)) continue;
      if (!field) {
        const line = `${segments.join('/')} ${name}`;
        if (seen.has(line)) continue;
        seen.add(line);
        problems.push({
          segments,
          key: segments[1] === 'schema',
          message: `the form sends "${name}", which ${method} ${route} does not accept (it accepts ${names.join(', ')}), so the server would drop it without a word${hint(name, names)}`,
        });
        continue;
      }
      if (!property) continue;
      // Whether a field shown only sometimes, or a stored file on update, must be sent is not the
      // form's required mark to say.
      const compareRequired = !conditional.has(property) && !(mode === 'update' && field.type === 'file');
      const constraints = formConstraints(form, property, (schema.required ?? []).includes(property), mode === 'create' ? 'create' : 'edit');
      const differences = ruleDifferences(compareRequired ? constraints : { ...constraints, required: field.required }, field).filter((difference) => {
        const own = ownRules.findIndex((entry) => entry.field === property && entry.differs === difference.kind && (entry.on === undefined || entry.on === mode));
        if (own >= 0) usedOwn.add(own);
        return own < 0;
      });
      if (differences.length === 0) continue;
      // The same difference on create and update is said once.
      const said = differences.map((difference) => difference.text).join('; ');
      const before = warned.get(property);
      if (before && before.said === said) before.problem.message = before.problem.message.replace(/^"([^"]+)" on create \(([^)]+)\)/, `"$1" on create and update (${'$'}2, ${route})`);
      else {
        /** @type {Problem} */
        const problem = { segments, key: true, warning: true, message: `"${name}" on ${mode} (${route}): ${said}` };
        warned.set(property, { said, problem });
        problems.push(problem);
      }
    }
  }
  // A mark that no longer stands for a difference would hide the next one: it goes.
  if (compared) {
    ownRules.forEach((entry, i) => {
      if (usedOwn.has(i)) return;
      problems.push({
        segments: ['form', 'ownRules', i],
        message: `"${entry.field}" is checked as the server checks it (${entry.differs}${entry.on ? ` on ${entry.on}` : ''}): nothing is the form's own here, take the entry out of ownRules`,
      });
    });
  }
  return problems;
}

/**
 * @param {unknown} template
 * @returns {string[]}
 */
function placeholders(template) {
  return [...String(template).matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1] ?? '').filter((name) => name !== 'id' && name !== 'value');
}

/**
 * The dashboard addresses the areas answer, as patterns a route with {placeholders} can be matched against.
 * @param {readonly Record<string, unknown>[]} areas the area descriptors as written, their shape perhaps wrong
 */
function areaRoutePatterns(areas) {
  /** @param {string} text */
  const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = [/^\/home$/];
  for (const area of areas) {
    for (const base of [area.route, ...(Array.isArray(area.routeAliases) ? area.routeAliases : [])]) {
      if (typeof base !== 'string') continue;
      const b = escapeRegExp(base);
      patterns.push(area.screen === 'single' ? new RegExp(`^/${b}$`) : new RegExp(`^/${b}/(all|create|(edit|show)/[^/]+)$`));
    }
  }
  return patterns;
}

/**
 * The engine schema's validator of each kind of descriptor. It fills in what a descriptor leaves
 * out with the schema's defaults ("cell": "text"), as the dashboard does when it loads one, so
 * the checks after it read a descriptor as the dashboard will.
 * @param {CheckContext} [ctx]
 */
export function descriptorValidators(ctx = loadContext()) {
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, useDefaults: true });
  ajv.addSchema(namesSchema(ctx));
  ajv.addSchema(ctx.schema, 'descriptor');
  return {
    area: compiled(ajv, 'descriptor#/$defs/area'),
    menu: compiled(ajv, 'descriptor#/$defs/menu'),
    notifications: compiled(ajv, 'descriptor#/$defs/notifications'),
    shared: compiled(ajv, 'descriptor#/$defs/shared'),
  };
}

/** @type {Record<string, string>} */
const SHARED_NOUN = { calls: 'call', sources: 'lookup' };

/**
 * A shared call or lookup is whole by itself: it has its path and uses no other.
 * @param {Record<string, any>} shared the shared descriptor, its shape checked
 * @param {Problem[]} found
 * @returns {Problem[]}
 */
function sharedPartProblems(shared, found) {
  const problems = found.map((p) =>
    p.message.startsWith('missing "path" (or') && SHARED_NOUN[String(p.segments[0])] ? { ...p, message: `missing "path": a shared ${SHARED_NOUN[String(p.segments[0])]} is whole by itself` } : p,
  );
  for (const group of ['calls', 'sources']) {
    for (const [name, part] of Object.entries(shared[group] ?? {})) {
      if (part?.use !== undefined) problems.push({ segments: [group, name, 'use'], message: `a shared ${SHARED_NOUN[group]} cannot use another: write it whole` });
    }
  }
  return problems;
}

/**
 * The parsed shared descriptor among the files, if one reads as JSON (its problems are reported with the others).
 * @param {readonly DescriptorFile[]} files
 */
function sharedContents(files) {
  return sharedOf(
    files.map(({ text }) => {
      try {
        return JSON.parse(text);
      } catch {
        // Reported as a syntax error where the file is checked.
        return null;
      }
    }),
  );
}

/**
 * Checks every file together (so that menus, routes and duplicates can be compared).
 * @param {readonly DescriptorFile[]} files
 * @param {CheckContext} [ctx]
 * @param {{ warnings?: boolean }} [options] warnings: also answer the differences that do not stop a build (a form rule looser or stricter than the server's)
 * @returns {DescriptorProblem[]}
 */
export function checkDescriptors(files, ctx = loadContext(), options = {}) {
  const found = checkAll(files, ctx);
  return options.warnings ? found : found.filter((p) => !p.warning);
}

/**
 * @param {readonly DescriptorFile[]} files
 * @param {CheckContext} ctx
 * @returns {DescriptorProblem[]}
 */
function checkAll(files, ctx) {
  // The calls and lookups areas share, merged into each before its checks; which of them are used.
  const shared = sharedContents(files);
  const validators = descriptorValidators({ ...ctx, shared });
  /** @type {DescriptorProblem[]} */
  const problems = [];
  /** @type {Parsed[]} */
  const parsed = [];
  // Files that could not be read: the menu may still name their areas without a second error.
  /** @type {Set<string>} */
  const unreadable = new Set();
  /** @type {Parsed[]} */
  const sharedFiles = [];
  /** @type {Set<string>} */
  const used = new Set();

  for (const { file, text } of files) {
    /** @type {ParseError[]} */
    const parseErrors = [];
    const tree = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false });
    /** @type {(segments: (string | number)[], message: string, key?: boolean, warning?: boolean) => void} */
    const report = (segments, message, key = false, warning = false) => {
      // A place the file does not write (a property a shared call brings) is shown where the file
      // comes nearest: the call that uses it.
      let node;
      for (let n = segments.length; tree && node === undefined && n >= 0; n -= 1) {
        node = findNodeAtLocation(tree, segments.slice(0, n));
        if (node !== undefined && n < segments.length) key = false;
      }
      // Point at the property name for unknown properties, at the value otherwise.
      const target = node ? (key && node.parent?.type === 'property' ? node.parent : node) : undefined;
      const at = lineColumn(text, target ? target.offset : 0);
      problems.push({ file, line: at.line, column: at.column, pointer: toPointer(segments), message, ...(warning ? { warning: /** @type {const} */ (true) } : {}) });
    };
    if (parseErrors.length > 0 || !tree) {
      for (const e of parseErrors.slice(0, 3)) {
        const at = lineColumn(text, e.offset);
        problems.push({ file, line: at.line, column: at.column, pointer: '', message: `JSON syntax error: ${SYNTAX[printParseErrorCode(e.error)] ?? printParseErrorCode(e.error)}` });
      }
      unreadable.add(path.basename(file, '.json'));
      continue;
    }
    const data = JSON.parse(text);
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      report([], 'a descriptor must be a JSON object');
      continue;
    }
    // Only the kinds there are: "constructor" or "toString" name no validator.
    const validate = typeof data.kind === 'string' && Object.hasOwn(validators, data.kind) ? validators[/** @type {keyof typeof validators} */ (data.kind)] : undefined;
    if (!validate) {
      report(
        data.kind === undefined ? [] : ['kind'],
        data.kind === undefined
          ? 'missing "kind": write "area", "menu", "notifications" or "shared"'
          : `unknown descriptor kind ${JSON.stringify(data.kind)}${hint(data.kind, Object.keys(validators))}`,
      );
      continue;
    }
    if (data.kind === SHARED_KIND) {
      const found = sharedPartProblems(data, schemaProblems(validate, structuredClone(data)));
      for (const p of found) report(p.segments, p.message, p.key);
      sharedFiles.push({ file, data, report: (segments, message) => report(segments, message) });
      continue;
    }
    // First the file as written (a "use" only where a call or lookup may be), then with the shared
    // calls and lookups it uses merged in, as the dashboard is built from it.
    let found = schemaProblems(validate, structuredClone(data));
    let whole = data;
    const merged = resolveShared(data, shared);
    for (const part of merged.used) used.add(part);
    if (found.length === 0) {
      // Every name used is one shared.json has (the schema's names come from it).
      whole = merged.descriptor;
      found = schemaProblems(validate, whole);
    }
    for (const p of found) report(p.segments, p.message, p.key);
    // Cross-checks only read a descriptor whose shape is right, so each message stays true; they
    // read an area as the dashboard completes it (a show page's fields taken from the list).
    if (found.length === 0) {
      const completed = withServerLimits(withShowSections(whole), ctx.contract?.writes);
      const seen = new Set();
      for (const p of [...crossProblems(completed, ctx), ...contractProblems(completed, ctx.contract), ...showDefaultProblems(whole)]) {
        const at = writtenPlace(whole, p);
        const line = `${toPointer(at.segments)} ${p.message}`;
        if (seen.has(line)) continue;
        seen.add(line);
        report(at.segments, at.message, p.key, p.warning);
      }
    }
    parsed.push({ file, data: whole, report: (segments, message) => report(segments, message) });
  }

  // What the shared descriptor holds is used somewhere, and there is one of it.
  for (const [i, { file, data, report }] of sharedFiles.entries()) {
    if (i > 0) report(['kind'], `only one shared descriptor is allowed; another is ${sharedFiles[0]?.file}`);
    else if (path.basename(file) !== `${SHARED_KIND}.json`) report(['kind'], `the shared descriptor must be the file ${SHARED_KIND}.json, which the build reads`);
    for (const group of ['calls', 'sources']) {
      for (const name of Object.keys(data[group] ?? {})) {
        if (!used.has(`${group}/${name}`)) report([group, name], `the shared ${SHARED_NOUN[group]} "${name}" is used by no descriptor: use it, or take it out`);
      }
    }
  }

  // Across files: unique areas and routes, file names, menu references.
  const areas = parsed.filter((p) => p.data.kind === 'area');
  const seenArea = new Map();
  const seenRoute = new Map();
  for (const p of areas) {
    const { area, route, routeAliases } = p.data;
    const base = path.basename(p.file, '.json');
    if (typeof area === 'string' && base !== area) p.report(['area'], `the area key "${area}" must match the file name "${base}"`);
    if (seenArea.has(area)) p.report(['area'], `area "${area}" is also declared in ${seenArea.get(area)}`);
    else seenArea.set(area, p.file);
    // An area whose shape is wrong is reported as such; its routes are compared as far as they are written.
    [route, ...(Array.isArray(routeAliases) ? routeAliases : [])].forEach((r, i) => {
      if (typeof r !== 'string') return;
      const where = i === 0 ? ['route'] : ['routeAliases', i - 1];
      if (seenRoute.has(r)) p.report(where, `route "/${r}" is also used by ${seenRoute.get(r)}`);
      else seenRoute.set(r, p.file);
    });
  }
  const areaKeys = [...seenArea.keys()];
  // Screens an area declares "unavailable" keep their route for old links, but nothing in the product leads there.
  const unavailableList = new Set(areas.filter((p) => Array.isArray(p.data.unavailable) && p.data.unavailable.includes('list')).map((p) => p.data.area));
  const unavailableTarget = unavailableScreenOf(areas.map((p) => p.data));
  const menus = parsed.filter((p) => p.data.kind === 'menu');
  for (const menu of menus) {
    const seenInMenu = new Set();
    for (const [node, segments] of walk(menu.data.items, ['items'])) {
      if (node && typeof node === 'object' && typeof node.link === 'string') {
        const target = unavailableTarget(node.link);
        if (target)
          menu.report(
            [...segments, 'link'],
            `the menu links to "${node.link}", the ${target.kind} screen area "${target.area}" declares unavailable: take the entry out (the route stays for old links)`,
          );
      }
      if (!node || typeof node !== 'object' || Array.isArray(node) || typeof node.area !== 'string') continue;
      if (unavailableList.has(node.area))
        menu.report([...segments, 'area'], `the menu names area "${node.area}", whose list is declared unavailable: take the entry out (the route stays for old links)`);
      if (!seenArea.has(node.area) && !unreadable.has(node.area)) menu.report([...segments, 'area'], `the menu names area "${node.area}", which no descriptor declares${hint(node.area, areaKeys)}`);
      if (seenInMenu.has(node.area)) menu.report([...segments, 'area'], `area "${node.area}" appears twice in the menu`);
      seenInMenu.add(node.area);
    }
  }
  for (const p of areas) {
    const customActions = Array.isArray(p.data.list?.customActions) ? p.data.list.customActions : [];
    customActions.forEach((/** @type {Record<string, unknown> | null} */ action, /** @type {number} */ i) => {
      const target = action && typeof action.link === 'string' ? unavailableTarget(action.link) : null;
      if (target) p.report(['list', 'customActions', i, 'link'], `the row button "${action?.name}" links to "${action?.link}", the ${target.kind} screen area "${target.area}" declares unavailable`);
    });
  }
  const notifications = parsed.filter((p) => p.data.kind === 'notifications');
  if (notifications.length > 1) notifications[1]?.report(['kind'], `only one notifications descriptor is allowed; another is ${notifications[0]?.file}`);
  const routes = areaRoutePatterns(areas.map((p) => p.data));
  for (const p of notifications) {
    const { destinations, fallback } = p.data;
    // Written wrong (null), the destinations are reported as such and name no route here.
    const written = destinations && typeof destinations === 'object' ? destinations : {};
    for (const [type, target] of [...Object.entries(written).map(([k, v]) => [['destinations', k], v]), [['fallback'], fallback]]) {
      if (typeof target === 'string' && !routes.some((pattern) => pattern.test(target.split('?')[0] ?? ''))) {
        p.report(type, `"${target}" is not a route of any area`);
      }
    }
  }
  if (files.length > 0 && menus.length !== 1) {
    problems.push({ file: 'descriptors', line: 1, column: 1, pointer: '', message: `expected exactly one menu descriptor, found ${menus.length}` });
  }
  return problems;
}

/**
 * One icon, one meaning on every list: a built-in action's icon (Visibility for show, ...) on a
 * custom action says it does the same, so it takes that action's colour; an action labelled like
 * a built-in one takes its icon.
 * @param {CustomAction} action
 * @param {number} i
 * @param {Record<string, ActionLook>} looks
 * @returns {Problem[]}
 */
function actionLookProblems(action, i, looks) {
  /** @type {Problem[]} */
  const problems = [];
  for (const [name, look] of Object.entries(looks)) {
    if (action.icon === look.icon && (action.color ?? 'primary') !== look.color) {
      problems.push({
        segments: ['list', 'customActions', i, 'icon'],
        message: `the icon "${look.icon}" means the built-in "${name}" action on every list, in the colour "${look.color}": give "${action.name}" that colour, or another icon if it does something else`,
      });
    }
    if (action.label === look.label && action.icon !== look.icon) {
      problems.push({
        segments: ['list', 'customActions', i, 'icon'],
        message: `"${action.name}" is labelled like the built-in "${name}" action, whose icon is "${look.icon}" on every list: use that icon`,
      });
    }
  }
  return problems;
}

/**
 * A function telling which area's unavailable screen a link (`/orders/create`) opens, or null.
 * @param {readonly Record<string, unknown>[]} areaData the area descriptors as written, their shape perhaps wrong
 * @returns {(link: string) => { area: string; kind: string; pattern: RegExp } | null}
 */
function unavailableScreenOf(areaData) {
  /** @type {Record<string, string>} */
  const suffix = { list: '/all', create: '/create', edit: '/edit/[^/]+', show: '/show/[^/]+' };
  /** @type {{ area: string; kind: string; pattern: RegExp }[]} */
  const patterns = [];
  for (const data of areaData) {
    if (!Array.isArray(data.unavailable) || typeof data.route !== 'string') continue;
    for (const kind of data.unavailable) {
      if (!suffix[kind]) continue;
      for (const route of [data.route, ...(Array.isArray(data.routeAliases) ? data.routeAliases : [])]) {
        const escaped = String(route).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        patterns.push({ area: String(data.area), kind, pattern: new RegExp(`^/${escaped}${suffix[kind]}/?$`, 'i') });
      }
    }
  }
  return (link) => {
    const target = link.split(/[?#]/)[0] ?? '';
    return patterns.find((p) => p.pattern.test(target)) ?? null;
  };
}

/**
 * @param {DescriptorProblem} p
 * @returns {string}
 */
export function formatProblem(p) {
  return `${p.file}:${p.line}:${p.column} ${p.warning ? 'warning: ' : ''}${p.pointer ? p.pointer + ' ' : ''}${p.message}`;
}
