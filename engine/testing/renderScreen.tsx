import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrFetcher, type SwrKey } from '../api/client';
import { ToastHost } from '../app/toasts';

/** A JSON answer for a stubbed fetch. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Renders a screen at a URL with the app's providers and a fresh SWR cache. */
export function renderScreen(element: ReactNode, { url, path }: { url: string; path: string }) {
  return render(
    <>
      <ToastHost />
      <SWRConfig value={{ provider: () => new Map(), fetcher: (key: SwrKey) => swrFetcher(key), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </>,
  );
}

/** Waits until what the drawn screens start once painted (their channel subscriptions, see afterNextPaint) has started. */
export async function afterFirstPaint(): Promise<void> {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
