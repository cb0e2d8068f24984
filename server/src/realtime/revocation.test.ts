// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authenticate } from '../auth/guard.js';
import { openStore } from '../db/store.js';
import { signInWith } from '../testing/accounts.js';
import { listening } from '../testing/echo.js';
import { ADMIN, createTestApp, type TestApp } from '../testing/harness.js';
import { type Frame, TestSocket } from '../testing/test-socket.js';
import { DEFAULT_PUSHER_APP_KEY, readPusherConfig } from './config.js';
import { SESSION_SWEEP_MS } from './hub.js';

const API = '/api/v1';
const BANKS = 'private-dashboard.banks';
const config = readPusherConfig({ PUSHER_APP_SECRET: 'revocation-test-secret' });

let ctx: TestApp;
let origin: string;
let admin: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ pusher: config });
  origin = await listening(ctx);
  admin = await ctx.client.login(ADMIN);
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await ctx.close();
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A dashboard's socket as a client sees it: the frames it got and how it was closed. */
interface Watcher {
  readonly socket: WebSocket;
  readonly socketId: string;
  readonly frames: Frame[];
  readonly closed: Promise<number>;
  changes(): number;
  subscribe(channel: string, auth: string): void;
}

async function open(): Promise<Watcher> {
  const test = new TestSocket(new WebSocket(`${origin.replace('http', 'ws')}/app/${DEFAULT_PUSHER_APP_KEY}?protocol=7&client=js&version=8.4.0`));
  sockets.push(test.socket);
  const socketId = await test.socketId();
  return {
    socket: test.socket,
    socketId,
    frames: test.frames,
    closed: test.closed.then(({ code }) => code),
    changes: () => test.frames.filter((frame) => frame.event === 'model.changed').length,
    subscribe: (channel, auth) => test.send('pusher:subscribe', { channel, auth }),
  };
}

async function signature(token: string, socketId: string, channel = BANKS): Promise<string> {
  const answer = await ctx.client.post('/broadcasting/auth', { token, form: { socket_id: socketId, channel_name: channel } });
  expect(answer.status).toBe(200);
  return String(answer.body.auth);
}

async function subscribed(watcher: Watcher, auth: string, channel = BANKS): Promise<boolean> {
  watcher.subscribe(channel, auth);
  for (let waited = 0; waited < 2000; waited += 20) {
    if (watcher.frames.some((frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel)) return true;
    if (watcher.socket.readyState !== WebSocket.OPEN) return false;
    await sleep(20);
  }
  return false;
}

/** A dashboard watching the banks' changes, signed in with a role that lists banks. */
async function bankWatcher(): Promise<{ token: string; watcher: Watcher }> {
  const token = await signInWith(ctx, ['banks index']);
  const watcher = await open();
  expect(await subscribed(watcher, await signature(token, watcher.socketId))).toBe(true);
  return { token, watcher };
}

/** A change another admin makes to a bank: every dashboard watching the banks hears of it. */
async function changeABank(): Promise<void> {
  const answer = await ctx.client.post(`${API}/dashboard/banks/1`, { token: admin, form: { _method: 'PUT', name_ar: `مصرف ${Date.now()}`, name_en: `Bank ${Date.now()}`, country_id: 1 } });
  expect(answer.status).toBe(200);
  await sleep(300);
}

function whoIs(token: string): { id: number; roleId: number } {
  const store = openStore(ctx.dbPath);
  try {
    const found = authenticate(store, `Bearer ${token}`);
    if (!found) throw new Error('token of no admin');
    return { id: found.id, roleId: found.roleId };
  } finally {
    store.close();
  }
}

async function switchOff(type: 'users' | 'roles', id: number): Promise<void> {
  const answer = await ctx.client.post(`${API}/dashboard/activation`, { token: admin, form: { model_id: id, active: 0, type } });
  expect(answer.status).toBe(200);
}

describe('a socket whose session or right ends', () => {
  it('hears changes while its session stands', async () => {
    const { watcher } = await bankWatcher();
    await changeABank();
    expect(watcher.changes()).toBe(1);
  });

  it('hears nothing more after its admin signs out, and is closed as unauthorised', async () => {
    const { token, watcher } = await bankWatcher();
    expect((await ctx.client.post(`${API}/dashboard/logout`, { token })).status).toBe(200);
    await changeABank();
    expect(watcher.changes()).toBe(0);
    expect(await watcher.closed).toBe(4009);
  });

  it('hears nothing more once its account is switched off', async () => {
    const { token, watcher } = await bankWatcher();
    await switchOff('users', whoIs(token).id);
    await changeABank();
    expect(watcher.changes()).toBe(0);
    expect(await watcher.closed).toBe(4009);
  });

  it('hears nothing more once its role is switched off', async () => {
    const { token, watcher } = await bankWatcher();
    await switchOff('roles', whoIs(token).roleId);
    await changeABank();
    expect(watcher.changes()).toBe(0);
    expect(await watcher.closed).toBe(4009);
  });

  it('cannot subscribe again with a signature made before its admin signed out', async () => {
    const token = await signInWith(ctx, ['banks index']);
    const watcher = await open();
    const auth = await signature(token, watcher.socketId);
    expect((await ctx.client.post(`${API}/dashboard/logout`, { token })).status).toBe(200);
    expect(await subscribed(watcher, auth)).toBe(false);
    await changeABank();
    expect(watcher.changes()).toBe(0);
  });

  it('is closed within seconds of the sign-out even when nothing changes', async () => {
    const { token, watcher } = await bankWatcher();
    expect((await ctx.client.post(`${API}/dashboard/logout`, { token })).status).toBe(200);
    const code = await Promise.race([watcher.closed, sleep(SESSION_SWEEP_MS + 2000).then(() => 'still open')]);
    expect(code).toBe(4009);
  }, 15_000);

  it('keeps the sockets of the other sessions', async () => {
    const { watcher: kept } = await bankWatcher();
    const { token } = await bankWatcher();
    expect((await ctx.client.post(`${API}/dashboard/logout`, { token })).status).toBe(200);
    await changeABank();
    expect(kept.changes()).toBe(1);
    expect(kept.socket.readyState).toBe(WebSocket.OPEN);
  });
});
