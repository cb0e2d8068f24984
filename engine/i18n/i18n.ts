import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, type Language } from '../session/session';

/** One language's texts: nested objects of strings, addressed by dotted keys ("common.save"). */
export type LocaleTexts = Readonly<Record<string, unknown>>;

/**
 * The one i18next instance, initialised synchronously in the chosen language; the product adds
 * its texts (addLocales) before the first render. A key missing in one language falls back to
 * English rather than showing the raw key.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: getLanguage(),
  fallbackLng: 'en',
  returnNull: false,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Gives the dashboard its texts, by language (the product's locales). */
export function addLocales(locales: Readonly<Partial<Record<Language, LocaleTexts>>>): void {
  for (const [language, texts] of Object.entries(locales)) i18n.addResourceBundle(language, 'translation', texts, true, true);
}

/** Translates outside React (the API client, plain helpers). */
export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options ?? {});
}
