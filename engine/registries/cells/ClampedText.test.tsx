// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Column } from '../../descriptor/descriptor.types';
import { TestProviders } from '../../testing/TestProviders';
import { i18n } from '../../i18n/i18n';
import { renderCell } from './renderCell';

const column = (cell: 'text' | 'longText', clamp?: number): Column =>
  ({ field: 'message', label: 'contactMessages.message', cell, sortable: false, options: [], chipLabel: 'name', ...(clamp ? { clamp } : {}) }) as Column;

// jsdom lays nothing out: a box is "cut" when its text is longer than this many characters.
const FITS = 60;
const heights = {
  scrollHeight: {
    configurable: true,
    get(this: HTMLElement) {
      return (this.textContent ?? '').length > FITS ? 100 : 20;
    },
  },
  clientHeight: {
    configurable: true,
    get() {
      return 20;
    },
  },
};

function show(cell: 'text' | 'longText', value: string, clamp?: number) {
  return render(<TestProviders>{renderCell(column(cell, clamp), { id: 1, message: value }, { mode: 'list' })}</TestProviders>);
}

beforeEach(async () => {
  Object.defineProperties(HTMLElement.prototype, heights);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

describe('long text in a list cell', () => {
  it('shows a short text whole, as plain text without a way to read more', () => {
    show('longText', 'Thanks, all good.');
    const box = screen.getByTestId('clamped-text');
    expect(box.textContent).toBe('Thanks, all good.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cuts a longer text to the column lines; pointing at it shows the whole text in a tooltip, pressing it a window', async () => {
    const text = 'The technician arrived two hours late and left before finishing the job.';
    show('longText', text, 3);
    const box = screen.getByTestId('clamped-text');
    expect(box.style.webkitLineClamp || getComputedStyle(box).webkitLineClamp).toBe('3');
    expect(box.querySelector('[dir]')?.getAttribute('dir')).toBe('auto');
    const button = screen.getByRole('button', { name: text });
    fireEvent.mouseOver(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe(text);
    expect(screen.queryByRole('button', { name: /Read more/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: text }));
    expect((await screen.findByRole('dialog')).textContent).toContain(text);
  });

  it('offers "Read more" for a text longer than a tooltip holds, opening the whole text in a window', async () => {
    const text = `${'A long complaint about the order. '.repeat(12)}The end.`;
    show('longText', text);
    fireEvent.click(screen.getByRole('button', { name: /Read more/ }));
    // The window is titled by the column.
    const dialog = await screen.findByRole('dialog', { name: i18n.t('contactMessages.message') });
    expect(dialog.textContent).toContain('The end.');
  });

  it('cuts a text cell only when its column sets "clamp"', () => {
    const text = 'Building 12, King Fahd Road, Al Olaya district, Riyadh, next to the mall';
    show('text', text);
    screen.getByText(text);
    expect(screen.queryByTestId('clamped-text')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    show('text', text, 2);
    // Cut to two lines, the whole text still its name.
    screen.getByRole('button', { name: text });
    const box = screen.getByTestId('clamped-text');
    expect(box.style.webkitLineClamp || getComputedStyle(box).webkitLineClamp).toBe('2');
  });
});
