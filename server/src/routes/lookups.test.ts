// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.js';
import { openStore } from '../db/store.js';
import { ADMIN, createTestApp, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1/dashboard';
const MAIN = '/api/v1/main';

let ctx: TestApp;
let client: TestClient;
/** An admin whose role holds no permission at all: lookups must still answer. */
let nobody: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  const store = openStore(ctx.dbPath);
  store.access.insertRole(99, 'nothing');
  store.admins.insert({
    name: 'Nobody',
    email: 'nobody@example.com',
    phoneNumber: null,
    passwordHash: await hashPassword('Nobody123'),
    roleId: 99,
    active: true,
  });
  store.close();
  nobody = await client.login({ email: 'nobody@example.com', password: 'Nobody123' });
});
afterAll(() => ctx.close());

describe('shared lookups', () => {
  it('all-roles answers id and name', async () => {
    const answer = await client.get(`${API}/all-roles`, { token: nobody });
    expect(answer.status).toBe(200);
    expect(answer.body.data.slice(0, 2)).toEqual([
      { id: 1, name: 'super admin' },
      { id: 2, name: 'viewer' },
    ]);
  });

  it('all-countries answers active countries with flag and dial code, Saudi Arabia first', async () => {
    const answer = await client.get(`${API}/all-countries?active=1`, { token: nobody, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.data[0]).toEqual({ id: 1, name: 'Saudi Arabia', flag: '🇸🇦', key: '+966' });
    const all = (await client.get(`${API}/all-countries`, { token: nobody })).body.data;
    expect(all.length).toBeGreaterThan(answer.body.data.length);
    expect(all[0].name).toBe('السعودية');
  });

  it('district-of-countries answers the districts of one country', async () => {
    const saudi = (await client.get(`${API}/district-of-countries?country_id=1&active=1`, { token: nobody, lang: 'en' })).body.data;
    expect(saudi[0]).toEqual({ id: 1, name: 'Riyadh' });
    expect(saudi.map((row: { name: string }) => row.name)).not.toContain('Cairo');
    expect(saudi.map((row: { name: string }) => row.name)).not.toContain('Najran');
    const egypt = (await client.get(`${API}/district-of-countries?country_id=2`, { token: nobody, lang: 'en' })).body.data;
    expect(egypt.map((row: { name: string }) => row.name)).toContain('Cairo');
  });

  it('all-specialists answers active specializations', async () => {
    const answer = (await client.get(`${API}/all-specialists?active=1`, { token: nobody, lang: 'en' })).body.data;
    expect(answer[0]).toEqual({ id: 1, name: 'Plumbing' });
    expect(answer.map((row: { name: string }) => row.name)).not.toContain('Private tutoring');
  });

  it('countries with limit=0 answers every match unpaged, to an admin without countries rights', async () => {
    const answer = await client.get(`${API}/countries?limit=0&page=0&active=1`, { token: nobody });
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBe(answer.body.meta.total);
    expect(answer.body.data.length).toBeGreaterThan(10);
    expect(answer.body.permissions).toEqual({
      index: false,
      create: false,
      edit: false,
      show: false,
      delete: false,
      activate: false,
    });
    expect((await client.get(`${API}/countries`, { token: nobody })).status).toBe(403);
  });

  it('every lookup needs a session', async () => {
    for (const path of ['all-roles', 'all-countries', 'district-of-countries?country_id=1', 'all-specialists']) {
      expect((await client.get(`${API}/${path}`)).status).toBe(401);
    }
  });

  it('all-employees and all-providers answer id, full_name and name; providers are the accepted ones', async () => {
    const employees = (await client.get(`${API}/all-employees`, { token: nobody })).body.data;
    expect(employees.length).toBeGreaterThanOrEqual(30);
    expect(employees[0]).toEqual({ id: 1, full_name: expect.any(String), name: employees[0].full_name });
    const providers = (await client.get(`${API}/all-providers`, { token: nobody })).body.data;
    const accepted = (await client.get('/api/v1/dashboard/providers?per_page=1000', { token: await client.login(ADMIN) })).body.meta.total;
    expect(providers).toHaveLength(accepted);
    expect(Object.keys(providers[0])).toEqual(['id', 'full_name', 'name']);
  });

  it('main/job-titles answers the active job titles of the specializations sent', async () => {
    const two = (await client.get(`${MAIN}/job-titles?specialist_id[]=1&specialist_id[]=2`, { token: nobody, lang: 'en' })).body.data;
    expect(two.length).toBeGreaterThan(0);
    for (const title of two) expect([1, 2]).toContain(title.specialist_id);
    expect(two[0]).toEqual({ id: 1, name: 'Plumber', specialist_id: 1, specialization_id: 1 });
    const one = (await client.get(`${MAIN}/job-titles?specialist_id=2`, { token: nobody })).body.data;
    expect(one.every((title: { specialist_id: number }) => title.specialist_id === 2)).toBe(true);
    const every = (await client.get(`${MAIN}/job-titles`, { token: nobody })).body.data;
    expect(every.length).toBeGreaterThan(two.length);
    expect((await client.get(`${MAIN}/job-titles?specialist_id[]=x`, { token: nobody })).status).toBe(422);
  });

  it('main/work-Location and main/job-status answer fixed, translated lists', async () => {
    expect((await client.get(`${MAIN}/work-Location`, { token: nobody, lang: 'en' })).body.data).toEqual([
      { id: 1, name: 'Office' },
      { id: 0, name: 'Remote' },
    ]);
    const statuses = (await client.get(`${MAIN}/job-status`, { token: nobody })).body.data;
    expect(statuses.map((status: { id: string }) => status.id)).toEqual(['new', 'approved', 'in_way', 'processing', 'done', 'finished', 'canceled']);
    expect(statuses[0]).toEqual({ id: 'new', key: 'new', name: 'جديد' });
  });

  it('main/banks answers the active banks of a country, unpaged (page=0&limit=0)', async () => {
    const banks = (await client.get(`${MAIN}/banks?page=0&limit=0&is_active=1&country_id=2`, { token: nobody, lang: 'en' })).body.data;
    expect(banks.length).toBeGreaterThan(0);
    for (const bank of banks) expect(bank.country).toEqual({ id: 2, name: 'Egypt' });
    expect(Object.keys(banks[0])).toEqual(['id', 'name', 'country']);
  });

  it('cities-of-district and towns-of-cities answer the neighbourhoods of a district', async () => {
    const cities = (await client.get(`${API}/cities-of-district?district_id=1`, { token: nobody, lang: 'en' })).body.data;
    expect(cities[0]).toEqual({ id: 1, name: 'Al Olaya' });
    const towns = (await client.get(`${MAIN}/towns-of-cities?city_id=1`, { token: nobody, lang: 'en' })).body.data;
    expect(towns).toEqual(cities);
    expect((await client.get(`${MAIN}/towns-of-cities?city_id=16`, { token: nobody, lang: 'en' })).body.data[0].name).toBe('Zamalek');
  });

  it('the people and work lookups need a session', async () => {
    for (const path of [
      `${API}/all-employees`,
      `${API}/all-providers`,
      `${MAIN}/job-titles`,
      `${MAIN}/work-Location`,
      `${MAIN}/banks`,
      `${API}/cities-of-district`,
      `${MAIN}/towns-of-cities`,
      `${MAIN}/job-status`,
    ]) {
      expect((await client.get(path)).status, path).toBe(401);
    }
  });

  it('the admin role sees the same lookups', async () => {
    const token = await client.login(ADMIN);
    expect((await client.get(`${API}/all-roles`, { token })).status).toBe(200);
  });
});
