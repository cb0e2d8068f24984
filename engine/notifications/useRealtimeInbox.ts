import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import type { Notifications } from '../descriptor/descriptor.types';
import { useSession } from '../session/session';
import { connectRealtime, type RealtimeState } from './realtime';
import { playChime } from './sound';
import { useRefreshInbox } from './useInbox';

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
 * Keeps the real-time connection while an admin is signed in. Each arrival refreshes the bell
 * and the notifications page, shows its title as a toast and plays the chime.
 */
export function useRealtimeInbox(config: Notifications): RealtimeState {
  const session = useSession();
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const refresh = useRefreshInbox(config);
  const [state, setState] = useState<RealtimeState>('off');
  // The latest handlers, so a new language or toast function does not reconnect.
  const arrive = useRef<(payload: unknown) => void>(() => undefined);
  arrive.current = (payload) => {
    void refresh();
    enqueueSnackbar(arrivalTitle(payload, i18n.language) || t('inbox.newNotification'), { variant: 'info' });
    playChime();
  };

  const adminId = session?.id;
  const token = session?.token;
  useEffect(() => {
    if (adminId === undefined || !token) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const connect = () =>
      connectRealtime({ adminId, token, onNotification: (payload) => arrive.current(payload), onState: setState }).then(
        (disconnect) => {
          if (cancelled) disconnect();
          else stop = disconnect;
        },
        () => setState('failed'),
      );
    // The first screen draws first; the socket libraries load once the page is idle.
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => void connect(), { timeout: 2000 }) : window.setTimeout(() => void connect(), 300);
    return () => {
      cancelled = true;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      stop?.();
    };
  }, [adminId, token]);
  return state;
}
