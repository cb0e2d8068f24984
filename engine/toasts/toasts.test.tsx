// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { closeToast, enqueueToast, ToastHost } from './toasts';

afterEach(cleanup);

describe('toasts', () => {
  it('show a toast at once, and take it away when closed', async () => {
    render(<ToastHost />);
    let key: ReturnType<typeof enqueueToast> = '';
    act(() => {
      key = enqueueToast('Saved', { variant: 'success' });
    });
    expect(await screen.findByText('Saved')).not.toBeNull();
    act(() => closeToast(key));
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });

  it('show at most three at once', async () => {
    render(<ToastHost />);
    act(() => {
      for (const text of ['One', 'Two', 'Three', 'Four']) enqueueToast(text);
    });
    await screen.findByText('Three');
    expect(screen.queryByText('Four')).toBeNull();
  });
});

describe('a toast of a text already shown', () => {
  it('is not shown twice, and the one shown closes by the key answered', async () => {
    render(<ToastHost />);
    let first: ReturnType<typeof enqueueToast> = '';
    let second: ReturnType<typeof enqueueToast> = '';
    act(() => {
      first = enqueueToast('Please fill in all the fields', { variant: 'error' });
      second = enqueueToast('Please fill in all the fields', { variant: 'error' });
    });
    await screen.findByText('Please fill in all the fields');
    expect(screen.getAllByText('Please fill in all the fields')).toHaveLength(1);
    expect(second).toBe(first);
    act(() => closeToast(second));
    await waitFor(() => expect(screen.queryByText('Please fill in all the fields')).toBeNull());
    // Once gone, the same text shows again.
    act(() => {
      enqueueToast('Please fill in all the fields', { variant: 'error' });
    });
    expect(await screen.findByText('Please fill in all the fields')).not.toBeNull();
  });
});
