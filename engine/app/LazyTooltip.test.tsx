// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRef, type RefObject, useEffect, useRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
// Each test starts with the tooltip not yet fetched (the module remembers it once it is).
let LazyTooltip: typeof import('./LazyTooltip').LazyTooltip;
beforeEach(async () => {
  vi.resetModules();
  ({ LazyTooltip } = await import('./LazyTooltip'));
});

function renderButton(onClick: () => void = () => undefined) {
  render(
    <LazyTooltip title="Switch to dark theme">
      <button type="button" aria-label="Switch to dark theme" onClick={onClick}>
        ☾
      </button>
    </LazyTooltip>,
  );
  return screen.getByRole('button', { name: 'Switch to dark theme' });
}

describe('LazyTooltip', () => {
  it('draws the bare child, named and working, until it is hovered', () => {
    let clicks = 0;
    const button = renderButton(() => {
      clicks += 1;
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(button);
    expect(clicks).toBe(1);
  });

  it('shows the tooltip for the hover that fetched it, and hides it when the pointer leaves', async () => {
    const button = renderButton();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Switch to dark theme');
    const drawn = screen.getByRole('button', { name: 'Switch to dark theme' });
    fireEvent.mouseLeave(drawn);
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the child’s own ref and its pointer and focus handlers, before and after the tooltip arrives', async () => {
    const own = createRef<HTMLButtonElement>();
    const entered = vi.fn();
    const focused = vi.fn();
    render(
      <LazyTooltip title="Edit">
        <button type="button" aria-label="Edit" ref={own} onPointerEnter={entered} onFocus={focused}>
          ✎
        </button>
      </LazyTooltip>,
    );
    const bare = screen.getByRole('button', { name: 'Edit' });
    expect(own.current).toBe(bare);
    fireEvent.focus(bare);
    fireEvent.pointerEnter(bare, { pointerType: 'mouse' });
    expect(focused).toHaveBeenCalledTimes(1);
    expect(entered).toHaveBeenCalledTimes(1);
    await screen.findByRole('tooltip');
    // Drawn anew inside the tooltip: the ref follows, and the handlers still run.
    const drawn = screen.getByRole('button', { name: 'Edit' });
    expect(own.current).toBe(drawn);
    fireEvent.pointerEnter(drawn, { pointerType: 'mouse' });
    expect(entered).toHaveBeenCalledTimes(2);
  });

  it('keeps the child as it is when the pointer moved on before the tooltip arrived (a dialog it opened gives the focus back to it), and brings the tooltip with the next hover', async () => {
    const button = renderButton();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBe(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Switch to dark theme');
  });

  it('is not drawn anew under a press: a press before the tooltip arrives keeps the child as it is, so the click lands', async () => {
    let clicks = 0;
    const button = renderButton(() => {
      clicks += 1;
    });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    fireEvent.pointerDown(button, { pointerType: 'mouse' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    fireEvent.click(button);
    expect(clicks).toBe(1);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBe(button);
  });

  it('once fetched, draws the tooltip of another child as the pointer reaches it, before any press', async () => {
    render(
      <>
        <LazyTooltip title="First">
          <button type="button">1</button>
        </LazyTooltip>
        <LazyTooltip title="Second">
          <button type="button">2</button>
        </LazyTooltip>
      </>,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: '1' }), { pointerType: 'mouse' });
    await screen.findByRole('tooltip', { name: 'First' });
    fireEvent.pointerEnter(screen.getByRole('button', { name: '2' }), { pointerType: 'mouse' });
    // At once, in the same event: a press that follows lands on the child as drawn.
    expect(screen.getByRole('tooltip', { name: 'Second' })).toBeTruthy();
  });

  it('shows the tooltip for a keyboard focus given back while React draws (a closing dialog), once that drawing is done', async () => {
    // A focus the keyboard brought (jsdom cannot tell; the browser does).
    const matches = HTMLElement.prototype.matches;
    vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (this: HTMLElement, selector: string) {
      return selector === ':focus-visible' ? true : matches.call(this, selector);
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function ClosingDialog({ giveBackTo }: { giveBackTo: RefObject<HTMLButtonElement | null> }) {
      // As MUI's focus trap does: the focus goes back from the dialog's effect, as it closes.
      useEffect(() => () => giveBackTo.current?.focus(), [giveBackTo]);
      return null;
    }
    function Page({ dialog }: { dialog: boolean }) {
      const remove = useRef<HTMLButtonElement>(null);
      return (
        <>
          <LazyTooltip title="Delete">
            <button type="button" ref={remove}>
              x
            </button>
          </LazyTooltip>
          <LazyTooltip title="Other">
            <button type="button">o</button>
          </LazyTooltip>
          {dialog && <ClosingDialog giveBackTo={remove} />}
        </>
      );
    }
    const { rerender } = render(<Page dialog />);
    // The tooltip's code is in (another control's hover fetched it).
    const other = screen.getByRole('button', { name: 'o' });
    fireEvent.pointerEnter(other, { pointerType: 'mouse' });
    await screen.findByRole('tooltip', { name: 'Other' });
    fireEvent.pointerLeave(other, { pointerType: 'mouse' });

    rerender(<Page dialog={false} />);
    expect(await screen.findByRole('tooltip', { name: 'Delete' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    // Not drawn in the middle of React's own drawing (React refuses that, and says so).
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/flushSync/);
  });

  it('fetches nothing for an empty title', async () => {
    render(
      <LazyTooltip title="">
        <button type="button" aria-label="Text">
          Text
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Text' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Still the bare child: no tooltip was drawn around it.
    expect(screen.getByRole('button', { name: 'Text' })).toBe(button);
  });

  it('fetches nothing for a touch', async () => {
    const button = renderButton();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
