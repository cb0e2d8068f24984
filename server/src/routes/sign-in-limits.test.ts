// @vitest-environment node
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
