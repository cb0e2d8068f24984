import { useMemo } from 'react';
import useSWR from 'swr';
import type { OptionSource } from '../descriptor/descriptor.types';
import { fillMap, templatesReady, type TemplateValues } from '../api/template';
import { parseOptions } from '../list/envelope';

export interface Choice {
  value: string;
  label: string;
}

export type OptionsState =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; options: Choice[] };

/**
 * Choices loaded from a lookup call. A source whose query reads another field ({country_id})
 * waits until that field has a value; SWR shares one request between every select that asks.
 */
export function useOptions(source: OptionSource | undefined, values: TemplateValues): OptionsState {
  const ready = source !== undefined && templatesReady(source.query, values);
  const query = useMemo(() => (source && ready ? fillMap(source.query, values) : undefined), [source, ready, values]);
  const { data, error, isValidating, mutate } = useSWR<unknown>(source && ready ? [source.path, query] : null);
  if (!source || !ready) return { status: 'waiting' };
  if (data !== undefined) {
    const parsed = parseOptions(data, source.value, source.label);
    return parsed.ok ? { status: 'ready', options: parsed.value } : { status: 'error', retry: () => void mutate() };
  }
  if (error !== undefined && !isValidating) return { status: 'error', retry: () => void mutate() };
  return { status: 'loading' };
}
