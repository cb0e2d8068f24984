// @vitest-environment node
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { totp } from '../auth/totp.js';
import { ADMIN, createTestApp, type TestApp, type TestClient, VIEWER } from '../testing/harness.js';

const API = '/api/v1/dashboard';
/** A moment in the middle of a 30-second step, so a step either side is a whole step away. */
const START = Date.UTC(2026, 10, 28, 12, 0, 15);

let ctx: TestApp;
let client: TestClient;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  ctx = await createTestApp();
  client = ctx.client;
});
afterEach(async () => {
  vi.useRealTimers();
  await ctx.close();
});

function later(seconds: number): void {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

/** Confirms the password, starts two-factor sign-in, reads its key and confirms it with the current code. */
async function turnOn(token: string, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  expect((await client.post(`${API}/user/confirm-password`, { token, json: { password } })).status).toBe(201);
  expect((await client.post(`${API}/user/two-factor-authentication`, { token })).status).toBe(200);
  const secret = String((await client.get(`${API}/user/two-factor-secret-key`, { token })).body.data.secretKey);
  const confirmed = await client.post(`${API}/user/confirmed-two-factor-authentication`, { token, json: { code: totp(secret) } });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.data.recovery_codes };
}

async function passwordStep(account: { email: string; password: string }) {
  const answer = await client.post(`${API}/login`, { json: account, lang: 'en' });
  expect(answer.status).toBe(200);
  return answer.body;
}

function challenge(challengeToken: string, fields: Record<string, string>) {
  return client.post(`${API}/two-factor-challenge`, { json: { challenge_token: challengeToken, ...fields }, lang: 'en' });
}

describe('turning two-factor sign-in on', () => {
  it('asks for the password first, shows the QR code and key until the first code, then never again', async () => {
    const token = await client.login(ADMIN);
    expect((await client.get(`${API}/user/two-factor-authentication`, { token })).body.data).toEqual({ enabled: false, confirmed: false, required: false, recovery_codes_left: 0 });
    const unconfirmed = await client.post(`${API}/user/two-factor-authentication`, { token, lang: 'en' });
    expect(unconfirmed.status).toBe(423);
    expect(unconfirmed.body.message).toBe('Password confirmation required.');
    const wrong = await client.post(`${API}/user/confirm-password`, { token, json: { password: 'Wrong123' }, lang: 'en' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The current password is incorrect'] });

    expect((await client.post(`${API}/user/confirm-password`, { token, json: { password: ADMIN.password } })).status).toBe(201);
    expect((await client.get(`${API}/user/confirmed-password-status`, { token })).body).toEqual({ confirmed: true });
    expect((await client.post(`${API}/user/two-factor-authentication`, { token })).status).toBe(200);
    const qr = await client.get(`${API}/user/two-factor-qr-code`, { token });
    expect(qr.body.data.svg).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
    expect(qr.body.data.url).toMatch(/^otpauth:\/\/totp\/Marketplace%20admin:admin%40example\.com\?secret=[A-Z2-7]{32}&issuer=/);
    const secret = String((await client.get(`${API}/user/two-factor-secret-key`, { token })).body.data.secretKey);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const wrongCode = await client.post(`${API}/user/confirmed-two-factor-authentication`, { token, json: { code: '000000' }, lang: 'en' });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.errors.code).toEqual(['The two-factor code is incorrect or was already used']);
    const confirmed = await client.post(`${API}/user/confirmed-two-factor-authentication`, { token, json: { code: totp(secret) } });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.data.recovery_codes;
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{10}-[a-z2-9]{10}$/);

    for (const path of ['two-factor-secret-key', 'two-factor-qr-code']) {
      const hidden = await client.get(`${API}/user/${path}`, { token, lang: 'en' });
      expect(hidden.status).toBe(409);
      expect(JSON.stringify(hidden.body)).not.toContain(secret);
    }
    expect((await client.get(`${API}/user/two-factor-recovery-codes`, { token })).body).toEqual({ data: { remaining: 10 } });
    expect((await client.get(`${API}/user/two-factor-authentication`, { token })).body.data).toEqual({ enabled: true, confirmed: true, required: false, recovery_codes_left: 10 });
  });

  it('stores the secret encrypted and the recovery codes as digests', async () => {
    const { secret, recoveryCodes } = await turnOn(await client.login(ADMIN), ADMIN.password);
    const db = new Database(ctx.dbPath, { readonly: true });
    try {
      const stored = JSON.stringify(db.prepare('SELECT * FROM two_factor_secrets').all()) + JSON.stringify(db.prepare('SELECT * FROM two_factor_recovery_codes').all());
      expect(stored).not.toContain(secret);
      for (const code of recoveryCodes) expect(stored).not.toContain(code);
    } finally {
      db.close();
    }
  });

  it('asks for the password again after fifteen minutes', async () => {
    const token = await client.login(ADMIN);
    expect((await client.post(`${API}/user/confirm-password`, { token, json: { password: ADMIN.password } })).status).toBe(201);
    later(16 * 60);
    expect((await client.post(`${API}/user/two-factor-authentication`, { token })).status).toBe(423);
    expect((await client.get(`${API}/user/confirmed-password-status`, { token })).body).toEqual({ confirmed: false });
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for a code after the password, starts the session on the right one and refuses it replayed', async () => {
    const { secret } = await turnOn(await client.login(ADMIN), ADMIN.password);
    later(30);
    const first = await passwordStep(ADMIN);
    expect(first).toEqual({
      message: 'Enter the code from your authenticator app',
      two_factor: true,
      data: { two_factor: true, two_factor_setup: false, challenge_token: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const code = totp(secret);
    const signedIn = await challenge(first.data.challenge_token, { code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ id: 1, email: ADMIN.email, token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await client.get(`${API}/users/1`, { token: signedIn.body.data.token })).status).toBe(200);
    // The challenge is spent with its session.
    expect((await challenge(first.data.challenge_token, { code: totp(secret, Date.now() + 30_000) })).status).toBe(401);

    const second = await passwordStep(ADMIN);
    const replayed = await challenge(second.data.challenge_token, { code });
    expect(replayed.status).toBe(422);
    expect(replayed.body.errors).toEqual({ code: ['The two-factor code is incorrect or was already used'] });
    // A code of the previous step is older than the one used: refused too.
    expect((await challenge(second.data.challenge_token, { code: totp(secret, Date.now() - 30_000) })).status).toBe(422);
    later(30);
    expect((await challenge(second.data.challenge_token, { code: totp(secret) })).status).toBe(200);
  });

  it('gives one session for one code sent twice at once', async () => {
    const { secret } = await turnOn(await client.login(ADMIN), ADMIN.password);
    later(30);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const tokens = [(await passwordStep(ADMIN)).data.challenge_token, (await passwordStep(ADMIN)).data.challenge_token];
    const code = totp(secret);
    const statuses = await Promise.all(
      tokens.map(async (challengeToken) => {
        const answer = await fetch(`${origin}${API}/two-factor-challenge`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ challenge_token: challengeToken, code }),
        });
        await answer.arrayBuffer();
        return answer.status;
      }),
    );
    expect(statuses.sort()).toEqual([200, 422]);
  });

  it('takes each recovery code once', async () => {
    const { recoveryCodes } = await turnOn(await client.login(ADMIN), ADMIN.password);
    const [recovery] = recoveryCodes;
    const first = await passwordStep(ADMIN);
    expect((await challenge(first.data.challenge_token, { recovery_code: ` ${String(recovery).toUpperCase()} ` })).status).toBe(200);
    const second = await passwordStep(ADMIN);
    const again = await challenge(second.data.challenge_token, { recovery_code: String(recovery) });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ recovery_code: ['The recovery code is incorrect or was already used'] });
    const token = (await challenge(second.data.challenge_token, { recovery_code: String(recoveryCodes[1]) })).body.data.token;
    expect((await client.get(`${API}/user/two-factor-recovery-codes`, { token })).body).toEqual({ data: { remaining: 8 } });
  });

  it('renews the recovery codes with the password confirmed, and the old ones stop working', async () => {
    const { recoveryCodes } = await turnOn(await client.login(ADMIN), ADMIN.password);
    const first = await passwordStep(ADMIN);
    const token = (await challenge(first.data.challenge_token, { recovery_code: String(recoveryCodes[0]) })).body.data.token;
    expect((await client.post(`${API}/user/two-factor-recovery-codes`, { token })).status).toBe(423);
    expect((await client.post(`${API}/user/confirm-password`, { token, json: { password: ADMIN.password } })).status).toBe(201);
    const renewed = await client.post(`${API}/user/two-factor-recovery-codes`, { token });
    expect(renewed.body.data.recovery_codes).toHaveLength(10);
    const second = await passwordStep(ADMIN);
    expect((await challenge(second.data.challenge_token, { recovery_code: String(recoveryCodes[1]) })).status).toBe(422);
    expect((await challenge(second.data.challenge_token, { recovery_code: String(renewed.body.data.recovery_codes[0]) })).status).toBe(200);
  });

  it('throttles wrong codes as it throttles wrong passwords', async () => {
    const { secret } = await turnOn(await client.login(ADMIN), ADMIN.password);
    later(30);
    const pending = await passwordStep(ADMIN);
    const wrong: number[] = [];
    for (let i = 0; i < 40; i++) wrong.push((await challenge(pending.data.challenge_token, { code: String(100000 + i) })).status);
    expect(wrong.filter((status) => status === 422)).toHaveLength(5);
    const right = await challenge(pending.data.challenge_token, { code: totp(secret) });
    expect(right.status).toBe(429);
    expect(right.headers['retry-after']).toBe('60');
    expect(right.body.message).toMatch(/Too many sign-in attempts/);
  });

  it('refuses an unknown or expired challenge', async () => {
    const { secret } = await turnOn(await client.login(ADMIN), ADMIN.password);
    expect((await challenge('f'.repeat(64), { code: totp(secret) })).status).toBe(401);
    const pending = await passwordStep(ADMIN);
    later(11 * 60);
    const expired = await challenge(pending.data.challenge_token, { code: totp(secret) });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('This sign-in has expired: sign in again');
  });

  it('turns off only with the password confirmed, and then the password alone signs in', async () => {
    const { recoveryCodes } = await turnOn(await client.login(ADMIN), ADMIN.password);
    const first = await passwordStep(ADMIN);
    const token = (await challenge(first.data.challenge_token, { recovery_code: String(recoveryCodes[0]) })).body.data.token;
    expect((await client.delete(`${API}/user/two-factor-authentication`, { token })).status).toBe(423);
    expect((await client.post(`${API}/user/confirm-password`, { token, json: { password: ADMIN.password } })).status).toBe(201);
    expect((await client.delete(`${API}/user/two-factor-authentication`, { token })).status).toBe(200);
    expect((await client.post(`${API}/login`, { json: ADMIN })).body.data.token).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('a role that requires two-factor sign-in', () => {
  it('takes its admins to set-up after the password, and they cannot turn it off', async () => {
    const admin = await client.login(ADMIN);
    const viewer = await client.login(VIEWER);
    // Only a super admin sets the flag.
    expect((await client.post(`${API}/roles/2/two-factor`, { token: viewer, json: { required: true } })).status).toBe(403);
    expect((await client.post(`${API}/roles/2/two-factor`, { token: admin, json: { required: true } })).status).toBe(200);
    expect((await client.get(`${API}/two-factor-roles`, { token: admin })).body).toEqual({ data: { role_ids: [2], can_change: true } });
    expect((await client.get(`${API}/two-factor-roles`, { token: viewer })).status).toBe(403);

    const pending = await passwordStep(VIEWER);
    expect(pending).toEqual({
      message: 'Your role requires two-factor sign-in: set it up to continue',
      two_factor: true,
      data: { two_factor: false, two_factor_setup: true, challenge_token: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    // The set-up token is no code challenge.
    expect((await challenge(pending.data.challenge_token, { code: '123456' })).status).toBe(401);
    const setup = await client.post(`${API}/two-factor-setup`, { json: { challenge_token: pending.data.challenge_token } });
    expect(setup.status).toBe(200);
    expect(setup.body.data.svg).toMatch(/^<svg/);
    const secret = String(setup.body.data.secretKey);
    const wrong = await client.post(`${API}/two-factor-setup/confirm`, { json: { challenge_token: pending.data.challenge_token, code: '000000' }, lang: 'en' });
    expect(wrong.status).toBe(422);
    const done = await client.post(`${API}/two-factor-setup/confirm`, { json: { challenge_token: pending.data.challenge_token, code: totp(secret) } });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ id: 2, token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(done.body.data.recovery_codes).toHaveLength(10);

    const token = done.body.data.token;
    expect((await client.post(`${API}/user/confirm-password`, { token, json: { password: VIEWER.password } })).status).toBe(201);
    const off = await client.delete(`${API}/user/two-factor-authentication`, { token, lang: 'en' });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Your role requires two-factor sign-in: it cannot be turned off');
    // From now on the viewer owes a code, not a set-up.
    expect((await passwordStep(VIEWER)).data.two_factor).toBe(true);
  });
});
