/** The direction of a value's own text, which may differ from the page's (an English name in an Arabic page). */
export type TextDirection = 'ltr' | 'rtl' | 'auto';

// Values that are Latin whatever the page's language: addresses, numbers, phone numbers.
const LTR_TYPES = new Set(['email', 'url', 'tel', 'number', 'password']);
const LTR_FORMATS = new Set(['email', 'uri', 'url', 'idn-email', 'hostname', 'ipv4', 'ipv6']);
const LTR_NAMES = /(^|_)(email|phone|mobile|url|website|iban)$/;

function isTextDirection(value: unknown): value is TextDirection {
  return value === 'ltr' || value === 'rtl' || value === 'auto';
}

/**
 * The direction of a field's text, by one rule everywhere (form inputs, list cells, show fields):
 * addresses, numbers and phone numbers are always left to right; otherwise the uiSchema's
 * `"ui:dir"` when given; otherwise the naming convention, `*_en` left to right and `*_ar` right
 * to left. Undefined means "the page's own direction".
 */
export function fieldDirection({ name, dir, type, format }: { name: string; dir?: unknown; type?: string; format?: unknown }): TextDirection | undefined {
  if ((type && LTR_TYPES.has(type)) || (typeof format === 'string' && LTR_FORMATS.has(format))) return 'ltr';
  if (isTextDirection(dir)) return dir;
  // The last segment names the field: "translations.name_en", "root_name_en".
  const field = name.split(/[.]/).pop() ?? name;
  if (/_en$/i.test(field)) return 'ltr';
  if (/_ar$/i.test(field)) return 'rtl';
  if (LTR_NAMES.test(field)) return 'ltr';
  return undefined;
}

/** A value shown as text (a cell, a show field, a name in a custom screen): its known direction, else found from its own letters. */
export function valueDirection(field: string): TextDirection {
  return fieldDirection({ name: field }) ?? 'auto';
}

/**
 * What a text input whose language is not known takes (a textarea, a reply): `dir="auto"`, so an
 * English sentence in an Arabic page keeps its full stop at its end, with its text still on the
 * page's side, under its label (`dir` alone would move it to the other edge). Inline style, as
 * the right-to-left style plugin would flip a physical side written in the theme's styles.
 */
export function freeTextInput(pageDirection: 'ltr' | 'rtl'): { dir: 'auto'; style: { textAlign: 'left' | 'right' } } {
  return { dir: 'auto', style: { textAlign: pageDirection === 'rtl' ? 'right' : 'left' } };
}

/**
 * A value put inside a sentence of the page's language (a name, a date), kept apart for the bidi
 * algorithm (first-strong isolate … pop directional isolate), so an English name followed by a
 * date in an Arabic sentence does not pull the date's digits and commas into its own direction.
 */
export function isolated(value: string): string {
  return `${FIRST_STRONG_ISOLATE}${value}\u2069`;
}

/** The mark that opens an isolated value. */
export const FIRST_STRONG_ISOLATE = '\u2068';
