import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../i18n/useTranslation';
import { screenPath, type ListArea } from '../descriptor/areaModel';
import type { ListPermissions, Row } from '../data/envelope';
import { actions } from '../registries/actions';
import { recordTitle } from '../screens/recordTitle';
import type { ListReturnState } from '../screens/listReturn';
import { commandFor, isInsideLayer, isTypingTarget, type ListCommand } from './listKeys';

interface ListKeyboardOptions {
  area: ListArea;
  /** The page's rows once they are in. */
  rows: readonly Row[] | null;
  permissions: ListPermissions | null;
  /** The list screen: its rows carry `data-row-index`. */
  root: RefObject<HTMLElement | null>;
  page: number;
  lastPage: number | null;
  hrefForPage: (page: number) => string;
  /** The address's query: another page, filter or order puts the cursor away. */
  pageKey: string;
  /** Selects or unselects a row for the bulk actions; null where the list has none. */
  select: ((id: string) => void) | null;
  selected: ReadonlySet<string>;
  /** Opens the filter panel with the focus in it; null where the list has no filters. */
  openFilters: (() => void) | null;
  returnState: ListReturnState;
  /** Called before the keys lead away from the list (it notes how far down it was). */
  onLeave: () => void;
}

interface ListKeyboard {
  /** The row under the cursor, by its place on the page, or null. */
  cursor: number | null;
  /** A row got the keyboard's focus (by Tab): the cursor goes there. */
  onRowFocus: (index: number) => void;
  /** What the last key did, in words, for a polite live region. */
  announcement: string;
  helpOpen: boolean;
  closeHelp: () => void;
}

const idOf = (row: Row) => String(row.id);

/**
 * The list from the keyboard: arrows move a row cursor, Enter opens, e edits, x selects, f opens
 * the filters, ? lists the keys. Listened for on the whole page, so the keys work wherever the
 * focus is left, except in a field, a dialog or a menu. No drawing.
 */
export function useListKeyboard(options: ListKeyboardOptions): ListKeyboard {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [cursor, setCursor] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);
  // The cursor lands on the first row of a page the keys turned to, once its rows are in.
  const landOnFirst = useRef(false);
  const focusNext = useRef<number | null>(null);

  const rowName = useCallback((row: Row) => recordTitle(row, options.area.list.recordLabel, i18n.language), [options.area, i18n.language]);

  const moveTo = useCallback(
    (index: number, rows: readonly Row[]) => {
      const row = rows[index];
      if (!row) return;
      setCursor(index);
      focusNext.current = index;
      setAnnouncement(t('engine.keysRow', { row: index + 1, count: rows.length, name: rowName(row) }));
    },
    [t, rowName],
  );

  // Another page, filter or order: the cursor goes away, unless the keys turned the page.
  const shownKey = useRef(options.pageKey);
  useEffect(() => {
    if (shownKey.current === options.pageKey) return;
    shownKey.current = options.pageKey;
    setCursor(null);
  }, [options.pageKey]);

  const { rows } = options;
  useEffect(() => {
    if (rows === null) return;
    if (landOnFirst.current) {
      landOnFirst.current = false;
      if (rows.length > 0) moveTo(0, rows);
      return;
    }
    // Fewer rows after a delete or a refresh: the cursor stays on the page.
    setCursor((current) => (current === null || current < rows.length ? current : rows.length > 0 ? rows.length - 1 : null));
  }, [rows, moveTo]);

  // The row the keys moved to takes the focus (and so scrolls into sight).
  useEffect(() => {
    if (focusNext.current === null || cursor !== focusNext.current) return;
    focusNext.current = null;
    options.root.current?.querySelector<HTMLElement>(`[data-row-index="${cursor}"]`)?.focus();
  });

  const run = (command: ListCommand, target: Element): boolean => {
    const o = options;
    if (command === 'help') {
      setHelpOpen(true);
      return true;
    }
    if (command === 'filters') {
      if (!o.openFilters) {
        setAnnouncement(t('engine.keysNoFilters'));
        return true;
      }
      o.openFilters();
      setAnnouncement(t('engine.keysFiltersOpened'));
      return true;
    }
    if (command === 'nextPage' || command === 'previousPage') {
      const next = o.page + (command === 'nextPage' ? 1 : -1);
      if (next < 1 || (o.lastPage !== null && next > o.lastPage)) return true;
      landOnFirst.current = true;
      setAnnouncement(t('engine.page', { page: next }));
      void navigate(o.hrefForPage(next));
      return true;
    }
    const rows = o.rows;
    if (!rows || rows.length === 0) return false;
    // A key pressed on a row's own control acts on that row.
    const rowElement = target.closest<HTMLElement>('[data-row-index]');
    const at = rowElement && o.root.current?.contains(rowElement) ? Number(rowElement.dataset.rowIndex) : cursor;
    if (command === 'down') moveTo(at === null ? 0 : Math.min(at + 1, rows.length - 1), rows);
    else if (command === 'up') moveTo(at === null ? 0 : Math.max(at - 1, 0), rows);
    else if (command === 'first') moveTo(0, rows);
    else if (command === 'last') moveTo(rows.length - 1, rows);
    else {
      const row = at === null ? undefined : rows[at];
      if (!row) return false;
      rowCommand(command, row);
    }
    return true;
  };

  const rowCommand = (command: ListCommand, row: Row) => {
    const o = options;
    const name = rowName(row);
    if (command === 'select') {
      if (!o.select) {
        setAnnouncement(t('engine.keysNoSelect'));
        return;
      }
      const id = idOf(row);
      const was = o.selected.has(id);
      o.select(id);
      const count = o.selected.size + (was ? -1 : 1);
      setAnnouncement(t(was ? 'engine.keysUnselected' : 'engine.keysSelected', { name, count }));
      return;
    }
    // The same rules as the row's buttons: a protected record offers none, and each needs its flag.
    if (o.area.list.protectedIds.some((id) => String(id) === idOf(row))) {
      setAnnouncement(t('engine.protectedRecord'));
      return;
    }
    const permitted = (action: 'show' | 'edit') => o.area.list.actions.includes(action) && actions[action].available(o.area) && Boolean(o.permissions?.[actions[action].permission]);
    const screen = command === 'edit' ? (permitted('edit') ? 'edit' : null) : permitted('show') ? 'show' : permitted('edit') ? 'edit' : null;
    if (screen === null) {
      setAnnouncement(t('engine.locked'));
      return;
    }
    o.onLeave();
    void navigate(screenPath(o.area, screen, row.id), { state: o.returnState });
  };

  // The listener is added once; it reads the latest state through this ref.
  const handle = useRef<(event: KeyboardEvent) => void>(() => undefined);
  handle.current = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing || !(event.target instanceof Element)) return;
    const target = event.target;
    if (isTypingTarget(target) || isInsideLayer(target)) return;
    const command = commandFor(event, i18n.dir(i18n.language));
    if (command === null) return;
    const root = options.root.current;
    // On the list, or on what holds it (the page, or the main area the skip link focuses).
    const onList = root !== null && (root.contains(target) || target.contains(root));
    // Arrows scroll and Enter presses a button elsewhere on the page; on a row's own button or
    // link, Enter is that control's.
    if ((command !== 'help' && command !== 'filters' && !onList) || (command === 'open' && !target.hasAttribute('data-row-index'))) return;
    if (run(command, target)) event.preventDefault();
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const onRowFocus = useCallback((index: number) => setCursor(index), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  return { cursor, onRowFocus, announcement, helpOpen, closeHelp };
}
