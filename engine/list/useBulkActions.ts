import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListArea } from '../descriptor/areaModel';
import { getPath } from '../descriptor/fieldPath';
import { sendCall } from '../api/sendCall';
import { areaData, type Send } from '../data/areaData';
import type { ListPermissions, Row } from '../data/envelope';
import { bulkActionsOf, skipReason, type BulkAction } from './bulkPlan';
import { runBounded } from './runBounded';

/** Calls under way at once: enough to be quick, few enough to spare the server. */
const BULK_CONCURRENCY = 3;

interface BulkOutcome {
  id: string;
  /** The record's name (list.recordLabel), or its id. */
  label: string;
  status: 'done' | 'failed' | 'skipped';
  /** The server's message for a failure, null when it gave none. */
  message: string | null;
  /** Translation key of why it was skipped. */
  reason?: string;
}

type BulkPhase =
  | { step: 'idle' }
  /** The one question for all rows: `targets` will be sent, `skipped` are left out. */
  | { step: 'confirm'; action: BulkAction; targets: number; skipped: number }
  | { step: 'running'; action: BulkAction; done: number; total: number }
  | { step: 'result'; action: BulkAction; outcomes: BulkOutcome[] };

export interface BulkController {
  /** Actions the permissions allow; none means no selection column at all. */
  actions: BulkAction[];
  selected: ReadonlySet<string>;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Selects every row of the page, or none when all are selected already. */
  togglePage: () => void;
  /** none / some / all of the page's rows. */
  pageState: 'none' | 'some' | 'all';
  clear: () => void;
  phase: BulkPhase;
  /** Opens the confirmation for the selected rows. */
  start: (action: BulkAction) => void;
  /** Runs after the confirmation, with the prompt's answers. */
  confirm: (values?: Record<string, string>) => void;
  cancel: () => void;
  /** Runs the failed ones of the last run again, with the same answers. */
  retryFailed: () => void;
  closeResult: () => void;
}

export interface BulkOptions {
  area: ListArea;
  rows: readonly Row[] | null;
  permissions: ListPermissions | null;
  /** The page, filters and order: a change clears the selection (a refresh of the same page keeps it). */
  pageKey: string;
  /** Fetches the list again, once after a run. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a refresh may give a promise to wait for, or nothing
  refresh: () => Promise<unknown> | void;
  /** Called after a run where every row went through (the caller says so in a toast). */
  onAllDone?: (action: BulkAction, count: number) => void;
  send?: Send;
  concurrency?: number;
}

interface LastRun {
  action: BulkAction;
  values: Record<string, string>;
  rows: Map<string, Row>;
  outcomes: BulkOutcome[];
}

const idOf = (row: Row) => (row.id === undefined || row.id === null ? null : String(row.id));

function messageOf(error: unknown): string | null {
  return error instanceof Error && error.message !== '' ? error.message : null;
}

/** Selection and bulk actions of a list: what is selected, the question, the run and its outcomes. No drawing. */
export function useBulkActions({ area, rows, permissions, pageKey, refresh, onAllDone, send = sendCall, concurrency = BULK_CONCURRENCY }: BulkOptions): BulkController {
  const actions = useMemo(() => bulkActionsOf(area, permissions), [area, permissions]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [phase, setPhase] = useState<BulkPhase>({ step: 'idle' });
  const running = useRef(false);
  const last = useRef<LastRun | null>(null);
  const latest = useRef({ refresh, onAllDone, send, rows });
  latest.current = { refresh, onAllDone, send, rows };

  // Another page, filter or order starts a new selection.
  const shownKey = useRef(pageKey);
  useEffect(() => {
    if (shownKey.current === pageKey) return;
    shownKey.current = pageKey;
    setSelected(new Set());
  }, [pageKey]);

  // A refresh of the same page keeps the ids still on it.
  const pageIds = useMemo(() => (rows ?? []).map(idOf).filter((id): id is string => id !== null), [rows]);
  useEffect(() => {
    if (rows === null) return;
    const present = new Set(pageIds);
    setSelected((current) => {
      const kept = [...current].filter((id) => present.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [pageIds, rows]);

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const count = pageIds.filter((id) => selected.has(id)).length;
  const pageState = count === 0 ? 'none' : count === pageIds.length ? 'all' : 'some';
  const togglePage = useCallback(() => {
    setSelected(pageState === 'all' ? new Set() : new Set(pageIds));
  }, [pageState, pageIds]);
  const clear = useCallback(() => setSelected(new Set()), []);
  const isSelected = useCallback((id: string) => selected.has(id), [selected]);

  const labelOf = useCallback(
    (row: Row) => {
      const value = getPath(row, area.list.recordLabel);
      return value === undefined || value === null || value === '' ? String(row.id) : String(value);
    },
    [area],
  );

  const selectedRows = useCallback(() => (latest.current.rows ?? []).filter((row) => selected.has(idOf(row) ?? '')), [selected]);

  const start = useCallback(
    (action: BulkAction) => {
      if (running.current) return;
      const chosen = selectedRows();
      if (chosen.length === 0) return;
      const skipped = chosen.filter((row) => skipReason(area, action, row) !== null).length;
      setPhase({ step: 'confirm', action, targets: chosen.length - skipped, skipped });
    },
    [area, selectedRows],
  );

  const execute = useCallback(
    async (action: BulkAction, values: Record<string, string>, chosen: Row[]) => {
      // One run at a time: a second click while it runs (or before the state shows it) does nothing.
      if (running.current) return;
      running.current = true;
      const outcomes: BulkOutcome[] = [];
      const targets: Row[] = [];
      for (const row of chosen) {
        const reason = skipReason(area, action, row);
        if (reason) outcomes.push({ id: idOf(row) ?? '', label: labelOf(row), status: 'skipped', message: null, reason });
        else targets.push(row);
      }
      let done = 0;
      setPhase({ step: 'running', action, done, total: targets.length });
      const provider = areaData(area, { send: latest.current.send });
      const tasks = targets.map((row) => () => provider.action(row, action, values));
      const results = await runBounded(tasks, concurrency, () => {
        done += 1;
        setPhase({ step: 'running', action, done, total: targets.length });
      });
      results.forEach((result, i) => {
        const row = targets[i]!;
        outcomes.push({ id: idOf(row) ?? '', label: labelOf(row), status: result.ok ? 'done' : 'failed', message: result.ok ? null : messageOf(result.error) });
      });
      // The list is fetched once, after every call ended.
      try {
        await latest.current.refresh();
      } catch {
        // A failed refresh shows itself on the list; the outcomes stand.
      }
      const failed = outcomes.filter((o) => o.status === 'failed');
      last.current = { action, values, rows: new Map(chosen.map((row) => [idOf(row) ?? '', row])), outcomes };
      setSelected(new Set(failed.map((o) => o.id)));
      running.current = false;
      if (failed.length === 0 && outcomes.every((o) => o.status === 'done')) {
        setPhase({ step: 'idle' });
        latest.current.onAllDone?.(action, outcomes.length);
      } else {
        setPhase({ step: 'result', action, outcomes });
      }
    },
    [area, concurrency, labelOf],
  );

  const confirm = useCallback(
    (values: Record<string, string> = {}) => {
      if (phase.step !== 'confirm') return;
      void execute(phase.action, values, selectedRows());
    },
    [phase, execute, selectedRows],
  );

  const retryFailed = useCallback(() => {
    const run = last.current;
    if (!run || running.current) return;
    const failed = run.outcomes
      .filter((o) => o.status === 'failed')
      .map((o) => run.rows.get(o.id))
      .filter((row): row is Row => row !== undefined);
    if (failed.length > 0) void execute(run.action, run.values, failed);
  }, [execute]);

  const cancel = useCallback(() => {
    if (!running.current) setPhase({ step: 'idle' });
  }, []);
  const closeResult = useCallback(() => {
    if (!running.current) setPhase({ step: 'idle' });
  }, []);

  return { actions, selected, isSelected, toggle, togglePage, pageState, clear, phase, start, confirm, cancel, retryFailed, closeResult };
}
