import { useCallback, useEffect, useRef, useState } from 'react';
import { useFlushOnPageHide } from './useFlushOnPageHide';
import { getSession } from '../session/session';
import { readDraft, removeDraft, sameDraftValues, throttle, writeDraft, type Draft, type DraftAddress } from './draftStore';

/** How often, at most, a form being typed into is written to storage. */
export const DRAFT_WRITE_MS = 1000;

interface FormDraft {
  /** A draft left from before, offered back until the admin restores or discards it. */
  offer: Draft | null;
  restore: () => void;
  discard: () => void;
  /** The form was saved with these values: its draft is dropped, and they are what later changes count from. */
  saved: (values: Readonly<Record<string, unknown>>) => void;
}

interface Options {
  area: string;
  mode: string;
  recordId: string | undefined;
  /** The values the form opened with: a form holding just these has nothing to keep. */
  initial: Readonly<Record<string, unknown>>;
  values: Readonly<Record<string, unknown>>;
  /** Puts restored values into the form. */
  onRestore: (values: Record<string, unknown>) => void;
}

/**
 * Keeps the draft of a form while it differs from what it opened with (throttled), writes it
 * once more when the screen goes away (a lost session sends the admin to the login page), and
 * offers an earlier draft of the same admin and form back. The address is taken once, when the
 * form opens: a session that ends later still leaves the draft under the admin it belongs to.
 */
export function useFormDraft({ area, mode, recordId, initial, values, onRestore }: Options): FormDraft {
  const [address] = useState<DraftAddress | null>(() => {
    const session = getSession();
    return session ? { adminId: session.id, area, mode, recordId } : null;
  });
  const [offer, setOffer] = useState<Draft | null>(() => {
    if (!address) return null;
    const draft = readDraft(address);
    if (draft && sameDraftValues(draft.values, initial)) {
      removeDraft(address);
      return null;
    }
    return draft;
  });
  const [writer] = useState(() => throttle<Readonly<Record<string, unknown>>>((next) => address && writeDraft(address, next), DRAFT_WRITE_MS));
  // What the form holds when there is nothing to keep: what it opened with, or what was last saved.
  const baseline = useRef(initial);
  const latest = useRef(values);
  latest.current = values;
  const offerRef = useRef(offer);
  offerRef.current = offer;

  const keep = useCallback(
    (next: Readonly<Record<string, unknown>>) => {
      if (!address) return;
      if (!sameDraftValues(next, baseline.current)) writer.schedule(next);
      else {
        writer.cancel();
        // Back to what the form opened with: nothing to keep, unless an earlier draft still waits for an answer.
        if (!offerRef.current) removeDraft(address);
      }
    },
    [address, writer],
  );

  useEffect(() => keep(values), [keep, values]);

  useFlushOnPageHide(writer);

  const restore = useCallback(() => {
    const draft = offerRef.current;
    if (!draft) return;
    setOffer(null);
    onRestore({ ...baseline.current, ...draft.values });
  }, [onRestore]);

  const discard = useCallback(() => {
    setOffer(null);
    offerRef.current = null;
    if (address) removeDraft(address);
    // What was typed since the offer showed is a draft of its own.
    keep(latest.current);
  }, [address, keep]);

  const saved = useCallback(
    (values: Readonly<Record<string, unknown>>) => {
      baseline.current = values;
      writer.cancel();
      if (address) removeDraft(address);
    },
    [address, writer],
  );

  return { offer, restore, discard, saved };
}
