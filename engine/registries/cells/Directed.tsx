import type { ReactNode } from 'react';
import type { TextDirection } from '../../i18n/textDirection';

/**
 * Free text and names in their own direction: an English name in an Arabic page keeps its full
 * stop on its right ("auto" finds the direction from the text; `*_en` / `*_ar` fields know theirs).
 * Always an inline, isolated span inside a box of the page's direction: a `dir` on the box itself
 * would also align the text to its own side, far from its label (a number in an Arabic card at the
 * left edge). A function too, for cells a list draws many of without a component each (see Plain).
 */
export function directed(dir: TextDirection, children: ReactNode): ReactNode {
  return <span dir={dir}>{children}</span>;
}

export function Directed({ dir, children }: { dir: TextDirection; children: ReactNode }) {
  return directed(dir, children);
}
