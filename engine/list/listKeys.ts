/** What a key does on a list. */
export type ListCommand = 'down' | 'up' | 'first' | 'last' | 'nextPage' | 'previousPage' | 'open' | 'edit' | 'select' | 'filters' | 'help';

/** The parts of a keyboard event the list reads. */
export interface KeyInput {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const LETTERS: Readonly<Record<string, ListCommand>> = { e: 'edit', x: 'select', f: 'filters' };

/**
 * The command a key gives, or null. Letters are read by the key's place when the layout types no
 * Latin letter, so an Arabic keyboard's ث (the E key) edits as e does; `?` is also the Arabic ؟.
 * Left and right turn the page in the reading direction: in Arabic the left arrow goes forward.
 */
export function commandFor(event: KeyInput, direction: 'rtl' | 'ltr'): ListCommand | null {
  // Shortcuts with Ctrl, ⌘ or Alt belong to the browser and to the command palette.
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'ArrowDown':
      return 'down';
    case 'ArrowUp':
      return 'up';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'ArrowLeft':
      return direction === 'rtl' ? 'nextPage' : 'previousPage';
    case 'ArrowRight':
      return direction === 'rtl' ? 'previousPage' : 'nextPage';
    case 'Enter':
      return 'open';
    case '?':
    case '؟':
      return 'help';
  }
  if (event.code === 'Slash' && event.shiftKey) return 'help';
  // A layout that types Latin characters is followed as typed (Dvorak's e is e wherever it sits).
  const nonLatin = event.key.length === 1 && event.key.charCodeAt(0) > 0x7f;
  const letter = /^[a-z]$/i.test(event.key) ? event.key.toLowerCase() : nonLatin && /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : '';
  return LETTERS[letter] ?? null;
}

/** Roles whose elements take typed text or their own arrow keys. */
const TYPING_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider']);

/** Text fields, pickers and editors: keys typed there are the admin's text, never a shortcut. */
export function isTypingTarget(target: Element): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'range', 'color'].includes(target.type);
  if (target.closest('[contenteditable=""],[contenteditable=true],[contenteditable=plaintext-only]')) return true;
  return TYPING_ROLES.has(target.getAttribute('role') ?? '');
}

/** Dialogs, menus and lists of options have their own keys while they are open. */
export function isInsideLayer(target: Element): boolean {
  return target.closest('[role=dialog],[role=alertdialog],[role=menu],[role=listbox],[aria-modal=true]') !== null;
}
