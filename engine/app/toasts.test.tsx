// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

afterEach(cleanup);

/** The toast stack's module, answered by hand: the test lets it arrive or fails its fetch. */
let fetches = 0;
let answer: { arrive: () => void; fail: () => void } | undefined;

beforeEach(() => {
  vi.resetModules();
  fetches = 0;
  answer = undefined;
  vi.doMock('./ToastStack', async (importOriginal) => {
    fetches += 1;
    await new Promise<void>((resolve, reject) => {
      answer = { arrive: resolve, fail: () => reject(new TypeError('Failed to fetch dynamically imported module: /dashboard/assets/ToastStack.js')) };
    });
    return importOriginal();
  });
});

afterEach(() => {
  vi.doUnmock('./ToastStack');
});

/** A fresh copy of the toasts' module (its state is the page's), with its host drawn. */
async function drawHost() {
  const toasts = await import('./toasts');
  render(<toasts.ToastHost />);
  return toasts;
}

/** Lets the stack's module arrive (or fail) and the host draw what follows. */
async function settle(outcome: 'arrive' | 'fail') {
  await act(async () => {
    await vi.waitFor(() => expect(answer).toBeDefined());
    const waiting = answer;
    answer = undefined;
    waiting?.[outcome]();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('toasts', () => {
  it('fetch nothing while the page is only looked at, and fetch the stack with the first press', async () => {
    await drawHost();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetches).toBe(0);
    fireEvent.pointerDown(document.body);
    await vi.waitFor(() => expect(fetches).toBe(1));
  });

  it('show a toast asked for before the stack arrived, once it arrives; one closed meanwhile never shows', async () => {
    const toasts = await drawHost();
    let shown = '';
    act(() => {
      shown = String(toasts.enqueueToast('Saved', { variant: 'success' }));
      toasts.closeToast(toasts.enqueueToast('Withdrawn'));
    });
    expect(shown).not.toBe('');
    expect(screen.queryByText('Saved')).toBeNull();
    await settle('arrive');
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.queryByText('Withdrawn')).toBeNull();
    // Closed by the key it was given at once.
    act(() => toasts.closeToast(shown));
    await vi.waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });

  it('show the waiting toasts plainly, with their action, when the stack cannot be fetched', async () => {
    const toasts = await drawHost();
    const undo = vi.fn();
    act(() => {
      toasts.enqueueToast('Bank deleted', {
        action: (key) => (
          <button type="button" onClick={() => undo(key)}>
            Undo
          </button>
        ),
        autoHideDuration: 60_000,
      });
      toasts.enqueueToast('Could not save', { variant: 'error' });
    });
    await settle('fail');
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([expect.stringContaining('Bank deleted'), expect.stringContaining('Could not save')]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    // Each closes by hand.
    const closers = screen.getAllByRole('button').filter((button) => button.textContent === '×');
    fireEvent.click(closers[1] as HTMLElement);
    expect(screen.queryByText('Could not save')).toBeNull();
    expect(screen.getByText('Bank deleted')).toBeTruthy();
  });

  it('ask for the stack again with the next toast after a failed fetch', async () => {
    const toasts = await drawHost();
    act(() => void toasts.enqueueToast('First'));
    await settle('fail');
    expect(fetches).toBe(1);
    act(() => void toasts.enqueueToast('Second'));
    await vi.waitFor(() => expect(fetches).toBe(2));
    await settle('arrive');
    expect(await screen.findByText('Second')).toBeTruthy();
  });
});
