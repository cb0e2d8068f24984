/**
 * The dashboard's one real-time connection (the Pusher protocol, pusherSocket.ts, named as Laravel
 * Echo names channels and events), shared by everything that listens: the bell, open lists, show
 * and edit pages, presence. Framework-free: screens reach it through the hooks in useRealtime.ts.
 * Channels are asked for by name whether or not the socket is up yet; they are joined once it is,
 * and joined again after a reconnect.
 */
import { realtimeSettings } from './realtimeSettings';
import type { PusherSocket } from './pusherSocket';

export type RealtimeState = 'off' | 'connecting' | 'connected' | 'unavailable' | 'failed';

export type EventHandler = (payload: unknown) => void;

/** A presence channel's member as the auth answer's channel_data gives it. */
export interface PresenceMember {
  id: string;
  info: Readonly<Record<string, unknown>>;
}

export interface PresenceHandlers {
  /** The members now on the channel (the admin included), after each arrival or departure. */
  members: (members: readonly PresenceMember[]) => void;
}

interface Env {
  readonly [name: string]: unknown;
}

const PRIVATE = 'private-';
const PRESENCE = 'presence-';

/**
 * An event's name on the wire, as Echo reads a listened name: a leading dot (or backslash) means
 * the name as it is; any other is a class of Laravel's App\Events namespace, dots read as backslashes.
 */
function wireEvent(event: string): string {
  return event.startsWith('.') || event.startsWith('\\') ? event.slice(1) : `App.Events.${event}`.replace(/\./g, '\\');
}

export class RealtimeClient {
  private state: RealtimeState = 'off';
  private readonly stateListeners = new Set<() => void>();
  private readonly reconnectListeners = new Set<() => void>();
  /** channel -> event -> handlers: what the screens asked for, kept across connections. */
  private readonly wanted = new Map<string, Map<string, Set<EventHandler>>>();
  private readonly presenceWanted = new Map<string, Set<PresenceHandlers>>();
  private readonly presenceMembers = new Map<string, PresenceMember[]>();
  /** Private channels the server has let in on this connection: their events can arrive. */
  private readonly joined = new Set<string>();
  private socket: PusherSocket | null = null;
  private everConnected = false;
  /** Each start gets a number, so a late answer of an earlier one is dropped. */
  private run = 0;

  getState = (): RealtimeState => this.state;

  /**
   * A private channel's state: connected once the socket is up and the server has let the admin
   * into the channel. Between the two (the channel's auth call), an event sent is not heard.
   */
  channelState = (channel: string): RealtimeState => (this.state === 'connected' && !this.joined.has(channel) ? 'connecting' : this.state);

  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Runs after every reconnection (not the first connection): the time to fetch what was missed. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /**
   * What the transport reports, and what tests drive: the connection's state. A `connected` after
   * an earlier one is a reconnection.
   */
  report(state: RealtimeState): void {
    if (state === this.state) return;
    this.state = state;
    if (state === 'connected') {
      const again = this.everConnected;
      this.everConnected = true;
      if (again) for (const listener of [...this.reconnectListeners]) listener();
    } else {
      // The socket joins the channels again after a reconnection, and says so again.
      this.joined.clear();
    }
    this.tellState();
  }

  /** The server let the admin into a private channel (again, after a reconnection). */
  joinedChannel(channel: string): void {
    if (this.joined.has(channel) || !this.wanted.has(channel)) return;
    this.joined.add(channel);
    this.tellState();
  }

  /** Tells everyone showing a state (the connection's or a channel's) that it may have changed. */
  private tellState(): void {
    for (const listener of [...this.stateListeners]) listener();
  }

  /** An event arrived on a private channel: every handler asked for it hears it. */
  deliver(channel: string, event: string, payload: unknown): void {
    for (const handler of [...(this.wanted.get(channel)?.get(event) ?? [])]) handler(payload);
  }

  /** The members of a presence channel changed. */
  deliverMembers(channel: string, members: readonly PresenceMember[]): void {
    this.presenceMembers.set(channel, [...members]);
    for (const handlers of [...(this.presenceWanted.get(channel) ?? [])]) handlers.members(members);
  }

  /** Listens to an event of a private channel (named as Laravel does, without `private-`). */
  listen(channel: string, event: string, handler: EventHandler): () => void {
    const firstOfChannel = !this.wanted.has(channel);
    const events = this.wanted.get(channel) ?? new Map<string, Set<EventHandler>>();
    this.wanted.set(channel, events);
    if (firstOfChannel) this.socket?.subscribe(PRIVATE + channel);
    const handlers = events.get(event) ?? new Set<EventHandler>();
    events.set(event, handlers);
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
      if (handlers.size > 0) return;
      events.delete(event);
      if (events.size > 0) return;
      this.wanted.delete(channel);
      this.joined.delete(channel);
      this.socket?.unsubscribe(PRIVATE + channel);
    };
  }

  /** Joins a presence channel (named without `presence-`) while the handlers are wanted. */
  join(channel: string, handlers: PresenceHandlers): () => void {
    const set = this.presenceWanted.get(channel) ?? new Set<PresenceHandlers>();
    const first = set.size === 0;
    this.presenceWanted.set(channel, set);
    set.add(handlers);
    if (first) this.socket?.subscribe(PRESENCE + channel);
    else handlers.members(this.presenceMembers.get(channel) ?? []);
    return () => {
      set.delete(handlers);
      if (set.size > 0) return;
      this.presenceWanted.delete(channel);
      this.presenceMembers.delete(channel);
      this.socket?.unsubscribe(PRESENCE + channel);
    };
  }

  /** Connects as the admin (the socket's code loads now, not with the first page); `off` when switched off. */
  async start(adminId: number | string, token: string, env: Env = import.meta.env as Env): Promise<void> {
    this.stop();
    const run = (this.run += 1);
    const settings = realtimeSettings(env, window.location, adminId);
    if (!settings) return this.report('off');
    this.report('connecting');
    const { PusherSocket } = await import('./pusherSocket');
    if (run !== this.run) return;
    const { key, wsHost, wsPort, forceTLS, authEndpoint } = settings;
    const socket = new PusherSocket(
      { key, wsHost, wsPort, forceTLS, authEndpoint, authHeaders: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
      {
        state: (state) => this.report(state),
        subscribed: (name) => {
          if (name.startsWith(PRIVATE)) this.joinedChannel(name.slice(PRIVATE.length));
        },
        event: (name, event, payload) => {
          if (name.startsWith(PRIVATE)) this.fromWire(name.slice(PRIVATE.length), event, payload);
        },
        members: (name, members) => this.deliverMembers(name.slice(PRESENCE.length), members),
      },
    );
    this.socket = socket;
    for (const channel of this.wanted.keys()) socket.subscribe(PRIVATE + channel);
    for (const channel of this.presenceWanted.keys()) socket.subscribe(PRESENCE + channel);
    socket.connect();
  }

  /** Disconnects; what the screens asked for stays wanted for the next start. */
  stop(): void {
    this.run += 1;
    this.socket?.disconnect();
    this.socket = null;
    this.everConnected = false;
    this.presenceMembers.clear();
    this.joined.clear();
    this.report('off');
  }

  /** An event from the wire: heard by the handlers of each name Echo would have bound to it. */
  private fromWire(channel: string, event: string, payload: unknown): void {
    for (const name of [...(this.wanted.get(channel)?.keys() ?? [])]) if (wireEvent(name) === event) this.deliver(channel, name, payload);
  }
}

/** The connection every screen shares. */
export const realtime = new RealtimeClient();
