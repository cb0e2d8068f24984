import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { ACTIVITY_TIMEOUT_SECONDS, MAX_CHANNELS_PER_SOCKET, MAX_IDLE_SOCKETS_PER_ADDRESS, MAX_PRESENCE_JOINS_PER_MINUTE, MAX_SOCKETS_PER_ADMIN, type PusherConfig } from './config.js';
import { channelEvent, channelKind, connectionEstablished, errorFrame, memberAdded, memberRemoved, parseClientFrame, pongFrame, PUSHER_CODES, subscriptionSucceeded } from './protocol.js';
import type { OutgoingEvent, Publisher } from './publish.js';
import type { Holder, SessionWatch } from './session-holders.js';
import { verifyChannelAuth } from './signature.js';

/** Pusher's limit on a client message. */
const MAX_PAYLOAD = 10 * 1024;
/** How long a closing client has to answer the close handshake before it is cut off. */
const CLOSE_GRACE_MS = 1000;
const APP_PATH = /^\/app\/([^/]+)$/;
/** How often sockets are checked against the sessions that signed for them, between events. */
export const SESSION_SWEEP_MS = 5000;

/** Who a socket is on a presence channel, as the signed channel_data says. */
interface Member {
  readonly userId: string;
  readonly userInfo: unknown;
}

interface Connection {
  readonly socketId: string;
  /** The peer's address, for the cap on idle sockets. */
  readonly address: string;
  /** Subscribed channels; a presence channel holds the socket's member, the others null. */
  readonly channels: Map<string, Member | null>;
  /** The sessions `/broadcasting/auth` signed this socket's channels for: they end with them. */
  readonly holders: Map<string, Holder>;
  /** Heard from since the last liveness check. */
  alive: boolean;
}

/** What the HTTP API tells of one channel. */
export interface ChannelState {
  readonly subscriptionCount: number;
  /** Distinct members of a presence channel; undefined for the other kinds. */
  readonly userCount: number | undefined;
}

/** A presence channel's member from signed channel_data: `user_id` (text or number), `user_info`. */
function memberOf(channelData: string | undefined): Member | undefined {
  if (channelData === undefined) return undefined;
  try {
    const parsed = JSON.parse(channelData) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const { user_id: userId, user_info: userInfo } = parsed as Record<string, unknown>;
    if ((typeof userId !== 'string' || userId === '') && typeof userId !== 'number') return undefined;
    return { userId: String(userId), userInfo };
  } catch {
    return undefined;
  }
}

function newSocketId(): string {
  return `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`;
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** The application key of an upgrade to `/app/{key}` (any query string); undefined for other paths. */
function keyOf(url: string | undefined): string | undefined {
  try {
    const match = APP_PATH.exec(new URL(url ?? '/', 'http://localhost').pathname);
    return match?.[1] ? decodeURIComponent(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Pusher Channels server for the dashboard, on the application's own port: clients connect to
 * `/app/{key}`, subscribe to public channels freely and to private and presence ones with a
 * signature from `/broadcasting/auth`; `publish` pushes an event to channels' subscribers.
 */
export class RealtimeHub implements Publisher {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  private readonly connections = new Map<WebSocket, Connection>();
  private readonly bySocketId = new Map<string, WebSocket>();
  private heartbeat: NodeJS.Timeout | undefined;
  private sweep: NodeJS.Timeout | undefined;
  /** Until sessions are watched (watchSessions), every holder stands and holds every permission. */
  private watch: SessionWatch = { stands: () => true, holds: () => true };
  /** When each admin (or unsigned socket) joined presence channels in the last minute. */
  private readonly presenceJoins = new Map<string, number[]>();
  private closing = false;

  constructor(
    readonly config: PusherConfig,
    readonly activityTimeout: number = ACTIVITY_TIMEOUT_SECONDS,
  ) {}

  /**
   * Takes the app's WebSocket upgrades, and closes every socket as the app closes, before the
   * HTTP server waits for its connections to end.
   */
  attach(app: FastifyInstance): void {
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => this.upgrade(request, socket, head);
    app.server.on('upgrade', onUpgrade);
    this.heartbeat = setInterval(() => this.checkLiveness(), this.activityTimeout * 1000);
    this.heartbeat.unref();
    this.sweep = setInterval(() => this.endLapsedHolders(), SESSION_SWEEP_MS);
    this.sweep.unref();
    app.addHook('preClose', async () => {
      app.server.off('upgrade', onUpgrade);
      await this.close();
    });
  }

  /** Checks every holder against its session from now on (the application's store). */
  watchSessions(watch: SessionWatch): void {
    this.watch = watch;
  }

  /**
   * Records which session a signature for the socket and channel was made for, when the socket is
   * this server's: the subscription it allows lasts as long as that session may hold the channel.
   */
  signedFor(socketId: string, channel: string, holder: Holder): void {
    const socket = this.bySocketId.get(socketId);
    this.connections.get(socket as WebSocket)?.holders.set(channel, holder);
  }

  /**
   * Sends an event (checked: see publishChecked) to every socket subscribed to each of its
   * channels but the excluded one; answers how many frames went out. A socket whose session ended,
   * or lost the channel, gets nothing and is closed.
   */
  publish(event: OutgoingEvent): number {
    let delivered = 0;
    const stands = this.checkOnce();
    const { restricted } = event;
    const holds = new Map<number, boolean>();
    const mayReadAll = (holder: Holder | undefined): boolean => {
      if (!restricted) return true;
      if (!holder) return false;
      let found = holds.get(holder.tokenId);
      if (found === undefined) holds.set(holder.tokenId, (found = this.watch.holds(holder, restricted.group, restricted.key)));
      return found;
    };
    for (const channel of new Set(event.channels)) {
      const frame = channelEvent(channel, event.name, event.data);
      const restrictedFrame = restricted ? channelEvent(channel, event.name, restricted.data) : frame;
      for (const [socket, connection] of this.connections) {
        if (!connection.channels.has(channel) || socket.readyState !== WebSocket.OPEN) continue;
        if (connection.socketId === event.excludeSocketId) continue;
        const holder = connection.holders.get(channel);
        if (holder && !stands(holder, channel)) {
          this.endConnection(socket, connection);
          continue;
        }
        socket.send(mayReadAll(holder) ? frame : restrictedFrame);
        delivered += 1;
      }
    }
    return delivered;
  }

  /** Every occupied channel (one socket at least) with its counts. */
  occupiedChannels(): Map<string, ChannelState> {
    const names = new Set<string>();
    for (const connection of this.connections.values()) for (const channel of connection.channels.keys()) names.add(channel);
    return new Map([...names].map((channel) => [channel, this.channelState(channel)]));
  }

  /** One channel's counts; zero subscriptions when nobody is on it. */
  channelState(channel: string): ChannelState {
    let subscriptionCount = 0;
    for (const connection of this.connections.values()) if (connection.channels.has(channel)) subscriptionCount += 1;
    const userCount = channelKind(channel) === 'presence' ? this.members(channel).size : undefined;
    return { subscriptionCount, userCount };
  }

  /** A presence channel's distinct members, by user id (one member may have several sockets). */
  members(channel: string): Map<string, unknown> {
    const members = new Map<string, unknown>();
    for (const connection of this.connections.values()) {
      const member = connection.channels.get(channel);
      if (member) members.set(member.userId, member.userInfo);
    }
    return members;
  }

  /** Asks every client to reconnect at once (4200), then stops taking connections. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    clearInterval(this.sweep);
    const sockets = [...this.server.clients];
    const closed = sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(PUSHER_CODES.reconnectImmediately, 'Server restarting');
        }),
    );
    const cutOff = setTimeout(() => {
      for (const socket of sockets) socket.terminate();
    }, CLOSE_GRACE_MS);
    await Promise.all(closed);
    clearTimeout(cutOff);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const key = keyOf(request.url);
    if (key === undefined || this.closing) {
      socket.destroy();
      return;
    }
    const address = request.socket.remoteAddress ?? '';
    this.server.handleUpgrade(request, socket, head, (client) => this.accept(client, key, address));
  }

  /**
   * Sockets of the address that hold no private subscription: nobody signed for them, so
   * anyone could open them by the thousand.
   */
  private idleSocketsOf(address: string): number {
    let idle = 0;
    for (const connection of this.connections.values()) {
      if (connection.address !== address) continue;
      if (![...connection.channels.keys()].some((channel) => channelKind(channel) !== 'public')) idle += 1;
    }
    return idle;
  }

  private accept(socket: WebSocket, key: string, address: string): void {
    if (key !== this.config.key) {
      socket.send(errorFrame(PUSHER_CODES.appNotFound, `Application key ${key} does not exist`));
      socket.close(PUSHER_CODES.appNotFound, 'Application does not exist');
      return;
    }
    if (this.idleSocketsOf(address) >= MAX_IDLE_SOCKETS_PER_ADDRESS) {
      socket.send(errorFrame(PUSHER_CODES.overCapacity, 'Over capacity: too many connections without a subscription'));
      socket.close(PUSHER_CODES.overCapacity, 'Over capacity');
      return;
    }
    const connection: Connection = { socketId: newSocketId(), address, channels: new Map(), holders: new Map(), alive: true };
    this.connections.set(socket, connection);
    this.bySocketId.set(connection.socketId, socket);
    socket.on('message', (data: RawData) => this.receive(socket, connection, data));
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => {
      this.connections.delete(socket);
      this.bySocketId.delete(connection.socketId);
      for (const [channel, member] of connection.channels) this.left(connection, channel, member);
    });
    socket.on('error', () => socket.terminate());
    socket.send(connectionEstablished(connection.socketId, this.activityTimeout));
  }

  private receive(socket: WebSocket, connection: Connection, data: RawData): void {
    connection.alive = true;
    const frame = parseClientFrame(textOf(data));
    switch (frame.kind) {
      case 'ping':
        socket.send(pongFrame());
        return;
      case 'subscribe':
        this.subscribe(socket, connection, frame.channel, frame.auth, frame.channelData);
        return;
      case 'unsubscribe': {
        const member = connection.channels.get(frame.channel);
        if (connection.channels.delete(frame.channel)) this.left(connection, frame.channel, member);
        return;
      }
      case 'invalid':
        socket.send(errorFrame(null, frame.reason));
        return;
      case 'pong':
      case 'other':
        return;
    }
  }

  private subscribe(socket: WebSocket, connection: Connection, channel: string, auth: string | undefined, channelData: string | undefined): void {
    const kind = channelKind(channel);
    if (kind === undefined) {
      socket.send(errorFrame(PUSHER_CODES.unauthorized, `Channels of this kind are not served: ${channel}`));
      return;
    }
    const member = kind === 'presence' ? memberOf(channelData) : undefined;
    const authorised =
      kind === 'public' ||
      (auth !== undefined && (kind === 'private' || member !== undefined) && verifyChannelAuth(this.config, connection.socketId, channel, auth, kind === 'presence' ? channelData : undefined));
    if (!authorised) {
      socket.send(errorFrame(PUSHER_CODES.unauthorized, `Invalid or missing auth for ${channel}`));
      return;
    }
    // A signature this server made is worth no more than the session it was made for.
    const holder = connection.holders.get(channel);
    if (holder && !this.watch.stands(holder, channel)) {
      this.endConnection(socket, connection);
      return;
    }
    if (holder && this.otherSocketsOf(holder.adminId, connection) >= MAX_SOCKETS_PER_ADMIN) {
      socket.send(errorFrame(PUSHER_CODES.overCapacity, `Over capacity: at most ${MAX_SOCKETS_PER_ADMIN} connections an admin`));
      socket.close(PUSHER_CODES.overCapacity, 'Over capacity');
      return;
    }
    if (member && !connection.channels.has(channel) && !this.mayJoinPresence(holder ? `admin:${holder.adminId}` : `socket:${connection.socketId}`)) {
      socket.send(errorFrame(PUSHER_CODES.rateLimited, `Too many presence joins: at most ${MAX_PRESENCE_JOINS_PER_MINUTE} a minute`));
      return;
    }
    if (!connection.channels.has(channel) && connection.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      socket.send(errorFrame(PUSHER_CODES.overCapacity, `Over capacity: at most ${MAX_CHANNELS_PER_SOCKET} channels a connection`));
      return;
    }
    if (!member) {
      connection.channels.set(channel, null);
      socket.send(subscriptionSucceeded(channel));
      return;
    }
    const already = connection.channels.get(channel);
    const wasPresent = this.members(channel).has(member.userId);
    connection.channels.set(channel, member);
    const members = this.members(channel);
    socket.send(subscriptionSucceeded(channel, { ids: [...members.keys()], hash: Object.fromEntries(members) }));
    // The others hear of a member once, however many tabs the member opens.
    if (!wasPresent) this.toOthers(connection, channel, memberAdded(channel, member.userId, member.userInfo));
    if (already && already.userId !== member.userId) this.left(connection, channel, already);
  }

  /** After a socket left a channel: the others hear that its member left, unless another socket keeps them there. */
  private left(connection: Connection, channel: string, member: Member | null | undefined): void {
    if (!member || this.members(channel).has(member.userId)) return;
    this.toOthers(connection, channel, memberRemoved(channel, member.userId));
  }

  private toOthers(connection: Connection, channel: string, frame: string): void {
    for (const [socket, other] of this.connections) {
      if (other === connection || !other.channels.has(channel) || socket.readyState !== WebSocket.OPEN) continue;
      socket.send(frame);
    }
  }

  /** The holder check, each holder and channel looked up once (one event reaches many sockets). */
  private checkOnce(): SessionWatch['stands'] {
    const seen = new Map<string, boolean>();
    return (holder, channel) => {
      const key = `${holder.tokenId}:${channel}`;
      let stands = seen.get(key);
      if (stands === undefined) {
        stands = this.watch.stands(holder, channel);
        seen.set(key, stands);
      }
      return stands;
    };
  }

  /** The admin's other sockets that hold a channel signed for them. */
  private otherSocketsOf(adminId: number, except: Connection): number {
    let count = 0;
    for (const connection of this.connections.values()) {
      if (connection === except || connection.channels.size === 0) continue;
      if ([...connection.holders.values()].some((holder) => holder.adminId === adminId)) count += 1;
    }
    return count;
  }

  /** Counts a presence join of the admin (or unsigned socket) unless a minute already holds the most. */
  private mayJoinPresence(who: string): boolean {
    const now = Date.now();
    const recent = (this.presenceJoins.get(who) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= MAX_PRESENCE_JOINS_PER_MINUTE) {
      this.presenceJoins.set(who, recent);
      return false;
    }
    recent.push(now);
    this.presenceJoins.set(who, recent);
    return true;
  }

  /** Closes the sockets holding a channel for a session that ended or lost it, between events. */
  private endLapsedHolders(): void {
    const stands = this.checkOnce();
    // Forget the join times of a minute ago, so the map holds only admins joining now.
    const now = Date.now();
    for (const [who, times] of this.presenceJoins) if (times.every((at) => now - at >= 60_000)) this.presenceJoins.delete(who);
    for (const [socket, connection] of this.connections) {
      for (const [channel, holder] of connection.holders) {
        if (stands(holder, channel)) continue;
        this.endConnection(socket, connection);
        break;
      }
    }
  }

  /**
   * Ends a socket whose session ended or lost a channel: it leaves every channel at once (the
   * others on a presence channel hear it left), its id signs nothing any more, and it is closed as
   * unauthorised (4009), which Pusher clients do not retry with the same signatures.
   */
  private endConnection(socket: WebSocket, connection: Connection): void {
    this.connections.delete(socket);
    this.bySocketId.delete(connection.socketId);
    const channels = [...connection.channels];
    connection.channels.clear();
    connection.holders.clear();
    for (const [channel, member] of channels) this.left(connection, channel, member);
    socket.send(errorFrame(PUSHER_CODES.unauthorized, 'The session that signed this connection has ended'));
    socket.close(PUSHER_CODES.unauthorized, 'Session ended');
  }

  /** Cuts off sockets silent since the last check (not even answering a ping), and pings the others. */
  private checkLiveness(): void {
    for (const [socket, connection] of this.connections) {
      if (!connection.alive) {
        socket.terminate();
        continue;
      }
      connection.alive = false;
      socket.ping();
    }
  }
}
