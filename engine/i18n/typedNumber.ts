// Arabic-Indic (U+0660…) and Persian (U+06F0…) digits, and the Arabic decimal separator.
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * A number as the admin typed it, written with the digits the dashboard shows: an Arabic keyboard
 * types ١٢٫٥, the API and the page want 12.5. Anything else is left as typed for the rules to judge.
 */
export function typedNumber(text: string): string {
  return text
    .replace(EASTERN_DIGIT, (digit) => String(digit.charCodeAt(0) & 0xf))
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
