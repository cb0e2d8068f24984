// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { useUnsavedGuard } from './useUnsavedGuard';

/** A screen with one field; it holds changes while the field differs from what it opened with. */
function Editor() {
  const [value, setValue] = useState('start');
  const guard = useUnsavedGuard(value !== 'start');
  const navigate = useNavigate();
  return (
    <div>
      <label>
        Name
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <button
        type="button"
        onClick={() => {
          guard.release();
          void navigate('/elsewhere');
        }}
      >
        Saved
      </button>
      {guard.dialog}
    </div>
  );
}

/** The editor at /form, with /elsewhere before it in the history, as the dashboard draws its pages. */
function show() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Editor /> },
      { path: '/elsewhere', element: <p>Another page</p> },
    ],
    { initialEntries: ['/elsewhere', '/form'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  const at = () => router.state.location.pathname;
  return { router, at };
}

const field = () => screen.getByRole('textbox', { name: 'Name' });
const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('useUnsavedGuard', () => {
  it('lets an untouched screen go without asking, and one typed into then undone too', async () => {
    const { at } = show();
    fireEvent.change(field(), { target: { value: 'changed' } });
    fireEvent.change(field(), { target: { value: 'start' } });
    expect(unload()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByText('Another page');
    expect(at()).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving a changed screen, with Stay focused; Stay keeps the text, Leave goes', async () => {
    const { router, at } = show();
    fireEvent.change(field(), { target: { value: 'changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('engine.unsavedTitle') });
    const stay = screen.getByRole('button', { name: i18n.t('engine.unsavedStay') });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    expect(dialog.contains(stay)).toBe(true);

    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field()).toHaveProperty('value', 'changed');
    expect(at()).toBe('/form');

    // Back asks too, and the address stays the form's while it asks and after Stay.
    await act(() => router.navigate(-1));
    await screen.findByRole('dialog');
    expect(at()).toBe('/form');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('engine.unsavedStay') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(at()).toBe('/form');
    expect(field()).toHaveProperty('value', 'changed');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('engine.unsavedLeave') }));
    await screen.findByText('Another page');
    expect(at()).toBe('/elsewhere');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });

  it('follows a held Back once the admin leaves, and asks again for changes made after coming back', async () => {
    const { router, at } = show();
    fireEvent.change(field(), { target: { value: 'changed' } });
    await act(() => router.navigate(-1));
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('engine.unsavedLeave') }));
    await screen.findByText('Another page');
    expect(at()).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Forward to a fresh form: nothing to lose, nothing asked; typed into, it asks again.
    await act(() => router.navigate(1));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'again' } });
    await act(() => router.navigate('/elsewhere'));
    await screen.findByRole('dialog');
    expect(at()).toBe('/form');
  });

  it('lets the browser ask before the tab closes while there are changes', () => {
    show();
    expect(unload()).toBe(false);
    fireEvent.change(field(), { target: { value: 'changed' } });
    expect(unload()).toBe(true);
  });

  it('asks nothing once released (saved, or Cancel pressed on purpose)', async () => {
    const { at } = show();
    fireEvent.change(field(), { target: { value: 'changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await screen.findByText('Another page');
    expect(at()).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
