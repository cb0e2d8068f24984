// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RootLayout } from './RootLayout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RootLayout', () => {
  it('leaves the first page where it starts and scrolls to the top on every change of page', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
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

    await act(() => router.navigate('/cities/all'));
    await screen.findByText('cities');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // Back to the first page is a change of page like any other.
    await act(() => router.navigate('/banks/all'));
    await screen.findByText('banks');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
