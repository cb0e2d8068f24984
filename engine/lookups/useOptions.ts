import { useMemo } from 'react';
import useSWR from 'swr';
import type { OptionSource } from '../descriptor/descriptor.types';
import { templatesReady, type TemplateValues } from '../api/template';
import { sourceKey } from '../data/keys';
import { parseOptions } from '../data/envelope';

export interface Choice {
  value: string;
  label: string;
  /** The item's names in other languages (name_ar, name_en when the answer has them), for the search. */
  names?: string[];
}

export type OptionsState =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** busy: a search's answer is on its way; the options are still the previous answer's. */
  | { status: 'ready'; options: Choice[]; busy?: boolean };

// Fields of a lookup item that name it too: a search matches them beside the label.
const NAME_FIELDS = ['name_ar', 'name_en', 'title_ar', 'title_en', 'name', 'full_name'];

function otherNames(answer: unknown, valueField: string): Map<string, string[]> {
  const data = answer && typeof answer === 'object' && 'data' in answer ? (answer as { data: unknown }).data : answer;
  const names = new Map<string, string[]>();
  if (!Array.isArray(data)) return names;
  for (const item of data) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const found = NAME_FIELDS.map((f) => record[f]).filter((n): n is string => typeof n === 'string' && n !== '');
    if (found.length > 0) names.set(String(record[valueField]), found);
  }
  return names;
}

/**
 * Choices loaded from a lookup call. A source whose query reads another field ({country_id})
 * waits until that field has a value; SWR shares one request between every select that asks.
 * `search`: text the admin typed, sent as the source's search parameter when it has one.
 */
export function useOptions(source: OptionSource | undefined, values: TemplateValues, search = ''): OptionsState {
  const ready = source !== undefined && templatesReady(source.query, values);
  const searched = source?.search !== undefined ? search.trim() : '';
  const key = useMemo(() => {
    if (!source || !ready) return null;
    // The typed text is sent as typed, never read as a {placeholder}.
    return sourceKey(source, values, searched !== '' && source.search ? { [source.search]: searched } : {});
  }, [source, ready, values, searched]);
  const { data, error, isValidating, isLoading, mutate } = useSWR<unknown>(key, { keepPreviousData: searched !== '' });
  const parsed = useMemo(() => {
    if (!source || data === undefined) return undefined;
    const result = parseOptions(data, source.value, source.label);
    if (!result.ok) return result;
    const names = otherNames(data, source.value);
    return { ok: true as const, value: result.value.map((o) => ({ ...o, names: names.get(o.value) ?? [] })) };
  }, [data, source]);
  if (!source || !ready) return { status: 'waiting' };
  if (parsed !== undefined) {
    return parsed.ok ? { status: 'ready', options: parsed.value, busy: isLoading } : { status: 'error', retry: () => void mutate() };
  }
  if (error !== undefined && !isValidating) return { status: 'error', retry: () => void mutate() };
  return { status: 'loading' };
}
