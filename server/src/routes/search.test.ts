// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWith } from '../testing/accounts.js';
import { ADMIN, createTestApp, type TestApp, type TestClient } from '../testing/harness.js';

const SEARCH = '/api/v1/dashboard/search';

let ctx: TestApp;
let client: TestClient;
let admin: string;
let viewer: string;
let nobody: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  admin = await client.login(ADMIN);
  viewer = await signInWith(ctx, ['banks index', 'countries index']);
  nobody = await signInWith(ctx, []);
});
afterAll(() => ctx.close());

const search = (token: string, q: string, more = '') => client.get(`${SEARCH}?q=${encodeURIComponent(q)}${more}`, { token, lang: 'en' });
const areasOf = (body: { data: { area: string }[] }) => body.data.map((group) => group.area);

describe('GET dashboard/search', () => {
  it('finds a client by phone and a bank by a name typed with another alef form, in one call', async () => {
    const byPhone = await search(admin, '0551000017');
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.data.find((group: { area: string }) => group.area === 'clients').rows.map((row: { phone_number: string }) => row.phone_number)).toEqual(['0551000017']);
    const byName = await search(admin, 'الاهلي');
    expect(byName.body.data.find((group: { area: string }) => group.area === 'banks').rows.map((row: { name_ar: string }) => row.name_ar)).toContain('البنك الأهلي السعودي');
  });

  it('answers only for the areas the admin may list: a viewer gets banks and countries, an admin without permissions nothing', async () => {
    const seen = await search(viewer, '0551');
    expect(seen.status).toBe(200);
    expect(areasOf(seen.body)).toEqual(['banks', 'countries']);
    expect(JSON.stringify(seen.body)).not.toContain('0551');
    const none = await search(nobody, 'بنك');
    expect(none.body).toEqual({ data: [] });
    expect((await client.get(`${SEARCH}?q=abc`)).status).toBe(401);
  });

  it('takes hostile text as text: wildcards, quotes and direction marks match only themselves, and a long text is refused', async () => {
    for (const text of ['%', '_', '%%%', '"', "'", '\u200f\u200e', '" OR 1=1 --', 'a"b*c']) {
      const answer = await search(admin, text);
      expect(answer.status).toBe(200);
      // A row found holds the very characters (a client's user name has a "_"), never every row.
      const found = answer.body.data.flatMap((group: { rows: unknown[] }) => group.rows);
      expect(found.filter((row: unknown) => !JSON.stringify(row).includes(text))).toEqual([]);
    }
    const long = await search(admin, 'ب'.repeat(201));
    expect(long.status).toBe(422);
    expect(long.body.errors.q).toHaveLength(1);
    expect((await search(admin, '')).status).toBe(422);
  });

  it('answers two calls at once alike, with at most per_area rows of an area', async () => {
    const [one, two] = await Promise.all([search(admin, 'client', '&per_area=3'), search(admin, 'client', '&per_area=3')]);
    expect(one.body).toEqual(two.body);
    expect(Math.max(...one.body.data.map((group: { rows: unknown[] }) => group.rows.length))).toBeLessThanOrEqual(3);
  });
});
