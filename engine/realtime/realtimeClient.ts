/**
 * The dashboard's one real-time connection (Laravel Echo over pusher-js), shared by everything
 * that listens: the bell, open lists, show and edit pages, presence. Framework-free: screens reach
 * it through the hooks in useRealtime.ts. Channels are asked for by name whether or not the
 * socket is up yet; they are joined once it is, and pusher-js joins them again after a reconnect.
 */
import type Echo from 'laravel-echo';
import { realtimeSettings } from '../notifications/realtime';

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

/** How often a lost connection is tried again once pusher-js reports it unavailable. */
const RETRY_MS = 2500;

type PusherEcho = Echo<'pusher'>;

interface Env {
  readonly [name: string]: unknown;
}

function member(value: unknown): PresenceMember | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const id = fields['id'];
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  return { id: String(id), info: fields };
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
  private echo: PusherEcho | null = null;
  private stopConnection: (() => void) | null = null;
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
      // pusher-js joins the channels again after a reconnection, and says so again.
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
    if (firstOfChannel) this.bindChannel(channel);
    const handlers = events.get(event) ?? new Set<EventHandler>();
    const firstOfEvent = handlers.size === 0;
    events.set(event, handlers);
    handlers.add(handler);
    if (firstOfEvent) this.bindEvent(channel, event);
    return () => {
      handlers.delete(handler);
      if (handlers.size > 0) return;
      events.delete(event);
      this.echo?.private(channel).stopListening(event);
      if (events.size > 0) return;
      this.wanted.delete(channel);
      this.joined.delete(channel);
      this.echo?.leaveChannel(`private-${channel}`);
    };
  }

  /** Joins a presence channel (named without `presence-`) while the handlers are wanted. */
  join(channel: string, handlers: PresenceHandlers): () => void {
    const set = this.presenceWanted.get(channel) ?? new Set<PresenceHandlers>();
    const first = set.size === 0;
    this.presenceWanted.set(channel, set);
    set.add(handlers);
    if (first) this.bindPresence(channel);
    else handlers.members(this.presenceMembers.get(channel) ?? []);
    return () => {
      set.delete(handlers);
      if (set.size > 0) return;
      this.presenceWanted.delete(channel);
      this.presenceMembers.delete(channel);
      this.echo?.leaveChannel(`presence-${channel}`);
    };
  }

  /** Connects as the admin (the libraries load now, not with the first page); `off` when switched off. */
  async start(adminId: number | string, token: string, env: Env = import.meta.env as Env): Promise<void> {
    this.stop();
    const run = (this.run += 1);
    const settings = realtimeSettings(env, window.location, adminId);
    if (!settings) return this.report('off');
    this.report('connecting');
    const [{ default: EchoClass }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
    if (run !== this.run) return;
    this.connect(
      new EchoClass({
        broadcaster: 'pusher',
        Pusher,
        key: settings.key,
        cluster: settings.cluster,
        wsHost: settings.wsHost,
        wsPort: settings.wsPort,
        wssPort: settings.wsPort,
        forceTLS: settings.forceTLS,
        enabledTransports: ['ws', 'wss'],
        disableStats: true,
        // Say "unavailable" soon after the server went away (a restart), instead of after 10 s.
        unavailableTimeout: 2000,
        authEndpoint: settings.authEndpoint,
        auth: { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
      }),
    );
  }

  /** Disconnects; what the screens asked for stays wanted for the next start. */
  stop(): void {
    this.run += 1;
    this.stopConnection?.();
    this.stopConnection = null;
    this.echo = null;
    this.everConnected = false;
    this.presenceMembers.clear();
    this.joined.clear();
    this.report('off');
  }

  private connect(echo: PusherEcho): void {
    this.echo = echo;
    const pusher = echo.connector.pusher;
    const connection = pusher.connection;
    // pusher-js retries on its own, but after a server restart its back-off can leave it waiting
    // well over ten seconds; while it is not connected, a fresh attempt starts every few seconds.
    let retry: ReturnType<typeof setInterval> | null = null;
    const stopRetrying = () => {
      if (retry !== null) clearInterval(retry);
      retry = null;
    };
    const onState = ({ current }: { current: string }) => {
      if (current === 'connected') {
        stopRetrying();
        this.report('connected');
      } else if (current === 'connecting' || current === 'initialized') {
        this.report('connecting');
      } else {
        this.report(current === 'failed' ? 'failed' : 'unavailable');
        if (current !== 'disconnected') {
          retry ??= setInterval(() => {
            if (connection.state === 'connected') return stopRetrying();
            pusher.disconnect();
            pusher.connect();
          }, RETRY_MS);
        }
      }
    };
    connection.bind('state_change', onState);
    onState({ current: connection.state });
    for (const [channel, events] of this.wanted) {
      this.bindChannel(channel);
      for (const event of events.keys()) this.bindEvent(channel, event);
    }
    for (const channel of this.presenceWanted.keys()) this.bindPresence(channel);
    this.stopConnection = () => {
      stopRetrying();
      connection.unbind('state_change', onState);
      echo.disconnect();
    };
  }

  private bindChannel(channel: string): void {
    this.echo?.private(channel).subscribed(() => this.joinedChannel(channel));
  }

  private bindEvent(channel: string, event: string): void {
    this.echo?.private(channel).listen(event, (payload: unknown) => this.deliver(channel, event, payload));
  }

  private bindPresence(channel: string): void {
    if (!this.echo) return;
    let members: PresenceMember[] = [];
    const update = (next: PresenceMember[]) => {
      members = next;
      this.deliverMembers(channel, members);
    };
    this.echo
      .join(channel)
      .here((here: unknown[]) => update(here.map(member).filter((m): m is PresenceMember => m !== null)))
      .joining((joined: unknown) => {
        const arrived = member(joined);
        if (arrived) update([...members.filter((m) => m.id !== arrived.id), arrived]);
      })
      .leaving((left: unknown) => {
        const gone = member(left);
        if (gone) update(members.filter((m) => m.id !== gone.id));
      });
  }
}

/** The connection every screen shares. */
export const realtime = new RealtimeClient();
