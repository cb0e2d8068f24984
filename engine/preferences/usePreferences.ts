import { createContext, useContext } from 'react';
import type { Language, ThemeMode } from '../session/session';
import type { Calendar } from '../i18n/formatDate';
import type { Direction } from './createAppTheme';

/** The admin's display preferences and how to change them. */
export interface Preferences {
  language: Language;
  direction: Direction;
  themeMode: ThemeMode;
  /** Switches light / dark at once and remembers it. */
  toggleTheme(): void;
  /** Stores the language and reloads the page (texts and direction follow). */
  changeLanguage(language: Language): void;
  /** Gregorian dates alone, or with the Umm al-Qura Hijri date beside them. */
  calendar: Calendar;
  /** Stores the calendar; every date on screen follows at once. */
  changeCalendar(calendar: Calendar): void;
}

export const PreferencesContext = createContext<Preferences | null>(null);

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences must be used inside AppProviders');
  return preferences;
}
