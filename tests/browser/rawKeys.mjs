// What a translation key shown instead of its text looks like, for the walks in both languages.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './harness.mjs';

const localesDir = process.env.LOCALES_DIR ?? join(ROOT, 'locales');
const english = JSON.parse(readFileSync(join(localesDir, 'en.json'), 'utf8'));
const localeGroups = new Set(Object.keys(english));

// Dotted words not inside an address, an email or a file name: "common.delete", "engine.dateDay".
const DOTTED = /(?<![\w@/.:-])[A-Za-z][\w]*(?:\.[A-Za-z][\w]*)+(?![\w@/-]|\.\w)/g;

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

/** The translation keys a text shows instead of texts. */
export function rawKeysIn(text) {
  return [...new Set((text.match(DOTTED) ?? []).filter(looksLikeKey))];
}

/** Fails when the page shows a translation key instead of its text (also in labels and tooltips read aloud). */
export async function expectNoRawKeys(page, what) {
  assert.deepEqual(rawKeysIn(await shownText(page)), [], `${what} shows translation keys instead of texts`);
}
