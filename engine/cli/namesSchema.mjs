// The names a descriptor may use that live outside the engine schema: the product's translation
// keys and permission keys, its shared calls and lookups, the form widgets the form draws with,
// and the fields each create call's form may hold (those the server accepts). The engine schema reaches them by $ref into names.schema.json, so an editor completes and
// flags them; the checker builds the same lists from what it checks against (another locales
// folder, texts an example adds, the shared descriptor among the files checked).

import { writeRouteOf } from '../descriptor/serverRules.mjs';

/** @import { AcceptedField, CheckContext } from './checkDescriptors.mjs' */

export const NAMES_ID = 'https://dashboard.example/engine/schema/names.schema.json';

/**
 * Every dotted key of a locale file that holds a text ("banks.title"), in the file's order.
 * @param {unknown} locale
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function translationKeys(locale, prefix = '') {
  /** @type {string[]} */
  const keys = [];
  if (!locale || typeof locale !== 'object') return keys;
  for (const [key, value] of Object.entries(locale)) {
    if (typeof value === 'string') keys.push(prefix + key);
    else keys.push(...translationKeys(value, `${prefix}${key}.`));
  }
  return keys;
}

/**
 * The names of one group of the shared descriptor ("calls" or "sources"), as an enum.
 * @param {unknown} shared
 * @param {'calls' | 'sources'} group
 */
function sharedNames(shared, group) {
  const names = shared && typeof shared === 'object' ? /** @type {Record<string, unknown>} */ (shared)[group] : undefined;
  return { enum: names && typeof names === 'object' && !Array.isArray(names) ? Object.keys(names) : [] };
}

/**
 * For an editor: per create call, the names a form's fields may have. They are the fields the
 * server accepts on create or update, plus what the areas of that call keep to the form itself
 * (a switch that shows other fields, rows sent under another name, a field only shown), which the
 * checker lets pass too. An area whose create path no write call matches is left alone.
 * @param {Record<string, Record<string, Record<string, AcceptedField>>>} writes
 * @param {readonly { descriptor: any }[]} areas the area descriptors, shared calls resolved
 */
export function acceptedFormFields(writes, areas) {
  /** @type {Map<string, Set<string>>} */
  const byPath = new Map();
  for (const { descriptor } of areas) {
    if (descriptor?.kind !== 'area' || !descriptor.form) continue;
    const create = descriptor.api?.create?.path;
    if (typeof create !== 'string') continue;
    /** @type {Set<string>} */
    const names = byPath.get(create) ?? new Set();
    for (const call of [descriptor.api.create, descriptor.api.update]) {
      const route = typeof call?.path === 'string' ? writeRouteOf(call.path, Object.keys(writes)) : undefined;
      const byMethod = route ? writes[route] : undefined;
      if (!byMethod) continue;
      for (const fields of Object.values(byMethod)) for (const name of Object.keys(fields)) names.add(name);
    }
    if (names.size === 0) continue;
    const form = descriptor.form;
    for (const condition of form.conditions ?? []) if (typeof condition?.when?.field === 'string') names.add(condition.when.field);
    for (const property of Object.keys(form.sendAs ?? {})) names.add(property);
    // Shown on edit only, and read-only there: never sent.
    for (const property of form.editOnly ?? []) if ((form.readOnlyOnEdit ?? []).includes(property)) names.add(property);
    byPath.set(create, names);
  }
  return {
    description: "The form fields the server's create and update calls accept (server/contract.json), by the area's create path: a name outside them is one the server would drop.",
    allOf: [...byPath.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([create, names]) => ({
        if: { required: ['api'], properties: { api: { required: ['create'], properties: { create: { required: ['path'], properties: { path: { const: create } } } } } } },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited.
        then: { properties: { form: { properties: { schema: { properties: { properties: { propertyNames: { enum: [...names].sort() } } } } } } } },
      })),
  };
}

/**
 * The names schema for a check context ({ locales, permissions, formWidgets, shared }).
 * Translation keys are those of either language: a key one language lacks is the translation
 * check's to report. Without a shared descriptor, no call or lookup is shared.
 * The accepted form fields are for editors only (the checker says more about a field the server
 * does not accept): without `editor`, every name passes.
 * @param {Pick<CheckContext, 'locales' | 'permissions' | 'formWidgets' | 'shared'>} ctx
 * @param {{ writes?: Record<string, Record<string, Record<string, AcceptedField>>>; areas: readonly { descriptor: any }[] }} [editor]
 */
export function namesSchema({ locales, permissions, formWidgets, shared }, editor) {
  const texts = [...new Set([...translationKeys(locales.en), ...translationKeys(locales.ar)])].sort();
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: NAMES_ID,
    title: 'Names descriptors may use',
    description:
      "Generated by `npm run schema:names` from locales/, server/permission-catalogue.json, descriptors/ (shared.json, the forms' own switches) and server/contract.json, and the form widgets (engine/registries/formWidgetNames.json and the form library's own); a test fails when it is out of date. Do not edit.",
    $defs: {
      translationKey: { enum: texts },
      permissionKey: { enum: [...permissions].sort() },
      formWidget: { enum: [...formWidgets] },
      sharedCall: sharedNames(shared, 'calls'),
      sharedSource: sharedNames(shared, 'sources'),
      acceptedFormFields: editor?.writes ? acceptedFormFields(editor.writes, editor.areas) : {},
    },
  };
}
