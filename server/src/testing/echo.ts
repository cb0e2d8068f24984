import type { AddressInfo } from 'node:net';
import Echo from 'laravel-echo';
import PusherJs from 'pusher-js';
import Pusher from 'pusher';
import type { PusherConfig } from '../realtime/config.js';
import type { TestApp } from './harness.js';

/** The origin of a test app that listens on a port of its own (WebSockets need a real socket). */
export async function listening(app: TestApp): Promise<string> {
  if (!app.app.server.listening) await app.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}

function portOf(origin: string): number {
  return Number(new URL(origin).port);
}

/** The official server SDK (what a Laravel or Node backend publishes with), pointed at the test server. */
export function backendSdk(origin: string, config: PusherConfig, overrides: Partial<{ appId: string; key: string; secret: string }> = {}): Pusher {
  return new Pusher({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    host: '127.0.0.1',
    port: String(portOf(origin)),
    useTLS: false,
    ...overrides,
  });
}

/** What a dashboard does: Laravel Echo over pusher-js, authorised at /broadcasting/auth with a session token. */
export interface EchoClient {
  readonly echo: Echo<'pusher'>;
  /** Joins a private channel (name without `private-`); resolves once subscribed, rejects when refused. */
  join(channel: string, event: string): Promise<unknown[]>;
  /** Joins a presence channel (name without `presence-`); resolves with the members once subscribed. */
  presence(channel: string): Promise<{ members: () => string[]; events: string[] }>;
  socketId(): string;
  close(): void;
}

export async function echoClient(origin: string, config: PusherConfig, token: string): Promise<EchoClient> {
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher: PusherJs,
    key: config.key,
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: portOf(origin),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    authEndpoint: `${origin}/broadcasting/auth`,
    auth: { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
  });
  const pusher = echo.connector.pusher;
  await new Promise<void>((resolve) => {
    if (pusher.connection.state === 'connected') resolve();
    else pusher.connection.bind('connected', () => resolve());
  });
  return {
    echo,
    async join(channel, event) {
      const received: unknown[] = [];
      const joined = echo.private(channel);
      await new Promise<void>((resolve, reject) => {
        joined.subscribed(() => resolve());
        joined.error((error: unknown) => reject(new Error(`refused: ${JSON.stringify(error)}`)));
      });
      joined.listen(event, (payload: unknown) => received.push(payload));
      return received;
    },
    async presence(channel) {
      const events: string[] = [];
      let members: string[] = [];
      const joined = echo.join(channel);
      await new Promise<void>((resolve, reject) => {
        joined.here((here: { id: unknown }[]) => {
          members = here.map((member) => String(member.id));
          resolve();
        });
        joined.error((error: unknown) => reject(new Error(`refused: ${JSON.stringify(error)}`)));
      });
      joined.joining((member: { id: unknown }) => {
        members = [...members, String(member.id)];
        events.push(`joined ${String(member.id)}`);
      });
      joined.leaving((member: { id: unknown }) => {
        members = members.filter((id) => id !== String(member.id));
        events.push(`left ${String(member.id)}`);
      });
      return { members: () => members, events };
    },
    socketId: () => echo.socketId() ?? '',
    close: () => echo.disconnect(),
  };
}
