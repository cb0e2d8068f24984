import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  ACTIVITY_TIMEOUT_SECONDS,
  MAX_CHANNELS_PER_SOCKET,
  MAX_IDLE_SOCKETS_PER_ADDRESS,
  type PusherConfig,
} from './config.js';
import {
  channelEvent,
  connectionEstablished,
  errorFrame,
  parseClientFrame,
  pongFrame,
  PUSHER_CODES,
  subscriptionSucceeded,
} from './protocol.js';
import { verifyChannelAuth } from './signature.js';

/** Pusher's limit on a client message. */
const MAX_PAYLOAD = 10 * 1024;
/** How long a closing client has to answer the close handshake before it is cut off. */
const CLOSE_GRACE_MS = 1000;
const APP_PATH = /^\/app\/([^/]+)$/;

interface Connection {
  readonly socketId: string;
  /** The peer's address, for the cap on idle sockets. */
  readonly address: string;
  readonly channels: Set<string>;
  /** Heard from since the last liveness check. */
  alive: boolean;
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
 * `/app/{key}`, subscribe to public channels freely and to private ones with a signature from
 * `/broadcasting/auth`; `publish` pushes an event to a channel's subscribers.
 */
export class RealtimeHub {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  private readonly connections = new Map<WebSocket, Connection>();
  private heartbeat: NodeJS.Timeout | undefined;
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
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void =>
      this.upgrade(request, socket, head);
    app.server.on('upgrade', onUpgrade);
    this.heartbeat = setInterval(() => this.checkLiveness(), this.activityTimeout * 1000);
    this.heartbeat.unref();
    app.addHook('preClose', async () => {
      app.server.off('upgrade', onUpgrade);
      await this.close();
    });
  }

  /** Sends an event to every socket subscribed to the channel; answers how many it reached. */
  publish(channel: string, event: string, payload: unknown): number {
    const frame = channelEvent(channel, event, payload);
    let delivered = 0;
    for (const [socket, connection] of this.connections) {
      if (!connection.channels.has(channel) || socket.readyState !== WebSocket.OPEN) continue;
      socket.send(frame);
      delivered += 1;
    }
    return delivered;
  }

  /** Asks every client to reconnect at once (4200), then stops taking connections. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    const sockets = [...this.server.clients];
    const closed = sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(PUSHER_CODES.reconnectImmediately, 'Server restarting');
        }),
    );
    const cutOff = setTimeout(() => sockets.forEach((socket) => socket.terminate()), CLOSE_GRACE_MS);
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
      if (![...connection.channels].some((channel) => channel.startsWith('private-'))) idle += 1;
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
    const connection: Connection = { socketId: newSocketId(), address, channels: new Set(), alive: true };
    this.connections.set(socket, connection);
    socket.on('message', (data: RawData) => this.receive(socket, connection, data));
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => this.connections.delete(socket));
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
        this.subscribe(socket, connection, frame.channel, frame.auth);
        return;
      case 'unsubscribe':
        connection.channels.delete(frame.channel);
        return;
      case 'invalid':
        socket.send(errorFrame(null, frame.reason));
        return;
      case 'pong':
      case 'other':
        return;
    }
  }

  private subscribe(socket: WebSocket, connection: Connection, channel: string, auth: string | undefined): void {
    if (channel.startsWith('presence-')) {
      socket.send(errorFrame(PUSHER_CODES.unauthorized, `Presence channels are not served: ${channel}`));
      return;
    }
    const authorised =
      !channel.startsWith('private-') ||
      (auth !== undefined && verifyChannelAuth(this.config, connection.socketId, channel, auth));
    if (!authorised) {
      socket.send(errorFrame(PUSHER_CODES.unauthorized, `Invalid or missing auth for ${channel}`));
      return;
    }
    if (!connection.channels.has(channel) && connection.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      socket.send(errorFrame(PUSHER_CODES.overCapacity, `Over capacity: at most ${MAX_CHANNELS_PER_SOCKET} channels a connection`));
      return;
    }
    connection.channels.add(channel);
    socket.send(subscriptionSucceeded(channel));
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
