// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { emitAuthEvent } from '../api/authEvents';
import { RootLayout } from './RootLayout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RootLayout', () => {
  it('leaves the first page where it starts, and scrolls a scrolled page to the top on a change of page', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const scrollBy = (y: number) => {
      vi.stubGlobal('scrollY', y);
      window.dispatchEvent(new Event('scroll'));
    };
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [
            { path: 'banks/all', element: <p>banks</p> },
            { path: 'cities/all', element: <p>cities</p> },
          ],
        },
      ],
      { initialEntries: ['/banks/all'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('banks');
    expect(scrollTo).not.toHaveBeenCalled();

    // A page still at its top has nowhere to go.
    await act(() => router.navigate('/cities/all'));
    await screen.findByText('cities');
    expect(scrollTo).not.toHaveBeenCalled();

    scrollBy(600);
    await act(() => router.navigate('/banks/all'));
    await screen.findByText('banks');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // Back at the top (the scroll's events say so), the next change of page does not scroll.
    scrollBy(0);
    await act(() => router.navigate('/cities/all'));
    await screen.findByText('cities');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('takes the admin to /forbidden for a refused call of the page shown, not for one of a page already left', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [
            { path: 'home', element: <p>home</p> },
            { path: 'forbidden', element: <p>forbidden</p> },
          ],
        },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('home');
    window.history.replaceState(null, '', '/dashboard/home');

    // The list's call was asked for before the admin went back home: its refusal comes late.
    act(() => emitAuthEvent('forbidden', '/dashboard/cities/all'));
    expect(router.state.location.pathname).toBe('/home');

    act(() => emitAuthEvent('forbidden', '/dashboard/home'));
    await screen.findByText('forbidden');
    expect(router.state.location.pathname).toBe('/forbidden');
  });
});
