// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStore } from '../db/store.js';
import { ADMIN, createTestApp, VIEWER, type TestApp } from '../testing/harness.js';

const LOGIN = '/api/v1/dashboard/login';

let ctx: TestApp;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await ctx.close();
});

function signIn(email: string, password: string, address = '10.0.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: LOGIN,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', lang: 'en' },
    payload: JSON.stringify({ email, password }),
  });
}

function later(seconds: number): void {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('sign-in attempts are limited', () => {
  it('slows one address down on one email: a minute after five failures, then doubling', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 5; i++) expect((await signIn(ADMIN.email, 'wrong-password')).statusCode).toBe(422);
    const refused = await signIn(ADMIN.email, ADMIN.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many sign-in attempts/);
    expect(refused.headers['retry-after']).toBe('60');
    // The email is written another way: the same pair.
    expect((await signIn(ADMIN.email.toUpperCase(), ADMIN.password)).statusCode).toBe(429);

    later(61);
    expect((await signIn(ADMIN.email, 'wrong-password')).statusCode).toBe(422);
    expect((await signIn(ADMIN.email, ADMIN.password)).headers['retry-after']).toBe('120');
    later(121);
    expect((await signIn(ADMIN.email, 'wrong-password')).statusCode).toBe(422);
    expect((await signIn(ADMIN.email, ADMIN.password)).headers['retry-after']).toBe('240');
    later(241);
    expect((await signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    // The right password starts that address over.
    for (let i = 0; i < 5; i++) expect((await signIn(ADMIN.email, 'wrong-password')).statusCode).toBe(422);
    expect((await signIn(ADMIN.email, ADMIN.password)).headers['retry-after']).toBe('60');
  });

  it('lets the right password in from a clean address while another address hammers the email', async () => {
    for (let i = 0; i < 40; i++) await signIn(ADMIN.email, 'wrong-password', '203.0.113.66');
    expect((await signIn(ADMIN.email, ADMIN.password, '203.0.113.66')).statusCode).toBe(429);
    expect((await signIn(ADMIN.email, ADMIN.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('lets the right password in from a clean address during a guessing campaign from many addresses', async () => {
    // Twelve addresses, five failures each: past the fifty that mark a campaign on the email.
    for (let address = 1; address <= 12; address++) {
      for (let i = 0; i < 5; i++) await signIn(ADMIN.email, 'wrong-password', `198.51.100.${address}`);
    }
    expect((await signIn(ADMIN.email, ADMIN.password, '10.0.0.1')).statusCode).toBe(200);
    // Meanwhile a newcomer gets one guess only before waiting.
    expect((await signIn(ADMIN.email, 'wrong-password', '198.51.100.200')).statusCode).toBe(422);
    expect((await signIn(ADMIN.email, ADMIN.password, '198.51.100.200')).statusCode).toBe(429);
  }, 30_000); // sixty password checks: scrypt is slow on purpose, slower still on a busy machine

  it('refuses an address after twenty failures over any emails', async () => {
    for (let i = 0; i < 20; i++) expect((await signIn(`nobody${i}@example.com`, 'wrong-password', '10.0.0.9')).statusCode).toBe(422);
    const refused = await signIn(VIEWER.email, VIEWER.password, '10.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60 - 30);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await signIn(VIEWER.email, VIEWER.password, '10.0.0.10')).statusCode).toBe(200);
  });

  it('does not count a successful sign-in, and forgets the address’s failures on that email after one', async () => {
    for (let i = 0; i < 4; i++) await signIn(ADMIN.email, 'wrong-password');
    expect((await signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await signIn(ADMIN.email, 'wrong-password');
    expect((await signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });
});

describe('sign-in answers reveal no account', () => {
  it('answers a wrong password for a deactivated admin as for any wrong password', async () => {
    const store = openStore(ctx.dbPath);
    store.admins.setActive(2, false);
    try {
      const answers = [
        await signIn(VIEWER.email, 'wrong-password', '10.0.0.1'),
        await signIn(ADMIN.email, 'wrong-password', '10.0.0.2'),
        await signIn('nobody@example.com', 'wrong-password', '10.0.0.3'),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(422);
        expect(answer.json()).toEqual({ message: 'Wrong Login Data', errors: { email: ['Wrong Login Data'] } });
      }
      // Only the right password learns that the account is deactivated.
      const right = await signIn(VIEWER.email, VIEWER.password, '10.0.0.4');
      expect(right.statusCode).toBe(422);
      expect(right.json().message).toMatch(/deactivated/);
    } finally {
      store.admins.setActive(2, true);
      store.close();
    }
  });
});

describe('sign-in tries sent at once', () => {
  let origin: string;
  beforeEach(async () => {
    // Behind one proxy, so real requests can name their client's address.
    await ctx.close();
    ctx = await createTestApp({ trustProxy: 1 });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  async function send(body: Record<string, string>, address = '10.0.0.1'): Promise<Response> {
    return fetch(`${origin}${LOGIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', lang: 'en', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  }

  async function post(body: Record<string, string>, address?: string): Promise<number> {
    const answer = await send(body, address);
    await answer.arrayBuffer();
    return answer.status;
  }

  const statuses = (all: number[], status: number): number => all.filter((one) => one === status).length;

  it('checks at most five of 150 wrong passwords sent at once from one address, and refuses the rest with Retry-After', async () => {
    const all = await Promise.all(Array.from({ length: 150 }, () => post({ email: ADMIN.email, password: 'wrong-password' })));
    // 422 is a checked password; 429 was refused before any check.
    expect(statuses(all, 422)).toBeLessThanOrEqual(5);
    expect(statuses(all, 429)).toBe(150 - statuses(all, 422));
    const after = await send(ADMIN);
    expect(after.status).toBe(429);
    expect(Number(after.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('does not let the right password in among 100 wrong ones sent at once after the limit', async () => {
    const tries = Array.from({ length: 100 }, (_, i) => (i === 99 ? ADMIN.password : 'wrong-password'));
    const all = await Promise.all(tries.map((password) => post({ email: ADMIN.email, password })));
    expect(statuses(all, 422) + statuses(all, 200)).toBeLessThanOrEqual(5);
  }, 60_000);

  it('checks only a few passwords at once for one email tried from sixty addresses at once', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => send({ email: ADMIN.email, password: 'wrong-password' }, `198.51.100.${i + 1}`)));
    const refused = answers.filter((answer) => answer.status === 429);
    // Each address is clean, so only the checks already running refuse the others, for a second.
    expect(refused.length).toBeGreaterThan(30);
    expect(refused.map((answer) => answer.headers.get('retry-after'))).toEqual(refused.map(() => '1'));
    expect(((await refused[0]?.json()) as { message?: string } | undefined)?.message).toBe('Too many sign-in attempts at once. Try again in a moment.');
    await Promise.all(answers.map((answer) => answer.bodyUsed || answer.arrayBuffer()));
  }, 60_000);
});

describe('the current password of the profile is throttled as sign-in is', () => {
  it('refuses the right current password after forty wrong ones', async () => {
    const token = await ctx.client.login(VIEWER);
    const change = (current: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/dashboard/update-profile',
        remoteAddress: '10.0.0.1',
        headers: { 'content-type': 'application/json', lang: 'en', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ name: 'Viewer', email: VIEWER.email, password: 'Changed1', password_confirmation: 'Changed1', current_password: current }),
      });
    const wrong: number[] = [];
    for (let i = 0; i < 40; i++) wrong.push((await change(`Wrong${i}`)).statusCode);
    expect(wrong.filter((status) => status === 422)).toHaveLength(5);
    const right = await change(VIEWER.password);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The password is unchanged.
    expect((await signIn(VIEWER.email, VIEWER.password, '10.0.0.2')).statusCode).toBe(200);
  }, 60_000);
});
