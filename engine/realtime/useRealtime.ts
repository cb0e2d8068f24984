import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession } from '../session/session';
import { subscribeAfterPaint } from '../page/afterNextPaint';
import { whenIdleAfterPaint } from '../page/whenIdle';
import { realtime, type EventHandler, type PresenceHandlers, type RealtimeState } from './realtimeClient';

/** The shared connection's state, for the header's indicator and anyone who shows it. */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(realtime.subscribeState, realtime.getState, realtime.getState);
}

/** Whether a private channel's events can arrive: the connection's state, until the channel is joined. */
export function useChannelState(channel: string | null): RealtimeState {
  const snapshot = () => (channel === null ? realtime.getState() : realtime.channelState(channel));
  return useSyncExternalStore(realtime.subscribeState, snapshot, snapshot);
}

/**
 * Keeps the shared connection open while an admin is signed in (mounted once, by the header).
 * The first screen draws first: the socket libraries load once it is painted and the page is idle.
 */
export function useRealtimeConnection(): void {
  const session = useSession();
  const adminId = session?.id;
  const token = session?.token;
  useEffect(() => {
    if (adminId === undefined || !token) return undefined;
    const connect = () => void realtime.start(adminId, token).catch(() => realtime.report('failed'));
    const cancel = whenIdleAfterPaint(connect, { timeoutMs: 2000, fallbackMs: 300 });
    return () => {
      cancel();
      realtime.stop();
    };
  }, [adminId, token]);
}

/**
 * Listens to an event of a private channel while mounted; null channel listens to nothing. The handler may change freely.
 * Joining a channel asks the server (~15 ms of work on a desktop), so it starts once the screen is painted.
 */
export function useChannelEvent(channel: string | null, event: string, handler: EventHandler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => (channel === null ? undefined : subscribeAfterPaint(() => realtime.listen(channel, event, (payload) => latest.current(payload)))), [channel, event]);
}

/** Runs after each reconnection of the socket while mounted: the time to fetch once what was missed. */
export function useReconnected(handler: () => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => realtime.onReconnect(() => latest.current()), []);
}

/** Joins a presence channel while mounted, once the screen is painted (see useChannelEvent); null joins nothing. */
export function usePresenceChannel(channel: string | null, handlers: PresenceHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => (channel === null ? undefined : subscribeAfterPaint(() => realtime.join(channel, { members: (members) => latest.current.members(members) }))), [channel]);
}
