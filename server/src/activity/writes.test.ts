// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../auth/totp.js';
import { ADMIN, CONTENT_EDITOR, createTestApp, pngFile, VIEWER, type TestApp, type TestClient } from '../testing/harness.js';

const D = '/api/v1/dashboard';
const MAIN = '/api/v1/main';

let ctx: TestApp;
let client: TestClient;
let admin: string;
/** Every secret the writes below send or receive: none may appear in any entry. */
const secrets = new Set<string>([ADMIN.password, VIEWER.password, CONTENT_EDITOR.password]);

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  admin = await client.login(ADMIN);
  secrets.add(admin);
});
afterAll(() => ctx.close());

interface Entry {
  id: number;
  log_name: string;
  event: string;
  subject_type: string;
  subject_id: number | null;
  causer: { id: number; name: string } | null;
  properties: { old?: Record<string, unknown>; attributes?: Record<string, unknown> };
  reason: string | null;
}

async function newest(query = ''): Promise<Entry> {
  const answer = await client.get(`${D}/activity?per_page=1${query}`, { token: admin });
  expect(answer.status).toBe(200);
  return answer.body.data[0] as Entry;
}

async function firstRow(url: string): Promise<{ id: number } & Record<string, unknown>> {
  const answer = await client.get(url, { token: admin });
  expect(answer.status).toBe(200);
  return answer.body.data[0];
}

describe('sign-in and account security are logged under auth', () => {
  it('logs a sign-in with the admin as causer and subject', async () => {
    const token = await client.login(VIEWER);
    secrets.add(token);
    expect(await newest('&log_name=auth')).toMatchObject({ log_name: 'auth', event: 'signed-in', subject_type: 'admins', subject_id: 2, causer: { id: 2 } });
  });

  it('logs a failed sign-in of an admin with their email, and of an unknown email with neither causer nor email', async () => {
    const wrong = 'Wrong-password-123';
    secrets.add(wrong);
    expect((await client.post(`${D}/login`, { json: { email: VIEWER.email, password: wrong } })).status).toBe(422);
    expect(await newest('&event=sign-in-failed')).toMatchObject({ event: 'sign-in-failed', causer: { id: 2 }, subject_id: 2, properties: { attributes: { email: VIEWER.email } } });
    expect((await client.post(`${D}/login`, { json: { email: 'nobody-here@example.com', password: wrong } })).status).toBe(422);
    const unknown = await newest('&event=sign-in-failed');
    expect(unknown).toMatchObject({ causer: null, subject_id: null });
    expect(JSON.stringify(unknown)).not.toContain('nobody-here');
  });

  it('logs a sign-out', async () => {
    const token = await client.login(CONTENT_EDITOR);
    expect((await client.post(`${D}/logout`, { token })).status).toBe(200);
    expect(await newest('&log_name=auth')).toMatchObject({ event: 'signed-out', subject_type: 'admins', subject_id: 3, causer: { id: 3 } });
  });

  it('logs a password reset, and nothing when the reset is refused', async () => {
    expect((await client.post(`${D}/forget-password`, { form: { email: VIEWER.email } })).status).toBe(200);
    const code = ctx.codeMailedTo(VIEWER.email);
    secrets.add(code);
    const verified = await client.post(`${D}/verify-otp`, { form: { email: VIEWER.email, code } });
    const resetToken = verified.body.data.token as string;
    secrets.add(resetToken);
    const before = (await newest()).id;
    const mismatch = await client.post(`${D}/reset-password`, { token: resetToken, form: { email: VIEWER.email, password: 'Viewer123', password_confirmation: 'Other123' } });
    expect(mismatch.status).toBe(422);
    expect((await newest()).id).toBe(before);
    const reset = await client.post(`${D}/reset-password`, { token: resetToken, form: { email: VIEWER.email, password: VIEWER.password, password_confirmation: VIEWER.password } });
    expect(reset.status).toBe(200);
    expect(await newest()).toMatchObject({ log_name: 'auth', event: 'password-reset', subject_id: 2, causer: { id: 2 } });
  });

  it('logs a profile edit with its changed fields and a password change apart, without the password', async () => {
    const token = await client.login(CONTENT_EDITOR);
    const edited = await client.post(`${D}/update-profile`, {
      token,
      form: { name: 'Content editor renamed', email: CONTENT_EDITOR.email, password: 'Content456', password_confirmation: 'Content456', current_password: CONTENT_EDITOR.password },
    });
    secrets.add('Content456');
    expect(edited.status).toBe(200);
    const [changed, profile] = (await client.get(`${D}/activity?subject_type=admins&subject_id=3&per_page=2`, { token: admin })).body.data as Entry[];
    expect(changed).toMatchObject({ event: 'password-changed', log_name: 'auth', causer: { id: 3 } });
    expect(profile).toMatchObject({ event: 'updated', properties: { attributes: { name: 'Content editor renamed' } } });
    expect(Object.keys(profile?.properties.attributes ?? {})).toEqual(['name']);
  });

  it('logs two-factor sign-in turned on, recovery codes renewed and turned off, never the secret or the codes', async () => {
    const token = await client.login(ADMIN);
    expect((await client.post(`${D}/user/confirm-password`, { token, json: { password: ADMIN.password } })).status).toBe(201);
    expect((await client.post(`${D}/user/two-factor-authentication`, { token })).status).toBe(200);
    const secret = String((await client.get(`${D}/user/two-factor-secret-key`, { token })).body.data.secretKey);
    secrets.add(secret);
    const confirmed = await client.post(`${D}/user/confirmed-two-factor-authentication`, { token, json: { code: totp(secret) } });
    expect(confirmed.status).toBe(200);
    for (const code of confirmed.body.data.recovery_codes) secrets.add(code);
    expect(await newest()).toMatchObject({ log_name: 'auth', event: 'two-factor-enabled', subject_id: 1, causer: { id: 1 } });
    const renewed = await client.post(`${D}/user/two-factor-recovery-codes`, { token });
    expect(renewed.status).toBe(200);
    for (const code of renewed.body.data.recovery_codes) secrets.add(code);
    expect(await newest()).toMatchObject({ event: 'recovery-codes-renewed' });
    expect((await client.delete(`${D}/user/two-factor-authentication`, { token })).status).toBe(200);
    expect(await newest()).toMatchObject({ event: 'two-factor-disabled', subject_id: 1 });
  });
});

describe('the other writes are logged', () => {
  it('logs a settings page with the changed values only', async () => {
    const current = (await client.get(`${D}/general-setting?type=general`, { token: admin })).body.data;
    const form = {
      type: 'general',
      app_commission: 13.5,
      value_added_tax: current.value_added_tax ?? 15,
      lowest_hourly_rate: current.lowest_hourly_rate ?? 40,
      price_cancellation_by_provider: current.price_cancellation_by_provider ?? 20,
      search_range_in_kilo: current.search_range_in_kilo ?? 25,
      reminder_hourly_before_job_starts: current.reminder_hourly_before_job_starts ?? 3,
      report_limit_to_hide_ad: current.report_limit_to_hide_ad ?? 4,
      account_restore_period: current.account_restore_period ?? 14,
    };
    expect((await client.post(`${D}/general-setting`, { token: admin, form })).status).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({ event: 'updated', subject_type: 'settings', subject_id: null });
    expect(entry.properties.attributes).toHaveProperty('app_commission');
  });

  it('logs a reply to a contact message', async () => {
    // The password was changed above.
    const editor = await client.login({ email: CONTENT_EDITOR.email, password: 'Content456' });
    expect((await client.post(`${D}/reply-message/29`, { token: editor, form: { reply_message: 'About 2 hours.' } })).status).toBe(200);
    expect(await newest()).toMatchObject({ event: 'replied', subject_type: 'contactMessages', subject_id: 29, causer: { id: 3 }, properties: { attributes: { reply_message: 'About 2 hours.' } } });
  });

  it('logs a wallet edit with the new balance', async () => {
    const answer = await client.post(`${D}/edit-wallet-employee/3`, { token: admin, form: { new_balance: '250.5', notes: 'Correction' } });
    expect(answer.status).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({ event: 'wallet-updated', subject_type: 'employees', subject_id: 3 });
    expect(Object.values(entry.properties.attributes ?? {})).toContain(250.5);
    const before = entry.id;
    expect((await client.post(`${D}/edit-wallet-employee/3`, { token: admin, form: { new_balance: '-1' } })).status).toBe(422);
    expect((await newest()).id).toBe(before);
  });

  it('logs accepting and rejecting requests, with the reason', async () => {
    const applicant = await firstRow(`${D}/request-join-providers`);
    expect((await client.post(`${D}/change-status-join`, { token: admin, form: { status: 'accepted', provider_id: applicant.id } })).status).toBe(200);
    expect(await newest()).toMatchObject({ event: 'accepted', subject_type: 'joinRequests', subject_id: applicant.id });
    const request = await firstRow(`${D}/employees/employee-requests?status=pending`);
    const rejected = await client.post(`${D}/employees/change-status-requests/${request.id}`, { token: admin, form: { status: 'rejected', reason: 'Not a real name' } });
    expect(rejected.status).toBe(200);
    expect(await newest()).toMatchObject({ event: 'rejected', subject_type: 'changeNameRequests', subject_id: request.id, reason: 'Not a real name' });
  });

  it('logs blocking an ad and a settlement', async () => {
    const report = await firstRow(`${D}/report-jobs/reports?status=pending`);
    expect((await client.post(`${D}/report-jobs/change-status/${report.id}`, { token: admin, multipart: { status: 'blocked', reason: 'Spam' } })).status).toBe(200);
    expect(await newest()).toMatchObject({ event: 'blocked', subject_type: 'reports', subject_id: report.id, reason: 'Spam' });
    const wallet = await firstRow(`${D}/wallets/requests-wallet?type=employee&status=new`);
    const done = await client.post(`${D}/wallets/submit-requests-wallet`, { token: admin, form: { wallet_request_id: wallet.id, status: 'done', transfer_balance: '20.5', notes: 'Sent' } });
    expect(done.status).toBe(200);
    expect(await newest()).toMatchObject({ event: 'settled', subject_type: 'walletRequests', subject_id: wallet.id });
  });

  it('logs a status toggle through main/change-status', async () => {
    const rate = await firstRow(`${MAIN}/get-rates`);
    const status = rate['status'] === 1 ? 0 : 1;
    expect((await client.post(`${MAIN}/change-status?id=${rate.id}&status=${status}&type=rate`, { token: admin })).status).toBe(200);
    expect(await newest()).toMatchObject({ event: status === 1 ? 'activated' : 'deactivated', subject_type: 'rates', subject_id: rate.id });
  });

  it('logs an admin account made and its role changed, never its password', async () => {
    const form = { name: 'Logged admin', email: 'logged@example.com', phone_number: '0551234987', password: 'Logged123', password_confirmation: 'Logged123', roles: 2 };
    secrets.add('Logged123');
    const created = await client.post(`${D}/users`, { token: admin, multipart: { ...form, image_data: pngFile() } });
    expect(created.status).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({ event: 'created', subject_type: 'admins', subject_id: created.body.data.id });
    expect(Object.keys(entry.properties.attributes ?? {})).not.toContain('password');
    const id = created.body.data.id as number;
    const edited = await client.post(`${D}/users/${id}`, { token: admin, multipart: { _method: 'PUT', ...form, roles: 3 } });
    expect(edited.status).toBe(200);
    const update = await newest();
    expect(update).toMatchObject({ event: 'updated', subject_type: 'admins', subject_id: id });
    expect(Object.keys(update.properties.attributes ?? {})).not.toContain('password');
    expect(update.properties.attributes).toMatchObject({ roles: 3 });
  });

  it('logs a notification sent to the apps', async () => {
    const sent = await client.post(`${D}/send-notifications`, {
      token: admin,
      form: { sender: 'employee', employees: [1], title_ar: 'عنوان', title_en: 'Title', content_ar: 'نص', content_en: 'Text' },
    });
    expect(sent.status).toBe(200);
    expect(await newest()).toMatchObject({ event: 'created', subject_type: 'notifications' });
  });
});

describe('no entry holds a secret', () => {
  it('walks every entry made above and finds no password, token, code or two-factor secret', async () => {
    const entries: Entry[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await client.get(`${D}/activity?per_page=100&page=${page}`, { token: admin });
      entries.push(...answer.body.data);
      if (page >= answer.body.meta.last_page) break;
    }
    expect(entries.length).toBeGreaterThan(15);
    const text = JSON.stringify(entries);
    for (const secret of secrets) expect(text).not.toContain(secret);
    for (const entry of entries) {
      const keys = [...Object.keys(entry.properties.old ?? {}), ...Object.keys(entry.properties.attributes ?? {})];
      expect(keys.filter((key) => /password|token|secret|recovery/i.test(key))).toEqual([]);
    }
  });
});
