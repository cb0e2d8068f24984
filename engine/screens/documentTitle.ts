import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/**
 * The browser tab's title: the screen's own title when a screen gives one, else the page the
 * side menu marks (home, a list), then the app's name: "Edit: Riyad Bank · Marketplace Dashboard".
 * Screens come and go in any order, so each holds an entry and the newest one speaks.
 */
interface Entry {
  title: string;
}

const screens: Entry[] = [];
let base: string | null = null;
let appName = '';

const TITLE_SEPARATOR = ' · ';

/** The text of the tab title for a screen title and the app's name. */
export function documentTitleText(title: string | null, app: string): string {
  return [title, app].filter((part): part is string => Boolean(part)).join(TITLE_SEPARATOR);
}

function apply(): void {
  if (typeof document === 'undefined') return;
  document.title = documentTitleText(screens.at(-1)?.title ?? base, appName);
}

/** Names the current screen in the tab title while it is shown. */
export function useDocumentTitle(title: string | null): void {
  const { t } = useTranslation();
  const app = t('common.appName');
  useEffect(() => {
    if (title === null) return undefined;
    const entry: Entry = { title };
    screens.push(entry);
    appName = app;
    apply();
    return () => {
      const index = screens.indexOf(entry);
      if (index !== -1) screens.splice(index, 1);
      apply();
    };
  }, [title, app]);
}

/** The title used when no screen gives one (the menu's current page). */
export function useBaseDocumentTitle(title: string | null): void {
  const { t } = useTranslation();
  const app = t('common.appName');
  useEffect(() => {
    base = title;
    appName = app;
    apply();
  }, [title, app]);
}
