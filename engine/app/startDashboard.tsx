import type { Root } from 'react-dom/client';
import { addLocales, type LocaleTexts } from '../i18n/i18n';
import { BASENAME } from '../routing/paths';
import { getLanguage, getSession } from '../session/session';
import type { DashboardSetup, LocaleSource } from './dashboardSetup';

async function loadLocale(source: LocaleSource): Promise<LocaleTexts> {
  if (typeof source !== 'function') return source;
  const loaded = await source();
  return 'default' in loaded && typeof loaded.default === 'object' && loaded.default !== null ? (loaded.default as LocaleTexts) : loaded;
}

/** Whether this visit opens on the sign-in page, signed out: the one page drawn without the dashboard. */
function opensOnSignIn(): boolean {
  return getSession() === null && window.location.pathname.replace(BASENAME, '').replace(/\/+$/, '') === '';
}

/**
 * Starts the dashboard: the sign-in page alone (React and the texts, without MUI, the router or
 * the descriptors) for a signed-out visitor opening it, the whole dashboard otherwise.
 */
export function startDashboard(setup: DashboardSetup): Promise<Root> {
  const container = setup.container === undefined ? document.getElementById('root') : setup.container;
  if (!container) throw new Error('The page has no element to draw the dashboard in (#root)');
  const language = getLanguage();
  // The page's language only; fetched beside the first screen's code rather than before it.
  const texts = loadLocale(setup.locales[language]).then((loaded) => addLocales({ [language]: loaded }));
  if (opensOnSignIn()) return import('./startSignIn').then(({ startSignIn }) => startSignIn(container, texts));
  const parts = typeof setup.dashboard === 'function' ? setup.dashboard() : Promise.resolve(setup.dashboard);
  return Promise.all([import('./startApp'), parts]).then(([{ startApp }, loaded]) => startApp(loaded, container, texts));
}
