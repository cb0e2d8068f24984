// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../auth/guard.js';
import { NOTIFY_TYPES } from '../db/notifications.js';
import { openStore } from '../db/store.js';
import { signInWith } from '../testing/accounts.js';
import { ADMIN, CONTENT_EDITOR, createTestApp, VIEWER, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1';
const LIST = `${API}/dashboard/get-notifications-admin`;

let ctx: TestApp;
let client: TestClient;
let admin: string;
let viewer: string;
let editor: string;

beforeAll(async () => {
  ctx = await createTestApp({ demoEvents: true });
  client = ctx.client;
  admin = await client.login(ADMIN);
  viewer = await client.login(VIEWER);
  editor = await client.login(CONTENT_EDITOR);
});
afterAll(() => ctx.close());

async function listOf(token: string, query = ''): Promise<any> {
  const answer = await client.get(`${LIST}${query}`, { token, lang: 'en' });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function unreadOf(token: string): Promise<number> {
  return (await listOf(token)).unread_notifications_count as number;
}

/** The id of one of the admin's notifications of a kind. */
async function idOf(token: string, notifyType: string): Promise<number> {
  const all = await listOf(token, '?per_page=100');
  const found = (all.data as { id: number; notify_type: string }[]).find((row) => row.notify_type === notifyType);
  if (!found) throw new Error(`no ${notifyType} notification`);
  return found.id;
}

describe('without a session', () => {
  it('answers 401 on every call', async () => {
    const calls = [
      client.get(LIST),
      client.get(`${API}/notifications/1`),
      client.get(`${API}/dashboard/notification-read?notification_id=1`),
      client.delete(`${API}/notifications/1`),
      client.delete(`${API}/delete/all/notifications`),
      client.post(`${API}/dashboard/demo/notify`, { json: {} }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
  });
});

describe('GET dashboard/get-notifications-admin', () => {
  it('pages the admin own notifications, newest first, ten a page, with the unread count', async () => {
    const first = await listOf(admin);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: NOTIFY_TYPES.length });
    expect(first.data).toHaveLength(10);
    expect(first.unread_notifications_count).toBe(7);
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      title: 'New contact message',
      body: expect.stringContaining('contact form'),
      content: first.data[0].body,
      notify_type: 'contact_us',
      read: false,
      read_at: null,
      created_at: expect.any(String),
      data: { type: 'contact', provider_id: null },
    });
    const times = (first.data as { created_at: string }[]).map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const second = await listOf(admin, '?page=2');
    expect(second.meta.current_page).toBe(2);
    expect(second.data).toHaveLength(NOTIFY_TYPES.length - 10);
    expect(second.data.at(-1).read).toBe(true);
    expect(second.data.at(-1).read_at).toEqual(expect.any(String));
    expect((await listOf(admin, '?page=3')).data).toEqual([]);
  });

  it('covers every kind for the super admin, both families', async () => {
    const all = await listOf(admin, '?per_page=100');
    expect(new Set((all.data as { notify_type: string }[]).map((row) => row.notify_type))).toEqual(new Set(NOTIFY_TYPES));
  });

  it('answers title and body in the asked language', async () => {
    const arabic = await client.get(LIST, { token: admin });
    expect(arabic.body.data[0].title).toBe('رسالة تواصل جديدة');
    expect(arabic.body.data[0].body).toMatch(/نموذج تواصل معنا/);
    expect(arabic.body.data[0].content).toBe(arabic.body.data[0].body);
  });

  it('names a real provider in a profile update', async () => {
    const all = await listOf(admin, '?per_page=100');
    const update = (all.data as { notify_type: string; data: { type: string; provider_id: number } }[]).find((row) => row.notify_type === 'provider_update_profile');
    expect(update?.data.type).toBe('provider');
    const provider = await client.get(`${API}/dashboard/providers/${update?.data.provider_id}`, { token: admin });
    expect(provider.status).toBe(200);
  });

  it('gives each admin only the kinds their role may see', async () => {
    const content = await listOf(editor);
    expect((content.data as { notify_type: string }[]).map((row) => row.notify_type)).toEqual(['contact_us']);
    const none = await listOf(viewer);
    expect(none).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
      unread_notifications_count: 0,
    });
  });
});

describe('reading one', () => {
  it('GET notifications/{id} marks it read and answers it with the new unread count', async () => {
    const before = await unreadOf(admin);
    const id = await idOf(admin, 'new_job');
    const answer = await client.get(`${API}/notifications/${id}`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id, notify_type: 'new_job', title: 'New order', read: true });
    expect(answer.body.data.read_at).toEqual(expect.any(String));
    expect(answer.body.unread_notifications_count).toBe(before - 1);

    const again = await client.get(`${API}/notifications/${id}`, { token: admin });
    expect(again.body.unread_notifications_count).toBe(before - 1);
    expect(again.body.data.read_at).toBe(answer.body.data.read_at);
  });

  it('GET dashboard/notification-read marks it read and answers a message with the count', async () => {
    const before = await unreadOf(admin);
    const id = await idOf(admin, 'charge_wallet');
    const answer = await client.get(`${API}/dashboard/notification-read?notification_id=${id}`, {
      token: admin,
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'The notification has been marked as read',
      unread_notifications_count: before - 1,
    });
  });

  it('refuses a missing or malformed notification_id with 422, an unknown one with 404', async () => {
    for (const query of ['', '?notification_id=', '?notification_id=abc']) {
      const answer = await client.get(`${API}/dashboard/notification-read${query}`, { token: admin });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['notification_id']);
    }
    expect((await client.get(`${API}/dashboard/notification-read?notification_id=99999`, { token: admin })).status).toBe(404);
    expect((await client.get(`${API}/notifications/99999`, { token: admin })).status).toBe(404);
    expect((await client.get(`${API}/notifications/abc`, { token: admin })).status).toBe(404);
  });

  it("answers 404 for another admin's notification and leaves it as it was", async () => {
    const id = await idOf(admin, 'send_report');
    const before = await unreadOf(admin);
    expect((await client.get(`${API}/notifications/${id}`, { token: editor })).status).toBe(404);
    expect((await client.get(`${API}/dashboard/notification-read?notification_id=${id}`, { token: editor })).status).toBe(404);
    expect((await client.delete(`${API}/notifications/${id}`, { token: editor })).status).toBe(404);
    expect(await unreadOf(admin)).toBe(before);
    expect(await idOf(admin, 'send_report')).toBe(id);
  });
});

describe('POST dashboard/demo/notify', () => {
  it('needs the admins create permission', async () => {
    const answer = await client.post(`${API}/dashboard/demo/notify`, {
      token: editor,
      json: { notify_type: 'contact_us' },
    });
    expect(answer.status).toBe(403);
  });

  it('refuses an unknown type with 422', async () => {
    const answer = await client.post(`${API}/dashboard/demo/notify`, {
      token: admin,
      lang: 'en',
      form: { notify_type: 'nothing' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.notify_type).toEqual(['The selected notification type is invalid.']);
  });

  it('raises a contact message by default: stored, and notified to whoever may read contact messages', async () => {
    const messages = (await client.get(`${API}/dashboard/get-messages`, { token: admin })).body.meta.total;
    const editorBefore = (await listOf(editor)).meta.total;
    const answer = await client.post(`${API}/dashboard/demo/notify`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/^Raised contact_us: \d+ admin\(s\) notified$/);
    expect(answer.body.data).toMatchObject({
      notify_type: 'contact_us',
      title_en: 'New contact message',
      data: { type: 'contact', provider_id: null, contact_message_id: expect.any(Number) },
    });
    const editorAfter = await listOf(editor);
    expect(editorAfter.meta.total).toBe(editorBefore + 1);
    expect(editorAfter.data[0]).toMatchObject({
      notify_type: 'contact_us',
      read: false,
      body: answer.body.data.body_en,
    });
    expect((await listOf(viewer)).meta.total).toBe(0);
    expect((await client.get(`${API}/dashboard/get-messages`, { token: admin })).body.meta.total).toBe(messages + 1);
  });

  it('makes the change of each marketplace event', async () => {
    const total = async (url: string): Promise<number> => (await client.get(`${API}/${url}`, { token: admin })).body.meta.total as number;
    const raise = async (type: string): Promise<any> => {
      const answer = await client.post(`${API}/dashboard/demo/notify`, { token: admin, json: { notify_type: type } });
      expect(answer.status, type).toBe(200);
      return answer.body.data;
    };

    const applicants = await total('dashboard/request-join-providers');
    const applied = await raise('new_provider');
    expect(await total('dashboard/request-join-providers')).toBe(applicants + 1);
    const applicant = await client.get(`${API}/dashboard/providers/${applied.data.provider_id}`, { token: admin });
    expect(applicant.body.data.join_status).toBe('pending');

    const orders = await total('dashboard/jobs/get-jobs');
    const posted = await raise('new_job');
    expect(await total('dashboard/jobs/get-jobs')).toBe(orders + 1);
    const order = await client.get(`${API}/dashboard/jobs/job-details/${posted.data.job_id}`, { token: admin });
    expect(order.body.data.status).toBe('new');

    for (const [type, status] of [
      ['accepted_job', 'approved'],
      ['in_progress_job', 'processing'],
      ['implemented_job', 'done'],
      ['finished_job', 'finished'],
      ['canceled_job', 'canceled'],
    ] as const) {
      const moved = await raise(type);
      const job = await client.get(`${API}/dashboard/jobs/job-details/${moved.data.job_id}`, { token: admin });
      expect(job.body.data.status, type).toBe(status);
    }

    const wallets = await total('dashboard/wallets/requests-wallet');
    await raise('charge_wallet');
    expect(await total('dashboard/wallets/requests-wallet')).toBe(wallets + 1);

    const reports = await total('dashboard/report-jobs/reports');
    await raise('send_report');
    expect(await total('dashboard/report-jobs/reports')).toBe(reports + 1);

    const update = await raise('provider_update_profile');
    const latest = await client.get(`${API}/providerUpdates/${update.data.provider_id}`, { token: admin });
    expect(latest.status).toBe(200);
    expect(Date.now() - Date.parse(latest.body.data.created_at)).toBeLessThan(60_000);

    for (const type of ['new_user_register', 'applied_job', 'new_shipment_request', 'new_authorization_for_user']) {
      expect((await raise(type)).recipients, type).toBeGreaterThan(0);
    }
  });

  it('notifies active admins whose role may see the kind, and no one else', async () => {
    const orders = await signInWith(ctx, ['orders index']);
    const wallets = await signInWith(ctx, ['walletRequests index', 'orders show']);
    const idle = await signInWith(ctx, ['orders index']);
    const roleOff = await signInWith(ctx, ['orders index']);
    const store = openStore(ctx.dbPath);
    try {
      const idleId = authenticate(store, `Bearer ${idle}`)?.id ?? 0;
      expect(idleId).toBeGreaterThan(0);
      store.admins.setActive(idleId, false);
      // An admin whose role is switched off holds none of its permissions, so is not told either.
      const offAdmin = authenticate(store, `Bearer ${roleOff}`);
      expect(offAdmin).toBeDefined();
      const switchRole = await client.post(`${API}/dashboard/activation`, { token: admin, form: { model_id: offAdmin?.roleId ?? 0, active: 0, type: 'roles' } });
      expect(switchRole.status, JSON.stringify(switchRole.body)).toBe(200);
      await client.post(`${API}/dashboard/demo/notify`, { token: admin, json: { notify_type: 'new_job' } });
      expect(store.notifications.inbox.page(idleId, 1, 10).total).toBe(0);
      expect(store.notifications.inbox.page(offAdmin?.id ?? 0, 1, 10).total).toBe(0);
    } finally {
      store.close();
    }
    expect((await listOf(orders)).data.map((row: { notify_type: string }) => row.notify_type)).toEqual(['new_job']);
    expect((await listOf(wallets)).meta.total).toBe(0);
  });
});

describe('deleting', () => {
  it('DELETE notifications/{id} deletes one of the admin own', async () => {
    const { meta } = await listOf(admin);
    const id = await idOf(admin, 'canceled_job');
    const answer = await client.delete(`${API}/notifications/${id}`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Deleted Successfully' });
    expect((await listOf(admin)).meta.total).toBe(meta.total - 1);
    expect((await client.get(`${API}/notifications/${id}`, { token: admin })).status).toBe(404);
    expect((await client.delete(`${API}/notifications/${id}`, { token: admin })).status).toBe(404);
  });

  it('DELETE delete/all/notifications deletes all of the admin own, no one else', async () => {
    const editorTotal = (await listOf(editor)).meta.total;
    const answer = await client.delete(`${API}/delete/all/notifications`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'All notifications have been deleted' });
    expect(await listOf(admin)).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
      unread_notifications_count: 0,
    });
    expect((await listOf(editor)).meta.total).toBe(editorTotal);
  });
});

describe('without DEMO_EVENTS=1', () => {
  it('does not serve the demo call', async () => {
    const previous = process.env['DEMO_EVENTS'];
    delete process.env['DEMO_EVENTS'];
    const off = await createTestApp();
    try {
      const token = await off.client.login(ADMIN);
      const answer = await off.client.post(`${API}/dashboard/demo/notify`, { token, json: {} });
      expect(answer.status).toBe(404);
    } finally {
      if (previous === undefined) delete process.env['DEMO_EVENTS'];
      else process.env['DEMO_EVENTS'] = previous;
      await off.close();
    }
  });
});
