import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { getLanguage } from '../session/session';

/**
 * The one i18next instance, initialised synchronously (the texts are bundled), so the first
 * render is already in the chosen language. A key missing in one language falls back to
 * English rather than showing the raw key.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { ar: { translation: ar }, en: { translation: en } },
  lng: getLanguage(),
  fallbackLng: 'en',
  returnNull: false,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Translates outside React (the API client, plain helpers). */
export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options ?? {});
}
