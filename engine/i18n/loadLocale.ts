import type { Language } from '../session/session';
import { addLocales, type LocaleTexts } from './i18n';

/** One language's texts, or how to fetch them. */
export type LocaleSource = LocaleTexts | (() => Promise<LocaleTexts | { default: LocaleTexts }>);

async function loadLocale(source: LocaleSource): Promise<LocaleTexts> {
  if (typeof source !== 'function') return source;
  const loaded = await source();
  return 'default' in loaded && typeof loaded.default === 'object' && loaded.default !== null ? (loaded.default as LocaleTexts) : loaded;
}

/** Every language's source, kept so a screen that reads both languages (an import's headers) can fetch the others later. */
let allSources: Readonly<Partial<Record<Language, LocaleSource>>> = {};
let othersLoaded: Promise<void> | null = null;

/** Fetches the texts of the page's language only (a change of language reloads the page) and gives them to i18n. */
export async function loadPageTexts(locales: Readonly<Record<Language, LocaleSource>>, language: Language): Promise<void> {
  allSources = locales;
  othersLoaded = null;
  addLocales({ [language]: await loadLocale(locales[language]) });
}

/**
 * Fetches the texts of the languages the page is not in, once, for what matches words of either
 * language (a spreadsheet's headers); a language that cannot be fetched is left out.
 */
export function loadOtherTexts(pageLanguage: string): Promise<void> {
  othersLoaded ??= Promise.all(
    Object.entries(allSources)
      .filter(([language]) => language !== pageLanguage)
      .map(async ([language, source]) => {
        if (source) addLocales({ [language]: await loadLocale(source) });
      }),
  ).then(
    () => undefined,
    () => undefined,
  );
  return othersLoaded;
}
