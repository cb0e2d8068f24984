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
  /** Over capacity: the client backs off before trying again (4100-4199 mean just that). */
  overCapacity: 4100,
  /** Too many of something in a while: the request is refused, the connection kept (Pusher's 4301). */
  rateLimited: 4301,
  /** The server is going away; reconnect at once. */
  reconnectImmediately: 4200,
} as const;

/** Channel names Pusher accepts. */
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

/** What a channel's name makes of it: open to all, signed for one socket, or signed with a member. */
export type ChannelKind = 'public' | 'private' | 'presence';

/**
 * Prefixes Pusher reserves for channels this server does not serve (end-to-end encrypted and
 * cache channels): refused rather than taken for public channels.
 */
const UNSERVED_PREFIXES = ['private-encrypted-', 'cache-', 'private-cache-', 'presence-cache-'] as const;

/** The kind of a well-formed channel name; undefined for a malformed name or an unserved kind. */
export function channelKind(channel: string): ChannelKind | undefined {
  if (!CHANNEL_NAME.test(channel)) return undefined;
  if (UNSERVED_PREFIXES.some((prefix) => channel.startsWith(prefix))) return undefined;
  if (channel.startsWith('private-')) return 'private';
  if (channel.startsWith('presence-')) return 'presence';
  return 'public';
}

export type ClientFrame =
  | { readonly kind: 'ping' }
  | { readonly kind: 'pong' }
  | {
      readonly kind: 'subscribe';
      readonly channel: string;
      readonly auth: string | undefined;
      /** A presence channel's member, as signed (a JSON text). */
      readonly channelData: string | undefined;
    }
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
      const channelData = data['channel_data'];
      return {
        kind: 'subscribe',
        channel,
        auth: typeof auth === 'string' ? auth : undefined,
        channelData: typeof channelData === 'string' ? channelData : undefined,
      };
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

/** A presence channel's members as pusher-js reads them: ids, each id's info, and the count. */
export interface PresenceRoster {
  readonly ids: readonly string[];
  readonly hash: Readonly<Record<string, unknown>>;
}

export function subscriptionSucceeded(channel: string, presence?: PresenceRoster): string {
  const data = presence ? { presence: { ids: presence.ids, hash: presence.hash, count: presence.ids.length } } : {};
  return JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: JSON.stringify(data) });
}

export function memberAdded(channel: string, userId: string, userInfo: unknown): string {
  return JSON.stringify({
    event: 'pusher_internal:member_added',
    channel,
    data: JSON.stringify(userInfo === undefined ? { user_id: userId } : { user_id: userId, user_info: userInfo }),
  });
}

export function memberRemoved(channel: string, userId: string): string {
  return JSON.stringify({ event: 'pusher_internal:member_removed', channel, data: JSON.stringify({ user_id: userId }) });
}

/** An event on a channel; `data` travels as it was given (a JSON text, usually). */
export function channelEvent(channel: string, event: string, data: string): string {
  return JSON.stringify({ event, channel, data });
}
