// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp, type TestClient } from '../testing/harness.js';

/**
 * A list's count is worked out once and kept while nothing is written: every write through the
 * API (create, rename, switch off, delete) must show in the next list at once.
 */

const BASE = '/api/v1/dashboard/banks';
const LISTS = ['name=Harbour%20Trust', 'name=هاربر', 'country_id=2', 'active=0', 'page=1'] as const;

let ctx: TestApp;
let client: TestClient;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  admin = await client.login(ADMIN);
});
afterAll(() => ctx.close());

async function totals(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const list of LISTS) {
    const answer = await client.get(`${BASE}?${list}`, { token: admin });
    expect(answer.status).toBe(200);
    out[list] = answer.body.meta.total;
  }
  return out;
}

describe('a list after a write', () => {
  it('counts a created, renamed, switched and deleted bank at once', async () => {
    const before = await totals();
    const created = await client.post(BASE, { token: admin, form: { name_ar: 'بنك هاربر', name_en: 'Harbour Trust Bank', country_id: 2, active: 1 } });
    expect(created.status).toBe(200);
    const id = Number(created.body.data.id);
    const grown = {
      ...before,
      'name=Harbour%20Trust': before['name=Harbour%20Trust']! + 1,
      'name=هاربر': before['name=هاربر']! + 1,
      'country_id=2': before['country_id=2']! + 1,
      'page=1': before['page=1']! + 1,
    };
    expect(await totals()).toEqual(grown);

    const renamed = await client.post(`${BASE}/${id}`, { token: admin, form: { _method: 'PUT', name_ar: 'بنك الميناء', name_en: 'Port Bank', country_id: 2, active: 1 } });
    expect(renamed.status).toBe(200);
    expect(await totals()).toEqual({ ...grown, 'name=Harbour%20Trust': before['name=Harbour%20Trust'], 'name=هاربر': before['name=هاربر'] });

    expect((await client.post('/api/v1/dashboard/activation', { token: admin, form: { model_id: id, active: 0, type: 'banks' } })).status).toBe(200);
    expect((await totals())['active=0']).toBe(before['active=0']! + 1);

    expect((await client.delete(`${BASE}/${id}`, { token: admin })).status).toBe(200);
    expect(await totals()).toEqual(before);
  });
});
