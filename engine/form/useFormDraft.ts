import { useCallback, useEffect, useRef, useState } from 'react';
import { type Draft, sameDraftValues } from './draftStore';
import { useDraftWriter } from './useDraftWriter';

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
 * Keeps the draft of a form while it differs from what it opened with (see useDraftWriter), and
 * offers an earlier draft of the same admin and form back.
 */
export function useFormDraft({ area, mode, recordId, initial, values, onRestore }: Options): FormDraft {
  const drafts = useDraftWriter<Readonly<Record<string, unknown>>>(area, mode, recordId);
  const [offer, setOffer] = useState<Draft | null>(() => {
    const draft = drafts.stored();
    if (draft && sameDraftValues(draft.values, initial)) {
      drafts.drop();
      return null;
    }
    return draft;
  });
  // What the form holds when there is nothing to keep: what it opened with, or what was last saved.
  const baseline = useRef(initial);
  const latest = useRef(values);
  latest.current = values;
  const offerRef = useRef(offer);
  offerRef.current = offer;

  // Back to what the form opened with: nothing to keep, unless an earlier draft still waits for an answer.
  const keep = useCallback((next: Readonly<Record<string, unknown>>) => drafts.keep(next, baseline.current, offerRef.current !== null), [drafts]);

  useEffect(() => keep(values), [keep, values]);

  const restore = useCallback(() => {
    const draft = offerRef.current;
    if (!draft) return;
    setOffer(null);
    onRestore({ ...baseline.current, ...draft.values });
  }, [onRestore]);

  const discard = useCallback(() => {
    setOffer(null);
    offerRef.current = null;
    drafts.drop();
    // What was typed since the offer showed is a draft of its own.
    keep(latest.current);
  }, [drafts, keep]);

  const saved = useCallback(
    (next: Readonly<Record<string, unknown>>) => {
      baseline.current = next;
      drafts.drop();
    },
    [drafts],
  );

  return { offer, restore, discard, saved };
}
