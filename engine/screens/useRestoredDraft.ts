import { useCallback, useEffect, useRef, useState } from 'react';
import { useFlushOnPageHide } from '../form/useFlushOnPageHide';
import { getSession } from '../session/session';
import { readDraft, removeDraft, sameDraftValues, throttle, writeDraft, type DraftAddress } from '../form/draftStore';
import { DRAFT_WRITE_MS } from '../form/useFormDraft';

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
  const [address] = useState<DraftAddress | null>(() => {
    const session = getSession();
    return session ? { adminId: session.id, area, mode, recordId } : null;
  });
  const [writer] = useState(() => throttle<T>((next) => address && writeDraft(address, next), DRAFT_WRITE_MS));
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
    const draft = address ? readDraft(address) : null;
    const values = draft ? acceptRef.current(draft.values) : null;
    if (values && !sameDraftValues(values, initial)) {
      restoreRef.current(values);
      setRestored(true);
    } else if (draft && address) {
      removeDraft(address);
    }
    setReady(true);
  }, [initial, address]);

  useEffect(() => {
    if (!ready || !baseline.current || !address) return;
    if (!sameDraftValues(values, baseline.current)) writer.schedule(values);
    else {
      writer.cancel();
      removeDraft(address);
    }
  }, [ready, values, address, writer]);

  useFlushOnPageHide(writer);

  const discard = useCallback(() => {
    writer.cancel();
    if (address) removeDraft(address);
    setRestored(false);
    if (baseline.current) restoreRef.current(baseline.current);
  }, [address, writer]);

  const saved = useCallback(
    (next: T) => {
      baseline.current = next;
      writer.cancel();
      if (address) removeDraft(address);
      setRestored(false);
    },
    [address, writer],
  );

  const dirty = ready && baseline.current !== null && !sameDraftValues(values, baseline.current);
  return { restored, dirty, discard, saved };
}
