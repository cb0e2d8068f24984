/**
 * The Pusher Channels wire format (protocol 7): every frame is a JSON object with `event` and
 * usually `data`. The `data` of a pusher:* event the server sends is itself JSON-encoded, except
 * pusher:error's; clients send `data` as an object (older ones as a string, also accepted).
 */

/** Close and error codes of the protocol the server uses. */
export const PUSHER_CODES = {
  /** The application key is unknown. */
  appNotFound: 4001,
  /** A private channel's auth is missing or wrong. */
  unauthorized: 4009,
  /** The server is going away; reconnect at once. */
  reconnectImmediately: 4200,
} as const;

/** Channel names Pusher accepts. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export type ClientFrame =
  | { readonly kind: 'ping' }
  | { readonly kind: 'pong' }
  | { readonly kind: 'subscribe'; readonly channel: string; readonly auth: string | undefined }
  | { readonly kind: 'unsubscribe'; readonly channel: string }
  /** Anything else that is well formed (client events, sign-in): ignored. */
  | { readonly kind: 'other'; readonly event: string }
  | { readonly kind: 'invalid'; readonly reason: string };

type Fields = Readonly<Record<string, unknown>>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `data` as an object, whether sent as one or JSON-encoded. */
function dataOf(frame: Fields): Fields {
  const data = typeof frame['data'] === 'string' ? parseJson(frame['data']) : frame['data'];
  return isFields(data) ? data : {};
}

function channelOf(data: Fields): string | undefined {
  const channel = data['channel'];
  return typeof channel === 'string' && CHANNEL_NAME.test(channel) ? channel : undefined;
}

export function parseClientFrame(text: string): ClientFrame {
  const frame = parseJson(text);
  if (!isFields(frame) || typeof frame['event'] !== 'string') return { kind: 'invalid', reason: 'Invalid message' };
  const event = frame['event'];
  switch (event) {
    case 'pusher:ping':
      return { kind: 'ping' };
    case 'pusher:pong':
      return { kind: 'pong' };
    case 'pusher:subscribe':
    case 'pusher:unsubscribe': {
      const data = dataOf(frame);
      const channel = channelOf(data);
      if (channel === undefined) return { kind: 'invalid', reason: 'Invalid channel name' };
      if (event === 'pusher:unsubscribe') return { kind: 'unsubscribe', channel };
      const auth = data['auth'];
      return { kind: 'subscribe', channel, auth: typeof auth === 'string' ? auth : undefined };
    }
    default:
      return { kind: 'other', event };
  }
}

export function connectionEstablished(socketId: string, activityTimeout: number): string {
  return JSON.stringify({
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeout }),
  });
}

export function pongFrame(): string {
  return JSON.stringify({ event: 'pusher:pong', data: '{}' });
}

export function errorFrame(code: number | null, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}

export function subscriptionSucceeded(channel: string): string {
  return JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
}

/** An event on a channel; its payload travels JSON-encoded. */
export function channelEvent(channel: string, event: string, payload: unknown): string {
  return JSON.stringify({ event, channel, data: JSON.stringify(payload) });
}
