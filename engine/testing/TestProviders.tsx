import { createContext, type ReactNode, use, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RethrowRouteError } from './RethrowRouteError';
import { SWRConfig } from 'swr';
import { readFetcher } from '../data/warmRead';
import { ToastHost } from '../toasts/toasts';

/** The children of the latest drawing: the router is made once, and a test's rerender draws new children in it. */
const Children = createContext<ReactNode>(null);

function Drawn() {
  return use(Children);
}

/** Texts, toasts, a fresh SWR cache and an in-memory data router (the unsaved-changes guard needs one), for component tests. */
export function TestProviders({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <Drawn />, ErrorBoundary: RethrowRouteError }], { initialEntries: [path] }));
  return (
    <>
      <ToastHost />
      <SWRConfig value={{ provider: () => new Map(), fetcher: readFetcher, shouldRetryOnError: false, dedupingInterval: 0 }}>
        <Children value={children}>
          <RouterProvider router={router} />
        </Children>
      </SWRConfig>
    </>
  );
}
