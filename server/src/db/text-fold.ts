import type { Db } from './database.js';

// Arabic marks that do not change which word is meant: tashkeel (fatha, damma, kasra, shadda,
// sukun, tanween...), the superscript alef and the tatweel that only stretches a word.
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
// Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits, read as the digits 0-9.
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * A text as sorts and searches compare it, the same folding as the dashboard's in-page search
 * (`engine/lookups/matchOption.ts`): lower case, without Arabic marks, the letters people type
 * interchangeably made one (أ إ آ ٱ → ا, ة → ه, ى → ي), Arabic-Indic digits as 0-9, runs of
 * spaces made one. MySQL's default collation, which a Laravel backend sorts and compares with,
 * ignores case and most of these differences too.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The SQL name of `foldText`: `folded(column)` orders and matches text; other values pass through. */
export const FOLDED = 'folded';

/**
 * Gives the connection `folded()`. Deterministic, so indexes and full-text content may be built on
 * it; every connection that writes to the tables must have it (`openDatabase` adds it).
 */
export function registerTextFolding(db: Db): void {
  db.function(FOLDED, { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldText(value) : value));
}
