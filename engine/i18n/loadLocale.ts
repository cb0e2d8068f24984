import type { Language } from '../session/session';
import { addLocales, type LocaleTexts } from './i18n';

/** One language's texts, or how to fetch them. */
export type LocaleSource = LocaleTexts | (() => Promise<LocaleTexts | { default: LocaleTexts }>);

async function loadLocale(source: LocaleSource): Promise<LocaleTexts> {
  if (typeof source !== 'function') return source;
  const loaded = await source();
  return 'default' in loaded && typeof loaded.default === 'object' && loaded.default !== null ? (loaded.default as LocaleTexts) : loaded;
}

/** Fetches the texts of the page's language only (a change of language reloads the page) and gives them to i18n. */
export async function loadPageTexts(locales: Readonly<Record<Language, LocaleSource>>, language: Language): Promise<void> {
  addLocales({ [language]: await loadLocale(locales[language]) });
}
