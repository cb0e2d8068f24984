import type { MessageKey } from '../i18n/messages.js';
import { channelKind } from './protocol.js';
import { SOCKET_ID } from './signature.js';

/** Pusher's limits on one published event. */
export const MAX_EVENT_NAME = 200;
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
export const MAX_EVENT_CHANNELS = 100;
export const MAX_BATCH_EVENTS = 10;

/** Event names the protocol keeps for itself: a published one could pass for a server frame. */
const RESERVED_EVENT = /^pusher(_internal)?:/;

/** One event for the sockets of some channels: what the HTTP API, the notifier and the change feed publish. */
export interface OutgoingEvent {
  readonly name: string;
  /** As it travels: the subscriber's library parses it (JSON, usually). */
  readonly data: string;
  readonly channels: readonly string[];
  /** The socket that caused the event, left out (Pusher's `socket_id`). */
  readonly excludeSocketId?: string;
  /**
   * What the sockets of admins without a permission get instead of `data` (and sockets this server
   * did not sign for): a change's author is named only to those who may see the admins.
   */
  readonly restricted?: { readonly group: string; readonly key: string; readonly data: string };
}

/** Why an event cannot be published, as an HTTP status and a message. */
export interface EventProblem {
  readonly status: 400 | 413;
  readonly message: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The first limit the event breaks, checked in the order Pusher documents them; undefined when it may go. */
export function eventProblem(event: OutgoingEvent): EventProblem | undefined {
  if (event.name.length === 0 || event.name.length > MAX_EVENT_NAME || RESERVED_EVENT.test(event.name)) {
    return { status: 400, message: 'pusherEventName', params: { max: MAX_EVENT_NAME } };
  }
  if (Buffer.byteLength(event.data, 'utf8') > MAX_EVENT_DATA_BYTES) {
    return { status: 413, message: 'pusherDataTooLarge', params: { max: MAX_EVENT_DATA_BYTES / 1024 } };
  }
  if (event.channels.length === 0 || event.channels.length > MAX_EVENT_CHANNELS) {
    return { status: 400, message: 'pusherChannelCount', params: { max: MAX_EVENT_CHANNELS } };
  }
  for (const channel of event.channels) {
    if (channelKind(channel) === undefined) return { status: 400, message: 'pusherChannelName', params: { channel } };
  }
  if (event.excludeSocketId !== undefined && !SOCKET_ID.test(event.excludeSocketId)) {
    return { status: 400, message: 'pusherSocketId' };
  }
  return undefined;
}

/** Delivers a checked event; answers how many sockets it reached. */
export interface Publisher {
  publish(event: OutgoingEvent): number;
}

/**
 * The one way the server's own events go out (notifications, record changes), checked as the
 * HTTP API checks a backend's: an event that breaks a limit is not sent, and says why.
 */
export function publishChecked(publisher: Publisher | undefined, event: OutgoingEvent): { delivered: number; problem?: EventProblem } {
  const problem = eventProblem(event);
  if (problem) return { delivered: 0, problem };
  return { delivered: publisher?.publish(event) ?? 0 };
}
