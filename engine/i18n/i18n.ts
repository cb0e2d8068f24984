import { isRecord } from '../answers/answers';
import { directionOf, getLanguage, type Language } from '../session/session';
import { FIRST_STRONG_ISOLATE, isolated } from './textDirection';

/** One language's texts: nested objects of strings, addressed by dotted keys ("common.save"). */
export type LocaleTexts = Readonly<Record<string, unknown>>;

/** What a text is given: the values its `{{name}}` places take; `lng` for another language's text. */
type TranslateOptions = Readonly<Record<string, unknown>> & { lng?: string; returnObjects?: boolean };

/** Translates a key (see Texts.t). */
export type TFunction = (key: string, options?: TranslateOptions) => string;

/** `{{name}}`, spaces allowed inside the braces. */
const PLACE = /\{\{\s*([^{}\s]+)\s*\}\}/g;
const FALLBACK_LANGUAGE = 'en';

/**
 * The dashboard's texts, by language: what i18next did for it in far fewer bytes (the first load
 * carried 48 KB of it, and its first calls cost a phone ~100 ms). A key is a dotted path into a
 * language's texts; `{{name}}` is replaced by the value given under that name, as written (the
 * texts are drawn by React, which escapes them). A key missing in the language falls back to
 * English when its texts are in, then to the key itself.
 */
class Texts {
  /** The page's language: set at start, changed by a reload (tests change it in place). */
  language: string;
  private readonly byLanguage = new Map<string, Record<string, unknown>>();
  private readonly listeners = new Set<() => void>();
  /** One translating function per language, so a component's `t` changes only with the language. */
  private readonly translators = new Map<string, TFunction>();

  constructor(language: string) {
    this.language = language;
  }

  /** The text under a key in the page's language (or `lng`), its places filled. */
  t: TFunction = (key, options) => this.translate(key, options, options?.lng ?? this.language);

  private translate(key: string, options: TranslateOptions | undefined, language: string): string {
    const found = this.find(key, language);
    if (typeof found === 'string') return fill(found, options, this.dir(language));
    // An object asked for whole (a group of texts), as i18next's `returnObjects`.
    if (options?.returnObjects && found !== undefined) return found as unknown as string;
    return key;
  }

  /** Whether a key has a text in the page's language (or `lng`), or in English. */
  exists(key: string, options?: { lng?: string }): boolean {
    return typeof this.find(key, options?.lng ?? this.language) === 'string';
  }

  /** The direction a language reads in. */
  dir(language: string = this.language): 'rtl' | 'ltr' {
    return directionOf(language === 'ar' ? 'ar' : 'en');
  }

  /** Gives a language its texts, merged into any it has (a later text of the same key wins). */
  add(language: string, texts: LocaleTexts): void {
    this.byLanguage.set(language, merge(this.byLanguage.get(language) ?? {}, texts));
    this.changed();
  }

  /** Draws the page in another language (the dashboard reloads instead; tests switch in place). */
  changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      this.language = language;
      this.changed();
    }
    return Promise.resolve(this.t);
  }

  /** Follows changes of language and of texts; returns what stops following. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** The translating function of a language (the same one each time). */
  translator(language: string): TFunction {
    let translate = this.translators.get(language);
    if (!translate) {
      translate = (key, options) => this.translate(key, options, options?.lng ?? language);
      this.translators.set(language, translate);
    }
    return translate;
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private find(key: string, language: string): unknown {
    const own = lookUp(this.byLanguage.get(language), key);
    return own !== undefined || language === FALLBACK_LANGUAGE ? own : lookUp(this.byLanguage.get(FALLBACK_LANGUAGE), key);
  }
}

function lookUp(texts: Record<string, unknown> | undefined, key: string): unknown {
  if (!texts) return undefined;
  let value: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A letter of a left-to-right script (Latin, Greek, Cyrillic...): what pulls its neighbours into its direction. */
const LEFT_TO_RIGHT_LETTER = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/;

/**
 * Fills a text's places. In a right-to-left text, a value written left to right (an English name,
 * an address, a file name) is isolated (see `isolated`): otherwise its closing bracket or full stop,
 * or the digits of a date beside it, would be drawn on the wrong side of it.
 */
function fill(text: string, values: TranslateOptions | undefined, direction: 'rtl' | 'ltr'): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACE, (_place, name: string) => {
    const value = values?.[name];
    if (value === undefined || value === null) return '';
    const written = String(value);
    return direction === 'rtl' && LEFT_TO_RIGHT_LETTER.test(written) && !written.startsWith(FIRST_STRONG_ISOLATE) ? isolated(written) : written;
  });
}

function merge(into: Record<string, unknown>, from: LocaleTexts): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    // A text file's "__proto__" would set the merged object's prototype.
    if (key === '__proto__') continue;
    const old = merged[key];
    merged[key] = isRecord(old) && isRecord(value) ? merge(old, value) : value;
  }
  return merged;
}

/** The dashboard's texts, in the language chosen at start; the product adds them (addLocales) before the first drawing. */
export const i18n = new Texts(getLanguage());

/** Gives the dashboard its texts, by language (the product's locales). */
export function addLocales(locales: Readonly<Partial<Record<Language, LocaleTexts>>>): void {
  for (const [language, texts] of Object.entries(locales)) i18n.add(language, texts);
}

/** Translates outside React (the API client, plain helpers). */
export function t(key: string, options?: TranslateOptions): string {
  return i18n.t(key, options);
}
