// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';

afterEach(cleanup);
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

  it('fetches nothing for a touch', async () => {
    const button = renderButton();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
