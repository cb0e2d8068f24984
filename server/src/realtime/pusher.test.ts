// @vitest-environment node
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authenticate } from '../auth/guard.js';
import { openStore } from '../db/store.js';
import { signInWith } from '../testing/accounts.js';
import { ADMIN, createTestApp, VIEWER, type TestApp, type TestClient } from '../testing/harness.js';
import { TestSocket } from '../testing/test-socket.js';
import { DEFAULT_PUSHER_APP_KEY, MAX_CHANNELS_PER_SOCKET, MAX_IDLE_SOCKETS_PER_ADDRESS, readPusherConfig } from './config.js';

const API = '/api/v1';
const EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
const QUERY = '?protocol=7&client=js&version=8.6.0&flash=false';
/** The secret this file's server is configured with, as PUSHER_APP_SECRET would set it. */
const SECRET = 'test-pusher-secret';
/** The secret servers used to fall back on, known to anybody who read the code. */
const WELL_KNOWN_SECRET = 'dashboard-secret';

let ctx: TestApp;
let client: TestClient;
let origin: string;
let admin: string;
const sockets: TestSocket[] = [];

function connect(path = `/app/${DEFAULT_PUSHER_APP_KEY}${QUERY}`, at = origin): TestSocket {
  const socket = new TestSocket(new WebSocket(`${at.replace('http', 'ws')}${path}`));
  sockets.push(socket);
  return socket;
}

const channelOf = (adminId: number): string => `private-App.Models.User.${adminId}`;

function expectedAuth(socketId: string, channel: string, secret = SECRET): string {
  const signature = createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
  return `${DEFAULT_PUSHER_APP_KEY}:${signature}`;
}

async function channelAuth(token: string, socketId: string, channel: string, on = client): Promise<string> {
  const answer = await on.post('/broadcasting/auth', {
    token,
    form: { socket_id: socketId, channel_name: channel },
  });
  expect(answer.status).toBe(200);
  return String(answer.body.auth);
}

/** A socket subscribed to the admin's own channel with a signature from broadcasting/auth. */
async function subscribedAs(token: string, adminId: number, socket: TestSocket = connect(), via = client): Promise<TestSocket> {
  const socketId = await socket.socketId();
  socket.send('pusher:subscribe', {
    channel: channelOf(adminId),
    auth: await channelAuth(token, socketId, channelOf(adminId), via),
  });
  await socket.waitFor((frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channelOf(adminId));
  return socket;
}

function adminIdOf(token: string): number {
  const store = openStore(ctx.dbPath);
  try {
    const id = authenticate(store, `Bearer ${token}`)?.id;
    if (id === undefined) throw new Error('token of no admin');
    return id;
  } finally {
    store.close();
  }
}

async function raise(notifyType: string): Promise<void> {
  const answer = await client.post(`${API}/dashboard/demo/notify`, { token: admin, json: { notify_type: notifyType } });
  expect(answer.status).toBe(200);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A server of its own, listening; answers its origin. */
async function listening(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  ctx = await createTestApp({ pusher: readPusherConfig({ PUSHER_APP_SECRET: SECRET }), demoEvents: true });
  client = ctx.client;
  origin = await listening(ctx);
  admin = await client.login(ADMIN);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

describe('the connection', () => {
  it('is established with a socket id and the activity timeout, as a JSON string', async () => {
    const socket = connect();
    const frame = await socket.waitFor((f) => f.event === 'pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    expect(JSON.parse(String(frame.data))).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 30,
    });
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const socket = connect();
    await socket.socketId();
    socket.send('pusher:ping', {});
    expect(await socket.waitFor((f) => f.event === 'pusher:pong')).toEqual({ event: 'pusher:pong', data: '{}' });
  });

  it('refuses an unknown key with pusher:error 4001 and closes with 4001', async () => {
    const socket = connect(`/app/wrong-key${QUERY}`);
    const error = await socket.waitFor((f) => f.event === 'pusher:error');
    expect(error.data).toEqual({ code: 4001, message: expect.any(String) });
    expect((await socket.closed).code).toBe(4001);
  });

  it('drops upgrades on other paths', async () => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/socket`);
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('error'));
    });
    expect(outcome).toBe('error');
  });

  it('subscribes to a public channel without auth', async () => {
    const socket = connect();
    await socket.socketId();
    socket.send('pusher:subscribe', { channel: 'announcements' });
    expect(await socket.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded')).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'announcements',
      data: '{}',
    });
  });
});

describe('POST broadcasting/auth', () => {
  const socketId = '1234.5678';
  const own = channelOf(1);

  it('signs the own channel: key and hex HMAC-SHA256 of socket_id:channel, from a form or JSON, at both paths', async () => {
    const form = await client.post('/broadcasting/auth', {
      token: admin,
      form: { socket_id: socketId, channel_name: own },
    });
    expect(form.status).toBe(200);
    expect(form.body).toEqual({ auth: expectedAuth(socketId, own) });
    const json = await client.post(`${API}/broadcasting/auth`, {
      token: admin,
      json: { socket_id: socketId, channel_name: own },
    });
    expect(json.body).toEqual({ auth: expectedAuth(socketId, own) });
  });

  it('answers 401 without a valid session token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const answer = await client.post('/broadcasting/auth', {
        ...(token ? { token } : {}),
        form: { socket_id: socketId, channel_name: own },
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
  });

  it("refuses another admin's channel, or any other channel, with 403", async () => {
    for (const channel of [channelOf(2), 'private-orders', 'announcements', '']) {
      const answer = await client.post('/broadcasting/auth', {
        token: admin,
        form: { socket_id: socketId, channel_name: channel },
      });
      expect(answer.status, channel).toBe(403);
    }
  });

  it('refuses a malformed socket id with 422', async () => {
    for (const bad of ['', 'abc', '12.', '1.2.3']) {
      const answer = await client.post('/broadcasting/auth', {
        token: admin,
        form: { socket_id: bad, channel_name: own },
      });
      expect(answer.status, bad).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['socket_id']);
    }
  });
});

describe('private channels', () => {
  it('refuse a forged, missing or borrowed auth with pusher:error 4009, and deliver nothing to it', async () => {
    const forged = connect();
    const forgedId = await forged.socketId();
    forged.send('pusher:subscribe', { channel: channelOf(1), auth: `${DEFAULT_PUSHER_APP_KEY}:${'0'.repeat(64)}` });
    expect((await forged.waitFor((f) => f.event === 'pusher:error')).data).toEqual({
      code: 4009,
      message: expect.any(String),
    });

    const missing = connect();
    await missing.socketId();
    missing.send('pusher:subscribe', { channel: channelOf(1) });
    expect((await missing.waitFor((f) => f.event === 'pusher:error')).data).toMatchObject({ code: 4009 });

    // A signature is bound to the socket it was made for.
    const borrowed = connect();
    await borrowed.socketId();
    borrowed.send('pusher:subscribe', {
      channel: channelOf(1),
      auth: await channelAuth(admin, forgedId, channelOf(1)),
    });
    expect((await borrowed.waitFor((f) => f.event === 'pusher:error')).data).toMatchObject({ code: 4009 });

    const subscriber = await subscribedAs(admin, 1);
    await raise('contact_us');
    await subscriber.waitFor((f) => f.event === EVENT);
    await sleep(150);
    for (const socket of [forged, missing, borrowed]) {
      expect(socket.eventsOn(channelOf(1))).toEqual([]);
      expect(socket.frames.some((f) => f.event === 'pusher_internal:subscription_succeeded')).toBe(false);
    }
  });

  it('deliver BroadcastNotificationCreated to a subscriber when an event is raised', async () => {
    const subscriber = await subscribedAs(admin, 1);
    await raise('new_provider');
    const frame = await subscriber.waitFor((f) => f.event === EVENT);
    expect(frame.channel).toBe(channelOf(1));
    expect(typeof frame.data).toBe('string');
    const payload = JSON.parse(String(frame.data)) as Record<string, unknown>;
    expect(payload).toEqual({
      id: expect.any(Number),
      type: 'App\\Notifications\\AdminNotification',
      notify_type: 'new_provider',
      title: 'طلب انضمام جديد',
      body: payload['body_ar'],
      title_ar: 'طلب انضمام جديد',
      title_en: 'New join request',
      body_ar: expect.stringContaining('بطلب انضمام'),
      body_en: expect.stringContaining('applied to join'),
      data: { type: 'provider', provider_id: expect.any(Number) },
      created_at: expect.any(String),
    });
    // The same notification is in the admin's list, unread.
    const list = await client.get(`${API}/dashboard/get-notifications-admin`, { token: admin });
    expect(list.body.data[0]).toMatchObject({ id: payload['id'], notify_type: 'new_provider', read: false });
  });

  it('stop delivering after pusher:unsubscribe', async () => {
    const subscriber = await subscribedAs(admin, 1);
    subscriber.send('pusher:unsubscribe', { channel: channelOf(1) });
    await sleep(50);
    const watcher = await subscribedAs(admin, 1);
    await raise('contact_us');
    await watcher.waitFor((f) => f.event === EVENT);
    await sleep(150);
    expect(subscriber.eventsOn(channelOf(1))).toEqual([]);
  });

  it('reach only the admins whose role has the permission of the kind', async () => {
    const contactToken = await signInWith(ctx, ['contactMessages index']);
    const ordersToken = await signInWith(ctx, ['orders index']);
    const contactSocket = await subscribedAs(contactToken, adminIdOf(contactToken));
    const ordersSocket = await subscribedAs(ordersToken, adminIdOf(ordersToken));

    await raise('contact_us');
    const contact = await contactSocket.waitFor((f) => f.event === EVENT);
    expect(JSON.parse(String(contact.data))).toMatchObject({ notify_type: 'contact_us' });

    await raise('new_job');
    const job = await ordersSocket.waitFor((f) => f.event === EVENT);
    expect(JSON.parse(String(job.data))).toMatchObject({ notify_type: 'new_job', data: { type: 'job' } });

    await sleep(150);
    expect(contactSocket.frames.filter((f) => f.event === EVENT)).toHaveLength(1);
    expect(ordersSocket.frames.filter((f) => f.event === EVENT)).toHaveLength(1);
  });
});

describe('dashboard channels', () => {
  const socketId = '1234.5678';
  const authorise = (token: string, channel: string) => client.post('/broadcasting/auth', { token, form: { socket_id: socketId, channel_name: channel } });

  it('sign a group’s change feed only for admins whose role lists the group (or every admin, for an open list)', async () => {
    const viewer = await client.login(VIEWER);
    const own = await authorise(viewer, 'private-dashboard.banks');
    expect(own).toMatchObject({ status: 200, body: { auth: expectedAuth(socketId, 'private-dashboard.banks') } });
    expect((await authorise(viewer, 'private-dashboard.changeNameRequests')).status).toBe(200);
    for (const channel of ['private-dashboard.admins', 'private-dashboard.roles', 'private-dashboard.unknownGroup', 'private-dashboard.banks.1', 'private-dashboard.']) {
      expect((await authorise(viewer, channel)).status, channel).toBe(403);
    }
    expect((await authorise(admin, 'private-dashboard.admins')).status).toBe(200);
  });

  it('sign a record’s presence with the member the others see, bound to the socket and the member', async () => {
    const viewer = await client.login(VIEWER);
    const answer = await authorise(viewer, 'presence-dashboard.banks.3');
    expect(answer.status).toBe(200);
    const member = JSON.parse(String(answer.body.channel_data)) as { user_id: number; user_info: { name: string } };
    expect(member).toEqual({ user_id: adminIdOf(viewer), user_info: { id: adminIdOf(viewer), name: expect.any(String) } });
    const signature = createHmac('sha256', SECRET)
      .update(`${socketId}:presence-dashboard.banks.3:${String(answer.body.channel_data)}`)
      .digest('hex');
    expect(answer.body.auth).toBe(`${DEFAULT_PUSHER_APP_KEY}:${signature}`);
    for (const channel of ['presence-dashboard.admins.1', 'presence-dashboard.banks', 'presence-dashboard.banks.0', 'presence-App.Models.User.1']) {
      expect((await authorise(viewer, channel)).status, channel).toBe(403);
    }
  });
});

describe('presence channels', () => {
  const channel = 'presence-dashboard.banks.5';

  async function joined(token: string, socket: TestSocket = connect()): Promise<TestSocket> {
    const id = await socket.socketId();
    const answer = await client.post('/broadcasting/auth', { token, form: { socket_id: id, channel_name: channel } });
    socket.send('pusher:subscribe', { channel, auth: answer.body.auth, channel_data: answer.body.channel_data });
    await socket.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
    return socket;
  }

  it('tell the members on joining, and each member’s arrival and departure to the others, once per member', async () => {
    const viewer = await client.login(VIEWER);
    const viewerId = String(adminIdOf(viewer));
    const first = await joined(admin);
    const welcome = first.frames.find((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
    expect(JSON.parse(String(welcome?.data))).toEqual({ presence: { ids: ['1'], hash: { '1': { id: 1, name: expect.any(String) } }, count: 1 } });

    const second = await joined(viewer);
    const roster = second.frames.find((f) => f.event === 'pusher_internal:subscription_succeeded');
    expect(JSON.parse(String(roster?.data)).presence.ids.sort()).toEqual(['1', viewerId].sort());
    const added = await first.waitFor((f) => f.event === 'pusher_internal:member_added');
    expect(JSON.parse(String(added.data))).toEqual({ user_id: viewerId, user_info: { id: Number(viewerId), name: expect.any(String) } });

    // The same admin in a second tab is not a new member, and leaving one of two tabs is not leaving.
    const secondTab = await joined(viewer);
    secondTab.close();
    await secondTab.closed;
    await sleep(100);
    expect(first.frames.filter((f) => f.event.startsWith('pusher_internal:member_'))).toHaveLength(1);

    second.send('pusher:unsubscribe', { channel });
    const removed = await first.waitFor((f) => f.event === 'pusher_internal:member_removed');
    expect(JSON.parse(String(removed.data))).toEqual({ user_id: viewerId });
    expect(second.frames.some((f) => f.event === 'pusher_internal:member_removed')).toBe(false);
  });

  it('refuse a member other than the one signed for, and a presence subscription without one', async () => {
    const viewer = await client.login(VIEWER);
    const socket = connect();
    const id = await socket.socketId();
    const answer = await client.post('/broadcasting/auth', { token: viewer, form: { socket_id: id, channel_name: channel } });
    const posing = JSON.stringify({ user_id: 1, user_info: { id: 1, name: 'Super Admin' } });
    socket.send('pusher:subscribe', { channel, auth: answer.body.auth, channel_data: posing });
    socket.send('pusher:subscribe', { channel, auth: answer.body.auth });
    await sleep(150);
    expect(socket.frames.filter((f) => f.event === 'pusher:error').map((f) => (f.data as { code: number }).code)).toEqual([4009, 4009]);
    expect(socket.frames.some((f) => f.event === 'pusher_internal:subscription_succeeded')).toBe(false);
  });
});

describe('the secret', () => {
  it('is not the well-known one when PUSHER_APP_SECRET is unset: a signature made with it is refused', async () => {
    const previous = process.env['PUSHER_APP_SECRET'];
    delete process.env['PUSHER_APP_SECRET'];
    const other = await createTestApp({ demoEvents: true }).finally(() => {
      if (previous !== undefined) process.env['PUSHER_APP_SECRET'] = previous;
    });
    try {
      const at = await listening(other);
      const socket = connect(undefined, at);
      const socketId = await socket.socketId();
      socket.send('pusher:subscribe', { channel: channelOf(1), auth: expectedAuth(socketId, channelOf(1), WELL_KNOWN_SECRET) });
      expect((await socket.waitFor((f) => f.event === 'pusher:error')).data).toMatchObject({ code: 4009 });

      // The dashboard's way still works: the server signs with the secret it drew.
      const token = await other.client.login(ADMIN);
      await subscribedAs(token, 1, connect(undefined, at), other.client);
      await other.client.post(`${API}/dashboard/demo/notify`, { token, json: { notify_type: 'contact_us' } });
      await sleep(150);
      expect(socket.eventsOn(channelOf(1))).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('is drawn anew at each start unless configured', () => {
    const first = readPusherConfig({});
    expect(first.secret).not.toBe(WELL_KNOWN_SECRET);
    expect(first.secret).not.toBe(readPusherConfig({}).secret);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(first.randomSecret).toBe(true);
    expect(readPusherConfig({ PUSHER_APP_SECRET: ' s3cret ' })).toMatchObject({ secret: 's3cret', randomSecret: false });
  });
});

describe('limits', () => {
  let limited: TestApp;
  let at: string;
  beforeAll(async () => {
    limited = await createTestApp({ pusher: readPusherConfig({ PUSHER_APP_SECRET: SECRET }) });
    at = await listening(limited);
  });
  afterAll(async () => {
    await limited.close();
  });

  it(`keep one socket to ${MAX_CHANNELS_PER_SOCKET} channels`, async () => {
    const socket = connect(undefined, at);
    await socket.socketId();
    for (let n = 0; n <= MAX_CHANNELS_PER_SOCKET; n += 1) socket.send('pusher:subscribe', { channel: `public-${n}` });
    const refused = await socket.waitFor((f) => f.event === 'pusher:error');
    expect(refused.data).toEqual({ code: 4100, message: expect.any(String) });
    await sleep(100);
    const joined = socket.frames.filter((f) => f.event === 'pusher_internal:subscription_succeeded').map((f) => f.channel);
    expect(joined).toHaveLength(MAX_CHANNELS_PER_SOCKET);
    expect(joined).not.toContain(`public-${MAX_CHANNELS_PER_SOCKET}`);
    // Leaving one channel makes room for another; the same channel twice takes no more room.
    socket.send('pusher:unsubscribe', { channel: 'public-0' });
    socket.send('pusher:subscribe', { channel: 'public-1' });
    socket.send('pusher:subscribe', { channel: `public-${MAX_CHANNELS_PER_SOCKET}` });
    await socket.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === `public-${MAX_CHANNELS_PER_SOCKET}`);
    socket.close();
    await socket.closed;
  });

  it(`refuse a socket beyond ${MAX_IDLE_SOCKETS_PER_ADDRESS} from one address without a private subscription (4100, over capacity)`, async () => {
    const idle: TestSocket[] = [];
    for (let n = 0; n < MAX_IDLE_SOCKETS_PER_ADDRESS; n += 1) idle.push(connect(undefined, at));
    await Promise.all(idle.map((socket) => socket.socketId()));

    const refused = connect(undefined, at);
    expect((await refused.waitFor((f) => f.event === 'pusher:error')).data).toEqual({ code: 4100, message: expect.any(String) });
    expect((await refused.closed).code).toBe(4100);
    expect(refused.frames.some((f) => f.event === 'pusher:connection_established')).toBe(false);

    // A signed-in admin's subscribed socket is not idle: room for one more.
    const token = await limited.client.login(ADMIN);
    const [first, second] = idle;
    if (!first || !second) throw new Error('no sockets');
    await subscribedAs(token, 1, first, limited.client);
    const admitted = connect(undefined, at);
    await admitted.socketId();

    // So is a closed one.
    const turnedAway = connect(undefined, at);
    expect((await turnedAway.closed).code).toBe(4100);
    second.close();
    await second.closed;
    await sleep(50);
    await connect(undefined, at).socketId();

    // Public channels do not count as a private subscription.
    admitted.send('pusher:subscribe', { channel: 'announcements' });
    await admitted.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded');
    expect((await connect(undefined, at).closed).code).toBe(4100);
  });
});

describe('closing the application', () => {
  it('asks every client to reconnect at once (4200) and ends cleanly', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const socket = new TestSocket(new WebSocket(`ws://127.0.0.1:${port}/app/${DEFAULT_PUSHER_APP_KEY}${QUERY}`));
    await socket.socketId();
    const started = Date.now();
    await other.close();
    expect((await socket.closed).code).toBe(4200);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
