// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CATALOGUE_MANAGER, CONTENT_EDITOR, createTestApp, VIEWER, type FormValue, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1';
const SETTINGS = `${API}/dashboard/general-setting`;

let ctx: TestApp;
let client: TestClient;
let admin: string;
let viewer: string;
let editor: string;
let manager: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  [admin, viewer, editor, manager] = await Promise.all([client.login(ADMIN), client.login(VIEWER), client.login(CONTENT_EDITOR), client.login(CATALOGUE_MANAGER)]);
});
afterAll(() => ctx.close());

describe('GET dashboard/get-messages', () => {
  const url = `${API}/dashboard/get-messages`;

  it('lists messages with the reply permission, newest first, three pages or more', async () => {
    const answer = await client.get(url, { token: editor, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toMatchObject({ current_page: 1, per_page: 10 });
    expect(answer.body.meta.last_page).toBeGreaterThanOrEqual(3);
    expect(answer.body.permissions).toEqual({
      index: true,
      create: false,
      edit: false,
      show: false,
      delete: false,
      activate: false,
      reply: true,
    });
    expect(answer.body.data[0]).toEqual({
      id: 30,
      name: 'Faisal Rahman',
      phone_number: '0551234530',
      email: 'faisal.rahman@example.com',
      message: 'Is there a corporate account option?',
      reply_message: null,
      type: 'other',
      type_trans: 'Other',
      is_reply: false,
      replied_at: null,
      created_at: expect.any(String),
    });
  });

  it('filters by name, phone, email, type and reply status', async () => {
    const get = async (query: string) => (await client.get(`${url}?${query}&per_page=100`, { token: admin, lang: 'en' })).body.data as Record<string, unknown>[];
    expect((await get('name=faisal')).map((row) => row.id)).toEqual([30]);
    expect((await get('phone_number=0551234503')).map((row) => row.id)).toEqual([3]);
    expect((await get('email=sara.khalid')).map((row) => row.id)).toEqual([2]);
    const complaints = await get('type=complaint');
    expect(complaints.length).toBeGreaterThan(3);
    expect(complaints.every((row) => row.type === 'complaint' && row.type_trans === 'Complaint')).toBe(true);
    const replied = await get('is_reply=1');
    expect(replied.every((row) => row.is_reply === true && typeof row.reply_message === 'string')).toBe(true);
    const open = await get('is_reply=0&type=explanation');
    expect(open.every((row) => row.is_reply === false && row.type_trans === 'Inquiry')).toBe(true);
    expect((await client.get(`${url}?type=spam`, { token: admin })).status).toBe(422);
    expect((await client.get(`${url}?is_reply=yes`, { token: admin })).status).toBe(422);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await client.get(url)).status).toBe(401);
    expect((await client.get(url, { token: viewer })).status).toBe(403);
    expect((await client.get(url, { token: manager })).status).toBe(403);
  });
});

describe('POST dashboard/reply-message/{id}', () => {
  const url = (id: number | string) => `${API}/dashboard/reply-message/${id}`;

  it('stores the reply and marks the message replied, once', async () => {
    const answer = await client.post(url(29), { token: editor, lang: 'en', form: { reply_message: ' About 2 hours. ' } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Sent Successfully');
    expect(answer.body.data).toMatchObject({ id: 29, reply_message: 'About 2 hours.', is_reply: true });
    expect(answer.body.data.replied_at).toEqual(expect.any(String));
    const again = await client.post(url(29), { token: editor, lang: 'en', form: { reply_message: 'Again' } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      message: 'This message has already been replied to',
      errors: { reply_message: ['This message has already been replied to'] },
    });
  });

  it('requires the reply text, an existing message and the reply permission', async () => {
    const empty = await client.post(url(28), { token: admin, lang: 'en', form: { reply_message: '   ' } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['reply_message']);
    expect((await client.post(url(9999), { token: admin, form: { reply_message: 'x' } })).status).toBe(404);
    expect((await client.post(url('abc'), { token: admin, form: { reply_message: 'x' } })).status).toBe(404);
    expect((await client.post(url(28), { token: viewer, form: { reply_message: 'x' } })).status).toBe(403);
    expect((await client.post(url(28), { form: { reply_message: 'x' } })).status).toBe(401);
  });
});

describe('dashboard/general-setting: content pages', () => {
  const types = ['about_app', 'terms', 'privacy_policy', 'delete_account'] as const;

  it('answers both contents and the one of the asked language', async () => {
    for (const type of types) {
      const answer = await client.get(`${SETTINGS}?type=${type}`, { token: editor, lang: 'en' });
      expect(answer.status, type).toBe(200);
      expect(answer.body.data).toEqual({
        type,
        content: answer.body.data.content_en,
        content_ar: expect.stringMatching(/^<h2>/),
        content_en: expect.stringMatching(/^<h2>/),
      });
    }
  });

  it('saves both contents, required, from a query or body type', async () => {
    const saved = await client.post(`${SETTINGS}?type=terms`, {
      token: editor,
      lang: 'en',
      form: { content_ar: '<p>الشروط</p>', content_en: '<p>Terms</p>' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      message: 'Saved Successfully',
      data: { type: 'terms', content: '<p>Terms</p>', content_ar: '<p>الشروط</p>', content_en: '<p>Terms</p>' },
    });
    const body = await client.post(SETTINGS, {
      token: editor,
      json: { type: 'about_app', content_ar: '<p>عن</p>', content_en: '<p>About</p>' },
    });
    expect(body.status).toBe(200);
    expect((await client.get(`${SETTINGS}?type=about_app`, { token: editor })).body.data.content_ar).toBe('<p>عن</p>');
    const missing = await client.post(`${SETTINGS}?type=privacy_policy`, {
      token: editor,
      lang: 'en',
      form: { content_ar: '', content_en: '' },
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['content_ar', 'content_en']);
  });

  it('counts markup without text as empty: an emptied editor leaves its lines and headings behind', async () => {
    for (const blank of ['<h2></h2>', '<p><br></p>', '<h3> </h3><p>&nbsp;</p>', '<p><strong></strong></p><ol><li></li></ol>']) {
      const answer = await client.post(`${SETTINGS}?type=privacy_policy`, {
        token: editor,
        lang: 'en',
        form: { content_ar: blank, content_en: '<p>Policy</p>' },
      });
      expect(answer.status, blank).toBe(422);
      expect(answer.body.errors).toEqual({ content_ar: ['The Arabic content field is required.'] });
    }
    const picture = await client.post(`${SETTINGS}?type=privacy_policy`, {
      token: editor,
      form: { content_ar: '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>', content_en: '<p>Policy</p>' },
    });
    expect(picture.status, 'a picture alone is content').toBe(200);
  });

  it('strips scripts, event handlers and javascript: links on the way in', async () => {
    const dirty =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a> <a href="https://example.com" title="ok">y</a></p>' +
      '<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>' +
      '<a href="JaVa&#x09;ScRiPt:alert(2)">z</a><img/src="x"/onerror="alert(3)"><svg><script>alert(4)</script></svg>';
    const answer = await client.post(`${SETTINGS}?type=delete_account`, {
      token: admin,
      form: { content_ar: dirty, content_en: '<b>safe</b>' },
    });
    expect(answer.status).toBe(200);
    const stored = (await client.get(`${SETTINGS}?type=delete_account`, { token: admin })).body.data.content_ar;
    expect(stored).toBe('<p>Hi <a>x</a> <a href="https://example.com">y</a></p><a>z</a>');
    expect(stored).not.toMatch(/script|onerror|onclick|javascript|iframe/i);
    const onlyScript = await client.post(`${SETTINGS}?type=delete_account`, {
      token: admin,
      lang: 'en',
      form: { content_ar: '<script>alert(1)</script>', content_en: '<b>safe</b>' },
    });
    expect(onlyScript.status).toBe(422);
    expect(Object.keys(onlyScript.body.errors)).toEqual(['content_ar']);
  });

  it('needs appContent index to read and edit to save', async () => {
    expect((await client.get(`${SETTINGS}?type=terms`, { token: viewer })).status).toBe(403);
    expect((await client.get(`${SETTINGS}?type=terms`, { token: manager })).status).toBe(403);
    expect((await client.post(`${SETTINGS}?type=terms`, { token: manager, form: { content_ar: 'a', content_en: 'b' } })).status).toBe(403);
    expect((await client.get(`${SETTINGS}?type=terms`)).status).toBe(401);
  });

  it('refuses an unknown or missing type with 422', async () => {
    for (const query of ['', '?type=cookies']) {
      const answer = await client.get(`${SETTINGS}${query}`, { token: admin });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['type']);
    }
  });
});

describe('dashboard/general-setting: general', () => {
  const valid = {
    app_commission: 12.5,
    value_added_tax: 15,
    lowest_hourly_rate: 40,
    price_cancellation_by_provider: 20,
    search_range_in_kilo: 25,
    reminder_hourly_before_job_starts: 3,
    report_limit_to_hide_ad: 4,
    account_restore_period: 14,
  };

  it('answers the eight numbers', async () => {
    const answer = await client.get(`${SETTINGS}?type=general`, { token: admin });
    expect(answer.body.data).toEqual({
      type: 'general',
      app_commission: 15,
      value_added_tax: 15,
      lowest_hourly_rate: 50,
      price_cancellation_by_provider: 25,
      search_range_in_kilo: 30,
      reminder_hourly_before_job_starts: 2,
      report_limit_to_hide_ad: 5,
      account_restore_period: 30,
    });
  });

  it('saves them, every one required and a number in its range, errors field on 422', async () => {
    const saved = await client.post(SETTINGS, { token: admin, form: { type: 'general', ...valid } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ type: 'general', ...valid });
    const answer = await client.post(`${SETTINGS}?type=general`, {
      token: admin,
      lang: 'en',
      form: { ...valid, app_commission: '', value_added_tax: 'lots', account_restore_period: 1.5, search_range_in_kilo: 0 },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['app_commission', 'value_added_tax', 'search_range_in_kilo', 'account_restore_period']);
    expect(answer.body.message).toBe('The app commission field is required.');
  });

  it('needs the settings group, not the app content one', async () => {
    expect((await client.get(`${SETTINGS}?type=general`, { token: editor })).status).toBe(403);
    expect((await client.post(`${SETTINGS}?type=general`, { token: editor, form: valid })).status).toBe(403);
  });
});

describe('dashboard/general-setting: contact_us', () => {
  const valid: Record<string, FormValue> = {
    key: '+966',
    'phone_number[0]': '0551112222',
    'phone_number[1]': '0553334444',
    whatsapp: '0551112222',
    facebook: 'https://facebook.com/example',
    snapchat: 'https://snapchat.com/add/example',
    youtube: 'https://youtube.com/@example',
    instagram: 'https://instagram.com/example',
    address: 'Jeddah',
    location: 'https://maps.google.com/?q=21.5,39.2',
    client_app_android: 'https://play.google.com/store/apps/details?id=a',
    client_app_ios: 'https://apps.apple.com/app/id1',
    provider_app_android: 'https://play.google.com/store/apps/details?id=b',
    provider_app_ios: 'https://apps.apple.com/app/id2',
  };

  it('answers the phones as a list and every link', async () => {
    const data = (await client.get(`${SETTINGS}?type=contact_us`, { token: editor })).body.data;
    expect(data).toMatchObject({
      type: 'contact_us',
      key: '+966',
      phone_number: ['0550000100', '0550000200'],
      whatsapp: '0550000100',
      address: expect.any(String),
      location: expect.stringMatching(/^https:\/\//),
      client_app_ios: expect.stringMatching(/^https:\/\//),
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        'type',
        'key',
        'phone_number',
        'whatsapp',
        'address',
        'facebook',
        'snapchat',
        'youtube',
        'instagram',
        'location',
        'client_app_android',
        'client_app_ios',
        'provider_app_android',
        'provider_app_ios',
      ].sort(),
    );
  });

  it('saves phone_number[i] and phone_number[] forms', async () => {
    const indexed = await client.post(`${SETTINGS}?type=contact_us`, { token: editor, form: valid });
    expect(indexed.status).toBe(200);
    expect(indexed.body.data.phone_number).toEqual(['0551112222', '0553334444']);
    const { 'phone_number[0]': _a, 'phone_number[1]': _b, ...rest } = valid;
    const bracket = await client.post(`${SETTINGS}?type=contact_us`, {
      token: editor,
      form: { ...rest, 'phone_number[]': ['0559998888'], facebook: '' },
    });
    expect(bracket.status).toBe(200);
    expect(bracket.body.data).toMatchObject({ phone_number: ['0559998888'], facebook: null });
  });

  it('checks every phone against 05 and eight digits and every link as a URL', async () => {
    const answer = await client.post(`${SETTINGS}?type=contact_us`, {
      token: editor,
      lang: 'en',
      form: {
        ...valid,
        'phone_number[1]': '0612345678',
        'phone_number[2]': '05123',
        instagram: 'javascript:alert(1)',
        location: 'not a link',
        whatsapp: 'call me',
      },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['phone_number.1', 'phone_number.2', 'whatsapp', 'instagram', 'location']);
    const none = await client.post(`${SETTINGS}?type=contact_us`, { token: editor, lang: 'en', form: { address: 'x' } });
    expect(Object.keys(none.body.errors)).toEqual(['phone_number']);
    const link = await client.post(`${SETTINGS}?type=contact_us`, {
      token: editor,
      form: { ...valid, whatsapp: 'https://wa.me/966551112222' },
    });
    expect(link.status).toBe(200);
  });
});

describe('working intervals', () => {
  const DAYS = `${API}/main/days`;
  const SAVE = `${API}/main/add-working-period`;

  it('answers the seven days with their state and the periods of a service type', async () => {
    const answer = await client.get(`${DAYS}?service_type_id=8`, { token: manager, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      service_type: { id: 8, name: 'Home cleaning' },
      days: [
        { id: 1, name: 'Saturday', active: true },
        { id: 2, name: 'Sunday', active: true },
        { id: 3, name: 'Monday', active: true },
        { id: 4, name: 'Tuesday', active: true },
        { id: 5, name: 'Wednesday', active: true },
        { id: 6, name: 'Thursday', active: true },
        { id: 7, name: 'Friday', active: false },
      ],
      working_days: [
        { id: expect.any(Number), time_start: '08:00', time_end: '12:00' },
        { id: expect.any(Number), time_start: '16:00', time_end: '22:00' },
      ],
    });
    expect((await client.get(DAYS, { token: manager })).status).toBe(422);
    expect((await client.get(`${DAYS}?service_type_id=999`, { token: manager })).status).toBe(404);
    expect((await client.get(`${DAYS}?service_type_id=8`, { token: editor })).status).toBe(403);
  });

  it('replaces days and periods from days[] and period[i][...] fields', async () => {
    const answer = await client.post(SAVE, {
      token: manager,
      lang: 'en',
      form: {
        service_type_id: 9,
        'days[]': [7, 2, 2],
        'period[1][time_from]': '14:00',
        'period[1][time_to]': '18:30',
        'period[0][time_from]': '09:00:00',
        'period[0][time_to]': '12:00',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Saved Successfully');
    const { days, working_days: periods } = answer.body.data;
    expect(days.filter((day: { active: boolean }) => day.active).map((day: { id: number }) => day.id)).toEqual([2, 7]);
    expect(periods.map((period: { time_start: string; time_end: string }) => [period.time_start, period.time_end])).toEqual([
      ['09:00', '12:00'],
      ['14:00', '18:30'],
    ]);
    const json = await client.post(SAVE, {
      token: manager,
      json: { service_type_id: 9, days: [1], period: [{ time_from: '10:00', time_to: '11:00' }] },
    });
    expect(json.body.data.working_days).toHaveLength(1);
  });

  it('needs a day, a period, times in order and no overlap', async () => {
    const base = { service_type_id: 10, 'days[]': [1], 'period[0][time_from]': '08:00', 'period[0][time_to]': '10:00' };
    const cases: readonly [Record<string, FormValue>, string][] = [
      [{ ...base, service_type_id: 999 }, 'service_type_id'],
      [{ ...base, 'days[]': [] }, 'days'],
      [{ ...base, 'days[]': [8] }, 'days.0'],
      [{ service_type_id: 10, 'days[]': [1] }, 'period'],
      [{ ...base, 'period[0][time_to]': '07:00' }, 'period.0.time_to'],
      [{ ...base, 'period[0][time_from]': '25:00' }, 'period.0.time_from'],
      [{ ...base, 'period[0][time_to]': '' }, 'period.0.time_to'],
      [{ ...base, 'period[1][time_from]': '09:30', 'period[1][time_to]': '11:00' }, 'period'],
    ];
    for (const [form, field] of cases) {
      const answer = await client.post(SAVE, { token: manager, lang: 'en', form });
      expect(answer.status, field).toBe(422);
      expect(Object.keys(answer.body.errors), field).toEqual([field]);
    }
    const kept = (await client.get(`${DAYS}?service_type_id=10`, { token: manager })).body.data.working_days;
    expect(kept.length).toBeGreaterThan(0);
    expect((await client.post(SAVE, { token: editor, form: base })).status).toBe(403);
    expect((await client.post(SAVE, { form: base })).status).toBe(401);
  });
});
