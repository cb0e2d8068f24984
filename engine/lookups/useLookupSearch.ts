import { useEffect, useState } from 'react';
import type { OptionSource } from '../descriptor/descriptor.types';
import type { TemplateValues } from '../api/template';
import { filterOptions } from './matchOption';
import { useOptions, type Choice, type OptionsState } from './useOptions';

/** A picker with more choices than this lets the admin type to search; fewer stay a plain select. */
const SEARCH_FROM = 8;

/**
 * Whether a lookup picker lets the admin type: when it has more than a handful of choices, and,
 * while they load, when its source searches on the server (a long list: no plain select that
 * turns into another control under the pointer).
 */
export function isSearchable(source: OptionSource | undefined, state: OptionsState): source is OptionSource {
  if (!source) return false;
  if (state.status === 'ready') return state.options.length >= SEARCH_FROM;
  return state.status === 'loading' && source.search !== undefined;
}

/** The pause after the last key before the typed text goes to the server. */
export const SEARCH_DELAY_MS = 300;

interface LookupSearch {
  /** What the admin typed (not the label a chosen option puts in the box). */
  typed: string;
  setTyped: (text: string) => void;
  /** The choices to offer for what was typed. */
  shown: Choice[];
  /** True while the server is asked (or about to be). */
  busy: boolean;
  /** True when the server answers the search, so the page must not filter again. */
  remote: boolean;
}

function useDebounced(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    // Clearing the box is answered at once: the whole list is already loaded.
    if (text.trim() === '') {
      setSettled('');
      return undefined;
    }
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * The choices a searchable picker offers: the loaded ones filtered in the page, or, when the
 * source names its search parameter, the server's answer for the typed text after a pause.
 */
export function useLookupSearch(source: OptionSource | undefined, values: TemplateValues, all: readonly Choice[]): LookupSearch {
  const [typed, setTyped] = useState('');
  const remote = source?.search !== undefined;
  const settled = useDebounced(remote ? typed : '', SEARCH_DELAY_MS);
  const searching = remote && settled.trim() !== '';
  // Without a settled text this asks for what is already loaded: SWR answers it from its cache.
  const answer = useOptions(source, values, searching ? settled : '');
  if (!remote || typed.trim() === '') return { typed, setTyped, shown: filterOptions(all, typed), busy: false, remote };
  // Until the server answers what was typed, the loaded choices are narrowed in the page.
  const pending = settled.trim() !== typed.trim() || answer.status === 'loading' || (answer.status === 'ready' && answer.busy === true);
  const shown = pending || answer.status !== 'ready' ? filterOptions(all, typed) : answer.options;
  return { typed, setTyped, shown, busy: pending, remote };
}
