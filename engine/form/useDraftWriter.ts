import { useCallback, useMemo, useState } from 'react';
import { getSession } from '../session/session';
import { type Draft, type DraftAddress, readDraft, removeDraft, sameDraftValues, throttle, writeDraft } from './draftStore';
import { useFlushOnPageHide } from './useFlushOnPageHide';

/** How often, at most, a screen being typed into is written to storage. */
export const DRAFT_WRITE_MS = 1000;

type Values = Readonly<Record<string, unknown>>;

interface DraftWriter<T extends Values> {
  /** The draft stored from before, if any. */
  stored: () => Draft | null;
  /** Keeps `next` while it differs from `baseline`; once it is the same, forgets the stored draft (unless `keepStored`). */
  keep: (next: T, baseline: T, keepStored?: boolean) => void;
  /** Forgets the draft: saved, discarded, or back to what the screen opened with. */
  drop: () => void;
}

/**
 * Where a screen's draft is kept (per admin, area, mode and record, taken once when the screen
 * opens: a session that ends later still leaves the draft under the admin it belongs to), written
 * at most once a second while it changes and once more when the page goes. The descriptor forms'
 * drafts (offered back) and the bespoke screens' (put back at once) are kept here alike.
 */
export function useDraftWriter<T extends Values>(area: string, mode: string, recordId: string | undefined): DraftWriter<T> {
  const [address] = useState<DraftAddress | null>(() => {
    const session = getSession();
    return session ? { adminId: session.id, area, mode, recordId } : null;
  });
  const [writer] = useState(() => throttle<T>((next) => address && writeDraft(address, next), DRAFT_WRITE_MS));
  useFlushOnPageHide(writer);

  const stored = useCallback(() => (address ? readDraft(address) : null), [address]);
  const drop = useCallback(() => {
    writer.cancel();
    if (address) removeDraft(address);
  }, [address, writer]);
  const keep = useCallback(
    (next: T, baseline: T, keepStored = false) => {
      if (!address) return;
      if (!sameDraftValues(next, baseline)) writer.schedule(next);
      else if (keepStored) writer.cancel();
      else drop();
    },
    [address, writer, drop],
  );
  return useMemo(() => ({ stored, keep, drop }), [stored, keep, drop]);
}
