// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signInWith } from '../testing/accounts.js';
import { listening } from '../testing/echo.js';
import { ADMIN, createTestApp, type TestApp } from '../testing/harness.js';
import { type Frame, TestSocket } from '../testing/test-socket.js';
import { DEFAULT_PUSHER_APP_KEY, MAX_PRESENCE_JOINS_PER_MINUTE, MAX_SOCKETS_PER_ADMIN, readPusherConfig } from './config.js';

const API = '/api/v1';
const BANKS = 'private-dashboard.banks';
const config = readPusherConfig({ PUSHER_APP_SECRET: 'limits-test-secret' });

let ctx: TestApp;
let origin: string;
let admin: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ pusher: config });
  origin = await listening(ctx);
  admin = await ctx.client.login(ADMIN);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});
afterAll(async () => {
  await ctx.close();
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface Watcher {
  readonly socket: WebSocket;
  readonly socketId: string;
  readonly frames: Frame[];
  send(event: string, data: unknown): void;
}

async function open(): Promise<Watcher> {
  const test = new TestSocket(new WebSocket(`${origin.replace('http', 'ws')}/app/${DEFAULT_PUSHER_APP_KEY}?protocol=7&client=js&version=8.4.0`));
  sockets.push(test.socket);
  const socketId = await test.socketId();
  return { socket: test.socket, socketId, frames: test.frames, send: (event, data) => test.send(event, data) };
}

async function signed(token: string, socketId: string, channel: string): Promise<{ auth: string; channel_data?: string }> {
  const answer = await ctx.client.post('/broadcasting/auth', { token, form: { socket_id: socketId, channel_name: channel } });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Subscribes and waits for the answer: true once subscribed, false when refused or closed. */
async function subscribe(watcher: Watcher, channel: string, signature: { auth: string; channel_data?: string }): Promise<boolean> {
  const before = watcher.frames.length;
  watcher.send('pusher:subscribe', { channel, ...signature });
  for (let waited = 0; waited < 3000; waited += 20) {
    const answers = watcher.frames.slice(before);
    if (answers.some((frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel)) return true;
    if (answers.some((frame) => frame.event === 'pusher:error') || watcher.socket.readyState !== WebSocket.OPEN) return false;
    await sleep(20);
  }
  return false;
}

async function changeABank(): Promise<void> {
  const stamp = Date.now();
  const answer = await ctx.client.post(`${API}/dashboard/banks/1`, { token: admin, form: { _method: 'PUT', name_ar: `مصرف ${stamp}`, name_en: `Bank ${stamp}`, country_id: 1 } });
  expect(answer.status).toBe(200);
  await sleep(300);
}

const changesSeen = (watcher: Watcher) => watcher.frames.filter((frame) => frame.event === 'model.changed').map((frame) => (JSON.parse(String(frame.data)) as { by: unknown }).by);

describe('model.changed', () => {
  it('names who made the change only to admins who may list the admins', async () => {
    const banksOnly = await signInWith(ctx, ['banks index']);
    const banksAndAdmins = await signInWith(ctx, ['banks index', 'admins index']);
    const [plain, informed] = await Promise.all([open(), open()]);
    expect(await subscribe(plain, BANKS, await signed(banksOnly, plain.socketId, BANKS))).toBe(true);
    expect(await subscribe(informed, BANKS, await signed(banksAndAdmins, informed.socketId, BANKS))).toBe(true);
    await changeABank();
    expect(changesSeen(plain)).toEqual([{ id: 1 }]);
    expect(changesSeen(informed)).toEqual([{ id: 1, name: expect.any(String) }]);
  });
});

describe('one admin', () => {
  it(`holds channels on at most ${MAX_SOCKETS_PER_ADMIN} sockets, however many are opened at once`, async () => {
    const token = await signInWith(ctx, ['banks index']);
    const results: boolean[] = [];
    // Ten at a time, each ten subscribing at once: an address may hold 20 sockets before they subscribe.
    for (let n = 0; n < MAX_SOCKETS_PER_ADMIN + 10; n += 10) {
      const watchers = await Promise.all(Array.from({ length: 10 }, open));
      const signatures = await Promise.all(watchers.map((watcher) => signed(token, watcher.socketId, BANKS)));
      results.push(...(await Promise.all(watchers.map((watcher, i) => subscribe(watcher, BANKS, signatures[i] as { auth: string })))));
    }
    expect(results.filter(Boolean)).toHaveLength(MAX_SOCKETS_PER_ADMIN);
  });

  it(`joins a record's presence channel at most ${MAX_PRESENCE_JOINS_PER_MINUTE} times a minute, so the others are not flooded`, async () => {
    const channel = 'presence-dashboard.banks.2';
    const [flooder, other] = await Promise.all([signInWith(ctx, ['banks index']), signInWith(ctx, ['banks index'])]);
    const [loud, quiet] = await Promise.all([open(), open()]);
    expect(await subscribe(quiet, channel, await signed(other, quiet.socketId, channel))).toBe(true);
    const signature = await signed(flooder, loud.socketId, channel);
    for (let n = 0; n < MAX_PRESENCE_JOINS_PER_MINUTE + 20; n += 1) {
      loud.send('pusher:subscribe', { channel, ...signature });
      loud.send('pusher:unsubscribe', { channel });
    }
    await sleep(500);
    const added = quiet.frames.filter((frame) => frame.event === 'pusher_internal:member_added').length;
    expect(added).toBe(MAX_PRESENCE_JOINS_PER_MINUTE);
    expect(loud.frames.some((frame) => frame.event === 'pusher:error' && (frame.data as { code?: number }).code === 4301)).toBe(true);
  });
});
