// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, VIEWER, type TestApp, type TestClient } from '../testing/harness.js';

const URL = '/api/v1/dashboard/activation';

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

describe('POST dashboard/activation', () => {
  it('switches a bank off and on', async () => {
    const off = await client.post(URL, { token: admin, form: { model_id: 3, active: 0, type: 'banks' } });
    expect(off.status).toBe(200);
    expect((await client.get('/api/v1/dashboard/banks/3', { token: admin })).body.data.active).toBe(false);
    await client.post(URL, { token: admin, form: { model_id: 3, active: '1', type: 'banks' } });
    expect((await client.get('/api/v1/dashboard/banks/3', { token: admin })).body.data.active).toBe(true);
  });

  it('refuses an unknown type, a missing id and a bad flag with 422', async () => {
    const cases: readonly [Record<string, string | number>, string][] = [
      [{ model_id: 1, active: 1, type: 'nothing' }, 'type'],
      [{ model_id: 1, active: 1, type: 'service' }, 'type'],
      [{ model_id: 1, active: 1 }, 'type'],
      [{ active: 1, type: 'banks' }, 'model_id'],
      [{ model_id: 1, active: 'on', type: 'banks' }, 'active'],
      [{ model_id: 1, type: 'banks' }, 'active'],
    ];
    for (const [form, field] of cases) {
      const answer = await client.post(URL, { token: admin, form, lang: 'en' });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
  });

  it('answers 404 for a missing record', async () => {
    expect((await client.post(URL, { token: admin, form: { model_id: 99999, active: 1, type: 'cities' } })).status).toBe(404);
  });

  it('needs the activate permission of the area, and a session', async () => {
    for (const type of ['banks', 'countries', 'jobTitles']) {
      expect((await client.post(URL, { token: viewer, form: { model_id: 1, active: 0, type } })).status).toBe(403);
    }
    expect((await client.post(URL, { form: { model_id: 1, active: 0, type: 'banks' } })).status).toBe(401);
  });
});
