// @vitest-environment node
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWith } from '../testing/accounts.js';
import { ADMIN, createTestApp, type FormValue, type TestApp, type TestClient } from '../testing/harness.js';

const BASE = '/api/v1/dashboard/send-notifications';

let ctx: TestApp;
let client: TestClient;
let admin: string;
/** A signed-in admin whose role holds no permission at all. */
let plain: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  admin = await client.login(ADMIN);
  plain = await signInWith(ctx, []);
});
afterAll(() => ctx.close());

type Row = Record<string, any>;

const FIELDS = ['id', 'title', 'content', 'sender', 'sender_trans', 'date', 'time', 'title_ar', 'title_en', 'content_ar', 'content_en'];

function query<T>(sql: string, ...params: (string | number)[]): T[] {
  const db = new Database(ctx.dbPath, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

async function list(path = '', token = admin, lang: 'ar' | 'en' = 'en'): Promise<Row> {
  const answer = await client.get(`${BASE}${path}`, { token, lang });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const valid = (): Record<string, FormValue> => ({
  sender: 'employees',
  title_ar: 'عنوان الاختبار',
  title_en: 'Test title',
  content_ar: 'محتوى الاختبار',
  content_en: 'Test content',
});

/** Sends the form and expects a 422 whose first error (the message) is on `first`; answers the error fields. */
async function refused(form: Record<string, FormValue>, first: string): Promise<string[]> {
  const answer = await client.post(BASE, { token: admin, form, lang: 'en' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(Object.keys(answer.body.errors)[0]).toBe(first);
  expect(answer.body.message).toBe(answer.body.errors[first][0]);
  return Object.keys(answer.body.errors);
}

async function newest(): Promise<Row> {
  return (await list()).data[0];
}

describe('GET dashboard/send-notifications', () => {
  it('needs a session', async () => {
    expect((await client.get(BASE)).status).toBe(401);
    expect((await client.get(`${BASE}/1`)).status).toBe(401);
    expect((await client.post(BASE, { form: valid() })).status).toBe(401);
  });

  it('lists the seeded notifications, newest first, ten a page', async () => {
    const answer = await list();
    expect(answer.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(answer.data).toHaveLength(10);
    expect(Object.keys(answer.data[0])).toEqual(FIELDS);
    expect(answer.permissions).toEqual({ index: true, create: true, show: true, edit: false, delete: false, activate: false });
    const stamps = answer.data.map((row: Row) => `${row.date} ${row.time}`);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(answer.data[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.data[0].time).toMatch(/^\d{2}:\d{2}$/);
    const second = await list('?page=2');
    expect(second.data).toHaveLength(2);
    expect((await list('?page=3')).data).toEqual([]);
    const every = [...answer.data, ...second.data];
    expect(new Set(every.map((row: Row) => row.sender))).toEqual(new Set(['employee', 'employees', 'provider', 'providers', 'both']));
    expect(every.every((row: Row) => row.title_ar !== row.title_en && row.title === row.title_en)).toBe(true);
  });

  it('answers titles and contents in the request language', async () => {
    const arabic = (await list('', admin, 'ar')).data[0];
    expect(arabic.title).toBe(arabic.title_ar);
    expect(arabic.content).toBe(arabic.content_ar);
    expect(arabic.sender_trans).not.toBe((await list()).data[0].sender_trans);
  });

  it('filters by a part of the title in either language, and by the exact receiver type', async () => {
    const english = await list('?title=maintenance');
    expect(english.data.map((row: Row) => row.title_en)).toEqual(['Scheduled maintenance']);
    const arabic = await list(`?title=${encodeURIComponent('صيانة')}`);
    expect(arabic.data.map((row: Row) => row.title_en)).toEqual(['Scheduled maintenance']);
    for (const sender of ['employee', 'employees', 'provider', 'providers', 'both']) {
      const rows = (await list(`?sender=${sender}`)).data as Row[];
      const stored = query<{ n: number }>('SELECT COUNT(*) AS n FROM sent_notifications WHERE sender = ?', sender)[0]?.n;
      expect(rows.length, sender).toBe(stored);
      expect(rows.every((row) => row.sender === sender)).toBe(true);
    }
    expect((await list('?sender=both&title=Eid')).data).toHaveLength(1);
    expect((await list('?sender=employees&title=Eid')).data).toHaveLength(0);
    const bad = await client.get(`${BASE}?sender=everyone`, { token: admin, lang: 'en' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['sender']);
  });

  it('is open to every admin; only `notifications create` may send', async () => {
    const answer = await list('', plain);
    expect(answer.permissions.create).toBe(false);
    expect(answer.permissions.show).toBe(true);
    expect((await client.get(`${BASE}/${answer.data[0].id}`, { token: plain })).status).toBe(200);
    const denied = await client.post(BASE, { token: plain, form: valid(), lang: 'en' });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: 'You do not have permission to perform this action' });
    const sender = await signInWith(ctx, ['notifications create']);
    expect((await list('', sender)).permissions.create).toBe(true);
    const sent = await client.post(BASE, { token: sender, form: { ...valid(), title_en: 'From a sender role' }, lang: 'en' });
    expect(sent.status).toBe(200);
    expect((await newest()).title_en).toBe('From a sender role');
  });
});

describe('GET dashboard/send-notifications/{id}', () => {
  it('answers one notification with the clients and providers it went to', async () => {
    const chosen = (await list('?sender=employee')).data[0] as Row;
    const answer = await client.get(`${BASE}/${chosen.id}`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data)).toEqual([...FIELDS, 'employees', 'providers']);
    expect(answer.body.data).toMatchObject(chosen);
    const recipients = query<{ id: number; name: string }>(
      `SELECT e.id, e.name FROM sent_notification_employees r JOIN employees e ON e.id = r.employee_id
        WHERE r.notification_id = ? ORDER BY e.id`,
      chosen.id,
    );
    expect(recipients.length).toBeGreaterThan(0);
    expect(answer.body.data.employees).toEqual(recipients);
    expect(answer.body.data.providers).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    for (const id of ['99999', 'abc', '0']) {
      const answer = await client.get(`${BASE}/${id}`, { token: admin, lang: 'en' });
      expect(answer.status, id).toBe(404);
      expect(answer.body).toEqual({ message: 'Record not found' });
    }
  });
});

describe('POST dashboard/send-notifications', () => {
  it('checks the receiver type first, then the four texts, in the dashboard order', async () => {
    expect(await refused({}, 'sender')).toEqual(['sender', 'title_ar', 'title_en', 'content_ar', 'content_en']);
    await refused({ ...valid(), sender: 'everyone' }, 'sender');
    await refused({ ...valid(), sender: '' }, 'sender');
    await refused({ ...valid(), title_ar: '   ' }, 'title_ar');
    expect(await refused({ ...valid(), title_ar: '', title_en: '' }, 'title_ar')).toEqual(['title_ar', 'title_en']);
    await refused({ ...valid(), title_en: '' }, 'title_en');
    await refused({ ...valid(), content_ar: '' }, 'content_ar');
    await refused({ ...valid(), content_en: '' }, 'content_en');
    await refused({ ...valid(), title_en: 'x'.repeat(256) }, 'title_en');
    await refused({ ...valid(), content_ar: 'x'.repeat(2001) }, 'content_ar');
    // The chosen clients are checked last.
    expect(await refused({ sender: 'employee', title_en: 'Hello' }, 'title_ar')).toEqual(['title_ar', 'content_ar', 'content_en', 'employees']);
  });

  it('needs at least one existing client for `employee` (clientAtLeast)', async () => {
    expect(await refused({ ...valid(), sender: 'employee' }, 'employees')).toEqual(['employees']);
    expect(await refused({ ...valid(), sender: 'employee', 'employees[]': '' }, 'employees')).toEqual(['employees']);
    expect(await refused({ ...valid(), sender: 'employee', 'employees[]': [2, 99999] }, 'employees.1')).toEqual(['employees.1']);
    await refused({ ...valid(), sender: 'employee', 'employees[]': ['two'] }, 'employees.0');
    // Providers sent instead of clients do not count.
    await refused({ ...valid(), sender: 'employee', 'providers[]': [2] }, 'employees');
  });

  it('needs at least one existing provider for `provider` (driverAtLeast)', async () => {
    expect(await refused({ ...valid(), sender: 'provider' }, 'providers')).toEqual(['providers']);
    await refused({ ...valid(), sender: 'provider', 'providers[]': [99999] }, 'providers.0');
    const applicant = query<{ id: number }>("SELECT id FROM providers WHERE join_status = 'pending' LIMIT 1")[0]?.id;
    expect(applicant).toBeDefined();
    await refused({ ...valid(), sender: 'provider', 'providers[]': [applicant ?? 0] }, 'providers.0');
    await refused({ ...valid(), sender: 'provider', 'employees[]': [2] }, 'providers');
  });

  it('stores what was sent and shows it back (form-urlencoded)', async () => {
    const answer = await client.post(BASE, {
      token: admin,
      lang: 'en',
      form: {
        sender: 'employee',
        'employees[]': [4, 2, 4],
        'providers[]': [3],
        title_ar: '  تذكير بالموعد  ',
        title_en: 'Appointment reminder',
        content_ar: 'موعدك غدًا',
        content_en: 'Your appointment is tomorrow',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ message: 'Sent Successfully' });
    const row = await newest();
    expect(row).toMatchObject({
      title: 'Appointment reminder',
      title_ar: 'تذكير بالموعد',
      content: 'Your appointment is tomorrow',
      sender: 'employee',
      sender_trans: 'Selected clients',
    });
    const shown = (await client.get(`${BASE}/${row.id}`, { token: admin, lang: 'ar' })).body.data;
    expect(shown.title).toBe('تذكير بالموعد');
    const names = query<{ id: number; name: string }>('SELECT id, name FROM employees WHERE id IN (2, 4) ORDER BY id');
    expect(shown.employees).toEqual(names);
    // Providers sent with another receiver type are ignored.
    expect(shown.providers).toEqual([]);
    expect((await list()).meta.total).toBeGreaterThan(12);
  });

  it('reads lists sent as JSON arrays and as indexed multipart fields', async () => {
    const json = await client.post(BASE, {
      token: admin,
      lang: 'en',
      json: { ...valid(), sender: 'provider', providers: [5, 3], employees: [2], title_en: 'JSON providers' },
    });
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    const sentJson = await newest();
    expect(sentJson.title_en).toBe('JSON providers');
    const shownJson = (await client.get(`${BASE}/${sentJson.id}`, { token: admin })).body.data;
    expect(shownJson.providers.map((entry: Row) => entry.id)).toEqual([3, 5]);
    expect(shownJson.employees).toEqual([]);

    const multipart = await client.post(BASE, {
      token: admin,
      lang: 'en',
      multipart: { ...valid(), sender: 'employee', 'employees[0]': '6', 'employees[1]': '7', title_en: 'Multipart' },
    });
    expect(multipart.status, JSON.stringify(multipart.body)).toBe(200);
    const shown = (await client.get(`${BASE}/${(await newest()).id}`, { token: admin })).body.data;
    expect(shown.employees.map((entry: Row) => entry.id)).toEqual([6, 7]);
  });

  it('sends a group notification to every active member of the group', async () => {
    const answer = await client.post(BASE, { token: admin, lang: 'en', form: { ...valid(), sender: 'both', 'employees[]': [2] } });
    expect(answer.status).toBe(200);
    const shown = (await client.get(`${BASE}/${(await newest()).id}`, { token: admin })).body.data;
    const clients = query<{ id: number }>('SELECT id FROM employees WHERE active = 1 ORDER BY id');
    const providers = query<{ id: number }>("SELECT id FROM providers WHERE join_status = 'accepted' AND active = 1 ORDER BY id");
    expect(shown.employees.map((entry: Row) => entry.id)).toEqual(clients.map((entry) => entry.id));
    expect(shown.providers.map((entry: Row) => entry.id)).toEqual(providers.map((entry) => entry.id));
    expect(shown.sender).toBe('both');
  });

  it('answers the success message in Arabic by default', async () => {
    const answer = await client.post(BASE, { token: admin, form: valid() });
    expect(answer.body).toEqual({ message: 'تم الإرسال بنجاح' });
  });
});
