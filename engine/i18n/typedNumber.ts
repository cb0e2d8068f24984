/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits, typed as often as 0-9. */
export const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The Latin digit of an Arabic-Indic or Eastern Arabic-Indic one. */
export function latinDigit(digit: string): string {
  return String((digit.codePointAt(0) ?? 0) & 0xf);
}

/**
 * A number as the admin typed it, written with the digits the dashboard shows: an Arabic keyboard
 * types ١٢٫٥, the API and the page want 12.5. Anything else is left as typed for the rules to judge.
 */
export function typedNumber(text: string): string {
  return text
    .replace(EASTERN_DIGITS, latinDigit)
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',');
}

/**
 * The attributes of a text box that takes a number. A native `type="number"` box follows the
 * browser's language (its digits and decimal separator, and in some engines it drops what the
 * keyboard of another language types), not the dashboard's; a text box with a numeric keyboard
 * on phones follows neither, and `typedNumber` reads what was typed.
 */
export function numberInputProps(integer: boolean): { inputMode: 'numeric' | 'decimal'; dir: 'ltr' } {
  return { inputMode: integer ? 'numeric' : 'decimal', dir: 'ltr' };
}
