// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { openStore } from '../db/store.js';
import { ADMIN, createTestApp, TestClient, VIEWER, type TestApp } from '../testing/harness.js';

const API = '/api/v1';

let ctx: TestApp;
let client: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

/** Asks for a code and reads it from the mail, as the admin would. */
async function requestCode(email: string): Promise<string> {
  const answer = await client.post(`${API}/dashboard/forget-password`, { form: { email } });
  expect(answer.status).toBe(200);
  return ctx.codeMailedTo(email);
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
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer nonsense' }, { authorization: 'Basic abc' }, { authorization: 'Bearer' }]) {
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
  // A fresh server for each case: its throttles (five codes an hour per email) would not last the file.
  let shared: TestApp;
  beforeEach(async () => {
    shared = ctx;
    ctx = await createTestApp();
    client = ctx.client;
  });
  afterEach(async () => {
    vi.useRealTimers();
    await ctx.close();
    ctx = shared;
    client = ctx.client;
  });

  it('mails a four-digit code in the request language and answers without it', async () => {
    const answer = await client.post(`${API}/dashboard/forget-password`, { form: { email: 'Admin@Example.com' }, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Code Sent', data: {} });
    const mail = ctx.mailbox.lastTo(ADMIN.email);
    expect(mail?.to).toBe(ADMIN.email);
    expect(mail?.subject).toBe('Your password reset code');
    expect(mail?.text).toMatch(/Your verification code is \d{4}\. It expires in 10 minutes/);
  });

  it('answers the code too only with the demonstration switch', async () => {
    const demo = await createTestApp({ resetCodeInAnswer: true });
    try {
      const answer = await demo.client.post(`${API}/dashboard/forget-password`, { form: { email: ADMIN.email } });
      expect(answer.status).toBe(200);
      expect(answer.body.data.active_code).toBe(demo.codeMailedTo(ADMIN.email));
    } finally {
      await demo.close();
    }
  });

  it('refuses a missing or malformed email', async () => {
    for (const path of ['forget-password', 'resend-otp']) {
      for (const form of [{} as Record<string, string>, { email: 'not-an-email' }]) {
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
      second = ctx.codeMailedTo(ADMIN.email);
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

    for (const token of sessions) expect((await client.get(`${API}/dashboard/roles-permissions`, { token })).status).toBe(401);
    expect((await client.post(`${API}/dashboard/login`, { json: VIEWER })).status).toBe(422);
    expect((await client.post(`${API}/dashboard/login`, { json: { email: VIEWER.email, password: 'NewPass1' } })).status).toBe(200);
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

describe('reset codes on a default start', () => {
  it('go to the log and the outbox beside the database, never to the caller', async () => {
    vi.stubEnv('MAIL_TRANSPORT', undefined);
    vi.stubEnv('MAIL_OUTBOX', undefined);
    vi.stubEnv('RESET_CODE_IN_ANSWER', undefined);
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const dir = mkdtempSync(join(tmpdir(), 'marketplace-mail-'));
    const app = await buildApp({ dbPath: join(dir, 'db.sqlite') });
    try {
      const plain = new TestClient(app);
      const answer = await plain.post(`${API}/dashboard/forget-password`, { form: { email: ADMIN.email }, lang: 'en' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: 'Code Sent', data: {} });

      const mails = readFileSync(join(dir, 'mail-outbox.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(mails).toHaveLength(1);
      expect(mails[0].to).toBe(ADMIN.email);
      const code = /\b\d{4}\b/.exec(mails[0].text)?.[0] ?? '';
      expect(printed.mock.calls.flat().join('\n')).toContain(code);
      const verified = await plain.post(`${API}/dashboard/verify-otp`, { form: { email: ADMIN.email, code } });
      expect(verified.status).toBe(200);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
      printed.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});

describe('reset codes resist guessing', () => {
  let fresh: TestApp;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fresh = await createTestApp();
  });
  afterEach(() => fresh.close());

  /** A reset call from one client address; answers status, body and Retry-After. */
  async function from(address: string, path: string, form: Record<string, string>) {
    const raw = await fresh.app.inject({
      method: 'POST',
      url: `${API}/dashboard/${path}`,
      remoteAddress: address,
      headers: { 'content-type': 'application/json', lang: 'en' },
      payload: JSON.stringify(form),
    });
    return { status: raw.statusCode, body: raw.json(), retryAfter: Number(raw.headers['retry-after'] ?? 0) };
  }

  it('stops the resend-and-guess loop: a new code keeps the misses, ten lock the email for the hour', async () => {
    const outcomes: number[] = [];
    let guess = 1000;
    for (let cycle = 0; cycle < 40 && !outcomes.includes(200); cycle++) {
      // Each cycle from another address, as a spread-out attacker would.
      const address = `198.51.100.${cycle + 1}`;
      await from(address, cycle === 0 ? 'forget-password' : 'resend-otp', { email: VIEWER.email });
      for (let i = 0; i < 5; i++) {
        const sent = fresh.mailbox.lastTo(VIEWER.email)?.text ?? '';
        if (sent.includes(String(guess))) guess += 1; // never the right code by chance
        outcomes.push((await from(address, 'verify-otp', { email: VIEWER.email, code: String(guess++) })).status);
      }
    }
    expect(outcomes).not.toContain(200);
    // Ten guesses reached a code; every later one was refused before any comparison.
    expect(outcomes.filter((status) => status === 422)).toHaveLength(10);
    expect(outcomes.slice(10).every((status) => status === 429)).toBe(true);

    // Locked for the email: the right code, a new code, from a clean address alike.
    const right = fresh.codeMailedTo(VIEWER.email);
    const locked = await from('10.0.0.1', 'verify-otp', { email: VIEWER.email, code: right });
    expect(locked.status).toBe(429);
    expect(locked.retryAfter).toBeGreaterThan(0);
    expect(locked.retryAfter).toBeLessThanOrEqual(3600);
    expect((await from('10.0.0.1', 'forget-password', { email: VIEWER.email })).status).toBe(429);
    // Another admin is not touched.
    expect((await from('10.0.0.1', 'forget-password', { email: ADMIN.email })).status).toBe(200);

    vi.setSystemTime(Date.now() + locked.retryAfter * 1000 + 1000);
    expect((await from('10.0.0.1', 'forget-password', { email: VIEWER.email })).status).toBe(200);
    const code = fresh.codeMailedTo(VIEWER.email);
    expect((await from('10.0.0.1', 'verify-otp', { email: VIEWER.email, code })).status).toBe(200);
  });

  it('limits code requests per email, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      const path = i === 0 ? 'forget-password' : 'resend-otp';
      expect((await from(`10.0.1.${i}`, path, { email: ADMIN.email })).status).toBe(200);
    }
    const refused = await from('10.0.1.9', 'resend-otp', { email: ADMIN.email });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many code requests/);
    expect(refused.retryAfter).toBe(3600);
    expect(fresh.mailbox.sent).toHaveLength(5);
  });

  it('limits code requests per address over any emails', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await from('203.0.113.7', 'forget-password', { email: `someone${i}@example.com` })).status).toBe(200);
    }
    expect((await from('203.0.113.7', 'forget-password', { email: ADMIN.email })).status).toBe(429);
    expect((await from('203.0.113.8', 'forget-password', { email: ADMIN.email })).status).toBe(200);
  });

  it('limits guesses per address over any emails', async () => {
    const emails = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'];
    const statuses: number[] = [];
    for (const email of emails) {
      for (let i = 0; i < 10; i++) statuses.push((await from('203.0.113.9', 'verify-otp', { email, code: '1234' })).status);
    }
    expect(statuses.filter((status) => status === 422)).toHaveLength(30);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    expect((await from('203.0.113.10', 'verify-otp', { email: 'd@example.com', code: '1234' })).status).toBe(422);
  });
});

describe('reset answers reveal no account', () => {
  let fresh: TestApp;
  beforeEach(async () => {
    fresh = await createTestApp();
    const store = openStore(fresh.dbPath);
    store.admins.setActive(2, false);
    store.close();
  });
  afterEach(() => {
    vi.useRealTimers();
    return fresh.close();
  });

  const call = async (path: string, form: Record<string, string>) => {
    const answer = await fresh.client.post(`${API}/dashboard/${path}`, { form, lang: 'en' });
    return { status: answer.status, body: answer.body };
  };
  const UNKNOWN = 'nobody@example.com';
  const INACTIVE = VIEWER.email;

  it('answers a code request for an unknown or deactivated email as for an admin, and mails only the admin', async () => {
    for (const path of ['forget-password', 'resend-otp']) {
      const real = await call(path, { email: ADMIN.email });
      expect(real).toEqual({ status: 200, body: { message: 'Code Sent', data: {} } });
      expect(await call(path, { email: UNKNOWN })).toEqual(real);
      expect(await call(path, { email: INACTIVE })).toEqual(real);
    }
    expect(fresh.mailbox.sent.map((mail) => mail.to)).toEqual([ADMIN.email, ADMIN.email]);
  });

  it('answers a guess for an unknown or deactivated email as a wrong guess, all the way to the lock and the expiry', async () => {
    const story = async (email: string) => {
      const answers = [await call('verify-otp', { email, code: '1234' })];
      await call('forget-password', { email });
      const wrong = email === ADMIN.email && fresh.codeMailedTo(ADMIN.email) === '1234' ? '4321' : '1234';
      for (let i = 0; i < 6; i++) answers.push(await call('verify-otp', { email, code: wrong }));
      await call('forget-password', { email });
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      answers.push(await call('verify-otp', { email, code: wrong }));
      vi.useRealTimers();
      return answers;
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    const real = await story(ADMIN.email);
    expect(real[0]).toEqual({ status: 422, body: { message: 'The verification code is incorrect', errors: { code: ['The verification code is incorrect'] } } });
    expect(real.map((answer) => answer.body.message)).toEqual([
      'The verification code is incorrect',
      ...Array(4).fill('The verification code is incorrect'),
      'Too many wrong attempts, please request a new code',
      'Too many wrong attempts, please request a new code',
      'The verification code has expired, please request a new code',
    ]);
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await story(UNKNOWN)).toEqual(real);
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await story(INACTIVE)).toEqual(real);
  });
});
