import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrFetcher, type SwrKey } from '../api/client';
import { i18n } from '../i18n/i18n';
import { ToastHost } from '../app/toasts';

/** Texts, toasts, a fresh SWR cache and an in-memory router, for component tests. */
export function TestProviders({ children, path = '/' }: { children: ReactNode; path?: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ToastHost />
      <SWRConfig value={{ provider: () => new Map(), fetcher: (key: SwrKey) => swrFetcher(key), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </SWRConfig>
    </I18nextProvider>
  );
}
