import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { Column, CustomAction } from '../descriptor/descriptor.types';
import type { ListArea } from '../descriptor/areaModel';
import { ApiError, type Query } from '../api/client';
import { areaData } from '../data/areaData';
import { parseListAnswer, type ListPage, type Row } from '../data/envelope';
import { parsePage } from './pageWindow';
import { isListKeyOf, listKey } from '../data/keys';
import { listFilters, listQuery, listShape } from './listQuery';
import { nextSort, paramsWithSort, PER_PAGE_PARAM, storePageSize, type ListSort } from './listOrder';
import { useSession } from '../session/session';
import { useLiveList } from './useLiveList';
import { createPendingDeletes, sendKeepalive, type PendingDelete, type PendingDeletes } from './pendingDeletes';

type ListState = { status: 'loading' } | { status: 'error'; error: unknown; retry: () => void } | { status: 'ready'; page: ListPage; refreshing: boolean };

interface MutationOutcome {
  ok: boolean;
  message: string | null;
}

export interface ListController {
  state: ListState;
  page: number;
  /** Filter values as they are in the URL (so a filtered page can be shared and reloaded). */
  filters: Record<string, string>;
  hrefForPage: (page: number) => string;
  applyFilters: (values: Record<string, string>) => void;
  resetFilters: () => void;
  /** Drops one filter (its chip's close button); the order and page size stay. */
  removeFilter: (param: string) => void;
  /** The order in force (the address's when allowed, else the descriptor's default), or none. */
  sort: ListSort | null;
  /** The address a column heading leads to: sorted by it ascending, or the other way when it already is. */
  hrefForSort: (field: string) => string;
  /** Rows per page asked of the API. */
  perPage: number;
  /** Another page size, remembered for this admin and area. */
  setPerPage: (size: number) => void;
  toggleActivation: (row: Row, next: boolean, values?: Record<string, string>) => Promise<MutationOutcome>;
  /** Hides the row at once and deletes it after a moment, unless undone (see pendingDeletes). */
  remove: (row: Row) => PendingDelete;
  /** Fetches every cached page of the list again. */
  refresh: () => Promise<unknown>;
  /** A custom row action's call, with the values its prompt collected. */
  runAction: (row: Row, action: CustomAction, values: Record<string, string>) => Promise<MutationOutcome>;
  /** A toggle column's call (availability, published...). */
  toggleColumn: (row: Row, column: Column, next: boolean) => Promise<MutationOutcome>;
  pendingIds: ReadonlySet<string>;
  /** Rows someone else changed a moment ago (see useLiveList). */
  changedIds: ReadonlySet<string>;
  /** The last change by someone else, in words, for a polite live region. */
  announcement: string;
}

/** The server understood the read and refused it (a filter it does not accept, say): asking again gives the same. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

function messageOf(error: unknown): string | null {
  return error instanceof Error && error.message !== '' ? error.message : null;
}

/** What to fetch for a list and what can be done with it; no drawing here. */
export function useListController(area: ListArea): ListController {
  const [params, setParams] = useSearchParams();
  const { mutate: mutateGlobal } = useSWRConfig();
  const provider = useMemo(() => areaData(area), [area]);
  const page = parsePage(params.get('page'));
  const filterParams = useMemo(() => area.list.filters.map((f) => f.param), [area]);

  const adminId = useSession()?.id;
  const filters = useMemo(() => listFilters(area, params), [params, area]);
  const shape = useMemo(() => listShape(area, params, adminId), [area, params, adminId]);
  const { sort, perPage } = shape;
  const query = useMemo<Query>(() => listQuery(area, filters, page, { sort, perPage }), [area, filters, page, sort, perPage]);
  const key = listKey(area, query);
  const { data, error, isValidating, mutate } = useSWR<unknown>(key, { keepPreviousData: true });
  // Which query each answer was read for: SWR keeps handing the last query's answer while a new
  // one is read, and after that read failed; those figures must not stand under the new filters.
  const answeredFor = useRef(new WeakMap<object, string>());
  const keyText = JSON.stringify(key);
  if (typeof data === 'object' && data !== null && error === undefined && !isValidating) answeredFor.current.set(data, keyText);
  const ownAnswer = typeof data === 'object' && data !== null && answeredFor.current.get(data) === keyText;
  // A refused read (a filter the server does not accept) or a failed read of another query hides
  // the rows; a failed refresh of the rows on screen (the network gone a moment) keeps them.
  const readFailed = error !== undefined && (isRefusal(error) || !ownAnswer);

  // Rows that come back unchanged after a refresh keep their identity, so only changed rows redraw.
  const previousRows = useRef(new Map<string, { text: string; row: Row }>());
  const previousPermissions = useRef<{ text: string; value: ListPage['permissions'] } | null>(null);
  const parsed = useMemo(() => {
    if (data === undefined) return null;
    const answer = parseListAnswer(data, area.response);
    if (!answer.ok) return answer;
    const seen = new Map<string, { text: string; row: Row }>();
    const rows = answer.value.rows.map((row, index) => {
      const key = row.id === undefined || row.id === null ? `#${index}` : String(row.id);
      const text = JSON.stringify(row);
      const before = previousRows.current.get(key);
      const kept = before && before.text === text ? before.row : row;
      seen.set(key, { text, row: kept });
      return kept;
    });
    previousRows.current = seen;
    const permissionsText = JSON.stringify(answer.value.permissions);
    const permissions = previousPermissions.current?.text === permissionsText ? previousPermissions.current.value : answer.value.permissions;
    previousPermissions.current = { text: permissionsText, value: permissions };
    return { ok: true as const, value: { ...answer.value, rows, permissions } };
  }, [data, area]);
  const retry = useCallback(() => {
    void mutate();
  }, [mutate]);
  // Every cached page of the list is fetched again when one of its records changes elsewhere.
  const live = useLiveList(area, () => void mutateGlobal((k) => isListKeyOf(area, k)));

  // Rows deleted a moment ago stay out of sight while their Undo is offered.
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => {
    if (!parsed || !parsed.ok || hiddenIds.size === 0) return parsed && parsed.ok ? parsed.value : null;
    return { ...parsed.value, rows: parsed.value.rows.filter((row) => !hiddenIds.has(String(row.id))) };
  }, [parsed, hiddenIds]);

  let state: ListState;
  if (readFailed) {
    state = isValidating ? { status: 'loading' } : { status: 'error', error, retry };
  } else if (parsed && parsed.ok && shown && !(error && !isValidating && data === undefined)) {
    state = { status: 'ready', page: shown, refreshing: isValidating };
  } else if (parsed && !parsed.ok) {
    state = { status: 'error', error: new Error(`unexpected answer (${parsed.problem})`), retry };
  } else if (error !== undefined && !isValidating) {
    state = { status: 'error', error, retry };
  } else {
    state = { status: 'loading' };
  }

  const hrefForPage = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      next.set('page', String(target));
      return `?${next.toString()}`;
    },
    [params],
  );

  // The order and page size stay when the filters change.
  const kept = useCallback(() => {
    const next = new URLSearchParams();
    for (const name of [area.list.sort?.param, area.list.sort?.directionParam, PER_PAGE_PARAM]) {
      const value = name === undefined ? null : params.get(name);
      if (name !== undefined && value !== null) next.set(name, value);
    }
    return next;
  }, [area, params]);

  const applyFilters = useCallback(
    (values: Record<string, string>) => {
      const next = kept();
      for (const name of filterParams) {
        const value = values[name]?.trim();
        if (value) next.set(name, value);
      }
      next.set('page', '1');
      setParams(next);
    },
    [filterParams, setParams, kept],
  );

  const resetFilters = useCallback(() => {
    const next = kept();
    next.set('page', '1');
    setParams(next);
  }, [setParams, kept]);

  const removeFilter = useCallback(
    (param: string) => {
      const next = new URLSearchParams(params);
      const filter = area.list.filters.find((f) => f.param === param);
      for (const name of [param, ...(filter?.urlAliases ?? [])]) next.delete(name);
      next.set('page', '1');
      setParams(next);
    },
    [area, params, setParams],
  );

  const hrefForSort = useCallback((field: string) => `?${paramsWithSort(area, params, nextSort(sort, field)).toString()}`, [area, params, sort]);

  const setPerPage = useCallback(
    (size: number) => {
      storePageSize(area, adminId, size);
      const next = new URLSearchParams(params);
      next.set(PER_PAGE_PARAM, String(size));
      next.set('page', '1');
      setParams(next);
    },
    [area, adminId, params, setParams],
  );

  // Ids with a call under way: a second click on the same row waits for the first.
  const pending = useRef(new Set<string>());
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const run = useCallback(
    async (row: Row, send: () => Promise<unknown>): Promise<MutationOutcome> => {
      const id = String(row.id);
      if (pending.current.has(id)) return { ok: false, message: null };
      pending.current.add(id);
      setPendingIds(new Set(pending.current));
      try {
        const answer = await send();
        const message = answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string' ? answer.message : null;
        return { ok: true, message };
      } catch (e) {
        return { ok: false, message: e instanceof ApiError || e instanceof Error ? messageOf(e) : null };
      } finally {
        pending.current.delete(id);
        setPendingIds(new Set(pending.current));
        await mutateGlobal((k) => isListKeyOf(area, k));
      }
    },
    [area, mutateGlobal],
  );

  const toggleActivation = useCallback(
    (row: Row, next: boolean, values: Record<string, string> = {}) => {
      if (!area.api.activation) return Promise.resolve({ ok: false, message: null });
      return run(row, () => provider.activate(row, next, values));
    },
    [area, provider, run],
  );

  const refresh = useCallback(() => mutateGlobal((k) => isListKeyOf(area, k)), [area, mutateGlobal]);

  // Deletes waiting for their Undo; leaving the list (another screen of the dashboard) sends them.
  const deletes = useRef<PendingDeletes | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      deletes.current?.flush();
    };
  }, []);
  const setHidden = useCallback((id: string, hidden: boolean) => {
    setHiddenIds((current) => {
      const next = new Set(current);
      if (hidden) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const remove = useCallback(
    (row: Row): PendingDelete => {
      if (!area.api.delete) return { undo: () => false, result: Promise.resolve({ status: 'failed', message: null }) };
      const id = String(row.id);
      const built = provider.deleteCall(row);
      const lastOnPage = state.status === 'ready' && state.page.rows.length === 1 && page > 1;
      setHidden(id, true);
      deletes.current ??= createPendingDeletes();
      // A page being closed may not finish an ordinary call: that one goes with keepalive.
      const pending = deletes.current.schedule(id, (leaving) => (leaving ? sendKeepalive(built) : provider.remove(row)));
      void pending.result.then(async (result) => {
        // Shown again only after the list is fetched: gone when deleted, back when refused.
        if (result.status !== 'undone') await refresh().catch(() => undefined);
        setHidden(id, false);
        // Deleting the last row of a page moves back a page instead of showing an empty one.
        if (result.status === 'deleted' && lastOnPage && mounted.current) {
          const next = new URLSearchParams(window.location.search);
          next.set('page', String(page - 1));
          setParams(next);
        }
      });
      return pending;
    },
    [area, provider, state, page, setParams, setHidden, refresh],
  );

  const runAction = useCallback(
    (row: Row, action: CustomAction, values: Record<string, string>) => {
      if (!action.call) return Promise.resolve({ ok: false, message: null });
      return run(row, () => provider.action(row, action, values));
    },
    [provider, run],
  );

  const toggleColumn = useCallback(
    (row: Row, column: Column, next: boolean) => {
      if (!column.toggle?.call) return Promise.resolve({ ok: false, message: null });
      return run(row, () => provider.toggle(row, column, next));
    },
    [provider, run],
  );

  return {
    state,
    page,
    filters,
    hrefForPage,
    applyFilters,
    resetFilters,
    removeFilter,
    sort,
    hrefForSort,
    perPage,
    setPerPage,
    toggleActivation,
    remove,
    refresh,
    runAction,
    toggleColumn,
    pendingIds,
    changedIds: live.changedIds,
    announcement: live.announcement,
  };
}
