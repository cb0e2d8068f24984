// What a translation key shown instead of its text looks like, and an English text on an Arabic
// page, for the walks in both languages.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './harness.mjs';

const localesDir = process.env.LOCALES_DIR ?? join(ROOT, 'locales');
const english = JSON.parse(readFileSync(join(localesDir, 'en.json'), 'utf8'));
const arabic = JSON.parse(readFileSync(join(localesDir, 'ar.json'), 'utf8'));
const localeGroups = new Set(Object.keys(english));

/** Every text of a locale file by its dotted key. */
function textsOf(node, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else if (value && typeof value === 'object') textsOf(value, `${prefix}${key}.`, out);
  }
  return out;
}

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const arabicTexts = textsOf(arabic);
const arabicValues = new Set(arabicTexts.values());
/**
 * The English texts an Arabic page must not show, as whole-line patterns ({{name}} stands for
 * anything): those with a word of Latin letters that no Arabic text says alike.
 */
const englishOnly = [...textsOf(english)]
  // A pattern of placeholders around a short word ("{{done}} of {{total}}") would match names in the data.
  .filter(([key, value]) => {
    const words = value.replace(/\{\{\w+\}\}/g, '');
    return (words === value ? /[A-Za-z]{2}/ : /[A-Za-z]{4}/).test(words) && arabicTexts.get(key) !== value && !arabicValues.has(value);
  })
  .map(([key, value]) => ({ key, pattern: new RegExp(`^${escapeRegExp(value.trim()).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`) }));

// Dotted words not inside an address, an email or a file name: "common.delete", "engine.dateDay".
const DOTTED = /(?<![\w@/.:-])[A-Za-z][\w]*(?:\.[A-Za-z][\w]*)+(?![\w@/-]|\.\w)/g;

// A field's API name (two or more small words joined by "_": "service_type_id"), not inside an
// address, an email or a file name: a message that names a field by its name instead of its label.
const SNAKE = /(?<![\w@/.:-])[a-z]+(?:_[a-z]+)+(?![\w@/.-])/g;

// A flag's raw value after its name ("Finished only: 1", "Active: true").
const RAW_FLAG = /[:：]\s*(?:true|false|1|0)$/;

/**
 * Whether a dotted word is a translation key: one of the locale's groups starts it (an existing
 * or a missing key), or it is written as keys are (camelCase words: "wallets.newBalance") and
 * not as a web address is (all small letters: "example.com").
 */
export function looksLikeKey(word) {
  const parts = word.split('.');
  if (localeGroups.has(parts[0])) return true;
  return parts.some((part) => /^[a-z]+[A-Z]\w*$/.test(part));
}

/** Every visible text of the page, with the names read aloud (labels, titles, placeholders). */
async function shownText(page) {
  return page.evaluate(() => {
    const named = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].map((el) => [el.getAttribute('aria-label'), el.getAttribute('title'), el.getAttribute('placeholder')].join(' '));
    return `${document.body.innerText}\n${named.join('\n')}`;
  });
}

/** The translation keys, field names and raw flag values a text shows instead of texts. */
export function rawKeysIn(text) {
  const flags = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => RAW_FLAG.test(line));
  return [...new Set([...(text.match(DOTTED) ?? []).filter(looksLikeKey), ...(text.match(SNAKE) ?? []), ...flags])];
}

/** The keys of the English texts a text shows on lines of their own. */
export function englishTextsIn(text) {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return englishOnly.filter(({ pattern }) => lines.some((line) => pattern.test(line))).map(({ key }) => key);
}

/**
 * Fails when the page shows a translation key instead of its text (also in labels and tooltips
 * read aloud), or, in Arabic, an English text of the product's.
 */
export async function expectNoRawKeys(page, what) {
  const text = await shownText(page);
  assert.deepEqual(rawKeysIn(text), [], `${what} shows translation keys instead of texts`);
  const { language, foreign } = await page.evaluate(() => ({
    language: document.documentElement.lang,
    // Text marked as another language's (the language switch names English in English), and values
    // laid out left to right (an English name in the data), are meant.
    foreign: [...document.querySelectorAll('body [lang], body [dir=ltr]')]
      .filter((el) => el.getAttribute('dir') === 'ltr' || el.getAttribute('lang') !== document.documentElement.lang)
      .flatMap((el) => el.innerText.split('\n').map((line) => line.trim())),
  }));
  if (language === 'ar') {
    const own = text
      .split('\n')
      .filter((line) => !foreign.includes(line.trim()))
      .join('\n');
    assert.deepEqual(englishTextsIn(own), [], `${what} in Arabic shows English texts`);
  }
}
