// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStore } from '../db/store.js';
import { ADMIN, createTestApp, VIEWER, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1';

let ctx: TestApp;
let client: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

async function requestCode(email: string): Promise<string> {
  const answer = await client.post(`${API}/dashboard/forget-password`, { form: { email } });
  expect(answer.status).toBe(200);
  return String(answer.body.data.active_code);
}

async function verify(email: string, code: string) {
  return client.post(`${API}/dashboard/verify-otp`, { form: { email, code }, lang: 'en' });
}

function otherCode(code: string): string {
  return code === '1111' ? '2222' : '1111';
}

describe('POST dashboard/login', () => {
  it('signs in with JSON and answers the session data', async () => {
    const answer = await client.post(`${API}/dashboard/login`, { json: ADMIN, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Logged In Successfully');
    expect(answer.body.data).toEqual({
      id: 1,
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      name: 'Admin',
      email: 'admin@example.com',
      avatar: null,
      type: 'admin',
    });
  });

  it('signs in with a url-encoded form, case-insensitively on the email', async () => {
    const answer = await client.post(`${API}/dashboard/login`, {
      form: { email: 'Viewer@Example.com', password: 'Viewer123' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.id).toBe(2);
    expect(answer.body.message).toBe('تم تسجيل الدخول بنجاح');
  });

  it('counts sign-ins and records the last one', async () => {
    const token = await client.login(VIEWER);
    const before = (await client.get(`${API}/dashboard/users/2`, { token })).body.data;
    await client.login(VIEWER);
    const after = (await client.get(`${API}/dashboard/users/2`, { token })).body.data;
    expect(after.login_count).toBe(before.login_count + 1);
    expect(typeof after.last_logged).toBe('string');
  });

  it('refuses a wrong password or an unknown email with "Wrong Login Data"', async () => {
    for (const json of [
      { email: ADMIN.email, password: 'Wrong123' },
      { email: 'nobody@example.com', password: 'Admin123' },
    ]) {
      const answer = await client.post(`${API}/dashboard/login`, { json, lang: 'en' });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message: 'Wrong Login Data', errors: { email: ['Wrong Login Data'] } });
    }
    const arabic = await client.post(`${API}/dashboard/login`, { json: { email: ADMIN.email, password: 'x' } });
    expect(arabic.body.message).toBe('بيانات الدخول غير صحيحة');
  });

  it('requires email and password', async () => {
    const answer = await client.post(`${API}/dashboard/login`, { json: {}, lang: 'en' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['email', 'password']);
    expect(answer.body.message).toBe(answer.body.errors.email[0]);
  });

  it('refuses a deactivated admin with 422', async () => {
    const store = openStore(ctx.dbPath);
    store.admins.setActive(2, false);
    try {
      const answer = await client.post(`${API}/dashboard/login`, { json: VIEWER, lang: 'en' });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/deactivated/);
    } finally {
      store.admins.setActive(2, true);
      store.close();
    }
  });
});

describe('session tokens', () => {
  it('answers 401 without a token, with a garbage one and with a malformed header', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer nonsense' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
    ]) {
      const answer = await client.get(`${API}/dashboard/roles-permissions`, { headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
  });

  it('revokes only the token that logs out', async () => {
    const first = await client.login(ADMIN);
    const second = await client.login(ADMIN);
    const out = await client.post(`${API}/dashboard/logout`, { token: first, lang: 'en' });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Logged Out Successfully' });
    expect((await client.get(`${API}/dashboard/roles-permissions`, { token: first })).status).toBe(401);
    expect((await client.post(`${API}/dashboard/logout`, { token: first })).status).toBe(401);
    expect((await client.get(`${API}/dashboard/roles-permissions`, { token: second })).status).toBe(200);
  });

  it('stops accepting the tokens of an admin who is deactivated', async () => {
    const token = await client.login(VIEWER);
    const store = openStore(ctx.dbPath);
    store.admins.setActive(2, false);
    try {
      expect((await client.get(`${API}/dashboard/roles-permissions`, { token })).status).toBe(401);
    } finally {
      store.admins.setActive(2, true);
      store.close();
    }
  });
});

describe('password reset', () => {
  it('sends a four-digit code, only while codes may be exposed', async () => {
    const answer = await client.post(`${API}/dashboard/forget-password`, { form: { email: ADMIN.email }, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Code Sent');
    expect(answer.body.data.active_code).toMatch(/^\d{4}$/);

    const silent = await createTestApp({ exposeCodes: false });
    try {
      const hidden = await silent.client.post(`${API}/dashboard/forget-password`, { form: { email: ADMIN.email } });
      expect(hidden.status).toBe(200);
      expect(hidden.body.data).toEqual({});
    } finally {
      await silent.close();
    }
  });

  it('refuses a missing, malformed or unknown email', async () => {
    for (const path of ['forget-password', 'resend-otp']) {
      for (const form of [{} as Record<string, string>, { email: 'not-an-email' }, { email: 'nobody@example.com' }]) {
        const answer = await client.post(`${API}/dashboard/${path}`, { form, lang: 'en' });
        expect(answer.status).toBe(422);
        expect(answer.body.errors.email).toHaveLength(1);
      }
    }
  });

  it('resend-otp issues a new code and the old one stops working', async () => {
    const first = await requestCode(ADMIN.email);
    let second = first;
    while (second === first) {
      const answer = await client.post(`${API}/dashboard/resend-otp`, { form: { email: ADMIN.email } });
      expect(answer.status).toBe(200);
      second = String(answer.body.data.active_code);
    }
    expect((await verify(ADMIN.email, first)).status).toBe(422);
    const ok = await verify(ADMIN.email, second);
    expect(ok.status).toBe(200);
  });

  it('verifies a code once and answers a reset token', async () => {
    const code = await requestCode(ADMIN.email);
    const answer = await verify(ADMIN.email, code);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Verified Successfully');
    expect(answer.body.data.token).toMatch(/^[0-9a-f]{64}$/);
    const again = await verify(ADMIN.email, code);
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toHaveLength(1);
  });

  it('requires email and code', async () => {
    const answer = await client.post(`${API}/dashboard/verify-otp`, { form: {}, lang: 'en' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['email', 'code']);
  });

  it('locks the code after five wrong guesses', async () => {
    const code = await requestCode(VIEWER.email);
    const wrong = otherCode(code);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await verify(VIEWER.email, wrong);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('The verification code is incorrect');
    }
    const fifth = await verify(VIEWER.email, wrong);
    expect(fifth.status).toBe(422);
    expect(fifth.body.message).toMatch(/request a new code/);
    const right = await verify(VIEWER.email, code);
    expect(right.status).toBe(422);
    expect(right.body.message).toMatch(/request a new code/);
    // A new code starts over.
    const fresh = await requestCode(VIEWER.email);
    expect((await verify(VIEWER.email, fresh)).status).toBe(200);
  });

  it('lets a code expire after ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const code = await requestCode(VIEWER.email);
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    const answer = await verify(VIEWER.email, code);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/expired/);
  });

  it('resets the password with the reset token, once, and ends every session', async () => {
    const sessions = [await client.login(VIEWER), await client.login(VIEWER)];
    const resetToken = (await verify(VIEWER.email, await requestCode(VIEWER.email))).body.data.token as string;
    const form = { email: VIEWER.email, password: 'NewPass1', password_confirmation: 'NewPass1' };

    const answer = await client.post(`${API}/dashboard/reset-password`, { form, token: resetToken, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Password Changed Successfully' });

    for (const token of sessions)
      expect((await client.get(`${API}/dashboard/roles-permissions`, { token })).status).toBe(401);
    expect((await client.post(`${API}/dashboard/login`, { json: VIEWER })).status).toBe(422);
    expect(
      (await client.post(`${API}/dashboard/login`, { json: { email: VIEWER.email, password: 'NewPass1' } })).status,
    ).toBe(200);
    // Single use.
    expect((await client.post(`${API}/dashboard/reset-password`, { form, token: resetToken })).status).toBe(401);

    // Put the demo password back for the other tests.
    const again = (await verify(VIEWER.email, await requestCode(VIEWER.email))).body.data.token as string;
    const restore = { email: VIEWER.email, password: VIEWER.password, password_confirmation: VIEWER.password };
    expect((await client.post(`${API}/dashboard/reset-password`, { form: restore, token: again })).status).toBe(200);
  });

  it('answers 401 without a valid reset token, a session token included', async () => {
    const form = { email: ADMIN.email, password: 'NewPass1', password_confirmation: 'NewPass1' };
    const session = await client.login(ADMIN);
    for (const token of [undefined, 'garbage', session]) {
      const answer = await client.post(`${API}/dashboard/reset-password`, { form, ...(token ? { token } : {}) });
      expect(answer.status).toBe(401);
    }
  });

  it('does not take a reset token as a session token', async () => {
    const resetToken = (await verify(ADMIN.email, await requestCode(ADMIN.email))).body.data.token as string;
    expect((await client.get(`${API}/dashboard/roles-permissions`, { token: resetToken })).status).toBe(401);
    expect((await client.post(`${API}/dashboard/logout`, { token: resetToken })).status).toBe(401);
  });

  it('keeps only the newest reset token, and a reset ends codes asked for meanwhile', async () => {
    const older = (await verify(VIEWER.email, await requestCode(VIEWER.email))).body.data.token as string;
    const newer = (await verify(VIEWER.email, await requestCode(VIEWER.email))).body.data.token as string;
    const form = { email: VIEWER.email, password: VIEWER.password, password_confirmation: VIEWER.password };
    expect((await client.post(`${API}/dashboard/reset-password`, { form, token: older })).status).toBe(401);

    const pending = await requestCode(VIEWER.email);
    expect((await client.post(`${API}/dashboard/reset-password`, { form, token: newer })).status).toBe(200);
    const late = await verify(VIEWER.email, pending);
    expect(late.status).toBe(422);
    expect(late.body.errors.code).toHaveLength(1);
  });

  it('answers 401 for a reset token of another admin', async () => {
    const viewerToken = (await verify(VIEWER.email, await requestCode(VIEWER.email))).body.data.token as string;
    const form = { email: ADMIN.email, password: 'NewPass1', password_confirmation: 'NewPass1' };
    expect((await client.post(`${API}/dashboard/reset-password`, { form, token: viewerToken })).status).toBe(401);
  });

  it('checks length and confirmation of the new password', async () => {
    const token = (await verify(ADMIN.email, await requestCode(ADMIN.email))).body.data.token as string;
    const short = await client.post(`${API}/dashboard/reset-password`, {
      form: { email: ADMIN.email, password: '12345', password_confirmation: '12345' },
      token,
      lang: 'en',
    });
    expect(short.status).toBe(422);
    expect(short.body.errors.password[0]).toMatch(/at least 6/);
    const mismatch = await client.post(`${API}/dashboard/reset-password`, {
      form: { email: ADMIN.email, password: '123456', password_confirmation: '654321' },
      token,
      lang: 'en',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password[0]).toMatch(/confirmation/);
  });

  it('lets a reset token expire after fifteen minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = (await verify(ADMIN.email, await requestCode(ADMIN.email))).body.data.token as string;
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
    const form = { email: ADMIN.email, password: 'NewPass1', password_confirmation: 'NewPass1' };
    expect((await client.post(`${API}/dashboard/reset-password`, { form, token })).status).toBe(401);
  });
});
