import { directionOf, getLanguage, type Language, setLanguage } from '../session/session';

/** The page's language on its root element: `lang`, and the direction it reads in. */
export function applyPageLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * Another language for the admin: stored, then the page loaded again in it (texts, direction and
 * theme are read once, at the start). The language already in use changes nothing.
 */
export function switchLanguage(next: Language): void {
  if (next === getLanguage()) return;
  setLanguage(next);
  window.location.reload();
}
