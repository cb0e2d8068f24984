import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrFetcher, type SwrKey } from '../api/client';
import { ToastHost } from '../app/toasts';

/** Texts, toasts, a fresh SWR cache and an in-memory router, for component tests. */
export function TestProviders({ children, path = '/' }: { children: ReactNode; path?: string }) {
  return (
    <>
      <ToastHost />
      <SWRConfig value={{ provider: () => new Map(), fetcher: (key: SwrKey) => swrFetcher(key), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </SWRConfig>
    </>
  );
}
