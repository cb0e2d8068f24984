// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, PNG, VIEWER, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1/dashboard';

let ctx: TestApp;
let client: TestClient;
let admin: string;
let viewer: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  admin = await client.login(ADMIN);
  viewer = await client.login(VIEWER);
});
afterAll(() => ctx.close());

interface AreaCase {
  readonly path: string;
  readonly parent: string;
  readonly activationType: string;
  readonly minRows: number;
  /** The two bilingual text fields and the list filter that searches them. */
  readonly text: readonly [ar: string, en: string];
  readonly searchParam: string;
  readonly localizedKey: string;
  readonly valid: Readonly<Record<string, string | number>>;
  readonly viewerMayList: boolean;
}

const areas: readonly AreaCase[] = [
  {
    path: 'job-titles',
    parent: 'jobTitles',
    activationType: 'jobTitles',
    minRows: 25,
    text: ['name_ar', 'name_en'],
    searchParam: 'name',
    localizedKey: 'name',
    valid: { name_ar: 'فني اختبار', name_en: 'Test technician', specialist_id: 2 },
    viewerMayList: false,
  },
  {
    path: 'job-types',
    parent: 'jobTypes',
    activationType: 'job-types',
    minRows: 25,
    text: ['name_ar', 'name_en'],
    searchParam: 'name',
    localizedKey: 'name',
    valid: { name_ar: 'نوع اختبار', name_en: 'Test type' },
    viewerMayList: false,
  },
  {
    path: 'specialists',
    parent: 'specialists',
    activationType: 'specialists',
    minRows: 25,
    text: ['name_ar', 'name_en'],
    searchParam: 'name',
    localizedKey: 'name',
    valid: { name_ar: 'تخصص اختبار', name_en: 'Test specialization' },
    viewerMayList: false,
  },
  {
    path: 'banks',
    parent: 'banks',
    activationType: 'banks',
    minRows: 30,
    text: ['name_ar', 'name_en'],
    searchParam: 'name',
    localizedKey: 'name',
    valid: { name_ar: 'بنك الاختبار', name_en: 'Test Bank', country_id: 1 },
    viewerMayList: true,
  },
  {
    path: 'cancellation-reasons',
    parent: 'cancellation-reasons',
    activationType: 'cancellation-reasons',
    minRows: 25,
    text: ['title_ar', 'title_en'],
    searchParam: 'title',
    localizedKey: 'title',
    valid: { title_ar: 'سبب اختبار', title_en: 'Test reason', discount_percentage: 7.5, user_type: 'provider' },
    viewerMayList: false,
  },
  {
    path: 'countries',
    parent: 'countries',
    activationType: 'countries',
    minRows: 25,
    text: ['name_ar', 'name_en'],
    searchParam: 'name',
    localizedKey: 'name',
    valid: { name_ar: 'دولة الاختبار', name_en: 'Testland', key: '+999', flag: '🏳️' },
    viewerMayList: true,
  },
  {
    path: 'districts',
    parent: 'districts',
    activationType: 'districts',
    minRows: 25,
    text: ['name_ar', 'name_en'],
    searchParam: 'name',
    localizedKey: 'name',
    valid: { name_ar: 'مدينة الاختبار', name_en: 'Test district', country_id: 2 },
    viewerMayList: false,
  },
  {
    path: 'cities',
    parent: 'cities',
    activationType: 'cities',
    minRows: 25,
    text: ['name_ar', 'name_en'],
    searchParam: 'name',
    localizedKey: 'name',
    valid: { name_ar: 'حي الاختبار', name_en: 'Test city', country_id: 2, district_id: 16 },
    viewerMayList: false,
  },
];

describe.each(areas)('dashboard/$path', (area) => {
  const base = `${API}/${area.path}`;
  const [textAr, textEn] = area.text;

  async function create(fields: Readonly<Record<string, string | number>> = area.valid) {
    const answer = await client.post(base, { token: admin, form: fields, lang: 'en' });
    expect(answer.status).toBe(200);
    return answer.body.data as { id: number } & Record<string, unknown>;
  }

  describe('list', () => {
    it('answers data, meta and permissions, newest first', async () => {
      const answer = await client.get(base, { token: admin });
      expect(answer.status).toBe(200);
      const { data, meta, permissions } = answer.body;
      expect(data).toHaveLength(10);
      expect(meta.current_page).toBe(1);
      expect(meta.per_page).toBe(10);
      expect(meta.total).toBeGreaterThanOrEqual(area.minRows);
      expect(meta.last_page).toBeGreaterThanOrEqual(3);
      expect(meta.last_page).toBe(Math.ceil(meta.total / 10));
      const ids = data.map((row: { id: number }) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(permissions).toEqual({ index: true, create: true, edit: true, show: true, delete: true, activate: true });
    });

    it('pages, and answers an empty page past the end', async () => {
      const first = (await client.get(`${base}?page=1&per_page=5`, { token: admin })).body;
      const second = (await client.get(`${base}?page=2&per_page=5`, { token: admin })).body;
      expect(second.meta.current_page).toBe(2);
      expect(second.data).toHaveLength(5);
      expect(second.data[0].id).toBeLessThan(first.data[4].id);
      const past = await client.get(`${base}?page=99`, { token: admin });
      expect(past.status).toBe(200);
      expect(past.body.data).toEqual([]);
      expect(past.body.meta.current_page).toBe(99);
      expect(past.body.meta.total).toBe(first.meta.total);
    });

    it('caps per_page at 100 and ignores nonsense paging', async () => {
      const all = (await client.get(`${base}?per_page=5000`, { token: admin })).body;
      expect(all.meta.per_page).toBe(100);
      expect(all.data).toHaveLength(Math.min(all.meta.total, 100));
      const odd = (await client.get(`${base}?page=-3&per_page=abc`, { token: admin })).body;
      expect(odd.meta).toMatchObject({ current_page: 1, per_page: 10 });
    });

    it('filters by active', async () => {
      const inactive = (await client.get(`${base}?active=0&per_page=1000`, { token: admin })).body.data;
      const active = (await client.get(`${base}?active=1&per_page=1000`, { token: admin })).body.data;
      expect(inactive.length).toBeGreaterThan(0);
      expect(inactive.every((row: { active: boolean }) => row.active === false)).toBe(true);
      expect(active.every((row: { active: boolean }) => row.active === true)).toBe(true);
      const bad = await client.get(`${base}?active=maybe`, { token: admin });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.active).toHaveLength(1);
    });

    it(`filters by ${area.searchParam} in either language, wildcards taken literally`, async () => {
      const sample = (await client.get(`${base}?per_page=1`, { token: admin })).body.data[0];
      const english = String(sample[textEn]).slice(1, 5);
      const arabic = String(sample[textAr]);
      for (const term of [english, arabic]) {
        const found = (await client.get(`${base}?${area.searchParam}=${encodeURIComponent(term)}&per_page=1000`, { token: admin })).body.data;
        expect(found.map((row: { id: number }) => row.id)).toContain(sample.id);
        for (const row of found) expect(`${row[textAr]} ${row[textEn]}`.toLowerCase()).toContain(term.toLowerCase());
      }
      for (const wildcard of ['%', '_']) {
        const none = await client.get(`${base}?${area.searchParam}=${encodeURIComponent(wildcard)}`, { token: admin });
        expect(none.body.data).toEqual([]);
      }
    });

    it('answers 401 without a session', async () => {
      expect((await client.get(base)).status).toBe(401);
    });

    it(area.viewerMayList ? 'lets the viewer list, with read-only permissions' : 'refuses the viewer with 403', async () => {
      const answer = await client.get(base, { token: viewer });
      if (area.viewerMayList) {
        expect(answer.status).toBe(200);
        expect(answer.body.permissions).toEqual({
          index: true,
          create: false,
          edit: false,
          show: false,
          delete: false,
          activate: false,
        });
      } else {
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ message: expect.any(String) });
      }
    });
  });

  describe('show', () => {
    it('answers the record with its name in the asked language', async () => {
      const english = await client.get(`${base}/1`, { token: admin, lang: 'en' });
      expect(english.status).toBe(200);
      expect(english.body.data.id).toBe(1);
      expect(english.body.data[area.localizedKey]).toBe(english.body.data[textEn]);
      const arabic = await client.get(`${base}/1`, { token: admin, headers: { 'accept-language': 'ar-SA,ar;q=0.9' } });
      expect(arabic.body.data[area.localizedKey]).toBe(arabic.body.data[textAr]);
      const fallback = await client.get(`${base}/1`, { token: admin });
      expect(fallback.body.data[area.localizedKey]).toBe(fallback.body.data[textAr]);
    });

    it('answers 404 for a missing or malformed id', async () => {
      for (const id of ['999999', 'abc', '0']) {
        const answer = await client.get(`${base}/${id}`, { token: admin });
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ message: expect.any(String) });
      }
    });

    it('refuses the viewer with 403', async () => {
      expect((await client.get(`${base}/1`, { token: viewer })).status).toBe(403);
    });
  });

  describe('create', () => {
    it('creates an active record and answers it', async () => {
      const answer = await client.post(base, { token: admin, form: area.valid, lang: 'en' });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Added Successfully');
      expect(answer.body.data).toMatchObject({
        [textAr]: area.valid[textAr],
        [textEn]: area.valid[textEn],
        active: true,
      });
      const shown = await client.get(`${base}/${answer.body.data.id}`, { token: admin, lang: 'en' });
      expect(shown.body.data).toEqual(answer.body.data);
      const first = (await client.get(base, { token: admin })).body.data[0];
      expect(first.id).toBe(answer.body.data.id);
    });

    it('accepts JSON, trims names and keeps active=0', async () => {
      const answer = await client.post(base, {
        token: admin,
        json: { ...area.valid, [textAr]: `  ${area.valid[textAr]}  `, active: 0 },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data[textAr]).toBe(area.valid[textAr]);
      expect(answer.body.data.active).toBe(area.path === 'cancellation-reasons');
    });

    it('requires both names, trimmed, at most 255 characters', async () => {
      const cases: readonly [Record<string, string | number>, string][] = [
        [{ ...area.valid, [textAr]: '' }, textAr],
        [{ ...area.valid, [textEn]: '   ' }, textEn],
        [{ ...area.valid, [textEn]: 'x'.repeat(256) }, textEn],
      ];
      for (const [form, field] of cases) {
        const answer = await client.post(base, { token: admin, form, lang: 'en' });
        expect(answer.status).toBe(422);
        expect(Object.keys(answer.body.errors)).toEqual([field]);
        expect(answer.body.message).toBe(answer.body.errors[field][0]);
      }
      const both = await client.post(base, { token: admin, form: {}, lang: 'en' });
      expect(both.status).toBe(422);
      expect(Object.keys(both.body.errors).slice(0, 2)).toEqual([textAr, textEn]);
    });

    it('words validation messages in the asked language', async () => {
      const english = await client.post(base, { token: admin, form: { ...area.valid, [textAr]: '' }, lang: 'en' });
      const arabic = await client.post(base, { token: admin, form: { ...area.valid, [textAr]: '' }, lang: 'ar' });
      expect(english.body.message).toMatch(/field is required/);
      expect(arabic.body.message).toMatch(/مطلوب/);
    });

    it('checks the active flag', async () => {
      const answer = await client.post(base, {
        token: admin,
        form: { ...area.valid, active: 'yes please' },
        lang: 'en',
      });
      if (area.path === 'cancellation-reasons') expect(answer.status).toBe(200);
      else expect(answer.status).toBe(422);
    });

    it('refuses the viewer with 403 and a missing session with 401', async () => {
      expect((await client.post(base, { token: viewer, form: area.valid })).status).toBe(403);
      expect((await client.post(base, { form: area.valid })).status).toBe(401);
    });
  });

  describe('update', () => {
    it('updates through a form with _method=PUT', async () => {
      const record = await create();
      const answer = await client.post(`${base}/${record.id}`, {
        token: admin,
        form: { ...area.valid, [textEn]: 'Renamed by form', _method: 'PUT' },
        lang: 'en',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Edited Successfully');
      expect(answer.body.data[textEn]).toBe('Renamed by form');
      expect((await client.get(`${base}/${record.id}`, { token: admin })).body.data[textEn]).toBe('Renamed by form');
    });

    it('updates through multipart with _method=PUT, keeping active unless sent', async () => {
      const record = await create();
      const off = await client.post(`${base}/${record.id}`, {
        token: admin,
        multipart: { ...area.valid, [textAr]: 'اسم جديد', active: '0', _method: 'PUT' },
      });
      expect(off.status).toBe(200);
      expect(off.body.data).toMatchObject({ [textAr]: 'اسم جديد', active: false });
      const kept = await client.post(`${base}/${record.id}`, {
        token: admin,
        multipart: { ...area.valid, _method: 'PATCH' },
      });
      expect(kept.body.data.active).toBe(false);
    });

    it('also takes a plain PUT with JSON', async () => {
      const record = await create();
      const answer = await client.call('PUT', `${base}/${record.id}`, {
        token: admin,
        json: { ...area.valid, active: true },
      });
      expect(answer.status).toBe(200);
    });

    it('validates like create', async () => {
      const record = await create();
      const answer = await client.post(`${base}/${record.id}`, {
        token: admin,
        form: { ...area.valid, [textAr]: ' ', _method: 'PUT' },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors[textAr]).toHaveLength(1);
    });

    it('answers 404 for a missing record and 405 for a POST without _method', async () => {
      expect((await client.post(`${base}/999999`, { token: admin, form: { ...area.valid, _method: 'PUT' } })).status).toBe(404);
      expect((await client.post(`${base}/1`, { token: admin, form: area.valid })).status).toBe(405);
    });

    it('refuses the viewer with 403', async () => {
      expect((await client.post(`${base}/1`, { token: viewer, form: { ...area.valid, _method: 'PUT' } })).status).toBe(403);
    });
  });

  describe('delete', () => {
    it('deletes an unused record, then answers 404', async () => {
      const record = await create();
      const answer = await client.delete(`${base}/${record.id}`, { token: admin, lang: 'en' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: 'Deleted Successfully' });
      expect((await client.get(`${base}/${record.id}`, { token: admin })).status).toBe(404);
      expect((await client.delete(`${base}/${record.id}`, { token: admin })).status).toBe(404);
    });

    it('also deletes through a POST with _method=DELETE', async () => {
      const record = await create();
      expect((await client.post(`${base}/${record.id}`, { token: admin, form: { _method: 'DELETE' } })).status).toBe(200);
    });

    it('refuses the viewer with 403', async () => {
      expect((await client.delete(`${base}/1`, { token: viewer })).status).toBe(403);
    });
  });

  it('is switched through dashboard/activation', async () => {
    const record = await create();
    const off = await client.post(`${API}/activation`, {
      token: admin,
      form: { model_id: record.id, active: 0, type: area.activationType },
      lang: 'en',
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: 'Status Changed' });
    expect((await client.get(`${base}/${record.id}`, { token: admin })).body.data.active).toBe(false);
    await client.post(`${API}/activation`, {
      token: admin,
      json: { model_id: record.id, active: true, type: area.activationType },
    });
    expect((await client.get(`${base}/${record.id}`, { token: admin })).body.data.active).toBe(true);
    const refused = await client.post(`${API}/activation`, {
      token: viewer,
      form: { model_id: record.id, active: 0, type: area.activationType },
    });
    expect(refused.status).toBe(403);
  });
});

describe('job titles', () => {
  it('links a specialization, optionally', async () => {
    const linked = await client.get(`${API}/job-titles/1`, { token: admin, lang: 'en' });
    expect(linked.body.data).toEqual({
      id: 1,
      name: 'Plumber',
      name_ar: 'سباك',
      name_en: 'Plumber',
      specialist: { id: 1, name: 'Plumbing' },
      active: true,
    });
    const bare = await client.post(`${API}/job-titles`, { token: admin, form: { name_ar: 'عامل', name_en: 'Worker' } });
    expect(bare.body.data.specialist).toBeNull();
    const cleared = await client.post(`${API}/job-titles/1`, {
      token: admin,
      form: { name_ar: 'سباك', name_en: 'Plumber', specialist_id: '', _method: 'PUT' },
    });
    expect(cleared.body.data.specialist).toBeNull();
    await client.post(`${API}/job-titles/1`, {
      token: admin,
      form: { name_ar: 'سباك', name_en: 'Plumber', specialist_id: 1, _method: 'PUT' },
    });
  });

  it('refuses a specialization that does not exist', async () => {
    const answer = await client.post(`${API}/job-titles`, {
      token: admin,
      form: { name_ar: 'ا', name_en: 'a', specialist_id: 9999 },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.specialist_id).toHaveLength(1);
  });
});

describe('specializations', () => {
  it('cannot be deleted while job titles use them', async () => {
    const answer = await client.delete(`${API}/specialists/1`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/still used by: job titles \(\d+\)/);
    expect((await client.get(`${API}/specialists/1`, { token: admin })).status).toBe(200);
  });
});

describe('banks', () => {
  it('answers the country by name', async () => {
    const answer = await client.get(`${API}/banks/1`, { token: admin, lang: 'en' });
    expect(answer.body.data).toEqual({
      id: 1,
      name: 'Al Rajhi Bank',
      name_ar: 'مصرف الراجحي',
      name_en: 'Al Rajhi Bank',
      country: { id: 1, name: 'Saudi Arabia' },
      swift_code: null,
      active: true,
    });
  });

  it('keeps a SWIFT code of 8 or 11 letters and digits, and refuses another', async () => {
    const refused = await client.post(`${API}/banks`, { token: admin, form: { name_ar: 'بنك', name_en: 'Bank', country_id: 1, swift_code: 'RJHI1' }, lang: 'en' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['swift_code']);
    const created = await client.post(`${API}/banks`, { token: admin, form: { name_ar: 'بنك', name_en: 'Bank', country_id: 1, swift_code: 'RJHISARI' } });
    expect(created.status).toBe(200);
    const shown = await client.get(`${API}/banks/${created.body.data.id}`, { token: admin, lang: 'en' });
    expect(shown.body.data.swift_code).toBe('RJHISARI');
  });

  it('requires an existing country', async () => {
    for (const country_id of [undefined, 9999, 'abc']) {
      const form = { name_ar: 'بنك', name_en: 'Bank', ...(country_id === undefined ? {} : { country_id }) };
      const answer = await client.post(`${API}/banks`, { token: admin, form });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['country_id']);
    }
  });
});

describe('countries', () => {
  it('answers the dial code and flag, Saudi Arabia first', async () => {
    const answer = await client.get(`${API}/countries/1`, { token: admin, lang: 'en' });
    expect(answer.body.data).toEqual({
      id: 1,
      name: 'Saudi Arabia',
      name_ar: 'السعودية',
      name_en: 'Saudi Arabia',
      active: true,
      key: '+966',
      flag: '🇸🇦',
    });
  });

  it('cannot be deleted while banks, districts or cities use them', async () => {
    const answer = await client.delete(`${API}/countries/1`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/banks \(\d+\), districts \(\d+\), cities \(\d+\)/);
    expect(answer.body.errors.id).toEqual([answer.body.message]);
    const arabic = await client.delete(`${API}/countries/2`, { token: admin });
    expect(arabic.body.message).toMatch(/لا يمكن حذف/);
    expect((await client.get(`${API}/countries/1`, { token: admin })).status).toBe(200);
  });

  it('answers every matching country unpaged with limit=0, to any signed-in admin', async () => {
    const all = await client.get(`${API}/countries?limit=0&page=0&active=1`, { token: viewer, lang: 'en' });
    expect(all.status).toBe(200);
    expect(all.body.data[0].name).toBe('Saudi Arabia');
    expect(all.body.data.every((country: { active: boolean }) => country.active)).toBe(true);
    expect(all.body.meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: all.body.data.length,
      total: all.body.data.length,
    });
    expect(all.body.permissions.index).toBe(true);
    expect((await client.get(`${API}/countries?limit=0`)).status).toBe(401);
  });
});

describe('cancellation reasons', () => {
  const valid = { title_ar: 'سبب', title_en: 'Reason', discount_percentage: 10, user_type: 'employee' };

  it('answers the user type label in the asked language and the discount as a number', async () => {
    const english = (await client.get(`${API}/cancellation-reasons/1`, { token: admin, lang: 'en' })).body.data;
    expect(english).toEqual({
      id: 1,
      title: 'The provider is late',
      title_ar: 'تأخر مقدم الخدمة',
      title_en: 'The provider is late',
      discount_percentage: 0,
      user_type: 'employee',
      user_type_trans: 'Client',
      active: true,
    });
    const provider = (await client.get(`${API}/cancellation-reasons/27`, { token: admin })).body.data;
    expect(provider.user_type_trans).toBe('شركة');
    expect(provider.discount_percentage).toBe(25);
  });

  it('requires a discount between 0 and 100 and a known user type', async () => {
    const cases: readonly [Record<string, string | number>, string][] = [
      [{ ...valid, discount_percentage: '' }, 'discount_percentage'],
      [{ ...valid, discount_percentage: 101 }, 'discount_percentage'],
      [{ ...valid, discount_percentage: -1 }, 'discount_percentage'],
      [{ ...valid, discount_percentage: 'ten' }, 'discount_percentage'],
      [{ ...valid, user_type: '' }, 'user_type'],
      [{ ...valid, user_type: 'driver' }, 'user_type'],
    ];
    for (const [form, field] of cases) {
      const answer = await client.post(`${API}/cancellation-reasons`, { token: admin, form });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    const edge = await client.post(`${API}/cancellation-reasons`, {
      token: admin,
      form: { ...valid, discount_percentage: 100 },
    });
    expect(edge.body.data.discount_percentage).toBe(100);
  });

  it('filters by title and user type', async () => {
    const providers = (await client.get(`${API}/cancellation-reasons?user_type=provider&per_page=1000`, { token: admin })).body.data;
    expect(providers.length).toBeGreaterThan(5);
    expect(providers.every((row: { user_type: string }) => row.user_type === 'provider')).toBe(true);
    const found = (await client.get(`${API}/cancellation-reasons?title=weather`, { token: admin })).body.data;
    expect(found.map((row: { title_en: string }) => row.title_en)).toEqual(['Weather conditions']);
    expect((await client.get(`${API}/cancellation-reasons?user_type=driver`, { token: admin })).status).toBe(422);
  });

  it('accepts and ignores name_ar and name_en on update', async () => {
    const answer = await client.post(`${API}/cancellation-reasons/2`, {
      token: admin,
      form: { ...valid, name_ar: 'تجاهل', name_en: 'Ignored', title_en: 'Booked by mistake', _method: 'PUT' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).not.toHaveProperty('name_en');
    expect(answer.body.data.title_en).toBe('Booked by mistake');
  });
});

describe('districts', () => {
  it('answers the country and filters by it', async () => {
    const egypt = (await client.get(`${API}/districts?country_id=2&per_page=1000`, { token: admin, lang: 'en' })).body.data;
    expect(egypt.length).toBeGreaterThan(3);
    expect(egypt.every((row: { country: { id: number; name: string } }) => row.country.id === 2 && row.country.name === 'Egypt')).toBe(true);
    expect((await client.get(`${API}/districts?country_id=abc`, { token: admin })).status).toBe(422);
  });

  it('requires an existing country', async () => {
    const answer = await client.post(`${API}/districts`, { token: admin, form: { name_ar: 'م', name_en: 'd' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.country_id).toHaveLength(1);
  });

  it('cannot be deleted while cities use them', async () => {
    const answer = await client.delete(`${API}/districts/1`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/cities \(\d+\)/);
  });
});

describe('cities', () => {
  it('answers the country and the district with its own country', async () => {
    const city = (await client.get(`${API}/cities/1`, { token: admin, lang: 'en' })).body.data;
    expect(city).toEqual({
      id: 1,
      name: 'Al Olaya',
      name_ar: 'العليا',
      name_en: 'Al Olaya',
      active: true,
      country: { id: 1, name: 'Saudi Arabia' },
      district: { id: 1, name: 'Riyadh', country: { id: 1, name: 'Saudi Arabia' } },
    });
  });

  it('filters by country and district', async () => {
    const riyadh = (await client.get(`${API}/cities?district_id=1&per_page=1000`, { token: admin })).body.data;
    expect(riyadh.length).toBeGreaterThan(3);
    expect(riyadh.every((row: { district: { id: number } }) => row.district.id === 1)).toBe(true);
    const uae = (await client.get(`${API}/cities?country_id=3&active=1&per_page=1000`, { token: admin })).body.data;
    expect(uae.length).toBeGreaterThan(3);
    expect(uae.every((row: { country: { id: number } }) => row.country.id === 3)).toBe(true);
  });

  it('requires the district to belong to the country', async () => {
    const answer = await client.post(`${API}/cities`, {
      token: admin,
      form: { name_ar: 'حي', name_en: 'Hood', country_id: 2, district_id: 1 },
      lang: 'en',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['district_id']);
    expect(answer.body.message).toMatch(/does not belong/);
    const missing = await client.post(`${API}/cities`, {
      token: admin,
      form: { name_ar: 'حي', name_en: 'Hood', country_id: 1 },
    });
    expect(Object.keys(missing.body.errors)).toEqual(['district_id']);
  });
});

describe('uploads in area forms', () => {
  it('ignores files sent with a multipart create', async () => {
    const answer = await client.post(`${API}/job-types`, {
      token: admin,
      multipart: {
        name_ar: 'مع صورة',
        name_en: 'With image',
        image: { filename: 'a.png', contentType: 'image/png', data: PNG },
      },
    });
    expect(answer.status).toBe(200);
  });
});
