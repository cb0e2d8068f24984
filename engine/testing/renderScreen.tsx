import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { RethrowRouteError } from './RethrowRouteError';
import { SWRConfig } from 'swr';
import { readFetcher } from '../data/warmRead';
import { ToastHost } from '../toasts/toasts';

/** A JSON answer for a stubbed fetch. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Any other page: says its address, so a test sees where a screen led. */
function Elsewhere() {
  return <div data-testid="elsewhere">{useLocation().pathname}</div>;
}

/** Renders a screen at a URL with the app's providers, a fresh SWR cache and a data router (the unsaved-changes guard needs one). */
export function renderScreen(element: ReactNode, { url, path }: { url: string; path: string }) {
  const router = createMemoryRouter(
    [
      { path, element, ErrorBoundary: RethrowRouteError },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  return render(
    <>
      <ToastHost />
      <SWRConfig value={{ provider: () => new Map(), fetcher: readFetcher, dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </>,
  );
}

/** Waits until what the drawn screens start once painted (their channel subscriptions, see afterNextPaint) has started. */
export async function afterFirstPaint(): Promise<void> {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
