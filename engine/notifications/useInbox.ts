import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Notifications } from '../descriptor/descriptor.types';
import { inboxKey, isInboxKey } from '../data/keys';
import { parseInbox, type InboxPage } from './inbox';

export interface InboxState {
  page: InboxPage | null;
  error: unknown;
  /** The answer came but was not a notifications list. */
  malformed: boolean;
  loading: boolean;
  retry: () => void;
}

/** One page of the admin's notifications, cached under a key every inbox view shares. */
export function useInbox(config: Notifications, page = 1): InboxState {
  const { data, error, isLoading, mutate } = useSWR<unknown>(inboxKey(config, page));
  const parsed = useMemo(() => (data === undefined ? null : parseInbox(data, config)), [data, config]);
  return {
    page: parsed?.ok ? parsed.value : null,
    error,
    malformed: parsed !== null && !parsed.ok,
    loading: isLoading,
    retry: () => void mutate(),
  };
}

/** Reloads every cached page of the inbox (the bell's and the page's): after a change or an arrival. */
export function useRefreshInbox(config: Notifications): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => isInboxKey(config, key)), [mutate, config]);
}
