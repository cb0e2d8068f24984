// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Component, type ReactNode, useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TestProviders } from '../testing/TestProviders';
import { i18n } from '../i18n/i18n';
import { whenOpened } from './whenOpened';

afterEach(cleanup);

interface NoteProps {
  open: boolean;
  onClose: () => void;
}

function Note({ open, onClose }: NoteProps) {
  return (
    <div role="dialog" aria-label="Note" data-open={String(open)}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** A module loader the test answers by hand: each call waits until the test resolves or fails it. */
function controlledLoader() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof Note>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Note), reject });
    });
  return { load, calls };
}

function Opener({ overlay: Overlay }: { overlay: ReturnType<typeof whenOpened<NoteProps>> }) {
  const [open, setOpen] = useState(false);
  return (
    <TestProviders>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Overlay open={open} onClose={() => setOpen(false)} />
    </TestProviders>
  );
}

class ScreenBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const failure = () => new TypeError('Failed to fetch dynamically imported module: /dashboard/assets/Note.js');

describe('whenOpened', () => {
  it('fetches nothing until first opened, then draws the overlay, and keeps it drawn once closed (for its closing transition)', async () => {
    const { load, calls } = controlledLoader();
    const Overlay = whenOpened(load, { isOpen: (props) => props.open, close: (props) => props.onClose() });
    render(<Opener overlay={Overlay} />);
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve());
    expect((await screen.findByRole('dialog', { name: 'Note' })).dataset.open).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Note' }).dataset.open).toBe('false');
    // Opened again: drawn at once, not fetched again.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Note' }).dataset.open).toBe('true');
    expect(calls).toHaveLength(1);
  });

  it('fetches ahead through preload, so the first opening draws at once', async () => {
    const { load, calls } = controlledLoader();
    const Overlay = whenOpened(load, { isOpen: (props) => props.open, close: (props) => props.onClose() });
    void Overlay.preload();
    await act(async () => calls[0]?.resolve());
    render(<Opener overlay={Overlay} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Note' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('when its code cannot be fetched: says so in a toast, closes it, keeps the screen, and asks again on the next opening', async () => {
    const { load, calls } = controlledLoader();
    const Overlay = whenOpened(load, { isOpen: (props) => props.open, close: (props) => props.onClose() });
    render(<Opener overlay={Overlay} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => calls[0]?.reject(failure()));
    expect(await screen.findByText(i18n.t('engine.partLoadFailed'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The opener is closed again (its state says so), so a second press opens it anew.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve());
    expect((await screen.findByRole('dialog', { name: 'Note' })).dataset.open).toBe('true');
  });

  it("lets an error that is not a missing file reach the screen's boundary, without the toast", async () => {
    const { load, calls } = controlledLoader();
    const Overlay = whenOpened(load, { isOpen: (props) => props.open, close: (props) => props.onClose() });
    const quiet = console.error;
    console.error = () => undefined;
    try {
      render(
        <ScreenBoundary>
          <Opener overlay={Overlay} />
        </ScreenBoundary>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      await act(async () => calls[0]?.reject(new Error('broken module')));
      expect((await screen.findByRole('alert')).textContent).toBe('broken module');
      expect(screen.queryByText(i18n.t('engine.partLoadFailed'))).toBeNull();
    } finally {
      console.error = quiet;
    }
  });
});
