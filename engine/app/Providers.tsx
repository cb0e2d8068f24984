import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError, isAbortError } from '../api/client';
import { drawWarmAnswers, readFetcher } from '../data/warmRead';
import { i18n } from '../i18n/i18n';
import { setCalendar, useCalendar } from '../i18n/calendar';
import { applyPageLanguage, switchLanguage } from '../i18n/pageLanguage';
import { directionOf, getLanguage, getThemeMode, setThemeMode, useThemeMode, type Language } from '../session/session';
import { createAppTheme, type Direction } from '../preferences/createAppTheme';
import { FlashToast } from '../toasts/FlashToast';
import { ToastHost } from '../toasts/toasts';
import { ServiceWorkerSlot } from './ServiceWorkerSlot';
import { UpdatePrompt } from './UpdatePrompt';
import { PreferencesContext, type Preferences } from '../preferences/usePreferences';

/** RTL is a theme concern: Arabic styles go through the RTL stylis plugin, once, here. */
function createEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl' ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'mui' });
}

/**
 * How often a read the server could not be reached for is tried again while its screen shows the
 * failure: some browsers never say the network is back (a page opened offline from the service
 * worker's copy hears no `online` event), and the page should not wait for a press of Retry.
 */
const UNREACHABLE_RETRY_MS = 5000;
const UNREACHABLE_RETRIES = 60;

const swrConfig: SWRConfiguration = {
  fetcher: readFetcher,
  use: [drawWarmAnswers],
  revalidateOnFocus: false,
  // Only a server out of reach is tried again by itself; any answer the server gave waits for Retry.
  shouldRetryOnError: (error: Error) => error instanceof ApiError && error.status === 0,
  onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
    if (retryCount <= UNREACHABLE_RETRIES) setTimeout(() => void revalidate({ retryCount }), UNREACHABLE_RETRY_MS);
  },
  // Failed reads are only logged (spec §8); screens show their own inline state.
  onError: (error: unknown, key: string) => {
    // A read cut short by leaving the page did not fail.
    if (isAbortError(error)) return;
    console.error(`Read failed: ${key}`, error);
  },
};

/** Everything a screen relies on: texts, direction, theme, toasts and data fetching. */
export function AppProviders({ children }: { children: ReactNode }) {
  // The language only changes with a reload, so it is read once.
  const [language] = useState<Language>(getLanguage);
  const direction: Direction = directionOf(language);
  const themeMode = useThemeMode();

  const cache = useMemo(() => createEmotionCache(direction), [direction]);
  const theme = useMemo(() => createAppTheme(themeMode, direction), [themeMode, direction]);

  useLayoutEffect(() => {
    applyPageLanguage(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  const toggleTheme = useCallback(() => setThemeMode(getThemeMode() === 'dark_theme' ? 'light_theme' : 'dark_theme'), []);

  const calendar = useCalendar();

  const preferences = useMemo<Preferences>(
    () => ({ language, direction, themeMode, toggleTheme, changeLanguage: switchLanguage, calendar, changeCalendar: setCalendar }),
    [language, direction, themeMode, toggleTheme, calendar],
  );

  return (
    <PreferencesContext.Provider value={preferences}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          <ToastHost />
          <FlashToast />
          <ServiceWorkerSlot Prompt={UpdatePrompt} />
          <SWRConfig value={swrConfig}>{children}</SWRConfig>
        </ThemeProvider>
      </CacheProvider>
    </PreferencesContext.Provider>
  );
}
