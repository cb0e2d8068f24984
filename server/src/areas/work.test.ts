// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWith } from '../testing/accounts.js';
import { ADMIN, createTestApp, pngFile, VIEWER, type FilePart, type FormValue, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1';
const DASH = `${API}/dashboard`;
const MAIN = `${API}/main`;

let ctx: TestApp;
let client: TestClient;
let admin: string;
let viewer: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  [admin, viewer] = await Promise.all([client.login(ADMIN), client.login(VIEWER)]);
});
afterAll(() => ctx.close());

type Body = Record<string, FormValue | FilePart>;
type Row = Record<string, any>;

const ids = (rows: readonly Row[]): number[] => rows.map((row) => row.id);

async function all(path: string, token = admin): Promise<Row[]> {
  const answer = await client.get(`${path}${path.includes('?') ? '&' : '?'}per_page=1000`, { token, lang: 'en' });
  expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.data;
}

/** Expects a 422 naming exactly these fields. */
async function refused(answer: Promise<{ status: number; body: any }>, fields: readonly string[]): Promise<void> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(422);
  expect(Object.keys(body.errors).sort()).toEqual([...fields].sort());
}

describe('drivers (main/...)', () => {
  let phone = 100;
  const valid = (): Body => ({
    image_data: pngFile(),
    full_name: 'سائق الاختبار',
    phone_number: `0557${String((phone += 1)).padStart(6, '0')}`,
    email: '',
    region_id: '1',
    city_id: '1',
    town_id: '2',
    address: 'Street 1',
    driver_type: 'washing',
    number_orders_allowed_per_day: '6',
    password: 'Secret1',
    password_confirmation: 'Secret1',
  });

  async function create(body: Body = valid()): Promise<Row> {
    const answer = await client.post(`${MAIN}/add-driver`, { token: admin, multipart: body, lang: 'en' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  }

  it('lists drivers with their counts, places and ban reasons', async () => {
    const answer = await client.get(`${MAIN}/get-drivers`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.last_page).toBeGreaterThanOrEqual(3);
    expect(answer.body.permissions).toEqual({
      index: true,
      create: true,
      edit: true,
      show: true,
      delete: true,
      activate: true,
    });
    expect(Object.keys(answer.body.data[0]).sort()).toEqual(
      [
        'id',
        'full_name',
        'name',
        'phone_number',
        'email',
        'address',
        'profile_image',
        'profile_image_thumb',
        'driver_type',
        'driver_type_trans',
        'region',
        'city',
        'town',
        'number_orders_allowed_per_day',
        'is_available',
        'status',
        'created_at',
        'driver_login_count',
        'last_driver_logged',
        'ban_count',
        'ban_reasons',
      ].sort(),
    );
    const rows = await all(`${MAIN}/get-drivers`);
    const banned = rows.filter((row) => row.ban_count > 0);
    expect(banned.length).toBeGreaterThan(2);
    expect(banned[0]?.ban_reasons[0]).toEqual({ id: expect.any(Number), reason: expect.any(String) });
    expect(rows.some((row) => row.status === 0)).toBe(true);
    expect(new Set(rows.map((row) => row.driver_type))).toEqual(new Set(['washing', 'washing_polishing', 'delivery']));
  });

  it('filters by keyword, phone, type, availability and status', async () => {
    const rows = await all(`${MAIN}/get-drivers`);
    const sample = rows[4] as Row;
    expect(ids(await all(`${MAIN}/get-drivers?keyword=${encodeURIComponent(sample.full_name)}`))).toContain(sample.id);
    expect(ids(await all(`${MAIN}/get-drivers?phone_number=${sample.phone_number}`))).toEqual([sample.id]);
    for (const type of ['washing', 'delivery']) {
      const found = await all(`${MAIN}/get-drivers?driver_type=${type}`);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((row) => row.driver_type === type)).toBe(true);
    }
    expect((await all(`${MAIN}/get-drivers?is_available=0`)).every((row) => row.is_available === 0)).toBe(true);
    expect((await all(`${MAIN}/get-drivers?status=0`)).every((row) => row.status === 0)).toBe(true);
    expect((await client.get(`${MAIN}/get-drivers?driver_type=pilot`, { token: admin })).status).toBe(422);
  });

  it('adds a driver, available and active by default; shows, updates and deletes it', async () => {
    const record = await create();
    expect(record).toMatchObject({
      full_name: 'سائق الاختبار',
      email: null,
      region: { id: 1, name: 'Saudi Arabia' },
      city: { id: 1, name: 'Riyadh' },
      town: { id: 2, name: 'Al Malaz' },
      driver_type: 'washing',
      number_orders_allowed_per_day: 6,
      is_available: 1,
      status: 1,
      ban_count: 0,
      ban_reasons: [],
      driver_login_count: 0,
      last_driver_logged: null,
    });
    expect(record.profile_image).toMatch(/\/storage\/[0-9a-f]{32}\.png$/);
    expect((await client.get(`${MAIN}/show-driver?driver_id=${record.id}`, { token: admin })).body.data.id).toBe(record.id);
    const update = await client.post(`${MAIN}/update-driver/${record.id}`, {
      token: admin,
      lang: 'en',
      multipart: {
        ...valid(),
        image_data: '',
        phone_number: record.phone_number,
        password: '',
        password_confirmation: '',
        driver_type: 'washing_polishing',
        available: '0',
        status: '0',
        email: 'x@example.com',
      },
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body.data).toMatchObject({
      driver_type: 'washing_polishing',
      is_available: 0,
      status: 0,
      email: 'x@example.com',
      profile_image: record.profile_image,
    });
    expect((await client.post(`${MAIN}/delete-driver?driver_id=${record.id}`, { token: admin })).status).toBe(200);
    expect((await client.get(`${MAIN}/show-driver?driver_id=${record.id}`, { token: admin })).status).toBe(404);
    const used = await client.post(`${MAIN}/delete-driver?driver_id=1`, { token: admin, lang: 'en' });
    expect(used.status).toBe(422);
    expect(used.body.message).toMatch(/bookings/);
  });

  it('checks the password rule, the required fields, the place chain and the type', async () => {
    const url = `${MAIN}/add-driver`;
    const send = (body: Body) => client.post(url, { token: admin, multipart: body, lang: 'en' });
    await refused(send({ ...valid(), password: 'secret1', password_confirmation: 'secret1' }), ['password']);
    await refused(send({ ...valid(), password: 'Secret', password_confirmation: 'Secret' }), ['password']);
    await refused(send({ ...valid(), password: 'Sec1', password_confirmation: 'Sec1' }), ['password']);
    await refused(send({ ...valid(), password_confirmation: 'Secret2' }), ['password']);
    await refused(send({ ...valid(), full_name: '', address: '' }), ['full_name', 'address']);
    await refused(send({ ...valid(), image_data: '' }), ['image_data']);
    await refused(send({ ...valid(), town_id: '8' }), ['town_id']);
    await refused(send({ ...valid(), region_id: '2' }), ['city_id']);
    await refused(send({ ...valid(), driver_type: 'delivery' }), ['driver_type']);
    await refused(send({ ...valid(), phone_number: '0553000001' }), ['phone_number']);
    await refused(send({ ...valid(), phone_number: '05530000010000000' }), ['phone_number']);
    const badPassword = await send({ ...valid(), password: 'secret1', password_confirmation: 'secret1' });
    expect(badPassword.body.message).toMatch(/upper-case letter, a lower-case letter and a digit/);
    // A delivery driver keeps its type on update; the password there follows the same rule when given.
    const delivery = (await all(`${MAIN}/get-drivers?driver_type=delivery`))[0] as Row;
    const keep = await client.post(`${MAIN}/update-driver/${delivery.id}`, {
      token: admin,
      form: {
        full_name: delivery.full_name,
        phone_number: delivery.phone_number,
        region_id: delivery.region.id,
        city_id: delivery.city.id,
        town_id: delivery.town.id,
        address: delivery.address,
        driver_type: 'delivery',
        number_orders_allowed_per_day: 4,
      },
    });
    expect(keep.status, JSON.stringify(keep.body)).toBe(200);
    await refused(
      client.post(`${MAIN}/update-driver/${delivery.id}`, {
        token: admin,
        form: {
          full_name: 'X',
          phone_number: delivery.phone_number,
          region_id: 1,
          city_id: delivery.city.id,
          town_id: delivery.town.id,
          address: 'A',
          driver_type: 'delivery',
          number_orders_allowed_per_day: 4,
          password: 'abcdef',
          password_confirmation: 'abcdef',
        },
      }),
      ['password'],
    );
  });

  it('switches availability with GET main/driver-is-available', async () => {
    const record = await create();
    const off = await client.get(`${MAIN}/driver-is-available?driver_id=${record.id}&available=0`, {
      token: admin,
      lang: 'en',
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: 'Status Changed', data: { id: record.id, is_available: 0 } });
    const on = await client.get(`${MAIN}/driver-is-available?driver_id=${record.id}&available=1`, { token: admin });
    expect(on.body.data.is_available).toBe(1);
    await refused(client.get(`${MAIN}/driver-is-available?driver_id=${record.id}`, { token: admin }), ['available']);
    await refused(client.get(`${MAIN}/driver-is-available?available=1`, { token: admin }), ['driver_id']);
    expect((await client.get(`${MAIN}/driver-is-available?driver_id=99999&available=1`, { token: admin })).status).toBe(404);
    expect((await client.get(`${MAIN}/driver-is-available?driver_id=${record.id}&available=1`, { token: viewer })).status).toBe(403);
  });

  it('deactivates with a reason (recorded as a ban reason) and activates without one', async () => {
    const record = await create();
    const url = (status: number) => `${MAIN}/user-change-status?user_id=${record.id}&status=${status}&type=driver`;
    await refused(client.post(url(0), { token: admin }), ['reason']);
    await refused(client.post(url(0), { token: admin, form: { reason: '   ' } }), ['reason']);
    const off = await client.post(url(0), { token: admin, lang: 'en', form: { reason: 'Late three times' } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: 'Status Changed' });
    const shown = (await client.get(`${MAIN}/show-driver?driver_id=${record.id}`, { token: admin })).body.data;
    expect(shown).toMatchObject({
      status: 0,
      ban_count: 1,
      ban_reasons: [{ id: expect.any(Number), reason: 'Late three times' }],
    });
    expect((await client.post(url(1), { token: admin })).status).toBe(200);
    const again = (await client.get(`${MAIN}/show-driver?driver_id=${record.id}`, { token: admin })).body.data;
    expect(again).toMatchObject({ status: 1, ban_count: 1 });
    await refused(client.post(`${MAIN}/user-change-status?user_id=1&status=1&type=user`, { token: admin }), ['type']);
    expect((await client.post(`${MAIN}/user-change-status?user_id=99999&status=1&type=driver`, { token: admin })).status).toBe(404);
    expect((await client.post(url(1), { token: viewer })).status).toBe(403);
    expect((await client.post(url(1))).status).toBe(401);
  });

  it('answers every driver unpaged with limit=0 to any signed-in admin (select options)', async () => {
    const answer = await client.get(`${MAIN}/get-drivers?limit=0`, { token: viewer });
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBe(answer.body.meta.total);
    expect((await client.get(`${MAIN}/get-drivers`, { token: viewer })).status).toBe(403);
  });
});

describe('orders (dashboard/jobs/...)', () => {
  const list = `${DASH}/jobs/get-jobs`;

  it('lists orders with provider, client, info, budgets and the usual permissions', async () => {
    const answer = await client.get(list, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.last_page).toBeGreaterThanOrEqual(3);
    expect(answer.body.permissions).toEqual({
      index: true,
      create: true,
      edit: true,
      show: true,
      delete: true,
      activate: true,
    });
    const row = answer.body.data.find((entry: Row) => entry.employee) as Row;
    expect(row).toMatchObject({
      id: expect.any(Number),
      created_at: expect.any(String),
      status_trans: expect.any(String),
      provider: {
        id: expect.any(Number),
        name: expect.any(String),
        logo: expect.toBeOneOf([null, expect.any(String)]),
      },
      employee: { id: expect.any(Number), name: expect.any(String) },
      info: { job_title: { name: expect.any(String), specialist: { name: expect.any(String) } } },
    });
    const statuses = new Set((await all(list)).map((entry) => entry.status));
    expect(statuses).toEqual(new Set(['new', 'approved', 'in_way', 'processing', 'done', 'finished', 'canceled']));
  });

  it('shows every detail: finished orders carry ratings and an invoice, canceled ones who canceled', async () => {
    const finished = (await all(`${list}?status=finished`))[0] as Row;
    const details = await client.get(`${DASH}/jobs/job-details/${finished.id}`, { token: admin, lang: 'en' });
    expect(details.status).toBe(200);
    const order = details.body.data;
    expect(order.info).toEqual({
      job_title: {
        id: expect.any(Number),
        name: expect.any(String),
        specialist: { id: expect.any(Number), name: expect.any(String) },
      },
      experience: expect.any(String),
      experience_trans: expect.any(String),
      job_type: { id: expect.any(Number), name: expect.any(String) },
      work_space: expect.any(Number),
      work_space_trans: expect.any(String),
      location: expect.any(String),
      from_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      to_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      from_hour: expect.stringMatching(/^\d{2}:\d{2}$/),
      to_hour: expect.stringMatching(/^\d{2}:\d{2}$/),
      daily_hour: expect.any(Number),
      total_working_hour: expect.any(Number),
    });
    expect(order.requirement.length).toBeGreaterThanOrEqual(2);
    expect(order.requirement[0]).toEqual({ id: expect.any(Number), title: expect.any(String) });
    const { salary_per_hour: perHour, total_without_tax: withoutTax, final_salary: finalSalary } = order.budgets;
    expect(withoutTax).toBeCloseTo(perHour * order.info.total_working_hour, 2);
    expect(finalSalary).toBeCloseTo(withoutTax * 1.15, 2);
    expect(order.rate_by_provider).toEqual({
      rate_number: expect.any(Number),
      comment: expect.toBeOneOf([null, expect.any(String)]),
    });
    expect(order.rate_by_employee).toEqual({
      rate_number: expect.any(Number),
      comment: expect.toBeOneOf([null, expect.any(String)]),
    });
    expect(order.who_canceled).toBeNull();
    expect(order.invoice).toMatch(/^http:\/\/[^/]+\/storage\/invoices\/[0-9a-f]{32}\.pdf$/);
    // The invoice is a PDF download that needs no session (the link is opened in a new tab).
    const invoice = await ctx.app.inject({ method: 'GET', url: new URL(order.invoice).pathname });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toMatch(/^attachment; filename="invoice-JOB-\d{5}\.pdf"$/);
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(invoice.rawPayload.toString('latin1')).toContain(`Total: ${finalSalary.toFixed(2)} SAR`);
    expect((await ctx.app.inject({ method: 'GET', url: '/storage/invoices/0123456789abcdef0123456789abcdef.pdf' })).statusCode).toBe(404);

    const canceled = (await all(`${list}?status=canceled`))[0] as Row;
    expect(canceled.who_canceled).toEqual({
      reason: expect.any(String),
      canceled_by: expect.any(String),
      canceled_by_trans: expect.any(String),
    });
    expect(canceled).toMatchObject({ invoice: null, rate_by_provider: null, rate_by_employee: null });
    expect((await client.get(`${DASH}/jobs/job-details/99999`, { token: admin })).status).toBe(404);
    expect((await client.get(`${DASH}/jobs/job-details/1`, { token: viewer })).status).toBe(403);
  });

  it('filters by every parameter of the screen, is_finished and a created-date pair', async () => {
    const rows = await all(list);
    const sample = rows.find((row) => row.employee) as Row;
    expect(ids(await all(`${list}?job_id=${sample.id}`))).toEqual([sample.id]);
    for (const row of await all(`${list}?employee_phone=${sample.employee.phone}`)) expect(row.employee.phone).toBe(sample.employee.phone);
    for (const row of await all(`${list}?employee_id=${sample.employee.id}`)) expect(row.employee.id).toBe(sample.employee.id);
    for (const row of await all(`${list}?provider_id=${sample.provider.id}`)) expect(row.provider.id).toBe(sample.provider.id);
    for (const row of await all(`${list}?provider=${encodeURIComponent(sample.provider.name)}`)) {
      expect(row.provider.name).toContain(sample.provider.name);
    }
    for (const row of await all(`${list}?specialist_id=${sample.info.job_title.specialist.id}`)) {
      expect(row.info.job_title.specialist.id).toBe(sample.info.job_title.specialist.id);
    }
    for (const row of await all(`${list}?job_title_id=${sample.info.job_title.id}`)) expect(row.info.job_title.id).toBe(sample.info.job_title.id);
    const finished = await all(`${list}?is_finished=1`);
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every((row) => row.status === 'finished')).toBe(true);
    expect((await all(`${list}?is_finished=0`)).some((row) => row.status === 'finished')).toBe(false);
    const day = String(sample.created_at).slice(0, 10);
    const sameDay = await all(`${list}?from_date=${day}&to_date=${day}`);
    expect(ids(sameDay)).toContain(sample.id);
    for (const row of sameDay) expect(String(row.created_at).slice(0, 10)).toBe(day);
    await refused(client.get(`${list}?from_date=${day}`, { token: admin }), ['to_date']);
    await refused(client.get(`${list}?to_date=${day}`, { token: admin }), ['from_date']);
    await refused(client.get(`${list}?from_date=2030-01-02&to_date=2030-01-01`, { token: admin }), ['to_date']);
    await refused(client.get(`${list}?status=lost`, { token: admin }), ['status']);
  });

  it('deletes an order with main/delete-booking?booking_id=', async () => {
    const [order] = await all(`${list}?status=new`);
    const answer = await client.post(`${MAIN}/delete-booking?booking_id=${order?.id}`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect((await client.get(`${DASH}/jobs/job-details/${order?.id}`, { token: admin })).status).toBe(404);
    expect((await client.post(`${MAIN}/delete-booking`, { token: admin })).status).toBe(422);
    expect((await client.post(`${MAIN}/delete-booking?booking_id=1`, { token: viewer })).status).toBe(403);
  });
});

describe('ad reports (dashboard/report-jobs/...)', () => {
  const list = `${DASH}/report-jobs/reports`;
  const change = (id: number) => `${DASH}/report-jobs/change-status/${id}`;

  it('lists reports with reporter, the reported ad and its provider, in all three statuses', async () => {
    const answer = await client.get(list, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.last_page).toBeGreaterThanOrEqual(3);
    expect(answer.body.permissions).toMatchObject({ index: true, show: true, delete: true, block: true });
    expect(answer.body.data[0]).toEqual({
      id: expect.any(Number),
      report_number: expect.any(String),
      reason: expect.any(String),
      created_at: expect.any(String),
      reporter: {
        id: expect.any(Number),
        name: expect.any(String),
        phone: expect.any(String),
        mobile: expect.any(String),
      },
      reportable: {
        id: expect.any(Number),
        job_number: expect.any(String),
        job_title: expect.any(String),
        job_report_status: expect.any(String),
        job_report_status_trans: expect.any(String),
        block_reason: expect.toBeOneOf([null, expect.any(String)]),
        provider: {
          id: expect.any(Number),
          name: expect.any(String),
          phone: expect.any(String),
          mobile: expect.any(String),
          active: expect.any(Boolean),
        },
      },
      reports_count: expect.any(Number),
      status: expect.any(String),
      status_trans: expect.any(String),
    });
    const rows = await all(list);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['published', 'blocked', 'pending']));
    expect(rows.some((row) => row.reports_count > 1)).toBe(true);
  });

  it('filters by report number, reporter, reported ad and reported party', async () => {
    const sample = (await all(list))[5] as Row;
    expect(ids(await all(`${list}?report_number=${sample.report_number}`))).toEqual([sample.id]);
    expect(ids(await all(`${list}?reporter=${encodeURIComponent(sample.reporter.name)}`))).toContain(sample.id);
    expect(ids(await all(`${list}?reporter=${sample.reporter.phone}`))).toContain(sample.id);
    const byAd = await all(`${list}?reportable_ad=${sample.reportable.job_number}`);
    expect(byAd.length).toBe(sample.reports_count);
    expect(ids(await all(`${list}?reportable_ad=${encodeURIComponent(sample.reportable.job_title)}`))).toContain(sample.id);
    for (const row of await all(`${list}?reportable=${encodeURIComponent(sample.reportable.provider.name)}`)) {
      expect(row.reportable.provider.name).toContain(sample.reportable.provider.name);
    }
  });

  it('shows one report to index holders, deletes one', async () => {
    const reader = await signInWith(ctx, ['reports index']);
    const [first, second] = await all(list);
    expect((await client.get(`${list}/${first?.id}`, { token: reader })).body.data.id).toBe(first?.id);
    expect((await client.get(`${list}/${first?.id}`, { token: viewer })).status).toBe(403);
    expect((await client.get(`${list}/99999`, { token: admin })).status).toBe(404);
    expect((await client.delete(`${list}/${second?.id}`, { token: reader })).status).toBe(403);
    expect((await client.delete(`${list}/${second?.id}`, { token: admin })).status).toBe(200);
    expect((await client.get(`${list}/${second?.id}`, { token: admin })).status).toBe(404);
    // Reports have no create or update calls.
    expect((await client.post(list, { token: admin, form: { reason: 'x' } })).status).toBe(404);
  });

  it('blocks an ad only with a non-blank reason, republishes it without one', async () => {
    const report = (await all(`${list}?status=pending`))[0] as Row;
    await refused(client.post(change(report.id), { token: admin, multipart: { status: 'blocked' } }), ['reason']);
    await refused(client.post(change(report.id), { token: admin, multipart: { status: 'blocked', reason: '  ' } }), ['reason']);
    await refused(client.post(change(report.id), { token: admin, multipart: { status: 'pending' } }), ['status']);
    const blocked = await client.post(change(report.id), {
      token: admin,
      lang: 'en',
      multipart: { status: 'blocked', reason: 'Fake salary' },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.message).toBe('The ad has been blocked');
    expect(blocked.body.data).toMatchObject({
      status: 'blocked',
      reportable: { job_report_status: 'blocked', block_reason: 'Fake salary' },
    });
    // Every report of the same ad follows.
    for (const row of await all(`${list}?reportable_ad=${report.reportable.job_number}`)) expect(row.status).toBe('blocked');
    const published = await client.post(change(report.id), {
      token: admin,
      lang: 'en',
      multipart: { status: 'published' },
    });
    expect(published.body.data).toMatchObject({
      status: 'published',
      status_trans: 'Published',
      reportable: { block_reason: null },
    });
    const reader = await signInWith(ctx, ['reports index', 'reports show']);
    expect((await client.post(change(report.id), { token: reader, form: { status: 'published' } })).status).toBe(403);
    expect((await client.post(change(99999), { token: admin, form: { status: 'published' } })).status).toBe(404);
  });
});

describe('GET main/report-details (bookings carried out by drivers)', () => {
  const url = `${MAIN}/report-details`;

  it('answers the detail of a booking as data[0]', async () => {
    const answer = await client.get(`${url}?booking_type=service&status=finished`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toMatchObject({ current_page: 1, per_page: 10 });
    // Most finished bookings are rated; one may not be yet.
    const detail = answer.body.data.find((row: Row) => row.rate_data);
    expect(Object.keys(detail)).toEqual(
      expect.arrayContaining([
        'id',
        'booking_status',
        'booking_type',
        'booking_date',
        'booking_time',
        'service_image',
        'service_type',
        'service',
        'service_price',
        'service_execution_time',
        'car_model',
        'car_category',
        'car_number',
        'car_color',
        'booking_product',
        'address_client',
        'address',
        'payment_method',
        'total_price_without_tax',
        'tax',
        'delivery_price',
        'total_price_with_tax',
        'client',
        'client_image',
        'client_number',
        'client_type',
        'driver_name',
        'driver_image',
        'driver_number',
        'rate_data',
        'booking_image',
        'ban_count',
        'ban_reasons',
      ]),
    );
    expect(detail).toMatchObject({
      booking_status: 'finished',
      booking_type: 'service',
      service: expect.any(String),
      car_model: expect.any(String),
    });
    expect(detail.address_client).toEqual({
      region_name: expect.any(String),
      city_name: expect.any(String),
      town_name: expect.any(String),
      lat: expect.any(Number),
      lon: expect.any(Number),
    });
    expect(detail.total_price_with_tax).toBeCloseTo(detail.total_price_without_tax + detail.tax, 2);
    expect(detail.rate_data).toEqual({
      id: expect.any(Number),
      rate_number: expect.any(Number),
      comment: expect.toBeOneOf([null, expect.any(String)]),
      status: expect.any(Number),
    });
    const products = (await all(`${url}?booking_type=product`))[0] as Row;
    expect(products.booking_product.products.length).toBeGreaterThan(0);
    expect(products.booking_product.qty).toBeGreaterThan(0);
    expect(products.service).toBeNull();
  });

  it('filters by driver, status and booking type; checks the values; needs orders index', async () => {
    const rows = await all(url);
    const sample = rows.find((row) => row.driver_id) as Row;
    for (const row of await all(`${url}?driver_id=${sample.driver_id}`)) expect(row.driver_id).toBe(sample.driver_id);
    for (const row of await all(`${url}?status=finished`)) expect(row.booking_status).toBe('finished');
    expect(ids(await all(`${url}?booking_id=${sample.id}`))).toEqual([sample.id]);
    await refused(client.get(`${url}?booking_type=flight`, { token: admin }), ['booking_type']);
    expect((await client.get(url, { token: viewer })).status).toBe(403);
  });
});

describe('ratings (main/get-rates)', () => {
  const url = `${MAIN}/get-rates`;

  it('lists ratings with half stars and the published status', async () => {
    const answer = await client.get(url, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.last_page).toBeGreaterThanOrEqual(3);
    expect(answer.body.permissions).toMatchObject({ index: true, activate: true });
    expect(answer.body.data[0]).toEqual({
      id: expect.any(Number),
      client: expect.any(String),
      client_id: expect.any(Number),
      rate_number: expect.any(Number),
      rate_comment: expect.toBeOneOf([null, expect.any(String)]),
      booking_id: expect.any(Number),
      driver_id: expect.any(Number),
      driver: expect.any(String),
      created_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      created_at: expect.any(String),
      status: expect.toBeOneOf([0, 1]),
    });
    const rows = await all(url);
    expect(rows.some((row) => !Number.isInteger(row.rate_number))).toBe(true);
    expect(rows.every((row) => row.rate_number >= 1 && row.rate_number <= 5 && (row.rate_number * 2) % 1 === 0)).toBe(true);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1]));
  });

  it('filters by order, client name, rate, driver (id or name), status and a date pair', async () => {
    const rows = await all(url);
    const sample = rows[3] as Row;
    expect(ids(await all(`${url}?booking_id=${sample.booking_id}`))).toEqual([sample.id]);
    expect(ids(await all(`${url}?client_name=${encodeURIComponent(sample.client)}`))).toContain(sample.id);
    for (const row of await all(`${url}?rate_number=${sample.rate_number}`)) expect(row.rate_number).toBe(sample.rate_number);
    for (const row of await all(`${url}?driver=${sample.driver_id}`)) expect(row.driver_id).toBe(sample.driver_id);
    expect(ids(await all(`${url}?driver=${encodeURIComponent(sample.driver)}`))).toContain(sample.id);
    expect((await all(`${url}?status=0`)).every((row) => row.status === 0)).toBe(true);
    const inRange = await all(`${url}?from_date=${sample.created_date}&to_date=${sample.created_date}`);
    expect(ids(inRange)).toContain(sample.id);
    expect(inRange.every((row) => row.created_date === sample.created_date)).toBe(true);
    await refused(client.get(`${url}?from_date=${sample.created_date}`, { token: admin }), ['to_date']);
    await refused(client.get(`${url}?to_date=2030-01-01`, { token: admin }), ['from_date']);
    await refused(client.get(`${url}?rate_number=high`, { token: admin }), ['rate_number']);
    expect((await client.get(url, { token: viewer })).status).toBe(403);
  });

  it('publishes and hides a rating through main/change-status type rate', async () => {
    const [rate] = await all(`${url}?status=1`);
    const off = await client.post(`${MAIN}/change-status?id=${rate?.id}&status=0&type=rate`, {
      token: admin,
      lang: 'en',
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: 'Status Changed' });
    expect((await all(`${url}?booking_id=${rate?.booking_id}`))[0]?.status).toBe(0);
    await client.post(`${MAIN}/change-status?id=${rate?.id}&status=1&type=rate`, { token: admin });
    expect((await all(`${url}?booking_id=${rate?.booking_id}`))[0]?.status).toBe(1);
    expect((await client.post(`${MAIN}/change-status?id=99999&status=1&type=rate`, { token: admin })).status).toBe(404);
    expect((await client.post(`${MAIN}/change-status?id=${rate?.id}&status=1&type=rate`, { token: viewer })).status).toBe(403);
  });
});

describe('wallet settlement requests (dashboard/wallets/...)', () => {
  const list = `${DASH}/wallets/requests-wallet`;
  const submit = `${DASH}/wallets/submit-requests-wallet`;

  it('lists requests of providers and of clients in every status', async () => {
    const answer = await client.get(`${list}?type=provider`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.permissions).toMatchObject({ index: true, accept_or_refuse: true, activate: true });
    expect(answer.body.data[0]).toEqual({
      id: expect.any(Number),
      wallet_number: expect.any(String),
      type: 'provider',
      user: {
        id: expect.any(Number),
        name: expect.any(String),
        phone: expect.any(String),
        wallet_balance: expect.any(Number),
        bank: { id: expect.any(Number), name: expect.any(String), IBAN: expect.any(String) },
      },
      balance: expect.any(Number),
      status: expect.any(String),
      status_trans: expect.any(String),
      transfer_balance: expect.toBeOneOf([null, expect.any(Number)]),
      notes: expect.toBeOneOf([null, expect.any(String)]),
      created_at: expect.any(String),
      active: expect.any(Boolean),
    });
    for (const type of ['provider', 'employee']) {
      const rows = await all(`${list}?type=${type}`);
      expect(rows.length).toBeGreaterThanOrEqual(21);
      expect(rows.every((row) => row.type === type)).toBe(true);
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['new', 'done', 'rejected']));
    }
  });

  it('filters by name, wallet number and status', async () => {
    const sample = (await all(`${list}?type=employee`))[2] as Row;
    expect(ids(await all(`${list}?wallet_number=${sample.wallet_number}`))).toEqual([sample.id]);
    for (const row of await all(`${list}?type=employee&name=${encodeURIComponent(sample.user.name)}`)) expect(row.user.name).toBe(sample.user.name);
    expect((await all(`${list}?status=rejected`)).every((row) => row.status === 'rejected')).toBe(true);
    await refused(client.get(`${list}?type=driver`, { token: admin }), ['type']);
  });

  it('completes a new request: the amount (or the requested balance) leaves the wallet; then it is closed', async () => {
    const request = (await all(`${list}?type=employee&status=new`))[0] as Row;
    const before = request.user.wallet_balance;
    const done = await client.post(submit, {
      token: admin,
      lang: 'en',
      form: { wallet_request_id: request.id, status: 'done', transfer_balance: '20.5', notes: 'Sent' },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe('The transfer has been recorded');
    expect(done.body.data).toMatchObject({
      status: 'done',
      transfer_balance: 20.5,
      notes: 'Sent',
      user: { wallet_balance: before - 20.5 },
    });
    const employee = (await client.get(`${DASH}/employees/${request.user.id}`, { token: admin })).body.data;
    expect(employee.balance.amount).toBeCloseTo(before - 20.5, 2);
    await refused(client.post(submit, { token: admin, form: { wallet_request_id: request.id, status: 'rejected' } }), ['status']);

    const provider = (await all(`${list}?type=provider&status=new`))[0] as Row;
    const whole = await client.post(submit, { token: admin, form: { wallet_request_id: provider.id, status: 'done' } });
    expect(whole.body.data).toMatchObject({ status: 'done', transfer_balance: provider.balance });
  });

  it('rejects with optional notes; checks the amount, the status and the id', async () => {
    const [request, other] = await all(`${list}?type=provider&status=new`);
    await refused(
      client.post(submit, {
        token: admin,
        form: { wallet_request_id: request?.id, status: 'done', transfer_balance: '-1' },
      }),
      ['transfer_balance'],
    );
    await refused(
      client.post(submit, {
        token: admin,
        form: {
          wallet_request_id: request?.id,
          status: 'done',
          transfer_balance: String((request?.user.wallet_balance ?? 0) + 1),
        },
      }),
      ['transfer_balance'],
    );
    await refused(client.post(submit, { token: admin, form: { wallet_request_id: request?.id, status: 'new' } }), ['status']);
    await refused(client.post(submit, { token: admin, form: { status: 'done' } }), ['wallet_request_id']);
    expect((await client.post(submit, { token: admin, form: { wallet_request_id: 99999, status: 'done' } })).status).toBe(404);
    const rejected = await client.post(submit, {
      token: admin,
      lang: 'en',
      form: { wallet_request_id: other?.id, status: 'rejected' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', status_trans: 'Rejected', transfer_balance: null });
    expect(rejected.body.data.user.wallet_balance).toBe(other?.user.wallet_balance);
    expect((await client.post(submit, { token: viewer, form: { wallet_request_id: other?.id, status: 'done' } })).status).toBe(403);
  });

  it('switches a request off and on through dashboard/activation type wallet-requests', async () => {
    const [request] = await all(list);
    expect(
      (
        await client.post(`${DASH}/activation`, {
          token: admin,
          form: { model_id: request?.id, active: 0, type: 'wallet-requests' },
        })
      ).status,
    ).toBe(200);
    expect((await all(`${list}?wallet_number=${request?.wallet_number}`))[0]?.active).toBe(false);
    expect(
      (
        await client.post(`${DASH}/activation`, {
          token: viewer,
          form: { model_id: request?.id, active: 1, type: 'wallet-requests' },
        })
      ).status,
    ).toBe(403);
  });
});
