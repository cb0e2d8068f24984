// A form field listed in `form.schema.required` is checked before saving without a rule of its
// own in `form.rules`: its `required` rule and that rule's message come by convention. Plain
// JavaScript so that the dashboard (normalizeDescriptor), the descriptor checker and the browser
// tests complete a form's rules in one and the same way.

/** @import { Rule } from './descriptor.types' */

/**
 * The parts of a form the required rules are made from.
 * @typedef {object} RulesForm
 * @property {{ required?: readonly string[] }} [schema]
 * @property {readonly Rule[]} [rules]
 * @property {readonly string[]} [uncheckedRequired]
 * @property {readonly string[]} [requiredOnCreate]
 * @property {readonly string[]} [requiredOnEdit]
 */

/**
 * Every required field in the order its check runs, with the form it is required on (none: both):
 * `form.schema.required`, then the fields required on create only, then those on edit only.
 * @param {RulesForm | undefined} form
 * @returns {{ field: string; on?: 'create' | 'edit' }[]}
 */
export function requiredFields(form) {
  const both = form?.schema?.required ?? [];
  /** @type {{ field: string; on?: 'create' | 'edit' }[]} */
  const out = both.map((field) => ({ field }));
  for (const field of form?.requiredOnCreate ?? []) if (!both.includes(field)) out.push({ field, on: 'create' });
  for (const field of form?.requiredOnEdit ?? []) if (!both.includes(field)) out.push({ field, on: 'edit' });
  return out;
}

/**
 * Whether a rule runs on a form of this mode: a rule marked for create or edit runs on that form
 * only (a single record's page is an edit form).
 * @param {{ on?: 'create' | 'edit' }} rule
 * @param {'create' | 'edit' | 'single'} mode
 */
export function runsOn(rule, mode) {
  return rule.on === undefined || rule.on === (mode === 'create' ? 'create' : 'edit');
}

/**
 * The message a required field's rule shows by convention: `VALIDATION.` and the field in
 * camelCase, a trailing `_id` dropped (`name_ar` -> `VALIDATION.nameAr`, `country_id` ->
 * `VALIDATION.country`); a confirmation (`password_confirmation`) asks with the message of the
 * field it confirms (`VALIDATION.password`).
 * @param {string} field
 * @returns {string}
 */
export function requiredMessage(field) {
  const confirmed = /^(.+)_confirmation$/u.exec(field);
  const base = (confirmed?.[1] ?? field).replace(/_id$/u, '');
  return `VALIDATION.${base.replace(/_([a-z0-9])/gu, (_, /** @type {string} */ letter) => letter.toUpperCase())}`;
}

/**
 * A written rule that already says a field must not be empty: its own `required` rule (any message, any condition), or `minItems`.
 * @param {Rule} rule
 * @param {string} field
 */
function saysNotEmpty(rule, field) {
  return rule.field === field && (rule.rule === 'required' || rule.rule === 'minItems');
}

/**
 * The required fields that get their rule by convention: in `form.schema.required` (or required
 * on one form only, requiredFields), not in
 * `form.uncheckedRequired`, and with no written rule that already says they must not be empty.
 * @param {RulesForm | undefined} form
 * @returns {string[]}
 */
export function conventionalFields(form) {
  const written = form?.rules ?? [];
  const unchecked = form?.uncheckedRequired ?? [];
  return requiredFields(form)
    .map(({ field }) => field)
    .filter((field) => !unchecked.includes(field) && !written.some((rule) => saysNotEmpty(rule, field)));
}

/**
 * A form's rules in the order they run: the written ones, and before them, for each field that
 * gets one, the rule by convention. That rule runs just before the field's first written rule;
 * a field with no written rule is checked right after the rules of the required field listed
 * before it (first of all when none is). So `form.schema.required` lists the fields in the order
 * their checks run. A field required on one form only gets its rule for that form alone (`on`).
 * @param {RulesForm | undefined} form
 * @returns {Rule[]}
 */
export function completeRules(form) {
  const rules = [...(form?.rules ?? [])];
  const derived = new Set(conventionalFields(form));
  let after = 0;
  for (const { field, on } of requiredFields(form)) {
    /** @type {Rule} */
    const rule = { field, rule: 'required', message: requiredMessage(field), ...(on ? { on } : {}) };
    const first = rules.findIndex((written) => written.field === field);
    if (first >= 0) {
      if (derived.has(field)) rules.splice(first, 0, rule);
      after = rules.reduce((last, written, index) => (written.field === field ? index + 1 : last), after);
    } else if (derived.has(field)) {
      rules.splice(after, 0, rule);
      after += 1;
    }
  }
  return rules;
}

/**
 * The written rules the convention already gives (each with its index in `form.rules`): a
 * `required` rule with no condition, for a field of `form.schema.required`, with the
 * conventional message, which the form would run in the same place without it.
 * @param {RulesForm | undefined} form
 * @returns {{ rule: Rule; index: number }[]}
 */
export function redundantRules(form) {
  const required = form?.schema?.required ?? [];
  const rules = form?.rules ?? [];
  const runs = JSON.stringify(completeRules(form));
  return rules.flatMap((rule, index) => {
    if (rule.rule !== 'required' || rule.when || !required.includes(rule.field) || rule.message !== requiredMessage(rule.field)) return [];
    const without = completeRules({ ...form, rules: rules.filter((_, other) => other !== index) });
    return JSON.stringify(without) === runs ? [{ rule, index }] : [];
  });
}

/**
 * An area descriptor (a copy) whose form lists every rule it runs, those by convention included.
 * @template T
 * @param {T} area
 * @returns {T}
 */
export function withRequiredRules(area) {
  if (!area || typeof area !== 'object' || !('form' in area) || !area.form || typeof area.form !== 'object') return area;
  return /** @type {T} */ ({ ...area, form: { ...area.form, rules: completeRules(area.form) } });
}
