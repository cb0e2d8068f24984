// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.js';
import { openStore } from '../db/store.js';
import { ADMIN, createTestApp, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1/dashboard';

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
    const saudi = (
      await client.get(`${API}/district-of-countries?country_id=1&active=1`, { token: nobody, lang: 'en' })
    ).body.data;
    expect(saudi[0]).toEqual({ id: 1, name: 'Riyadh' });
    expect(saudi.map((row: { name: string }) => row.name)).not.toContain('Cairo');
    expect(saudi.map((row: { name: string }) => row.name)).not.toContain('Najran');
    const egypt = (await client.get(`${API}/district-of-countries?country_id=2`, { token: nobody, lang: 'en' })).body
      .data;
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

  it('the admin role sees the same lookups', async () => {
    const token = await client.login(ADMIN);
    expect((await client.get(`${API}/all-roles`, { token })).status).toBe(200);
  });
});
