// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { commandFor, isInsideLayer, isTypingTarget, type KeyInput } from './listKeys';

const key = (k: string, code: string, more: Partial<KeyInput> = {}): KeyInput => ({ key: k, code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...more });

describe('commandFor', () => {
  it('turns the page with the arrow that points forward in the reading direction', () => {
    expect(commandFor(key('ArrowLeft', 'ArrowLeft'), 'rtl')).toBe('nextPage');
    expect(commandFor(key('ArrowRight', 'ArrowRight'), 'rtl')).toBe('previousPage');
    expect(commandFor(key('ArrowRight', 'ArrowRight'), 'ltr')).toBe('nextPage');
    expect(commandFor(key('ArrowLeft', 'ArrowLeft'), 'ltr')).toBe('previousPage');
    // Up and down are the same in both languages.
    expect(commandFor(key('ArrowDown', 'ArrowDown'), 'rtl')).toBe('down');
  });

  it('reads letters by the key on an Arabic layout, and the Arabic question mark as ?', () => {
    expect(commandFor(key('ث', 'KeyE'), 'rtl')).toBe('edit');
    expect(commandFor(key('ء', 'KeyX'), 'rtl')).toBe('select');
    expect(commandFor(key('ب', 'KeyF'), 'rtl')).toBe('filters');
    expect(commandFor(key('؟', 'Slash', { shiftKey: true }), 'rtl')).toBe('help');
    expect(commandFor(key('?', 'Minus', { shiftKey: true }), 'ltr')).toBe('help');
  });

  it('follows the letter typed on a Latin layout whose keys sit elsewhere', () => {
    // Dvorak: the key in QWERTY's E place types a full stop; its e is elsewhere.
    expect(commandFor(key('e', 'KeyD'), 'ltr')).toBe('edit');
    expect(commandFor(key('.', 'KeyE'), 'ltr')).toBeNull();
  });

  it('leaves Ctrl, ⌘ and Alt combinations to the browser and the command palette, and / to the palette', () => {
    expect(commandFor(key('k', 'KeyK', { ctrlKey: true }), 'ltr')).toBeNull();
    expect(commandFor(key('f', 'KeyF', { metaKey: true }), 'ltr')).toBeNull();
    expect(commandFor(key('e', 'KeyE', { altKey: true }), 'ltr')).toBeNull();
    expect(commandFor(key('/', 'Slash'), 'ltr')).toBeNull();
  });
});

describe('where keys are the admin’s text', () => {
  it('takes text fields, pickers and editors as typing, and boxes and buttons as not', () => {
    document.body.innerHTML = `
      <input id="text"><input id="box" type="checkbox"><textarea id="area"></textarea>
      <div role="combobox" id="pick" tabindex="0"></div><div contenteditable="true"><p id="rich">x</p></div>
      <button id="button">b</button>
      <div role="dialog"><button id="inDialog">b</button></div><ul role="menu"><li id="item" role="menuitem">m</li></ul>`;
    const byId = (id: string) => document.getElementById(id) as Element;
    expect(['text', 'area', 'pick', 'rich'].map((id) => isTypingTarget(byId(id)))).toEqual([true, true, true, true]);
    expect(['box', 'button'].map((id) => isTypingTarget(byId(id)))).toEqual([false, false]);
    expect(['inDialog', 'item', 'button'].map((id) => isInsideLayer(byId(id)))).toEqual([true, true, false]);
  });
});
