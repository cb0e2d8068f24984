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

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export function parseDate(value: unknown): string | undefined {
  const text = scalarText(value)?.trim();
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? (text ?? undefined) : undefined;
}

/** A time of day written HH:MM or HH:MM:SS, answered as HH:MM. */
export function parseTime(value: unknown): string | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(scalarText(value)?.trim() ?? '');
  return match ? `${match[1]}:${match[2]}` : undefined;
}

/** Today's date on the server's calendar, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface TextRule {
  readonly required: boolean;
  readonly max?: number;
  readonly min?: number;
  /** Passwords are taken as typed, like Laravel's TrimStrings leaves them. */
  readonly trim?: boolean;
  /** The whole value must match. */
  readonly pattern?: RegExp;
  /** A name as people read it: no control character (a line break, a tab) and no text-direction override. */
  readonly name?: boolean;
}

/**
 * Control characters (C0, DEL, C1) and the bidi embeddings, overrides and isolates: in a name they
 * reorder or hide what an admin reads (U+202E before "gpj.exe" shows "exe.jpg").
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a name must not hold
const NOT_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

export interface NumberRule {
  readonly required: boolean;
  readonly min: number;
  readonly max: number;
  readonly integer?: boolean;
  /** Accepts a trailing percent sign, as a percentage field may be sent back as shown. */
  readonly percent?: boolean;
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
    const given = this.fields[name];
    // JSON true / false is a flag, never a text ("true" stored as a name): Laravel's string rule refuses it too.
    const raw = typeof given === 'boolean' ? null : scalarText(given);
    if (raw === null || raw === undefined) return this.failWith(name, label, 'string');
    const value = rule.trim === false ? raw : raw.trim();
    const length = [...value].length;
    if (rule.min !== undefined && length < rule.min) return this.failWith(name, label, 'minChars', { min: rule.min });
    if (rule.max !== undefined && length > rule.max) return this.failWith(name, label, 'maxChars', { max: rule.max });
    if (rule.name && NOT_IN_NAMES.test(value)) return this.failWith(name, label, 'plainName');
    if (rule.pattern && !rule.pattern.test(value)) return this.failWith(name, label, 'regex');
    return value;
  }

  /** An http(s) address. */
  url(name: string, label: Bilingual, required: boolean): string | undefined {
    const value = this.text(name, label, { required, max: 2048 });
    if (value === undefined) return undefined;
    let parsed: URL | undefined;
    try {
      parsed = new URL(value);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname.includes('.')) {
      return this.failWith(name, label, 'url');
    }
    return value;
  }

  date(name: string, label: Bilingual, required: boolean): string | undefined {
    if (this.missing(name, label, required)) return undefined;
    const value = parseDate(this.fields[name]);
    return value === undefined ? this.failWith(name, label, 'date') : value;
  }

  /** A time of day read from a value that is not a top-level field (e.g. `period[0][time_from]`). */
  timeValue(key: string, label: Bilingual, value: unknown): string | undefined {
    const text = scalarText(value);
    if (text === undefined || (text !== null && text.trim() === '')) {
      return this.failWith(key, label, 'required');
    }
    const time = parseTime(value);
    return time === undefined ? this.failWith(key, label, 'time') : time;
  }

  /**
   * A list of record ids, duplicates dropped, order kept; each bad entry is reported
   * under `name.index` as Laravel reports array items.
   */
  ids(name: string, label: Bilingual, list: readonly unknown[] | undefined, min: number): number[] | undefined {
    if (list === undefined || list.length === 0) {
      if (min > 0) this.failWith(name, label, list === undefined ? 'required' : 'minItems', { min });
      return list === undefined ? undefined : [];
    }
    const ids: number[] = [];
    let ok = true;
    list.forEach((entry, index) => {
      const id = parseId(entry);
      if (id === undefined) {
        ok = false;
        this.failWith(`${name}.${index}`, label, 'integer');
      } else if (!ids.includes(id)) ids.push(id);
    });
    if (!ok) return undefined;
    if (ids.length < min) return this.failWith(name, label, 'minItems', { min });
    return ids;
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

  number(name: string, label: Bilingual, rule: NumberRule): number | undefined {
    if (this.missing(name, label, rule.required)) return undefined;
    const raw = this.fields[name];
    const text = rule.percent && typeof raw === 'string' ? raw.trim().replace(/%$/, '') : raw;
    const value = parseNumber(text);
    if (value === undefined) return this.failWith(name, label, 'number');
    if (rule.integer && !Number.isInteger(value)) return this.failWith(name, label, 'integer');
    if (value < rule.min || value > rule.max) return this.failWith(name, label, 'between', { min: rule.min, max: rule.max });
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
