import { ValidationError, type FieldErrors } from '../http/errors.js';
import type { Bilingual, Lang } from '../i18n/lang.js';
import { t, type MessageKey, type MessageParams } from '../i18n/messages.js';

/** Text of a scalar input; null when the input is a list or an object. */
function scalarText(value: unknown): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** 1/0, "1"/"0", true/false and "true"/"false": what JSON, form data and checkboxes send. */
export function parseFlag(value: unknown): boolean | undefined {
  const text = scalarText(value)?.trim().toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return undefined;
}

export function parseId(value: unknown): number | undefined {
  const text = scalarText(value)?.trim();
  if (!text || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && Number.isSafeInteger(id) ? id : undefined;
}

function parseNumber(value: unknown): number | undefined {
  const text = scalarText(value)?.trim();
  if (!text || !/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface TextRule {
  readonly required: boolean;
  readonly max?: number;
  readonly min?: number;
  /** Passwords are taken as typed, like Laravel's TrimStrings leaves them. */
  readonly trim?: boolean;
}

/**
 * Checks one request's fields in the order the checks are called, collecting
 * every failure as Laravel does; the first failure becomes the answer's message.
 */
export class FormValidator {
  private readonly errors: FieldErrors = {};

  constructor(
    readonly lang: Lang,
    private readonly fields: Readonly<Record<string, unknown>>,
  ) {}

  /** True when the field was sent with something other than an empty value. */
  filled(name: string): boolean {
    const text = scalarText(this.fields[name]);
    return text === null || (text !== undefined && text.trim() !== '');
  }

  fail(name: string, message: string): void {
    (this.errors[name] ??= []).push(message);
  }

  private failWith(name: string, label: Bilingual, key: MessageKey, params: MessageParams = {}): undefined {
    this.fail(name, t(this.lang, key, { attribute: label[this.lang], ...params }));
    return undefined;
  }

  private missing(name: string, label: Bilingual, required: boolean): boolean {
    if (this.filled(name)) return false;
    if (required) this.failWith(name, label, 'required');
    return true;
  }

  text(name: string, label: Bilingual, rule: TextRule): string | undefined {
    if (this.missing(name, label, rule.required)) return undefined;
    const raw = scalarText(this.fields[name]);
    if (raw === null || raw === undefined) return this.failWith(name, label, 'string');
    const value = rule.trim === false ? raw : raw.trim();
    const length = [...value].length;
    if (rule.min !== undefined && length < rule.min) return this.failWith(name, label, 'minChars', { min: rule.min });
    if (rule.max !== undefined && length > rule.max) return this.failWith(name, label, 'maxChars', { max: rule.max });
    return value;
  }

  email(name: string, label: Bilingual, required: boolean): string | undefined {
    const value = this.text(name, label, { required, max: 255 });
    if (value !== undefined && !EMAIL.test(value)) return this.failWith(name, label, 'email');
    return value;
  }

  flag(name: string, label: Bilingual, required = false): boolean | undefined {
    if (this.missing(name, label, required)) return undefined;
    const value = parseFlag(this.fields[name]);
    return value === undefined ? this.failWith(name, label, 'boolean') : value;
  }

  id(name: string, label: Bilingual, required: boolean): number | undefined {
    if (this.missing(name, label, required)) return undefined;
    const value = parseId(this.fields[name]);
    return value === undefined ? this.failWith(name, label, 'integer') : value;
  }

  number(name: string, label: Bilingual, rule: { required: boolean; min: number; max: number }): number | undefined {
    if (this.missing(name, label, rule.required)) return undefined;
    const value = parseNumber(this.fields[name]);
    if (value === undefined) return this.failWith(name, label, 'number');
    if (value < rule.min || value > rule.max)
      return this.failWith(name, label, 'between', { min: rule.min, max: rule.max });
    return value;
  }

  choice<T extends string>(name: string, label: Bilingual, values: readonly T[], required: boolean): T | undefined {
    if (this.missing(name, label, required)) return undefined;
    const raw = scalarText(this.fields[name])?.trim();
    const value = values.find((candidate) => candidate === raw);
    return value === undefined ? this.failWith(name, label, 'invalidChoice') : value;
  }

  /** Marks a field with a message of the catalogue, e.g. after a database check. */
  reject(name: string, label: Bilingual, key: MessageKey, params: MessageParams = {}): void {
    this.failWith(name, label, key, params);
  }

  hasError(name: string): boolean {
    return (this.errors[name]?.length ?? 0) > 0;
  }

  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throws the collected failures as a 422. */
  assertValid(): void {
    if (!this.valid) throw new ValidationError(this.errors);
  }
}
