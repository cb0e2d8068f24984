import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ListArea } from '../descriptor/areaModel';
import type { Column } from '../descriptor/descriptor.types';
import { useSession } from '../session/session';

/**
 * Which columns of a list an admin shows, and in what order, kept per admin and area in this
 * browser. Keys are `columnKey(column)`; the row actions are always shown, at the end.
 */
export type ColumnChoice = { order: string[]; hidden: string[] };

/** An area, or its name. */
type AreaRef = string | Pick<ListArea, 'area'>;

/** The window event sent when a choice is stored, so every list on the page reads it again. */
const COLUMN_CHOICE_EVENT = 'dashboard:column-choice';

/** A column's stable name: its field and heading (two columns may show one field). */
export function columnKey(column: Pick<Column, 'field' | 'label'>): string {
  return column.field + column.label;
}

function areaName(area: AreaRef): string {
  return typeof area === 'string' ? area : area.area;
}

/** Where an admin's choice for an area is kept in this browser. */
export function columnChoiceStorageKey(area: AreaRef, adminId: number | string): string {
  return `dashboard.columns.${String(adminId)}.${areaName(area)}`;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** A stored text as a choice; anything else (hand-edited, older shapes) is no choice. */
function parseColumnChoice(raw: string | null): ColumnChoice | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object') return null;
    const { order, hidden } = value as Record<string, unknown>;
    return isStringList(order) && isStringList(hidden) ? { order, hidden } : null;
  } catch {
    return null;
  }
}

function readRaw(area: AreaRef, adminId: number | string | undefined): string | null {
  if (adminId === undefined) return null;
  try {
    return window.localStorage.getItem(columnChoiceStorageKey(area, adminId));
  } catch {
    return null;
  }
}

/** The admin's stored choice for an area, or null (the descriptor's columns as they are). */
export function readColumnChoice(area: AreaRef, adminId: number | string | undefined): ColumnChoice | null {
  return parseColumnChoice(readRaw(area, adminId));
}

/** Keeps (or with null forgets) the admin's choice, and tells the lists on the page. */
export function storeColumnChoice(area: AreaRef, adminId: number | string | undefined, choice: ColumnChoice | null): void {
  if (adminId === undefined) return;
  const key = columnChoiceStorageKey(area, adminId);
  try {
    if (choice === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify({ order: choice.order, hidden: choice.hidden }));
  } catch {
    // Private modes may refuse storage: the choice then holds until the page is left.
    memory.set(key, choice === null ? null : JSON.stringify(choice));
  }
  window.dispatchEvent(new CustomEvent(COLUMN_CHOICE_EVENT, { detail: { area: areaName(area), adminId } }));
}

/** Choices the browser refused to store, kept for this page's life. */
const memory = new Map<string, string | null>();

/** The columns in the chosen order, new descriptor columns at their descriptor place; unknown keys are ignored. */
function orderColumns<T extends Pick<Column, 'field' | 'label'>>(columns: readonly T[], choice: ColumnChoice | null): T[] {
  if (!choice) return [...columns];
  const byKey = new Map(columns.map((column) => [columnKey(column), column]));
  const ordered: T[] = [];
  for (const key of new Set(choice.order)) {
    const column = byKey.get(key);
    if (column) ordered.push(column);
  }
  // A column the choice does not know goes right after the one before it in the descriptor.
  columns.forEach((column, index) => {
    if (ordered.includes(column)) return;
    const before = index === 0 ? -1 : ordered.indexOf(columns[index - 1] as T);
    ordered.splice(before + 1, 0, column);
  });
  return ordered;
}

/** Whether a column is hidden by the choice. */
export function isHidden(column: Pick<Column, 'field' | 'label'>, choice: ColumnChoice | null): boolean {
  return choice !== null && choice.hidden.includes(columnKey(column));
}

/** The visible columns in the chosen order; at least one stays visible whatever the choice says. */
export function applyColumnChoice<T extends Pick<Column, 'field' | 'label'>>(columns: readonly T[], choice: ColumnChoice | null): T[] {
  const ordered = orderColumns(columns, choice);
  const visible = ordered.filter((column) => !isHidden(column, choice));
  return visible.length > 0 || ordered.length === 0 ? visible : ordered.slice(0, 1);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(COLUMN_CHOICE_EVENT, onChange);
  // Another tab of the same admin changed it.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(COLUMN_CHOICE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export interface ColumnChoiceState {
  /** Every column of the descriptor, in the chosen order. */
  ordered: Column[];
  /** The columns the list draws, in the chosen order. */
  visible: Column[];
  choice: ColumnChoice | null;
  /** Stores another choice (null: back to the descriptor's). */
  setChoice: (choice: ColumnChoice | null) => void;
}

/** The admin's column choice for a list; follows `storeColumnChoice` calls made anywhere on the page. */
export function useColumnChoice(area: ListArea): ColumnChoiceState {
  const adminId = useSession()?.id;
  const getRaw = useCallback(() => {
    const key = adminId === undefined ? null : columnChoiceStorageKey(area, adminId);
    return key !== null && memory.has(key) ? (memory.get(key) ?? null) : readRaw(area, adminId);
  }, [area, adminId]);
  const raw = useSyncExternalStore(subscribe, getRaw, getRaw);
  const choice = useMemo(() => parseColumnChoice(raw), [raw]);
  const columns = area.list.columns;
  const ordered = useMemo(() => orderColumns(columns, choice), [columns, choice]);
  const visible = useMemo(() => applyColumnChoice(columns, choice), [columns, choice]);
  const setChoice = useCallback((next: ColumnChoice | null) => storeColumnChoice(area, adminId, next), [area, adminId]);
  return { ordered, visible, choice, setChoice };
}
