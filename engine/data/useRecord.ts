import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { ApiError } from '../api/client';
import type { TemplateValues } from '../api/template';
import type { Area } from '../descriptor/descriptor.types';
import { MalformedAnswer } from './areaData';
import { parseRecordAnswer, type Row } from './envelope';
import { recordKey } from './keys';

export type RecordState =
  | { status: 'loading' }
  /** The read failed, or its answer was not a record: `error` says which, for the screen to show. */
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; record: Row };

export interface RecordController {
  state: RecordState;
  /** The answer as it came, for what reads more than the record (a heading, a live change). */
  answer: unknown;
  /** Reads the record again (a retry, or after someone else changed it); resolves with the answer. */
  reload: () => Promise<unknown>;
}

/**
 * One record of an area, read by its show call with the given values (its id, and what else the
 * call names), under the key every screen and prefetch of that record shares. Null values: no
 * record to read (a create form).
 */
export function useRecord(area: Area, values: TemplateValues | null): RecordController {
  const key = values ? recordKey(area, values) : null;
  const { data, error, isValidating, mutate } = useSWR<unknown>(key);
  const parsed = useMemo(() => (data === undefined ? null : parseRecordAnswer(data, area.response)), [data, area]);
  const reload = useCallback(() => mutate(), [mutate]);
  let state: RecordState;
  if (parsed?.ok) state = { status: 'ready', record: parsed.value };
  else if (parsed) state = { status: 'failed', error: new MalformedAnswer(parsed.problem) };
  else if (error !== undefined && !isValidating) state = { status: 'failed', error };
  else state = { status: 'loading' };
  return { state, answer: data, reload };
}

/** The record is not there (any more): deleted, or an id that never was. Reading it again would not help. */
export function recordGone(state: RecordState): boolean {
  return state.status === 'failed' && state.error instanceof ApiError && (state.error.status === 404 || state.error.status === 410);
}
