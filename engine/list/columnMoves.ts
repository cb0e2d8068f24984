import type { Column } from '../descriptor/descriptor.types';
import { columnKey, type ColumnChoice } from './columnChoice';

// Changes an admin makes in the Columns menu, as new choices (the old one is never changed).

/** The choice with every column in the order given and the hidden ones that still exist. */
function choiceOf(ordered: readonly Column[], hidden: readonly string[]): ColumnChoice {
  const keys = ordered.map(columnKey);
  return { order: keys, hidden: hidden.filter((key) => keys.includes(key)) };
}

/** One column moved a place up (-1) or down (+1); at an end nothing moves. */
export function moveColumn(ordered: readonly Column[], choice: ColumnChoice | null, key: string, step: -1 | 1): ColumnChoice {
  const next = [...ordered];
  const from = next.findIndex((column) => columnKey(column) === key);
  const to = from + step;
  if (from >= 0 && to >= 0 && to < next.length) [next[from], next[to]] = [next[to]!, next[from]!];
  return choiceOf(next, choice?.hidden ?? []);
}

/** A column shown or hidden; the last shown one stays. */
export function showColumn(ordered: readonly Column[], choice: ColumnChoice | null, key: string, shown: boolean): ColumnChoice {
  const hidden = new Set(choice?.hidden ?? []);
  if (shown) hidden.delete(key);
  else hidden.add(key);
  const visible = ordered.filter((column) => !hidden.has(columnKey(column)));
  if (visible.length === 0) hidden.delete(key);
  return choiceOf(ordered, [...hidden]);
}
