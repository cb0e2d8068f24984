/**
 * A Pusher Channels client (protocol 7) over the browser's WebSocket: one socket, its private and
 * presence channels authorised by Laravel's /broadcasting/auth, subscribed again after every
 * reconnection, and each presence channel's members. It speaks to the reference server, Pusher,
 * Soketi and Reverb alike. realtimeClient.ts gives it Laravel's channel and event names.
 */
import { isRecord } from '../answers/answers';
import type { PresenceMember, RealtimeState } from './realtimeClient';

/** An attempt not connected by then is said to be unavailable (it may still succeed). */
const UNAVAILABLE_MS = 2000;
/** While not connected, a fresh attempt this often. */
const RETRY_MS = 2500;
/** How long a ping of ours waits for any word from the server before the connection counts as lost. */
const PONG_TIMEOUT_MS = 30_000;
/** The longest silence before a ping, whatever longer the server allows (pusher-js's own limit). */
const MAX_ACTIVITY_SECONDS = 120;
/** The pusher-js release whose protocol this speaks: the version servers are told. */
const CLIENT_VERSION = '8.6.0';
/** Event names the protocol keeps for itself. */
const RESERVED_EVENT = /^pusher(_internal)?:/;

type SocketState = Exclude<RealtimeState, 'off'>;

/**
 * A handler's type with its parameter compared both ways, as a method's is: the browser's
 * WebSocket and the `ws` package's each pass an event richer than what is read here.
 */
type Handler<E> = { handle(event: E): void }['handle'];

/** The part of the WebSocket API used: the browser's, or `ws` in Node. */
interface WebSocketLike {
  onmessage: Handler<{ data: unknown }> | null;
  onclose: Handler<{ code: number }> | null;
  onerror: Handler<unknown> | null;
  send(data: string): void;
  close(): void;
}

interface PusherSocketOptions {
  readonly key: string;
  readonly wsHost: string;
  readonly wsPort: number;
  readonly forceTLS: boolean;
  /** Where private and presence channels are authorised, and the headers it wants (the bearer token). */
  readonly authEndpoint: string;
  readonly authHeaders: Readonly<Record<string, string>>;
  /** The browser's own unless given (Node has none before version 22: tests give `ws`'s). */
  readonly WebSocket?: (new (url: string) => WebSocketLike) | undefined;
  readonly fetch?: typeof fetch;
}

/** What the socket tells: channels by their full names (`private-…`), events by their names on the wire. */
interface PusherListener {
  state(state: SocketState): void;
  subscribed(channel: string): void;
  event(channel: string, event: string, data: unknown): void;
  /** A presence channel's members, after its subscription and each arrival or departure. */
  members(channel: string, members: readonly PresenceMember[]): void;
}

interface Channel {
  subscribed: boolean;
  /** A presence channel's members by user id, in order of arrival. */
  readonly members: Map<string, PresenceMember>;
}

interface Frame {
  readonly event: string;
  readonly channel: string | undefined;
  readonly data: unknown;
}

type Fields = Readonly<Record<string, unknown>>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A frame from the server; `data` parsed when it is JSON text (left as text otherwise, as pusher-js does). Null for anything else. */
function parseFrame(message: unknown): Frame | null {
  const frame = typeof message === 'string' ? parseJson(message) : undefined;
  if (!isRecord(frame) || typeof frame['event'] !== 'string') return null;
  const { event, channel, data } = frame;
  const parsed = typeof data === 'string' ? (parseJson(data) ?? data) : data;
  return { event, channel: typeof channel === 'string' ? channel : undefined, data: parsed };
}

function userId(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

function member(id: string, info: unknown): PresenceMember {
  return { id, info: isRecord(info) ? info : {} };
}

export class PusherSocket {
  private readonly channels = new Map<string, Channel>();
  private readonly fetch: typeof fetch;
  private socket: WebSocketLike | null = null;
  /** Set once the server established the current socket. */
  private socketId: string | null = null;
  /** The one pending timer: the attempt's patience, the next attempt, or the connection's liveness. */
  private timer: ReturnType<typeof setTimeout> | undefined;
  private activityMs = MAX_ACTIVITY_SECONDS * 1000;
  private state: SocketState | null = null;

  constructor(
    private readonly options: PusherSocketOptions,
    private readonly listener: PusherListener,
  ) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** Connects, and keeps connecting again after every loss until disconnect(). */
  connect(): void {
    globalThis.addEventListener?.('online', this.backOnline);
    this.open();
  }

  /** Closes the socket for good: no timer, attempt or answer of it is acted on afterwards. */
  disconnect(): void {
    globalThis.removeEventListener?.('online', this.backOnline);
    this.drop();
    this.channels.clear();
  }

  /** The browser has a network again: a lost connection is tried at once rather than at the next retry. */
  private readonly backOnline = (): void => {
    if (this.state === 'unavailable') this.open();
  };

  /** Wants a channel: subscribed once connected, and again after every reconnection. */
  subscribe(channel: string): void {
    if (this.channels.has(channel)) return;
    this.channels.set(channel, { subscribed: false, members: new Map() });
    if (this.socketId !== null) void this.subscribeNow(channel);
  }

  unsubscribe(channel: string): void {
    if (this.channels.delete(channel) && this.socketId !== null) this.send('pusher:unsubscribe', { channel });
  }

  private open(): void {
    this.drop();
    const Socket = this.options.WebSocket ?? globalThis.WebSocket;
    let socket: WebSocketLike;
    try {
      socket = new Socket(this.url());
    } catch {
      // No WebSocket in this browser, or an address it refuses: trying again would not help.
      this.tell('failed');
      return;
    }
    this.socket = socket;
    // A socket let go of may still speak: only the current one is heard.
    socket.onmessage = (message) => {
      if (this.socket === socket) this.receive(message.data);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.ended(event.code);
    };
    socket.onerror = () => undefined;
    this.wait(UNAVAILABLE_MS, () => {
      this.wait(RETRY_MS, () => this.open());
      this.tell('unavailable');
    });
    // Attempts after a loss stay "unavailable" until one connects.
    this.tell(this.state === 'unavailable' ? 'unavailable' : 'connecting');
  }

  private url(): string {
    const { forceTLS, wsHost, wsPort, key } = this.options;
    return `${forceTLS ? 'wss' : 'ws'}://${wsHost}:${wsPort}/app/${encodeURIComponent(key)}?protocol=7&client=js&version=${CLIENT_VERSION}&flash=false`;
  }

  /** Lets go of the socket and the timer; the channels stay wanted, not subscribed. */
  private drop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const socket = this.socket;
    this.socket = null;
    this.socketId = null;
    for (const channel of this.channels.values()) {
      channel.subscribed = false;
      channel.members.clear();
    }
    socket?.close();
  }

  private wait(ms: number, then: () => void): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(then, ms);
  }

  private tell(state: SocketState): void {
    if (state === this.state) return;
    this.state = state;
    this.listener.state(state);
  }

  /** The socket closed, or the server said why it will (pusher:error while connecting): Pusher's close-code ranges decide what next. */
  private ended(code: number): void {
    const wasConnected = this.socketId !== null;
    this.drop();
    if (code >= 4000 && code <= 4099) this.tell('failed');
    // The server is going away (a restart): back at once, unless it said so before it ever let us in.
    else if (code >= 4200 && code <= 4299 && wasConnected) this.open();
    else this.lost();
  }

  private lost(): void {
    this.drop();
    this.wait(RETRY_MS, () => this.open());
    this.tell('unavailable');
  }

  private send(event: string, data: Fields): void {
    this.socket?.send(JSON.stringify({ event, data }));
  }

  private receive(message: unknown): void {
    // Any word from the server shows the connection alive.
    if (this.socketId !== null) this.heard();
    const frame = parseFrame(message);
    if (!frame) return;
    const data = isRecord(frame.data) ? frame.data : {};
    if (frame.event === 'pusher:connection_established') this.established(data);
    else if (this.socketId === null) this.refused(frame.event, data);
    else if (frame.event === 'pusher:ping') this.send('pusher:pong', {});
    else if (frame.channel !== undefined) this.onChannel(frame.channel, frame.event, data, frame.data);
  }

  /** Before the connection is established, the server speaks only to refuse it. */
  private refused(event: string, data: Fields): void {
    const code = data['code'];
    if (event === 'pusher:error' && typeof code === 'number') this.ended(code);
  }

  private onChannel(name: string, event: string, data: Fields, payload: unknown): void {
    const channel = this.channels.get(name);
    if (!channel) return;
    switch (event) {
      case 'pusher_internal:subscription_succeeded':
        this.succeeded(name, channel, data);
        break;
      case 'pusher_internal:member_added':
      case 'pusher_internal:member_removed':
        this.memberChanged(name, channel, data, event === 'pusher_internal:member_added');
        break;
      default:
        // The protocol's other frames are not events (a pusher:error once connected concerns one refused subscription).
        if (!RESERVED_EVENT.test(event)) this.listener.event(name, event, payload);
    }
  }

  private established(data: Fields): void {
    const socketId = data['socket_id'];
    const timeout = data['activity_timeout'];
    if (typeof socketId !== 'string' || this.socketId !== null) return;
    this.socketId = socketId;
    this.activityMs = (typeof timeout === 'number' && timeout > 0 ? Math.min(timeout, MAX_ACTIVITY_SECONDS) : MAX_ACTIVITY_SECONDS) * 1000;
    this.heard();
    for (const channel of this.channels.keys()) void this.subscribeNow(channel);
    this.tell('connected');
  }

  /** The server spoke: after activityMs more of silence, a ping; without an answer, the connection is lost. */
  private heard(): void {
    this.wait(this.activityMs, () => {
      this.wait(PONG_TIMEOUT_MS, () => this.lost());
      this.send('pusher:ping', {});
    });
  }

  private async subscribeNow(name: string): Promise<void> {
    const { socket, socketId } = this;
    const channel = this.channels.get(name);
    if (socketId === null || !channel) return;
    if (!name.startsWith('private-') && !name.startsWith('presence-')) {
      this.send('pusher:subscribe', { channel: name });
      return;
    }
    const auth = await this.authorise(socketId, name);
    // The answer may come after a reconnection, or once the channel is no longer wanted.
    if (auth && this.socket === socket && this.socketId === socketId && this.channels.get(name) === channel) this.send('pusher:subscribe', { channel: name, ...auth });
  }

  /** Laravel's channel authorisation for this socket: `{auth, channel_data?}`; null when refused or unreadable. */
  private async authorise(socketId: string, channel: string): Promise<Fields | null> {
    try {
      const response = await this.fetch(this.options.authEndpoint, {
        method: 'POST',
        headers: { ...this.options.authHeaders, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
      });
      if (!response.ok) {
        // A refusal's body is let go, so the request ends rather than waiting to be read.
        await response.body?.cancel().catch(() => undefined);
        return null;
      }
      const answer = (await response.json()) as unknown;
      if (!isRecord(answer) || typeof answer['auth'] !== 'string') return null;
      const channelData = answer['channel_data'];
      if (channelData === undefined) return { auth: answer['auth'] };
      return typeof channelData === 'string' ? { auth: answer['auth'], channel_data: channelData } : null;
    } catch {
      return null;
    }
  }

  private succeeded(name: string, channel: Channel, data: Fields): void {
    channel.subscribed = true;
    const presence = data['presence'];
    const hash = isRecord(presence) && isRecord(presence['hash']) ? presence['hash'] : null;
    this.listener.subscribed(name);
    if (!name.startsWith('presence-')) return;
    channel.members.clear();
    for (const [id, info] of Object.entries(hash ?? {})) channel.members.set(id, member(id, info));
    this.listener.members(name, [...channel.members.values()]);
  }

  private memberChanged(name: string, channel: Channel, data: Fields, added: boolean): void {
    const id = userId(data['user_id']);
    if (!channel.subscribed || id === null) return;
    const known = channel.members.delete(id);
    if (added) channel.members.set(id, member(id, data['user_info']));
    else if (!known) return;
    this.listener.members(name, [...channel.members.values()]);
  }
}
