import { useSyncExternalStore } from 'react';
import { i18n, type TFunction } from './i18n';

const language = () => i18n.language;

/** The texts in the page's language, for a component: drawn again if the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const current = useSyncExternalStore(i18n.subscribe, language, language);
  return { t: i18n.translator(current), i18n };
}
