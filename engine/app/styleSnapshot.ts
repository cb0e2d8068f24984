import type { EmotionCache } from '@emotion/cache';
import type { Direction, ThemeMode } from '../session/session';
import muiDark from './styleSnapshots/mui-dark_theme.css?url';
import muiLight from './styleSnapshots/mui-light_theme.css?url';
import muirtlDark from './styleSnapshots/muirtl-dark_theme.css?url';
import muirtlLight from './styleSnapshots/muirtl-light_theme.css?url';

// The styling library (emotion) turns a component's styles into CSS rules in JavaScript the first
// time the component is drawn, and inserts them one by one: about 140 rules for a first list, some
// 55 ms of the first drawing on a desktop (4x that on a phone). The rules the first screens draw
// are written beforehand into one stylesheet per direction and theme (bench/styleSnapshot.mjs,
// `npm run styles:snapshot`), which the browser fetches beside the code and reads natively; the
// library is told they are in the page, so it inserts only what the stylesheet lacks. A stylesheet
// that is missing, stale or late costs nothing but that saving: the library inserts the rest.

/** The emotion cache key of each direction (its class names start with it). */
export function styleKey(direction: Direction): StyleKey {
  return direction === 'rtl' ? 'muirtl' : 'mui';
}
type StyleKey = 'mui' | 'muirtl';

const SNAPSHOTS: Readonly<Record<`${StyleKey}-${ThemeMode}`, string>> = {
  'mui-light_theme': muiLight,
  'mui-dark_theme': muiDark,
  'muirtl-light_theme': muirtlLight,
  'muirtl-dark_theme': muirtlDark,
};

/** The style names each cache key's loaded stylesheet holds. */
const inPage = new Map<StyleKey, Set<string>>();

/** The selector of a stylesheet's first rule, which lists the emotion rules it holds (bench/styleSnapshot.mjs). */
const STYLE_NAMES_SELECTOR = '#style-snapshot-names';

/**
 * The names of emotion's rules a stylesheet holds, as its first rule lists them: read in one step,
 * where walking the thousand rules themselves cost a phone some 60 ms before the first drawing. A
 * stylesheet without the list is taken as holding none (emotion then makes every rule itself).
 */
function styleNames(rules: CSSRuleList): Set<string> {
  const first = rules[0];
  const listed = first instanceof CSSStyleRule && first.selectorText === STYLE_NAMES_SELECTOR ? first.style.getPropertyValue('--names') : '';
  return new Set(listed.replace(/"/g, '').split(' ').filter(Boolean));
}

/**
 * Puts the stylesheet of this direction and theme into the page; resolves once the browser has
 * read it, or failed to (never rejects), or after `waitMs`: a stylesheet not read by then is
 * taken out again, so the page is drawn as without one.
 */
export function loadStyleSnapshot(key: StyleKey, mode: ThemeMode, waitMs: number): Promise<void> {
  if (import.meta.env.DEV) return Promise.resolve(); // the development build names its classes otherwise
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = SNAPSHOTS[`${key}-${mode}`];
  link.dataset.styleSnapshot = key;
  return new Promise<void>((resolve) => {
    const done = (loaded: boolean) => {
      window.clearTimeout(late);
      link.onload = link.onerror = null;
      if (loaded && link.sheet) inPage.set(key, styleNames(link.sheet.cssRules));
      else link.remove();
      resolve();
    };
    const late = window.setTimeout(() => done(false), waitMs);
    link.onload = () => done(true);
    link.onerror = () => done(false);
    document.head.appendChild(link);
  });
}

/** Tells an emotion cache which of its rules the loaded stylesheet already holds. */
export function markSnapshotStyles(cache: EmotionCache): EmotionCache {
  for (const name of inPage.get(cache.key as StyleKey) ?? []) cache.inserted[name] = true;
  return cache;
}
