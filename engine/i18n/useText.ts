import { i18n } from './i18n';

const texts = { t: i18n.t, i18n };

/**
 * The texts, for what a screen draws many times: a list's rows, their cells and buttons.
 * useTranslation follows changes of language, a subscription for each component that uses it,
 * which a list of a thousand rows would pay for thousands of times. The dashboard changes its
 * language only by reloading (usePreferences), so these read the one instance as it is.
 */
export function useText(): typeof texts {
  return texts;
}
