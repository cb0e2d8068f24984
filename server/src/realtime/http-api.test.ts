// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signInWith } from '../testing/accounts.js';
import { backendSdk, echoClient, listening, type EchoClient } from '../testing/echo.js';
import { ADMIN, createTestApp, type TestApp } from '../testing/harness.js';
import { readPusherConfig, type PusherConfig } from './config.js';
import { checkRequestSignature } from './request-signature.js';

const SECRET = 'http-api-test-secret';
const config: PusherConfig = readPusherConfig({ PUSHER_APP_ID: '4242', PUSHER_APP_SECRET: SECRET });
const EVENTS = `/apps/${config.appId}/events`;

let ctx: TestApp;
let origin: string;
let adminToken: string;
const clients: EchoClient[] = [];

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function dashboard(token = adminToken): Promise<EchoClient> {
  const client = await echoClient(origin, config, token);
  clients.push(client);
  return client;
}

/**
 * A request signed as Pusher documents it, written out here rather than taken from the code under
 * test: the sorted query without auth_signature, under the secret, with the body's MD5.
 */
function signedUrl(method: 'GET' | 'POST', path: string, body = '', options: { params?: Record<string, string>; secret?: string; key?: string; timestamp?: number } = {}): string {
  const params: Record<string, string> = {
    auth_key: options.key ?? config.key,
    auth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...(body === '' ? {} : { body_md5: createHash('md5').update(body).digest('hex') }),
    ...options.params,
  };
  const query = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key] ?? ''}`)
    .join('&');
  const signature = createHmac('sha256', options.secret ?? SECRET)
    .update(`${method}\n${path}\n${query}`)
    .digest('hex');
  return `${path}?${query}&auth_signature=${signature}`;
}

async function send(method: 'GET' | 'POST', url: string, body?: string): Promise<{ status: number; body: any }> {
  const answer = await ctx.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', lang: 'en' },
    ...(body === undefined ? {} : { payload: body }),
  });
  return { status: answer.statusCode, body: answer.body === '' ? '' : answer.json() };
}

/** POST events with a JSON body, signed. */
function publish(body: unknown, options: Parameters<typeof signedUrl>[3] = {}): Promise<{ status: number; body: any }> {
  const text = JSON.stringify(body);
  return send('POST', signedUrl('POST', EVENTS, text, options), text);
}

beforeAll(async () => {
  ctx = await createTestApp({ pusher: config });
  origin = await listening(ctx);
  adminToken = await ctx.client.login(ADMIN);
});
afterEach(() => {
  while (clients.length > 0) clients.pop()?.close();
});
afterAll(async () => {
  await ctx.close();
});

describe('the signature', () => {
  it('is the one of Pusher’s worked example', () => {
    const worked = readPusherConfig({ PUSHER_APP_ID: '3', PUSHER_APP_KEY: '278d425bdf160c739803', PUSHER_APP_SECRET: '7ad3773142a6692b25b8' });
    const request = {
      method: 'POST',
      path: '/apps/3/events',
      query:
        'auth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f' +
        '&auth_signature=da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
      body: '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}',
    };
    expect(checkRequestSignature(worked, request, 1353088179)).toBeUndefined();
    expect(checkRequestSignature(worked, { ...request, body: request.body.replace('foo', 'bar') }, 1353088179)).toBe('bodyMd5');
    expect(checkRequestSignature(worked, request, 1353088179 + 601)).toBe('timestamp');
  });
});

describe('the official pusher SDK publishes, Laravel Echo on pusher-js receives', () => {
  it('delivers an event to the admin’s private channel, authorised through /broadcasting/auth', async () => {
    const client = await dashboard();
    const received = await client.join('App.Models.User.1', '.order.shipped');
    const answer = await backendSdk(origin, config).trigger('private-App.Models.User.1', 'order.shipped', { id: 7, name: 'شحنة' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({});
    await expect.poll(() => received).toEqual([{ id: 7, name: 'شحنة' }]);
  });

  it('sends a batch, and leaves out the socket that caused an event (socket_id)', async () => {
    const first = await dashboard();
    const second = await dashboard();
    const atFirst = await first.join('App.Models.User.1', '.ping');
    const atSecond = await second.join('App.Models.User.1', '.ping');
    const sdk = backendSdk(origin, config);
    await sdk.trigger('private-App.Models.User.1', 'ping', { n: 1 }, { socket_id: first.socketId() });
    const batch = await sdk.triggerBatch([
      { channel: 'private-App.Models.User.1', name: 'ping', data: { n: 2 } },
      { channel: 'private-App.Models.User.1', name: 'ping', data: { n: 3 }, socket_id: second.socketId() },
    ]);
    expect(batch.status).toBe(200);
    await expect.poll(() => atSecond).toEqual([{ n: 1 }, { n: 2 }]);
    await expect.poll(() => atFirst).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('tells which channels are occupied and by how many sockets', async () => {
    const client = await dashboard();
    await client.join('App.Models.User.1', '.x');
    const sdk = backendSdk(origin, config);
    const list = await sdk.get({ path: '/channels', params: { filter_by_prefix: 'private-App.', info: 'subscription_count' } });
    expect(await list.json()).toEqual({ channels: { 'private-App.Models.User.1': { subscription_count: 1 } } });
    const one = await sdk.get({ path: '/channels/private-App.Models.User.1', params: { info: 'subscription_count' } });
    expect(await one.json()).toEqual({ occupied: true, subscription_count: 1 });
    const empty = await sdk.get({ path: '/channels/private-App.Models.User.99' });
    expect(await empty.json()).toEqual({ occupied: false });
    // user_count is a presence channel's: asked of another kind, it is a mistake.
    const wrong = await send('GET', signedUrl('GET', `/apps/${config.appId}/channels`, '', { params: { info: 'user_count' } }));
    expect(wrong.status).toBe(400);
  });

  it('counts a presence channel’s members, once each however many sockets they hold', async () => {
    const viewer = await signInWith(ctx, ['banks index', 'banks edit']);
    const [one, two, three] = [await dashboard(), await dashboard(), await dashboard(viewer)];
    const first = await one!.presence('dashboard.banks.1');
    await two!.presence('dashboard.banks.1');
    await three!.presence('dashboard.banks.1');
    await expect.poll(() => first.members().length).toBe(2);
    const sdk = backendSdk(origin, config);
    const list = await sdk.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } });
    expect(await list.json()).toEqual({ channels: { 'presence-dashboard.banks.1': { user_count: 2 } } });
    const one_ = await sdk.get({ path: '/channels/presence-dashboard.banks.1', params: { info: 'user_count,subscription_count' } });
    expect(await one_.json()).toEqual({ occupied: true, user_count: 2, subscription_count: 3 });
    const users = await sdk.get({ path: '/channels/presence-dashboard.banks.1/users' });
    expect((await users.json()).users.map((user: { id: string }) => user.id).sort()).toHaveLength(2);
  });
});

describe('refusals', () => {
  it('answers 401 to a wrong secret or key, an unsigned request and a swapped body', async () => {
    const wrongSecret = await backendSdk(origin, config, { secret: 'guessed' })
      .trigger('private-App.Models.User.1', 'x', {})
      .catch((error: { status: number }) => error);
    expect(wrongSecret).toMatchObject({ status: 401 });
    expect((await publish({ name: 'x', data: '{}', channel: 'a' }, { key: 'other-key' })).status).toBe(401);
    expect((await send('POST', EVENTS, JSON.stringify({ name: 'x', data: '{}', channel: 'a' }))).status).toBe(401);
    const body = JSON.stringify({ name: 'x', data: '{}', channel: 'a' });
    const swapped = await send('POST', signedUrl('POST', EVENTS, body), body.replace('"a"', '"b"'));
    expect(swapped).toEqual({ status: 401, body: { message: 'body_md5 does not match the request body' } });
  });

  it('refuses a request signed more than 600 seconds away from now, either way', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 601, now + 601, now - 86_400]) {
      const answer = await publish({ name: 'x', data: '{}', channel: 'a' }, { timestamp });
      expect(answer.status, String(timestamp - now)).toBe(401);
      expect(answer.body.message).toMatch(/Timestamp expired/);
    }
    expect((await publish({ name: 'x', data: '{}', channel: 'a' }, { timestamp: now - 590 })).status).toBe(200);
  });

  it('answers 404 for another application id', async () => {
    const answer = await backendSdk(origin, config, { appId: '1' })
      .trigger('a', 'x', {})
      .catch((error: { status: number }) => error);
    expect(answer).toMatchObject({ status: 404 });
  });

  it('answers 400 to a body that is not an event', async () => {
    const malformed = '{"name": "x", ';
    expect((await send('POST', signedUrl('POST', EVENTS, malformed), malformed)).status).toBe(400);
    for (const body of [
      [],
      { name: 'x', channel: 'a' },
      { name: 'x', data: { not: 'a string' }, channel: 'a' },
      { name: 'x', data: '{}' },
      { name: 'x', data: '{}', channels: 'a' },
      { name: 7, data: '{}', channel: 'a' },
    ]) {
      expect((await publish(body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('keeps Pusher’s limits: data 10 KB (413), name 200, 100 channels of 164 characters, 10 events a batch (400)', async () => {
    const ok = { name: 'n'.repeat(200), data: 'd'.repeat(10 * 1024), channels: Array.from({ length: 100 }, (_, n) => `c${n}`) };
    expect((await publish(ok)).status).toBe(200);
    expect((await publish({ ...ok, data: 'd'.repeat(10 * 1024 + 1) })).status).toBe(413);
    expect((await publish({ ...ok, data: 'é'.repeat(5 * 1024 + 1) })).status).toBe(413);
    expect((await publish({ ...ok, name: 'n'.repeat(201) })).status).toBe(400);
    expect((await publish({ ...ok, channels: [...ok.channels, 'one-more'] })).status).toBe(400);
    expect((await publish({ ...ok, channels: [] })).status).toBe(400);
    expect((await publish({ ...ok, channels: ['c'.repeat(164)] })).status).toBe(200);
    expect((await publish({ ...ok, channels: ['c'.repeat(165)] })).status).toBe(400);
    for (const channel of ['with space', 'slash/ed', '#server-to-user-1', 'ümlaut', '']) {
      expect((await publish({ ...ok, channels: [channel] })).status, channel).toBe(400);
    }
    const event = { channel: 'a', name: 'x', data: '{}' };
    const batch = (size: number) => JSON.stringify({ batch: Array.from({ length: size }, () => event) });
    const url = (body: string) => signedUrl('POST', `/apps/${config.appId}/batch_events`, body);
    expect((await send('POST', url(batch(10)), batch(10))).status).toBe(200);
    expect((await send('POST', url(batch(11)), batch(11))).status).toBe(400);
    expect((await send('POST', url(batch(0)), batch(0))).status).toBe(400);
  });

  it('refuses kinds of channel the server does not serve, and event names the protocol keeps', async () => {
    for (const channel of ['private-encrypted-secrets', 'cache-prices', 'private-cache-x', 'presence-cache-x']) {
      const answer = await publish({ name: 'x', data: '{}', channel });
      expect(answer.status, channel).toBe(400);
      expect(answer.body.message).toContain(channel);
    }
    for (const name of ['pusher:connection_established', 'pusher_internal:subscription_succeeded']) {
      expect((await publish({ name, data: '{}', channel: 'a' })).status, name).toBe(400);
    }
  });

  it('delivers nothing to a socket whose channel auth failed', async () => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/app/${config.key}?protocol=7`);
    const frames: { event: string; channel?: string }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as { event: string; channel?: string }));
    await expect.poll(() => frames.some((f) => f.event === 'pusher:connection_established')).toBe(true);
    const forged = `${config.key}:${'0'.repeat(64)}`;
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-App.Models.User.1', auth: forged } }));
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-dashboard.banks', auth: forged } }));
    await expect.poll(() => frames.filter((f) => f.event === 'pusher:error').length).toBe(2);
    const sdk = backendSdk(origin, config);
    await sdk.trigger(['private-App.Models.User.1', 'private-dashboard.banks'], 'model.changed', { id: 1 });
    await sleep(200);
    expect(frames.filter((f) => f.channel !== undefined)).toEqual([]);
    socket.close();
  });
});
