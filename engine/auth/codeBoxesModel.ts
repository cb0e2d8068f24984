/**
 * What the one-character code boxes do on entry, deletion and paste. Each function returns
 * the new values and the box to focus next.
 */
export interface CodeUpdate {
  values: string[];
  focus: number;
}

function digits(text: string): string[] {
  return Array.from(text.replace(/\D/g, ''));
}

/** Pasted (or autofilled) digits fill the boxes from `index`; a whole code fills them all. */
export function pasteCode(values: readonly string[], index: number, text: string): CodeUpdate {
  const incoming = digits(text);
  const next = [...values];
  if (incoming.length === 0) return { values: next, focus: index };
  const start = incoming.length >= values.length ? 0 : index;
  let last = start - 1;
  for (let offset = 0; offset < incoming.length && start + offset < next.length; offset += 1) {
    next[start + offset] = incoming[offset] ?? '';
    last = start + offset;
  }
  return { values: next, focus: Math.min(last + 1, next.length - 1) };
}

/** A box's new content after typing: one digit moves on to the next box. */
export function enterCode(values: readonly string[], index: number, input: string): CodeUpdate {
  const incoming = digits(input);
  if (incoming.length > 1) {
    // Typing into a filled box gives the old and the new digit; more than that is a paste.
    if (incoming.length > 2) return pasteCode(values, index, input);
    const previous = values[index] ?? '';
    const typed = incoming[0] === previous ? incoming[1] : incoming[0];
    return enterCode(values, index, typed ?? '');
  }
  const next = [...values];
  next[index] = incoming[0] ?? '';
  const moveOn = incoming.length === 1 && index < values.length - 1;
  return { values: next, focus: moveOn ? index + 1 : index };
}

/** Backspace in an empty box steps back and clears the previous one; otherwise the box clears. */
export function backspaceCode(values: readonly string[], index: number): CodeUpdate {
  const next = [...values];
  if ((values[index] ?? '') !== '') {
    next[index] = '';
    return { values: next, focus: index };
  }
  if (index === 0) return { values: next, focus: 0 };
  next[index - 1] = '';
  return { values: next, focus: index - 1 };
}
