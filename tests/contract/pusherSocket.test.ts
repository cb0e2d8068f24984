import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { PusherSocket } from '../../engine/testing';
import { readPusherConfig } from '../../server/src/realtime/config';
import { backendSdk, listening } from '../../server/src/testing/echo';
import { ADMIN, createTestApp, VIEWER, type TestApp } from '../../server/src/testing/harness';

// The dashboard's real-time client against the reference server, as a signed-in admin: the
// server's own tests hold it to the official clients (pusher-js, Laravel Echo, the Pusher SDK).

const config = readPusherConfig({ PUSHER_APP_SECRET: 'contract-pusher-secret' });
const OWN = 'private-App.Models.User.1';
const RECORD = 'presence-dashboard.banks.5';
const NOTIFICATION = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

let ctx: TestApp;
let origin: string;
let admin: string;
let viewer: string;
const clients: PusherSocket[] = [];

/** A client as the dashboard opens it, and everything it told: states, joined channels, events, members, socket ids it was authorised for. */
function dashboard(token: string, at = origin) {
  const states: string[] = [];
  const joined: string[] = [];
  const events: { channel: string; event: string; data: unknown }[] = [];
  const members = new Map<string, { id: string; name: unknown }[]>();
  const socketIds: string[] = [];
  const socket = new PusherSocket(
    {
      key: config.key,
      wsHost: '127.0.0.1',
      wsPort: Number(new URL(at).port),
      forceTLS: false,
      authEndpoint: `${at}/broadcasting/auth`,
      authHeaders: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      WebSocket,
      fetch: (input, init) => {
        socketIds.push(new URLSearchParams(String(init?.body)).get('socket_id') ?? '');
        return fetch(input, init);
      },
    },
    {
      state: (state) => states.push(state),
      subscribed: (channel) => joined.push(channel),
      event: (channel, event, data) => events.push({ channel, event, data }),
      members: (channel, list) =>
        members.set(
          channel,
          list.map((member) => ({ id: member.id, name: member.info['name'] })),
        ),
    },
  );
  clients.push(socket);
  return { socket, states, joined, events, members, socketIds };
}

/** Member ids of a presence channel, as a client last heard them. */
const idsOn = (client: ReturnType<typeof dashboard>, channel = RECORD) => client.members.get(channel)?.map((member) => member.id);

/** The id of the member other than the super admin (1) a client sees on the record. */
const otherOn = (client: ReturnType<typeof dashboard>) => idsOn(client)?.find((id) => id !== '1') ?? '';

beforeAll(async () => {
  ctx = await createTestApp({ pusher: config });
  origin = await listening(ctx);
  admin = await ctx.client.login(ADMIN);
  viewer = await ctx.client.login(VIEWER);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await ctx.close();
});

describe('the real-time client against the reference server', () => {
  it('connects, joins the admin’s own channel and hears what a backend publishes with the Pusher SDK, with its payload', async () => {
    const client = dashboard(admin);
    client.socket.subscribe(OWN);
    client.socket.connect();
    await vi.waitFor(() => expect(client.joined).toEqual([OWN]));
    expect(client.states).toEqual(['connecting', 'connected']);
    await backendSdk(origin, config).trigger(OWN, NOTIFICATION, { id: 41, title_en: 'New join request', data: { provider_id: 7 } });
    await vi.waitFor(() => expect(client.events).toEqual([{ channel: OWN, event: NOTIFICATION, data: { id: 41, title_en: 'New join request', data: { provider_id: 7 } } }]));
  });

  it('shows who is on a record: the members on joining, an arrival and a departure', async () => {
    const first = dashboard(admin);
    first.socket.subscribe(RECORD);
    first.socket.connect();
    await vi.waitFor(() => expect(idsOn(first)).toEqual(['1']));
    expect(first.members.get(RECORD)).toEqual([{ id: '1', name: expect.any(String) }]);

    const second = dashboard(viewer);
    second.socket.subscribe(RECORD);
    second.socket.connect();
    await vi.waitFor(() => expect(idsOn(second)).toHaveLength(2));
    const other = otherOn(second);
    expect(other).toMatch(/^[1-9]\d*$/);
    await vi.waitFor(() => expect(idsOn(first)).toEqual(['1', other]));
    expect(first.members.get(RECORD)?.[1]?.name).toEqual(expect.any(String));

    second.socket.unsubscribe(RECORD);
    await vi.waitFor(() => expect(idsOn(first)).toEqual(['1']));
    second.socket.subscribe(RECORD);
    await vi.waitFor(() => expect(idsOn(first)).toEqual(['1', other]));
    second.socket.disconnect();
    await vi.waitFor(() => expect(idsOn(first)).toEqual(['1']));
  });

  it('leaves a channel unjoined when its authorisation is refused, and stays connected', async () => {
    const stranger = dashboard('not-a-token');
    stranger.socket.subscribe(OWN);
    stranger.socket.connect();
    // The viewer is signed in, but the channel is another admin's.
    const nosy = dashboard(viewer);
    nosy.socket.subscribe(OWN);
    nosy.socket.connect();
    const owner = dashboard(admin);
    owner.socket.subscribe(OWN);
    owner.socket.connect();
    await vi.waitFor(() => expect(owner.joined).toEqual([OWN]));
    await vi.waitFor(() => expect([...stranger.socketIds, ...nosy.socketIds]).toHaveLength(2));
    await backendSdk(origin, config).trigger(OWN, NOTIFICATION, { id: 42 });
    await vi.waitFor(() => expect(owner.events).toHaveLength(1));
    for (const refused of [stranger, nosy]) {
      expect(refused.states).toEqual(['connecting', 'connected']);
      expect(refused.joined).toEqual([]);
      expect(refused.events).toEqual([]);
    }
  });

  it('passes on data that is not JSON as the text it is, and a hostile event name as a plain name', async () => {
    const client = dashboard(admin);
    client.socket.subscribe(OWN);
    client.socket.connect();
    await vi.waitFor(() => expect(client.joined).toEqual([OWN]));
    const sdk = backendSdk(origin, config);
    await sdk.trigger(OWN, 'model.changed', 'not { json');
    await sdk.trigger(OWN, '__proto__', '{"__proto__":{"polluted":true}}');
    await vi.waitFor(() => expect(client.events).toHaveLength(2));
    expect(client.events.map(({ event }) => event)).toEqual(['model.changed', '__proto__']);
    const [text, hostile] = client.events.map(({ data }) => data);
    expect(text).toBe('not { json');
    expect(Object.getPrototypeOf(hostile)).toBe(Object.prototype);
    expect(Object.keys(hostile as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(client.states).toEqual(['connecting', 'connected']);
  });

  it('stops on disconnect: the server sees the socket leave, and nothing more is heard', async () => {
    const watcher = dashboard(admin);
    watcher.socket.subscribe(RECORD);
    watcher.socket.connect();
    const leaving = dashboard(viewer);
    leaving.socket.subscribe(RECORD);
    leaving.socket.subscribe('private-dashboard.banks');
    leaving.socket.connect();
    await vi.waitFor(() => expect(idsOn(leaving)).toHaveLength(2));
    const other = otherOn(leaving);
    await vi.waitFor(() => expect(idsOn(watcher)).toEqual(['1', other]));
    await vi.waitFor(() => expect(leaving.joined.sort()).toEqual(['private-dashboard.banks', RECORD].sort()));
    leaving.socket.disconnect();
    await vi.waitFor(() => expect(idsOn(watcher)).toEqual(['1']));
    await backendSdk(origin, config).trigger('private-dashboard.banks', 'model.changed', { id: 1 });
    const { channels } = (await (await backendSdk(origin, config).get({ path: '/channels' })).json()) as { channels: Record<string, unknown> };
    expect(Object.keys(channels)).toEqual([RECORD]);
    expect(leaving.events).toEqual([]);
    expect(leaving.states).toEqual(['connecting', 'connected']);
  });
});

describe('when the server goes away', () => {
  it('says unavailable, then connects again on a new socket and joins its channels again', async () => {
    const first = await createTestApp({ pusher: config });
    const at = await listening(first);
    const token = await first.client.login(ADMIN);
    const client = dashboard(token, at);
    client.socket.subscribe(OWN);
    client.socket.subscribe(RECORD);
    client.socket.connect();
    await vi.waitFor(() => expect(client.joined.sort()).toEqual([OWN, RECORD].sort()));

    // A restart: the same database and port, a new process.
    await first.app.close();
    await vi.waitFor(() => expect(client.states.at(-1)).toBe('unavailable'));
    const second = await createTestApp({ pusher: config, dbPath: first.dbPath });
    try {
      await second.app.listen({ port: Number(new URL(at).port), host: '127.0.0.1' });
      await vi.waitFor(() => expect(client.joined).toHaveLength(4), { timeout: 8000 });
      expect(client.states).toEqual(['connecting', 'connected', 'connecting', 'unavailable', 'connected']);
      const [before, , after] = client.socketIds;
      expect(client.socketIds).toHaveLength(4);
      expect(after).not.toBe(before);
      expect(new Set(client.socketIds.slice(2))).toEqual(new Set([after]));
      await backendSdk(at, config).trigger(OWN, NOTIFICATION, { id: 43 });
      await vi.waitFor(() => expect(client.events).toEqual([{ channel: OWN, event: NOTIFICATION, data: { id: 43 } }]));
    } finally {
      client.socket.disconnect();
      await second.close();
      await first.close();
    }
  });
});
