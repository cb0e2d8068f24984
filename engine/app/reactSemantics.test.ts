// @vitest-environment jsdom
// Drawn with Preact itself, as the build draws the dashboard (the other unit tests draw with React).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createElement as h, render } from 'preact/compat';
import type { ComponentChildren } from 'preact';

beforeAll(async () => {
  await import('./reactSemantics');
});

const root = document.createElement('div');
document.body.append(root);
afterEach(() => {
  render(null, root);
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const active = () => (document.activeElement as HTMLElement | null)?.dataset.name;

function page(children: ComponentChildren) {
  render(h('div', null, h('input', { 'data-name': 'search' }), children), root);
}

describe('autoFocus drawn by Preact', () => {
  it('focuses an element drawn after the page, as a dialog’s first button, every time one is drawn', async () => {
    page(null);
    (root.querySelector('[data-name=search]') as HTMLElement).focus();
    page(h('button', { autoFocus: true, 'data-name': 'stay' }, 'Stay'));
    await settled();
    expect(active()).toBe('stay');

    page(null);
    (root.querySelector('[data-name=search]') as HTMLElement).focus();
    page(h('button', { autoFocus: true, 'data-name': 'cancel' }, 'Cancel'));
    await settled();
    expect(active()).toBe('cancel');
  });

  it('focuses it once: a redraw leaves the focus where the admin put it', async () => {
    page(h('button', { autoFocus: true, 'data-name': 'stay' }, 'Stay'));
    await settled();
    (root.querySelector('[data-name=search]') as HTMLElement).focus();
    page(h('button', { autoFocus: true, 'data-name': 'stay', title: 'redrawn' }, 'Stay'));
    await settled();
    expect(active()).toBe('search');
  });

  it('still hands the element to its own ref, and writes no autofocus attribute', async () => {
    const seen: (HTMLElement | null)[] = [];
    const ref = (element: HTMLElement | null) => seen.push(element);
    page(h('button', { autoFocus: true, 'data-name': 'stay', ref }, 'Stay'));
    await settled();
    const button = root.querySelector('[data-name=stay]');
    expect(seen).toContain(button);
    expect(button?.hasAttribute('autofocus')).toBe(false);
    page(null);
    expect(seen.at(-1)).toBeNull();
  });
});
