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
