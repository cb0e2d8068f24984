import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { Area } from '../descriptor/descriptor.types';
import { ApiError, apiRequest } from '../api/client';
import { type CacheKey, callKey, keyId } from '../data/keys';
import { parseOptions } from '../data/envelope';
import { readFetcher } from '../data/warmRead';
import { areaGroup, groupChannel, MODEL_CHANGED_EVENT, parseModelChange } from '../realtime/modelChanges';
import { useChannelEvent } from '../realtime/useRealtime';
import { ACTIVITY_PATH, HISTORY_MOST, HISTORY_PAGE, type HistoryEntry, historyFields, historySubject, parseHistory } from './historyModel';
import { lookupKeysOf } from './historyValues';

/** Answers of an API that has no activity log, or of an admin it is not for: the history is left out. */
const ABSENT = new Set([403, 404, 405]);

export type RecordHistory =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | {
      status: 'ready';
      entries: HistoryEntry[];
      /** More entries than those loaded. */
      more: boolean;
      loadMore: () => void;
      loadingMore: boolean;
      /** The admin may put earlier values back. */
      restore: boolean;
    };

/** The history is read without the session's usual answer to a 403 (the forbidden page): here it only hides the section. */
function readHistory(key: CacheKey): Promise<unknown> {
  return apiRequest({ path: key[0], query: key[1], skipAuthRedirect: true });
}

/**
 * One record's history from the activity log: the newest entries first, more on demand, read
 * again when the record changes (`model.changed` for it). Off for an area without history or an
 * API without the log (404, 405) or that refuses it to this admin (403); a failed read offers a retry.
 */
export function useRecordHistory(area: Area, id: string | undefined): RecordHistory {
  const subject = useMemo(() => historySubject(area), [area]);
  const [size, setSize] = useState(HISTORY_PAGE);
  const key = subject !== null && id !== undefined ? callKey(ACTIVITY_PATH, { subject_type: subject, subject_id: id, per_page: size }) : null;
  const { data, error, isLoading, mutate } = useSWR<unknown, unknown>(key, readHistory, { keepPreviousData: true });
  const group = useMemo(() => areaGroup(area), [area]);
  useChannelEvent(key && group ? groupChannel(group) : null, MODEL_CHANGED_EVENT, (payload) => {
    const change = parseModelChange(payload);
    if (change && change.group === group && change.id === String(id)) void mutate();
  });
  const retry = useCallback(() => void mutate(), [mutate]);
  const loadMore = useCallback(() => setSize((current) => Math.min(current + HISTORY_PAGE, HISTORY_MOST)), []);
  const page = useMemo(() => (data === undefined ? undefined : parseHistory(data)), [data]);

  if (key === null) return { status: 'off' };
  if (page === undefined) {
    if (error === undefined) return { status: 'loading' };
    if (error instanceof ApiError && ABSENT.has(error.status)) return { status: 'off' };
    return { status: 'failed', retry };
  }
  // Not an activity answer: an API that answers the path with something else has no log.
  if (page === null) return { status: 'off' };
  return {
    status: 'ready',
    entries: page.entries,
    more: page.total > page.entries.length && size < HISTORY_MOST,
    loadMore,
    loadingMore: isLoading || page.entries.length < Math.min(size, page.total),
    restore: page.restore,
  };
}

/**
 * The names of the ids the entries hold, through each field's lookup source as the form's lookup
 * widget reads it: each call once for all the entries, taking over a read of it already under way.
 * `pending` while they are read, so that an id is not shown for a moment in place of its name.
 */
export function useLookupNames(area: Area, entries: readonly HistoryEntry[]): { lookupName: (key: CacheKey, value: string) => string | undefined; pending: boolean } {
  const fields = useMemo(() => historyFields(area), [area]);
  const keys = useMemo(() => {
    const requests = entries.flatMap((entry) =>
      [...Object.keys(entry.old), ...Object.keys(entry.attributes)].flatMap((field) => {
        const kind = fields[field]?.value;
        if (kind?.kind !== 'lookup') return [];
        return [
          { source: kind.source, values: { ...entry.attributes } as Record<string, string | number | boolean | null | undefined> },
          { source: kind.source, values: { ...entry.old } as Record<string, string | number | boolean | null | undefined> },
        ];
      }),
    );
    return lookupKeysOf(requests);
  }, [entries, fields]);
  const { data } = useSWR(
    keys.length > 0 ? ['history lookups', ...keys.map(({ key }) => keyId(key))] : null,
    () =>
      // A lookup that fails leaves its ids as they are: the history stays readable.
      Promise.all(keys.map(({ key }) => readFetcher(key).catch(() => undefined))),
    // More entries loaded keep the names already in while theirs are read.
    { keepPreviousData: true },
  );
  const names = useMemo(() => {
    const out = new Map<string, Map<string, string>>();
    keys.forEach(({ key, source }, index) => {
      const answer = data?.[index];
      if (answer === undefined) return;
      const parsed = parseOptions(answer, source.value, source.label);
      if (parsed.ok) out.set(keyId(key), new Map(parsed.value.map((option) => [option.value, option.label])));
    });
    return out;
  }, [keys, data]);
  const lookupName = useCallback((key: CacheKey, value: string) => names.get(keyId(key))?.get(value), [names]);
  return { lookupName, pending: keys.length > 0 && data === undefined };
}
