import { EASTERN_DIGITS, latinDigit } from '../i18n/typedNumber';
// Arabic marks that do not change which word is meant: tashkeel (fatha, damma, kasra, shadda,
// sukun, tanween...), the superscript alef and the tatweel that only stretches a word.
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/**
 * A text as a search compares it: lower case, without Arabic marks, with the letters people type
 * interchangeably made one (أ إ آ ٱ → ا, ة → ه, ى → ي), Arabic-Indic digits as 0-9 and runs of
 * spaces made one. The reference server folds the same way (`server/src/db/text-fold.ts`).
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(EASTERN_DIGITS, latinDigit)
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the typed text is part of any of the option's names (an empty text matches all). */
export function matchOption(typed: string, names: readonly string[]): boolean {
  const wanted = normalizeForSearch(typed);
  if (wanted === '') return true;
  return names.some((name) => normalizeForSearch(name).includes(wanted));
}

/** The options whose names hold the typed text, in their order. */
export function filterOptions<T extends { label: string; names?: readonly string[] }>(options: readonly T[], typed: string): T[] {
  return options.filter((option) => matchOption(typed, [option.label, ...(option.names ?? [])]));
}
