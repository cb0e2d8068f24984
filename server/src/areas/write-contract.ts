import { type FieldRule, leastItems } from '../db/field-rule.js';
import type { ReferenceArea } from './reference-area.js';

// What each create and update call accepts, read from the areas' field rules: server/contract.json
// lists it so the descriptor checker can refuse a form field the server would drop, and hold a
// form's rules to the server's. A real backend publishes the same for its form requests.

/** One accepted request field: its type and the constraints the server checks. */
export interface AcceptedField {
  readonly type: 'string' | 'integer' | 'number' | 'boolean' | 'file' | 'array';
  /** Required on this call. */
  readonly required: boolean;
  readonly maxLength?: number;
  readonly minLength?: number;
  /** The regular expression the value must match (JavaScript source). */
  readonly pattern?: string;
  /** What the pattern stands for (phone, iban, swift), so a form can say what is expected. */
  readonly patternName?: string;
  /** How the server reads the value before testing it: compact is without spaces, in upper case. */
  readonly normalize?: 'compact';
  readonly format?: 'email' | 'uri' | 'date';
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly string[];
  /** For a list: the least number of items, and the type of each. */
  readonly minItems?: number;
  readonly items?: 'integer' | 'string';
}

/** The fields one call accepts, by request name (lists without their `[]`). */
export type AcceptedFields = Record<string, AcceptedField>;

/** Per route (as server/contract.json names routes) and method: the fields accepted. */
export type WriteContract = Record<string, Record<string, AcceptedFields>>;

function required(requirement: boolean | 'create' | 'update' | undefined, mode: 'create' | 'update'): boolean {
  return requirement === true || requirement === mode;
}

/** The request fields one rule reads on a create or an update. */
export function acceptedFields(rule: FieldRule, mode: 'create' | 'update'): AcceptedFields {
  switch (rule.kind) {
    case 'text':
      // A field written on create only is ignored on update: not accepted there.
      if (rule.createOnly && mode === 'update') return {};
      return {
        [rule.name]: {
          type: 'string',
          required: required(rule.required, mode),
          maxLength: rule.max,
          ...(rule.pattern ? { pattern: rule.pattern.source } : {}),
          ...(rule.patternName ? { patternName: rule.patternName } : {}),
          ...(rule.compact ? { normalize: 'compact' } : {}),
        },
      };
    case 'email':
      return { [rule.name]: { type: 'string', required: required(rule.required ?? true, mode), format: 'email' } };
    case 'url':
      return { [rule.name]: { type: 'string', required: required(rule.required, mode), format: 'uri' } };
    case 'active':
      return Object.fromEntries([rule.name, ...(rule.aliases ?? [])].map((name) => [name, { type: 'boolean', required: false }]));
    case 'flag':
      return { [rule.name]: { type: 'boolean', required: false } };
    case 'reference':
      return {
        [rule.name]: rule.list ? { type: 'array', required: required(rule.required, mode), items: 'integer' } : { type: 'integer', required: required(rule.required, mode) && !rule.onlyWhen },
      };
    case 'number':
      return {
        [rule.name]: {
          type: rule.integer ? 'integer' : 'number',
          required: required(rule.required, mode) && !(mode === 'create' && rule.createDefault !== undefined),
          minimum: rule.min,
          maximum: rule.max,
        },
      };
    case 'choice':
      return { [rule.name]: { type: 'string', required: required(rule.required ?? true, mode), enum: rule.values } };
    case 'choiceList':
      return {
        [rule.name]: { type: 'array', required: (mode === 'create' && rule.min > 0) || required(rule.required, mode), items: 'string', enum: rule.values, minItems: leastItems(rule, mode) },
      };
    case 'date':
      return { [rule.name]: { type: 'string', required: required(rule.required, mode), format: 'date' } };
    case 'image':
    case 'pdf':
      return { [rule.name]: { type: 'file', required: rule.kind === 'image' && !rule.optional && mode === 'create' } };
    case 'links':
      return { [rule.name]: { type: 'array', required: leastItems(rule, mode) > 0, items: 'integer', minItems: leastItems(rule, mode) } };
    case 'password':
      return {
        [rule.name]: { type: 'string', required: mode === 'create', minLength: rule.min, maxLength: 255, ...(rule.pattern ? { pattern: rule.pattern.test.source } : {}) },
        [`${rule.name}_confirmation`]: { type: 'string', required: mode === 'create' },
      };
  }
}

function fieldsOf(area: ReferenceArea, mode: 'create' | 'update'): AcceptedFields {
  const out: AcceptedFields = {};
  for (const rule of area.fields) Object.assign(out, acceptedFields(rule, mode));
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** The create and update calls of every area, with the fields each accepts. */
export function writeContract(areas: readonly ReferenceArea[]): WriteContract {
  const out: WriteContract = {};
  for (const area of areas) {
    const routes = area.routes;
    if (routes.style === 'rest') {
      const only = routes.only ?? ['create', 'update'];
      if (only.includes('create')) out[routes.base] = { POST: fieldsOf(area, 'create') };
      if (only.includes('update')) {
        const update = fieldsOf(area, 'update');
        // A form posts its update with _method=PUT (or PATCH), as Laravel lets HTML forms do.
        out[`${routes.base}/:id`] = { PATCH: update, POST: update, PUT: update };
      }
    } else {
      if (routes.create) out[routes.create] = { POST: fieldsOf(area, 'create') };
      if (routes.update) out[`${routes.update}/:id`] = { POST: fieldsOf(area, 'update') };
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
