// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWith } from '../testing/accounts.js';
import { ADMIN, createTestApp, pngFile, VIEWER, type FilePart, type FormValue, type TestApp, type TestClient } from '../testing/harness.js';
import { makePdf } from '../uploads/pdf.js';

const API = '/api/v1';
const DASH = `${API}/dashboard`;

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

const pdfFile = (filename = 'cv.pdf', data: Buffer = makePdf(['Curriculum vitae'])): FilePart => ({
  filename,
  contentType: 'application/pdf',
  data,
});

const ids = (rows: readonly Row[]): number[] => rows.map((row) => row.id);

async function all(path: string, token = admin): Promise<Row[]> {
  const answer = await client.get(`${path}${path.includes('?') ? '&' : '?'}per_page=1000`, { token, lang: 'en' });
  expect(answer.status, path).toBe(200);
  return answer.body.data;
}

const EMPLOYEE_KEYS = [
  'id',
  'name',
  'full_name',
  'user_name',
  'email',
  'phone_number',
  'app_type',
  'avatar',
  'profile_image',
  'birthday',
  'age',
  'is_available',
  'active',
  'created_at',
  'specialists',
  'job_title',
  'jobs',
  'work_location',
  'experience',
  'experience_trans',
  'country',
  'district',
  'city',
  'bank',
  'IBAN',
  'about_me',
  'resume',
  'attachments_uploaded',
  'login_count',
  'last_logged',
  'total_work_hours',
  'balance',
];

describe('dashboard/employees (clients)', () => {
  const base = `${DASH}/employees`;
  let phone = 500;
  const valid = (): Body => ({
    name: 'عميل الاختبار',
    email: `test.client${phone}@example.com`,
    phone: `0559${String((phone += 1)).padStart(6, '0')}`,
    user_name: `tester_${phone}`,
    birthday: '1995-03-20',
    'work_location_id[]': ['1', '0'],
    'specialist_id[]': ['1'],
    'job_id[]': ['1'],
    password: 'Secret1',
    password_confirmation: 'Secret1',
    active: '1',
  });

  async function create(body: Body = valid()): Promise<Row> {
    const answer = await client.post(base, { token: admin, multipart: body, lang: 'en' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  }

  it('lists clients with every field, newest first, with the wallet flag', async () => {
    const answer = await client.get(base, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    const { data, meta, permissions } = answer.body;
    expect(data).toHaveLength(10);
    expect(meta).toMatchObject({ current_page: 1, per_page: 10 });
    expect(meta.last_page).toBeGreaterThanOrEqual(3);
    expect(permissions).toEqual({
      index: true,
      create: true,
      edit: true,
      show: true,
      delete: true,
      activate: true,
      edit_wallet: true,
    });
    expect(ids(data)).toEqual([...ids(data)].sort((a, b) => b - a));
    expect(Object.keys(data[0]).sort()).toEqual([...EMPLOYEE_KEYS].sort());
    const rich = (await all(base)).find((row) => row.resume && row.attachments_uploaded.length && row.city && row.bank);
    expect(rich).toBeDefined();
    expect(rich?.resume).toMatch(/^http:\/\/[^/]+\/storage\/[0-9a-f]{32}\.pdf$/);
    expect(rich?.attachments_uploaded[0]).toEqual({ id: expect.any(Number), file: expect.stringMatching(/\.pdf$/) });
    expect(rich?.city).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      district: {
        id: expect.any(Number),
        name: expect.any(String),
        country: { id: expect.any(Number), name: expect.any(String) },
      },
    });
    expect(rich?.bank).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      IBAN: expect.stringMatching(/^[A-Z]{2}\d{2}/),
    });
    expect(rich?.balance).toEqual({ amount: expect.any(Number) });
    expect(typeof rich?.age).toBe('number');
    expect([0, 1]).toContain(rich?.is_available);
  });

  it('filters by name, phone, specialization, job title, availability and active', async () => {
    const rows = await all(base);
    const sample = rows[3] as Row;
    const byName = await all(`${base}?name=${encodeURIComponent(sample.name.split(' ')[1])}`);
    expect(ids(byName)).toContain(sample.id);
    for (const row of byName) expect(`${row.name} ${row.user_name}`).toContain(sample.name.split(' ')[1]);
    expect(ids(await all(`${base}?phone_number=${sample.phone_number.slice(-4)}`))).toContain(sample.id);
    const specialist = sample.specialists[0].id;
    const bySpecialist = await all(`${base}?specialist_id=${specialist}`);
    expect(bySpecialist.length).toBeGreaterThan(0);
    for (const row of bySpecialist) expect(ids(row.specialists)).toContain(specialist);
    const title = sample.job_title[0].id;
    for (const row of await all(`${base}?job_title_id=${title}`)) expect(ids(row.job_title)).toContain(title);
    const unavailable = await all(`${base}?available=0`);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.every((row) => row.is_available === 0)).toBe(true);
    const inactive = await all(`${base}?active=0`);
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((row) => row.active === false)).toBe(true);
    expect((await client.get(`${base}?available=maybe`, { token: admin })).status).toBe(422);
  });

  it('needs a session and the group permissions', async () => {
    expect((await client.get(base)).status).toBe(401);
    expect((await client.get(base, { token: viewer })).status).toBe(403);
    expect((await client.get(`${base}/2`, { token: viewer })).status).toBe(403);
    expect((await client.post(base, { token: viewer, multipart: valid() })).status).toBe(403);
    expect((await client.post(`${DASH}/edit-wallet-employee/2`, { token: viewer, form: { new_balance: 1 } })).status).toBe(403);
  });

  it('shows one client, 404 for a missing one', async () => {
    const answer = await client.get(`${base}/2`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.id).toBe(2);
    expect((await client.get(`${base}/99999`, { token: admin })).status).toBe(404);
  });

  it('creates a client from multipart lists, with a picture and a PDF resume served for download', async () => {
    const record = await create({ ...valid(), profile_image: pngFile(), resume: pdfFile() });
    expect(record).toMatchObject({
      name: 'عميل الاختبار',
      full_name: 'عميل الاختبار',
      birthday: '1995-03-20',
      active: true,
      specialists: [{ id: 1, name: 'Plumbing' }],
      jobs: [{ id: 1, name: 'Plumber' }],
      job_title: [{ id: 1, name: 'Plumber', specialization_id: 1 }],
      work_location: [
        { id: 1, name: 'Office' },
        { id: 0, name: 'Remote' },
      ],
      balance: { amount: 0 },
    });
    expect(record.avatar).toMatch(/\/storage\/[0-9a-f]{32}\.png$/);
    expect(record.profile_image).toBe(record.avatar);
    const resume = await ctx.app.inject({ method: 'GET', url: new URL(record.resume).pathname });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toContain('application/pdf');
    expect(resume.headers['content-disposition']).toMatch(/^attachment/);
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The simpler form: name, phone and password only.
    const simple = await create({
      name: 'Simple',
      phone: '0559111111',
      password: 'Secret1',
      password_confirmation: 'Secret1',
    });
    expect(simple).toMatchObject({
      active: true,
      email: null,
      specialists: [],
      work_location: [],
      avatar: null,
      resume: null,
    });
  });

  it('refuses missing fields, a bad password, a long or taken phone and bad lists with 422', async () => {
    const cases: readonly [Body, string][] = [
      [{ ...valid(), name: '' }, 'name'],
      [{ ...valid(), phone: '' }, 'phone'],
      [{ ...valid(), phone: '0551234567890123' }, 'phone'],
      [{ ...valid(), phone: '0551000002' }, 'phone'],
      [{ ...valid(), password: '' }, 'password'],
      [{ ...valid(), password: 'abc', password_confirmation: 'abc' }, 'password'],
      [{ ...valid(), password_confirmation: 'Other12' }, 'password'],
      [{ ...valid(), email: 'client2@example.com' }, 'email'],
      [{ ...valid(), birthday: '2999-01-01' }, 'birthday'],
      [{ ...valid(), 'work_location_id[]': ['5'] }, 'work_location_id.0'],
      [{ ...valid(), 'specialist_id[]': ['99999'] }, 'specialist_id.0'],
      [{ ...valid(), 'job_id[]': ['abc'] }, 'job_id.0'],
    ];
    for (const [body, field] of cases) {
      const answer = await client.post(base, { token: admin, multipart: body, lang: 'en' });
      expect(answer.status, field).toBe(422);
      expect(Object.keys(answer.body.errors), field).toContain(field);
    }
  });

  it('takes a PDF resume only (name and signature), at most 10 MB, and pictures of png/jpg up to 5 MB', async () => {
    const resumeCases: readonly FilePart[] = [
      pdfFile('cv.txt'),
      pdfFile('cv.pdf', Buffer.from('not really a pdf')),
      pdfFile('cv.png', makePdf(['x'])),
      pdfFile('big.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)])),
    ];
    for (const resume of resumeCases) {
      const answer = await client.post(base, { token: admin, multipart: { ...valid(), resume }, lang: 'en' });
      expect(answer.status, resume.filename).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['resume']);
    }
    const gif = { filename: 'a.gif', contentType: 'image/gif', data: Buffer.from('GIF89a') };
    const bigPng = pngFile('big.png', Buffer.concat([pngFile().data, Buffer.alloc(5 * 1024 * 1024)]));
    for (const image of [gif, bigPng]) {
      const answer = await client.post(base, {
        token: admin,
        multipart: { ...valid(), profile_image: image },
        lang: 'en',
      });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['profile_image']);
    }
    const bigMessage = await client.post(base, {
      token: admin,
      multipart: { ...valid(), profile_image: bigPng },
      lang: 'en',
    });
    expect(bigMessage.body.message).toBe('The file is too large (at most 5 MB).');
    // Past the largest upload of all, each field still names its own limit.
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]);
    const hugeResume = await client.post(base, {
      token: admin,
      multipart: { ...valid(), resume: pdfFile('cv.pdf', huge) },
      lang: 'en',
    });
    expect(hugeResume.status).toBe(422);
    expect(hugeResume.body.errors.resume).toEqual(['The file is too large (at most 10 MB).']);
    const hugeImage = await client.post(base, {
      token: admin,
      multipart: { ...valid(), profile_image: pngFile('big.png', huge) },
      lang: 'en',
    });
    expect(hugeImage.body.errors.profile_image).toEqual(['The file is too large (at most 5 MB).']);
  });

  /** Everything the edit form sends, all of it required on update. */
  const profile = (id: number): Body => ({
    _method: 'PUT',
    name: 'Renamed Client',
    email: `renamed${id}@example.com`,
    user_name: `renamed_${id}`,
    birthday: '1990-01-31',
    experience: 'professional',
    country_id: '1',
    district_id: '1',
    city_id: '2',
    bank_id: '1',
    IBAN: 'sa03 8000 0000 6080 1016 7519',
    about_me: 'About me',
    'work_location_id[]': ['0'],
    'specialist_id[]': ['2', '3'],
    'job_id[]': ['2'],
  });

  it('refuses an update without any field the edit form asks for, naming each (a new client needs none of them)', async () => {
    const record = await create({ ...valid(), email: '', user_name: '', birthday: '', 'work_location_id[]': [], 'specialist_id[]': [], 'job_id[]': [] });
    const answer = await client.post(`${base}/${record.id}`, { token: admin, lang: 'en', form: { _method: 'PUT', name: 'Renamed Client' } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(
      ['about_me', 'bank_id', 'birthday', 'city_id', 'country_id', 'district_id', 'email', 'experience', 'IBAN', 'job_id', 'specialist_id', 'user_name', 'work_location_id'].sort(),
    );
    expect(answer.body.errors.about_me).toEqual(['The about me field is required.']);
    const emptyLists = await client.post(`${base}/${record.id}`, {
      token: admin,
      lang: 'en',
      multipart: { ...profile(record.id), 'work_location_id[]': [], 'specialist_id[]': [], 'job_id[]': [] },
    });
    expect(emptyLists.status).toBe(422);
    expect(Object.keys(emptyLists.body.errors).sort()).toEqual(['job_id', 'specialist_id', 'work_location_id']);
  });

  it('updates with _method=PUT: place, bank and IBAN; the phone is not editable and is ignored', async () => {
    const record = await create();
    const answer = await client.post(`${base}/${record.id}`, {
      token: admin,
      lang: 'en',
      multipart: { ...profile(record.id), phone: '0550009999' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'Renamed Client',
      phone_number: record.phone_number,
      experience: 'professional',
      experience_trans: 'Professional',
      city: { id: 2, name: 'Al Malaz', district: { id: 1, name: 'Riyadh', country: { id: 1, name: 'Saudi Arabia' } } },
      bank: { id: 1, IBAN: 'SA0380000000608010167519' },
      work_location: [{ id: 0, name: 'Remote' }],
      specialists: [
        { id: 2, name: expect.any(String) },
        { id: 3, name: expect.any(String) },
      ],
      about_me: 'About me',
    });
    const wrongPlace = await client.post(`${base}/${record.id}`, {
      token: admin,
      lang: 'en',
      multipart: { ...profile(record.id), country_id: '1', district_id: '2', city_id: '1' },
    });
    expect(wrongPlace.status).toBe(422);
    expect(Object.keys(wrongPlace.body.errors)).toEqual(['city_id']);
    const wrongCountry = await client.post(`${base}/${record.id}`, {
      token: admin,
      lang: 'en',
      multipart: { ...profile(record.id), country_id: '2', district_id: '1' },
    });
    expect(Object.keys(wrongCountry.body.errors)).toEqual(['district_id']);
    const badIban = await client.post(`${base}/${record.id}`, {
      token: admin,
      multipart: { ...profile(record.id), IBAN: '12' },
    });
    expect(Object.keys(badIban.body.errors)).toEqual(['IBAN']);
  });

  it('protects client 1 from every write, but shows it', async () => {
    expect((await client.get(`${base}/1`, { token: admin })).status).toBe(200);
    const update = await client.post(`${base}/1`, {
      token: admin,
      lang: 'en',
      form: { _method: 'PUT', name: 'Hacked' },
    });
    expect(update.status).toBe(403);
    expect(update.body.message).toMatch(/protected/);
    expect((await client.delete(`${base}/1`, { token: admin })).status).toBe(403);
    const activation = { model_id: 1, active: 0, type: 'employees' };
    expect((await client.post(`${DASH}/activation`, { token: admin, form: activation })).status).toBe(403);
    expect((await client.post(`${DASH}/edit-wallet-employee/1`, { token: admin, form: { new_balance: 5 } })).status).toBe(403);
  });

  it('switches a client off and on through dashboard/activation', async () => {
    const record = await create();
    expect(
      (
        await client.post(`${DASH}/activation`, {
          token: admin,
          form: { model_id: record.id, active: 0, type: 'employees' },
        })
      ).status,
    ).toBe(200);
    expect((await client.get(`${base}/${record.id}`, { token: admin })).body.data.active).toBe(false);
    await client.post(`${DASH}/activation`, {
      token: admin,
      form: { model_id: record.id, active: 1, type: 'employees' },
    });
    expect((await client.get(`${base}/${record.id}`, { token: admin })).body.data.active).toBe(true);
  });

  it('deletes an unused client; one with orders is in use', async () => {
    const record = await create();
    expect((await client.delete(`${base}/${record.id}`, { token: admin })).status).toBe(200);
    expect((await client.get(`${base}/${record.id}`, { token: admin })).status).toBe(404);
    const used = await client.delete(`${base}/2`, { token: admin, lang: 'en' });
    expect(used.status).toBe(422);
    expect(used.body.message).toMatch(/orders \(\d+\)/);
  });

  it('edits the wallet: a new balance, notes, or both; never negative, never nothing', async () => {
    const url = `${DASH}/edit-wallet-employee/3`;
    const answer = await client.post(url, {
      token: admin,
      lang: 'en',
      form: { new_balance: '250.5', notes: 'Correction' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('The wallet has been updated');
    expect(answer.body.data.balance).toEqual({ amount: 250.5 });
    const notesOnly = await client.post(url, { token: admin, form: { notes: 'Checked' } });
    expect(notesOnly.body.data.balance).toEqual({ amount: 250.5 });
    const bad: readonly Record<string, string>[] = [{}, { new_balance: '-1' }, { new_balance: 'x' }];
    for (const form of bad) {
      const answer = await client.post(url, { token: admin, form });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['new_balance']);
    }
    expect((await client.post(`${DASH}/edit-wallet-employee/99999`, { token: admin, form: { new_balance: 1 } })).status).toBe(404);
    expect(ctx.app.hasRoute({ method: 'POST', url: '/api/v1/dashboard/edit-wallet-employee/:id' })).toBe(true);
  });
});

describe('dashboard/providers', () => {
  const base = `${DASH}/providers`;
  let phone = 700;
  const valid = (): Body => ({
    name: 'Test Provider',
    email: `test.provider${phone}@example.com`,
    phone: `0558${String((phone += 1)).padStart(6, '0')}`,
    'country_id[]': ['1'],
    'district_id[]': ['1', '2'],
    'city_id[]': ['1', '8'],
    'specialist_id[]': ['4'],
    experience: '7',
    website: 'https://provider.example.com',
    trade_register_number: '1010101010',
    description: 'We do things',
    password: 'Secret1',
    password_confirmation: 'Secret1',
  });

  it('lists accepted providers only, with the wallet flag and the provider fields', async () => {
    const answer = await client.get(base, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.last_page).toBeGreaterThanOrEqual(3);
    expect(answer.body.permissions.edit_wallet).toBe(true);
    const rows = await all(base);
    expect(rows.every((row) => row.join_status === 'accepted')).toBe(true);
    const row = rows.find((entry) => entry.cities.length > 0 && entry.bank) as Row;
    for (const key of [
      'logo',
      'full_name',
      'email',
      'phone_number',
      'specialists',
      'experience',
      'cities',
      'bank',
      'login_count',
      'last_logged',
      'resume',
      'description',
      'trade_register_number',
      'website',
      'balance',
      'created_at',
      'active',
      'user_type',
    ]) {
      expect(row, key).toHaveProperty(key);
    }
    expect(row.cities[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      district: {
        id: expect.any(Number),
        name: expect.any(String),
        country: { id: expect.any(Number), name: expect.any(String) },
      },
    });
  });

  it('filters by name, email, phone, specialization, job title of its orders, availability and active', async () => {
    const rows = await all(base);
    const sample = rows[2] as Row;
    expect(ids(await all(`${base}?name=${encodeURIComponent(sample.name.slice(0, 5))}`))).toContain(sample.id);
    expect(ids(await all(`${base}?email=${sample.email}`))).toEqual([sample.id]);
    expect(ids(await all(`${base}?phone_number=${sample.phone_number}`))).toEqual([sample.id]);
    const specialist = sample.specialists[0].id;
    for (const row of await all(`${base}?specialist_id=${specialist}`)) expect(ids(row.specialists)).toContain(specialist);
    const job = (await all(`${DASH}/jobs/get-jobs`))[0] as Row;
    const byTitle = await all(`${base}?job_title_id=${job.info.job_title.id}`);
    expect(ids(byTitle)).toContain(job.provider.id);
    expect((await all(`${base}?active=0`)).every((row) => row.active === false)).toBe(true);
    expect((await all(`${base}?available=1`)).every((row) => row.is_available === 1)).toBe(true);
  });

  it('creates a provider with logo, resume, places and specializations; it joins the list at once', async () => {
    const answer = await client.post(base, {
      token: admin,
      lang: 'en',
      multipart: { ...valid(), logo: pngFile('logo.png'), resume: pdfFile() },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const record = answer.body.data;
    expect(record).toMatchObject({
      name: 'Test Provider',
      experience: 7,
      website: 'https://provider.example.com',
      trade_register_number: '1010101010',
      join_status: 'accepted',
      specialists: [{ id: 4, name: expect.any(String) }],
    });
    expect(record.cities.map((city: Row) => [city.id, city.district.id, city.district.country.id])).toEqual([
      [1, 1, 1],
      [8, 2, 1],
    ]);
    expect(record.logo).toMatch(/\.png$/);
    expect(record.resume).toMatch(/\.pdf$/);
    expect(ids(await all(base))).toContain(record.id);
  });

  it('refuses a city outside the districts sent, a district outside the countries sent, a bad website', async () => {
    const cases: readonly [Body, string][] = [
      [{ ...valid(), 'district_id[]': ['1'], 'city_id[]': ['8'] }, 'city_id.0'],
      [{ ...valid(), 'country_id[]': ['2'] }, 'district_id.0'],
      [{ ...valid(), website: 'not a url' }, 'website'],
      [{ ...valid(), logo: pdfFile('logo.png') }, 'logo'],
      [{ ...valid(), phone: '' }, 'phone'],
    ];
    for (const [body, field] of cases) {
      const answer = await client.post(base, { token: admin, multipart: body, lang: 'en' });
      expect(answer.status, field).toBe(422);
      expect(Object.keys(answer.body.errors), field).toContain(field);
    }
  });

  it('updates with _method=PUT (bank and IBAN); the phone is ignored; provider 1 is protected', async () => {
    const answer = await client.post(`${base}/3`, {
      token: admin,
      lang: 'en',
      multipart: {
        _method: 'PUT',
        name: 'Renamed Provider',
        email: 'renamed.provider@example.com',
        phone: '0500000000',
        bank_id: '2',
        IBAN: 'SA4420000001234567891234',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'Renamed Provider',
      phone_number: '0552000003',
      bank: { id: 2, IBAN: 'SA4420000001234567891234' },
    });
    expect((await client.post(`${base}/1`, { token: admin, form: { _method: 'PUT', name: 'X' } })).status).toBe(403);
    expect((await client.delete(`${base}/1`, { token: admin })).status).toBe(403);
    expect((await client.post(`${DASH}/activation`, { token: admin, form: { model_id: 1, active: 0, type: 'providers' } })).status).toBe(403);
  });

  it('refuses an update without the email, which the edit form asks for; a new provider may leave it out', async () => {
    const created = await client.post(base, { token: admin, multipart: { ...valid(), email: '' }, lang: 'en' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const answer = await client.post(`${base}/${created.body.data.id}`, { token: admin, lang: 'en', form: { _method: 'PUT', name: 'Renamed Provider' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: ['The email field is required.'] });
    expect((await client.post(`${DASH}/edit-wallet-provider/1`, { token: admin, form: { new_balance: 1 } })).status).toBe(403);
  });

  it('switches a provider off (it is the reports list switch too) and edits its wallet', async () => {
    expect((await client.post(`${DASH}/activation`, { token: admin, form: { model_id: 4, active: 0, type: 'providers' } })).status).toBe(200);
    expect((await client.get(`${base}/4`, { token: admin })).body.data.active).toBe(false);
    await client.post(`${DASH}/activation`, { token: admin, form: { model_id: 4, active: 1, type: 'providers' } });
    const wallet = await client.post(`${DASH}/edit-wallet-provider/4`, { token: admin, form: { new_balance: 1000 } });
    expect(wallet.status).toBe(200);
    expect(wallet.body.data.balance).toEqual({ amount: 1000 });
  });

  it('is read with providers show or edit, employees show (the page key) or joinRequests show', async () => {
    const pending = (await all(`${DASH}/request-join-providers`))[0] as Row;
    expect((await client.get(`${base}/${pending.id}`, { token: admin })).body.data.join_status).toBe('pending');
    for (const permission of ['employees show', 'joinRequests show', 'providers edit']) {
      const token = await signInWith(ctx, [permission]);
      expect((await client.get(`${base}/2`, { token })).status, permission).toBe(200);
    }
    const other = await signInWith(ctx, ['employees index']);
    expect((await client.get(`${base}/2`, { token: other })).status).toBe(403);
    expect((await client.get(base, { token: other })).status).toBe(403);
  });
});

describe('GET providerUpdates/{provider id}', () => {
  it('answers the latest profile-update request of the provider', async () => {
    const answer = await client.get(`${API}/providerUpdates/1`, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: expect.any(Number),
      provider_id: 1,
      image: expect.stringMatching(/\/storage\/[0-9a-f]{32}\.png$/),
      commercial_register: expect.stringMatching(/\.png$/),
      tax_register: expect.stringMatching(/\.png$/),
      company_logo: expect.stringMatching(/\.png$/),
      country: { id: expect.any(Number), name: expect.any(String) },
      district: { id: expect.any(Number), name: expect.any(String) },
      address: expect.any(String),
      created_at: expect.any(String),
      provider: {
        id: 1,
        license_number: expect.any(String),
        name: expect.any(String),
        code: 'PRV-0001',
        company_name: expect.any(String),
        user_type: expect.stringMatching(/^(individual|company)$/),
        user_type_trans: expect.any(String),
      },
    });
  });

  it('answers 404 without a request, 403 without rights, 401 without a session', async () => {
    expect((await client.get(`${API}/providerUpdates/4`, { token: admin })).status).toBe(404);
    expect((await client.get(`${API}/providerUpdates/abc`, { token: admin })).status).toBe(404);
    expect((await client.get(`${API}/providerUpdates/1`, { token: viewer })).status).toBe(403);
    expect((await client.get(`${API}/providerUpdates/1`)).status).toBe(401);
    expect((await client.get(`${DASH}/providerUpdates/1`, { token: admin })).status).toBe(404);
  });
});

describe('provider join requests', () => {
  const list = `${DASH}/request-join-providers`;
  const decide = `${DASH}/change-status-join`;

  it('lists pending applicants with name, email, phone and the decision flag', async () => {
    const answer = await client.get(list, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.last_page).toBeGreaterThanOrEqual(3);
    expect(answer.body.permissions).toMatchObject({ index: true, show: true, accept_or_refuse: true });
    expect(Object.keys(answer.body.data[0]).sort()).toEqual(
      ['id', 'name', 'full_name', 'email', 'phone_number', 'user_type', 'user_type_trans', 'status', 'status_trans', 'reason', 'created_at'].sort(),
    );
    const rows = await all(list);
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    const sample = rows[1] as Row;
    expect(ids(await all(`${list}?email=${sample.email}`))).toEqual([sample.id]);
    expect(ids(await all(`${list}?phone_number=${sample.phone_number}`))).toEqual([sample.id]);
    expect(ids(await all(`${list}?name=${encodeURIComponent(sample.name)}`))).toContain(sample.id);
  });

  it('accepts an applicant: it leaves the requests and joins the providers', async () => {
    const [applicant] = await all(list);
    const answer = await client.post(decide, {
      token: admin,
      lang: 'en',
      form: { status: 'accepted', provider_id: applicant?.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('The request has been accepted');
    expect(ids(await all(list))).not.toContain(applicant?.id);
    expect(ids(await all(`${DASH}/providers`))).toContain(applicant?.id);
    const again = await client.post(decide, {
      token: admin,
      lang: 'en',
      form: { status: 'rejected', reason: 'No', provider_id: applicant?.id },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.status).toEqual(['This request has already been processed']);
  });

  it('rejects with a reason only: it leaves both lists', async () => {
    const applicant = (await all(list))[1] as Row;
    const withoutReason: readonly Record<string, string>[] = [
      { status: 'rejected', provider_id: String(applicant.id) },
      { status: 'rejected', reason: '   ', provider_id: String(applicant.id) },
    ];
    for (const form of withoutReason) {
      const answer = await client.post(decide, { token: admin, form });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['reason']);
    }
    const answer = await client.post(decide, {
      token: admin,
      lang: 'en',
      form: { status: 'rejected', reason: 'Incomplete papers', provider_id: applicant.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'rejected', reason: 'Incomplete papers' });
    expect(ids(await all(list))).not.toContain(applicant.id);
    expect(ids(await all(`${DASH}/providers`))).not.toContain(applicant.id);
  });

  it('refuses a bad status or a missing provider (422), an unknown one (404), and callers without the right (403)', async () => {
    const applicant = (await all(list))[0] as Row;
    const bad = await client.post(decide, { token: admin, form: { status: 'maybe', provider_id: applicant.id } });
    expect(Object.keys(bad.body.errors)).toEqual(['status']);
    expect((await client.post(decide, { token: admin, form: { status: 'accepted' } })).status).toBe(422);
    expect((await client.post(decide, { token: admin, form: { status: 'accepted', provider_id: 99999 } })).status).toBe(404);
    const reader = await signInWith(ctx, ['joinRequests index']);
    expect((await client.get(list, { token: reader })).body.permissions.accept_or_refuse).toBe(false);
    expect((await client.post(decide, { token: reader, form: { status: 'accepted', provider_id: applicant.id } })).status).toBe(403);
    expect((await client.get(list, { token: viewer })).status).toBe(403);
  });
});

describe('name-change requests', () => {
  const list = `${DASH}/employees/employee-requests`;
  const decide = (id: number) => `${DASH}/employees/change-status-requests/${id}`;

  it('are listed for every admin; the decision flag follows the permission', async () => {
    const answer = await client.get(list, { token: viewer, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.last_page).toBeGreaterThanOrEqual(3);
    expect(answer.body.permissions).toMatchObject({ index: true, show: true, accept_or_refuse: false });
    expect((await client.get(list, { token: admin })).body.permissions.accept_or_refuse).toBe(true);
    expect(answer.body.data[0]).toEqual({
      id: expect.any(Number),
      new_name: expect.any(String),
      status: 'pending',
      status_trans: 'Pending',
      reason: null,
      created_at: expect.any(String),
      employee: {
        id: expect.any(Number),
        name: expect.any(String),
        phone: expect.any(String),
        user_name: expect.any(String),
      },
    });
    expect((await client.get(`${list}/${answer.body.data[0].id}`, { token: viewer })).status).toBe(200);
    expect((await client.get(`${list}/99999`, { token: viewer })).status).toBe(404);
    expect((await client.get(list)).status).toBe(401);
  });

  it('filters by name (current or new), phone and user name', async () => {
    const sample = (await all(list))[2] as Row;
    expect(ids(await all(`${list}?name=${encodeURIComponent(sample.new_name)}`))).toContain(sample.id);
    expect(ids(await all(`${list}?name=${encodeURIComponent(sample.employee.name)}`))).toContain(sample.id);
    for (const row of await all(`${list}?phone_number=${sample.employee.phone}`)) expect(row.employee.phone).toBe(sample.employee.phone);
    for (const row of await all(`${list}?user_name=${sample.employee.user_name}`)) expect(row.employee.user_name).toBe(sample.employee.user_name);
  });

  it('accepting (form with _method=PUT) renames the client; the request leaves the list', async () => {
    const request = (await all(list))[0] as Row;
    const answer = await client.post(decide(request.id), {
      token: admin,
      lang: 'en',
      form: { _method: 'PUT', status: 'accepted' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('accepted');
    expect((await client.get(`${DASH}/employees/${request.employee.id}`, { token: admin })).body.data.name).toBe(request.new_name);
    expect(ids(await all(list))).not.toContain(request.id);
    expect((await client.get(`${list}/${request.id}`, { token: admin })).body.data.status).toBe('accepted');
    expect((await client.post(decide(request.id), { token: admin, form: { status: 'accepted' } })).status).toBe(422);
  });

  it('rejecting needs a reason and keeps the name', async () => {
    const request = (await all(list))[0] as Row;
    const before = (await client.get(`${DASH}/employees/${request.employee.id}`, { token: admin })).body.data.name;
    const missing = await client.post(decide(request.id), {
      token: admin,
      form: { _method: 'PUT', status: 'rejected' },
    });
    expect(Object.keys(missing.body.errors)).toEqual(['reason']);
    const answer = await client.post(decide(request.id), {
      token: admin,
      multipart: { _method: 'PUT', status: 'rejected', reason: 'Does not match the ID' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'rejected', reason: 'Does not match the ID' });
    expect((await client.get(`${DASH}/employees/${request.employee.id}`, { token: admin })).body.data.name).toBe(before);
    expect((await client.post(decide(request.id + 1), { token: viewer, form: { status: 'accepted' } })).status).toBe(403);
    expect((await client.post(decide(99999), { token: admin, form: { status: 'accepted' } })).status).toBe(404);
  });
});
