import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useSnackbar } from '../toasts/toasts';
import type { Notifications } from '../descriptor/descriptor.types';
import { useSession } from '../session/session';
import type { RealtimeState } from '../realtime/realtimeClient';
import { useChannelEvent, useChannelState, useReconnected } from '../realtime/useRealtime';
import { realtimeSettings } from '../realtime/realtimeSettings';
import { playChime } from './sound';
import { useRefreshInbox } from './useInbox';

/** Laravel's broadcast-notification event; the leading dot: Echo adds no namespace. */
export const NOTIFICATION_EVENT = '.Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

/** How many notification ids are remembered to tell a repeat from a new one. */
const REMEMBERED = 500;
const seenIds = new Set<string>();

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The title an arriving notification shows in the admin's language. */
export function arrivalTitle(payload: unknown, language: string): string {
  if (!payload || typeof payload !== 'object') return '';
  const fields = payload as Record<string, unknown>;
  return text(fields[`title_${language}`]) || text(fields['title']);
}

/**
 * Whether a notification arrives for the first time: one sent twice (a backend that retries, a
 * channel joined twice) toasts and chimes once. One without an id always counts.
 */
export function firstArrival(payload: unknown): boolean {
  const id = payload && typeof payload === 'object' ? (payload as Record<string, unknown>)['id'] : undefined;
  if (typeof id !== 'string' && typeof id !== 'number') return true;
  const key = String(id);
  if (seenIds.has(key)) return false;
  seenIds.add(key);
  if (seenIds.size > REMEMBERED) seenIds.delete(seenIds.values().next().value as string);
  return true;
}

/**
 * The admin's notifications as they come, on the shared connection: each arrival refreshes the
 * bell and the notifications page, shows its title as a toast and plays the chime; after a
 * reconnection the inbox is fetched once for what came meanwhile.
 */
export function useRealtimeInbox(config: Notifications): RealtimeState {
  const session = useSession();
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const refresh = useRefreshInbox(config);
  const adminId = session?.id;
  const channel = useMemo(() => (adminId === undefined ? null : (realtimeSettings(import.meta.env, window.location, adminId)?.channel ?? null)), [adminId]);
  useChannelEvent(channel, NOTIFICATION_EVENT, (payload) => {
    if (!firstArrival(payload)) return;
    void refresh();
    enqueueSnackbar(arrivalTitle(payload, i18n.language) || t('inbox.newNotification'), { variant: 'info' });
    playChime();
  });
  useReconnected(() => void refresh());
  // Live once the admin's own channel is joined: a notification sent before that is not heard.
  return useChannelState(channel);
}
