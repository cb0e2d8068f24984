// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, VIEWER, type TestApp } from '../testing/harness.js';

const LOGIN = '/api/v1/dashboard/login';

let ctx: TestApp;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

function signIn(email: string, password: string, address = '10.0.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: LOGIN,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', lang: 'en' },
    payload: JSON.stringify({ email, password }),
  });
}

describe('sign-in attempts are limited', () => {
  it('refuses an email after five failures with 429, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(ADMIN.email, 'wrong-password')).statusCode).toBe(422);
    const refused = await signIn(ADMIN.email, ADMIN.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many sign-in attempts/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // From another address the email is still refused; another email is not.
    expect((await signIn(ADMIN.email.toUpperCase(), ADMIN.password, '10.0.0.2')).statusCode).toBe(429);
    expect((await signIn(VIEWER.email, VIEWER.password)).statusCode).toBe(200);
  });

  it('refuses an address after twenty failures over any emails', async () => {
    for (let i = 0; i < 20; i++) expect((await signIn(`nobody${i}@example.com`, 'wrong-password', '10.0.0.9')).statusCode).toBe(422);
    expect((await signIn(VIEWER.email, VIEWER.password, '10.0.0.9')).statusCode).toBe(429);
    expect((await signIn(VIEWER.email, VIEWER.password, '10.0.0.10')).statusCode).toBe(200);
  });

  it('does not count a successful sign-in, and forgets the email’s failures after one', async () => {
    for (let i = 0; i < 4; i++) await signIn(ADMIN.email, 'wrong-password');
    expect((await signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await signIn(ADMIN.email, 'wrong-password');
    expect((await signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });
});
