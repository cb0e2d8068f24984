import { useCallback, useEffect, useRef, useState } from 'react';
import { sameDraftValues } from './draftStore';
import { useDraftWriter } from './useDraftWriter';

type Values = Record<string, unknown>;

interface Options<T extends Values> {
  area: string;
  mode: string;
  recordId?: string | undefined;
  /** What the screen holds when nothing is changed; null until it is read. */
  initial: T | null;
  /** What the screen holds now. */
  values: T;
  /** Puts values into the screen (a restored draft, or the initial ones on discard). */
  onRestore: (values: T) => void;
  /** A stored draft's values in the screen's shape, or null when they do not fit any more. */
  accept: (values: Values) => T | null;
}

export interface RestoredDraft<T extends Values = Values> {
  /** A draft from before was put back into the screen. */
  restored: boolean;
  /** The screen differs from what it opened with (or was last saved as). */
  dirty: boolean;
  /** Drops the draft and puts back what the screen opened with. */
  discard: () => void;
  /** The screen was saved with these values: its draft is dropped. */
  saved: (values: T) => void;
}

/**
 * For bespoke screens: what the admin changed is kept in localStorage (per admin and record,
 * in the form drafts' store) and put back on its own when the screen opens again, say after a
 * reload; the screen then shows a bar with Discard.
 */
export function useRestoredDraft<T extends Values>({ area, mode, recordId, initial, values, onRestore, accept }: Options<T>): RestoredDraft<T> {
  const drafts = useDraftWriter<T>(area, mode, recordId);
  const baseline = useRef<T | null>(null);
  // Set once the opening values (or the restored draft) are in the screen: changes count from then.
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const restoreRef = useRef(onRestore);
  restoreRef.current = onRestore;
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  useEffect(() => {
    if (initial === null || baseline.current !== null) return;
    baseline.current = initial;
    const draft = drafts.stored();
    const values = draft ? acceptRef.current(draft.values) : null;
    if (values && !sameDraftValues(values, initial)) {
      restoreRef.current(values);
      setRestored(true);
    } else if (draft) {
      drafts.drop();
    }
    setReady(true);
  }, [initial, drafts]);

  useEffect(() => {
    if (ready && baseline.current) drafts.keep(values, baseline.current);
  }, [ready, values, drafts]);

  const discard = useCallback(() => {
    drafts.drop();
    setRestored(false);
    if (baseline.current) restoreRef.current(baseline.current);
  }, [drafts]);

  const saved = useCallback(
    (next: T) => {
      baseline.current = next;
      drafts.drop();
      setRestored(false);
    },
    [drafts],
  );

  const dirty = ready && baseline.current !== null && !sameDraftValues(values, baseline.current);
  return { restored, dirty, discard, saved };
}
