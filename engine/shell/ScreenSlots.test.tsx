// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation, useParams } from 'react-router-dom';

// What each screen did: drawn (mounted) and shown (its effects started), per instance.
const mounted: string[] = [];
const shown: string[] = [];

function Screen({ name }: { name: string }) {
  const { id } = useParams();
  const { pathname } = useLocation();
  const [instance] = useState(() => {
    const made = `${name}${id ? ` ${id}` : ''} #${mounted.length + 1}`;
    mounted.push(made);
    return made;
  });
  useEffect(() => {
    shown.push(instance);
  }, [instance]);
  return <input aria-label={name} data-instance={instance} data-path={pathname} readOnly value={id ?? ''} />;
}

const screens: RouteObject[] = [
  { path: 'banks/all', handle: { screen: 'banks:list' }, element: <Screen name="list" /> },
  { path: 'banks/active', handle: { screen: 'banks:list' }, element: <Screen name="list" /> },
  { path: 'banks/:id/edit', handle: { screen: 'banks:edit' }, element: <Screen name="edit" /> },
];

const FROM_LIST = { listFrom: '/banks/all' };

/** The module's state (the screen drawn ahead) is fresh for each test. */
async function start(at: string) {
  const { ScreenSlots } = await import('./ScreenSlots');
  const { drawAhead } = await import('../routing/screenAhead');
  const router = createMemoryRouter([{ element: <ScreenSlots routes={screens} />, children: screens }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return { router, drawAhead };
}

const instances = () => [...document.querySelectorAll<HTMLInputElement>('input[data-instance]')];
/** Activity hides an unseen screen with `display: none`. */
const unseen = (element: Element) => element.closest('[style*="display: none"]') !== null;

beforeEach(() => {
  vi.resetModules();
  mounted.length = 0;
  shown.length = 0;
});
afterEach(cleanup);

describe('ScreenSlots', () => {
  it('draws the screen a link leads to unseen and without its effects, then shows that same drawing on the click', async () => {
    const { router, drawAhead } = await start('/banks/all');
    await screen.findByRole('textbox', { name: 'list' });
    act(() => drawAhead('/banks/all', '/banks/7/edit', FROM_LIST));
    await vi.waitFor(() => expect(mounted).toEqual(['list #1', 'edit 7 #2']));
    const ahead = instances().find((input) => input.dataset.instance === 'edit 7 #2') as HTMLInputElement;
    expect(unseen(ahead)).toBe(true);
    // Its effects wait for it to be shown (no focus taken, no title set, nothing read).
    expect(shown).toEqual(['list #1']);
    expect(screen.getByRole('textbox', { name: 'list' })).toBeTruthy();

    await act(() => router.navigate('/banks/7/edit', { state: FROM_LIST }));
    const edit = screen.getByRole('textbox', { name: 'edit' });
    expect(edit).toBe(ahead);
    expect(unseen(edit)).toBe(false);
    expect((edit as HTMLInputElement).value).toBe('7');
    expect(mounted).toEqual(['list #1', 'edit 7 #2']);
    expect(shown).toEqual(['list #1', 'edit 7 #2']);
    expect(instances()).toHaveLength(1);
  });

  it('draws anew a record other than the one drawn ahead, or the same one reached some other way', async () => {
    const { router, drawAhead } = await start('/banks/all');
    act(() => drawAhead('/banks/all', '/banks/7/edit', FROM_LIST));
    await vi.waitFor(() => expect(mounted).toContain('edit 7 #2'));

    await act(() => router.navigate('/banks/8/edit', { state: FROM_LIST }));
    expect(instances().map((input) => [input.dataset.instance, input.value])).toEqual([['edit 8 #3', '8']]);

    await act(() => router.navigate('/banks/all'));
    act(() => drawAhead('/banks/all', '/banks/9/edit', FROM_LIST));
    // The record pointed at before is not drawn again: only the one pointed at now.
    await vi.waitFor(() => expect(mounted).toEqual(['list #1', 'edit 7 #2', 'edit 8 #3', 'list #4', 'edit 9 #5']));
    // Without the list's state (a bookmark, another link), Back would lead elsewhere: drawn anew.
    await act(() => router.navigate('/banks/9/edit'));
    expect(instances().map((input) => input.dataset.instance)).toEqual(['edit 9 #6']);
    expect(shown).toEqual(['list #1', 'edit 8 #3', 'list #4', 'edit 9 #6']);
  });

  it('draws a screen ahead only while the page its link is on is shown', async () => {
    const { router, drawAhead } = await start('/banks/all');
    act(() => drawAhead('/banks/active', '/banks/7/edit', { listFrom: '/banks/active' }));
    await act(() => Promise.resolve());
    expect(mounted).toEqual(['list #1']);

    act(() => drawAhead('/banks/all', '/banks/7/edit', FROM_LIST));
    await vi.waitFor(() => expect(mounted).toEqual(['list #1', 'edit 7 #2']));
    // Another page of the list: the link drawn ahead is not on it.
    await act(() => router.navigate('/banks/all?page=2'));
    expect(instances().map((input) => input.dataset.instance)).toEqual(['list #1']);
  });

  it('keeps a screen drawn across its addresses, as the router does, and forgets a screen once shown', async () => {
    const { router, drawAhead } = await start('/banks/all');
    await act(() => router.navigate('/banks/active'));
    expect(instances().map((input) => [input.dataset.instance, input.dataset.path])).toEqual([['list #1', '/banks/active']]);

    act(() => drawAhead('/banks/active', '/banks/7/edit', { listFrom: '/banks/active' }));
    await vi.waitFor(() => expect(mounted).toContain('edit 7 #2'));
    await act(() => router.navigate('/banks/7/edit', { state: { listFrom: '/banks/active' } }));
    expect(shown).toEqual(['list #1', 'edit 7 #2']);
    // Back on the list, the form is not drawn again unasked.
    await act(() => router.navigate(-1));
    expect(instances().map((input) => input.dataset.instance)).toEqual(['list #3']);
    await act(() => Promise.resolve());
    expect(mounted).toEqual(['list #1', 'edit 7 #2', 'list #3']);
  });
});
