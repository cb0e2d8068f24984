/**
 * Ordered validation rules: every form (descriptor-driven or built in) lists its checks in
 * the order the spec gives, and the first failure is the one the admin sees.
 */
import type { Rule } from '../descriptor/descriptor.types';

/** The checks a rule can make: the engine schema's list (descriptor.types is generated from it). */
type RuleKind = Rule['rule'];

export interface ValidationRule {
  /** The form field the rule reads (the API's own field name). */
  field: string;
  rule: RuleKind;
  /** minLength / maxLength / min / max / minItems: a number; pattern: a regular expression; oneOf: the values allowed; sameAs / notBefore: another field. */
  value?: number | string | readonly string[];
  /** How the value is read before the check, as the server reads it (compact: without spaces, in upper case). */
  normalize?: 'compact';
  /** Translation key shown when the rule fails, e.g. `VALIDATION.nameAr`. */
  message: string;
  /** Run the rule only on this form (a field required on edit only). */
  on?: 'create' | 'edit';
  /** Run the rule only when another field holds this value (e.g. a "change password" switch). */
  when?: { field: string; equals: unknown };
}

export interface RuleFailure {
  field: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : String(value);
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A date as YYYY-MM-DD (what date inputs hold), or null. */
function dayOf(value: unknown): string | null {
  const text = asText(value);
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  return match ? (match[1] ?? null) : null;
}

/** Today in the admin's own time zone, as YYYY-MM-DD. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Text checks on a list (several phone numbers) apply to each item. */
const PER_ITEM: ReadonlySet<RuleKind> = new Set(['minLength', 'maxLength', 'pattern', 'email', 'oneOf']);

/** The value as the server reads it before testing it. */
function normalized(rule: ValidationRule, value: unknown): unknown {
  return rule.normalize === 'compact' && typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value;
}

function passes(rule: ValidationRule, values: Readonly<Record<string, unknown>>): boolean {
  const value = normalized(rule, values[rule.field]);
  if (Array.isArray(value) && PER_ITEM.has(rule.rule)) {
    return value.every((item) => passes(rule, { ...values, [rule.field]: item }));
  }
  switch (rule.rule) {
    case 'required':
      return !isBlank(value);
    case 'minLength':
      return isBlank(value) || asText(value).length >= Number(rule.value ?? 0);
    case 'maxLength':
      return isBlank(value) || asText(value).length <= Number(rule.value ?? Infinity);
    case 'pattern':
      return isBlank(value) || new RegExp(String(rule.value ?? '')).test(asText(value));
    case 'email':
      return isBlank(value) || EMAIL.test(asText(value));
    case 'sameAs':
      return asText(value) === asText(values[String(rule.value ?? '')]);
    case 'min': {
      const n = asNumber(value);
      return isBlank(value) || (n !== null && n >= Number(rule.value ?? -Infinity));
    }
    case 'max': {
      const n = asNumber(value);
      return isBlank(value) || (n !== null && n <= Number(rule.value ?? Infinity));
    }
    case 'oneOf':
      return isBlank(value) || (Array.isArray(rule.value) && rule.value.includes(asText(value)));
    case 'minItems':
      return Array.isArray(value) && value.length >= Number(rule.value ?? 1);
    case 'notBeforeToday': {
      const day = dayOf(value);
      return isBlank(value) || (day !== null && day >= today());
    }
    case 'everyItemHas':
      return Array.isArray(value) && value.every((item: unknown) => item !== null && typeof item === 'object' && !isBlank((item as Record<string, unknown>)[String(rule.value ?? '')]));
    case 'notBefore': {
      const day = dayOf(value);
      const other = dayOf(values[String(rule.value ?? '')]);
      return isBlank(value) || other === null || (day !== null && day >= other);
    }
  }
}

function applies(rule: ValidationRule, values: Readonly<Record<string, unknown>>): boolean {
  if (!rule.when) return true;
  const actual = values[rule.when.field];
  const expected = rule.when.equals;
  // Switches arrive as booleans or as 1/0 depending on where the value came from.
  if (typeof expected === 'boolean') return Boolean(actual) === expected && actual !== '0';
  return actual === expected || asText(actual) === asText(expected);
}

/** Runs the rules in order and returns the first failure, or null when every rule passes. */
export function runRules(rules: readonly ValidationRule[], values: Readonly<Record<string, unknown>>): RuleFailure | null {
  for (const rule of rules) {
    if (applies(rule, values) && !passes(rule, values)) {
      return { field: rule.field, message: rule.message };
    }
  }
  return null;
}

/**
 * The values a failed rule's message may name: the field by its label, and what the rule compared
 * with (`{{field}} must not be more than {{value}}`).
 */
export function failureParams(rules: readonly ValidationRule[], failure: RuleFailure, labels: Readonly<Record<string, string>> = {}): Record<string, string> {
  const rule = rules.find((candidate) => candidate.field === failure.field && candidate.message === failure.message);
  const value = rule?.value;
  return { field: labels[failure.field] ?? failure.field, value: Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value) };
}

/** Trims every string value (the spec trims all inputs before checking and sending). */
export function trimValues<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as T;
}
