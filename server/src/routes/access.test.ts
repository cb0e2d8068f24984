// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../auth/catalogue.js';
import { signInWith } from '../testing/accounts.js';
import { ADMIN, createTestApp, VIEWER, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1/dashboard';

let ctx: TestApp;
let client: TestClient;
let admin: string;
let viewer: string;
const catalogue = loadCatalogue();
const everyName = catalogue.groups.flatMap((group) => group.keys.map((key) => `${group.parent} ${key}`));

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  admin = await client.login(ADMIN);
  viewer = await client.login(VIEWER);
});
afterAll(() => ctx.close());

describe('GET dashboard/permissions', () => {
  it('answers the whole catalogue with the caller flags', async () => {
    const answer = await client.get(`${API}/permissions`, { token: viewer, lang: 'en' });
    expect(answer.status).toBe(200);
    const groups = answer.body.data.permissions;
    expect(groups.map((group: { parent_key: string }) => group.parent_key)).toEqual(catalogue.groups.map((group) => group.parent));
    const banks = groups.find((group: { parent_key: string }) => group.parent_key === 'banks');
    expect(banks).toMatchObject({ name: 'Banks', has_permission: true });
    expect(banks.permissions[0]).toEqual({ id: expect.any(Number), key: 'index', name: 'List', has_permission: true });
    expect(banks.permissions.filter((entry: { has_permission: boolean }) => entry.has_permission)).toHaveLength(1);
    const jobTitles = groups.find((group: { parent_key: string }) => group.parent_key === 'jobTitles');
    expect(jobTitles.has_permission).toBe(false);
  });

  it('labels groups in Arabic by default and flags everything for the super admin', async () => {
    const groups = (await client.get(`${API}/permissions`, { token: admin })).body.data.permissions;
    expect(groups[0].name).toBe(catalogue.groups[0]?.label.ar);
    for (const group of groups) {
      expect(group.has_permission).toBe(true);
      expect(group.permissions.every((entry: { has_permission: boolean }) => entry.has_permission)).toBe(true);
    }
  });
});

describe('GET dashboard/roles-permissions', () => {
  it('answers the caller role with its permission names', async () => {
    const mine = (await client.get(`${API}/roles-permissions`, { token: viewer })).body.data.roles_and_permissions;
    expect(mine).toEqual([{ id: 2, name: 'viewer', permissions: ['banks index', 'countries index'] }]);
    const all = (await client.get(`${API}/roles-permissions`, { token: admin })).body.data.roles_and_permissions;
    expect(all[0].id).toBe(1);
    expect([...all[0].permissions].sort()).toEqual([...everyName].sort());
  });
});

describe('GET dashboard/check-permission', () => {
  it('answers whether the caller holds the permission', async () => {
    const yes = await client.get(`${API}/check-permission?name=banks%20create`, { token: admin });
    expect(yes.body).toEqual({ data: { name: 'banks create', has_permission: true } });
    const no = await client.get(`${API}/check-permission?name=banks%20create`, { token: viewer });
    expect(no.body.data.has_permission).toBe(false);
    const index = await client.get(`${API}/check-permission?name=countries+index`, { token: viewer });
    expect(index.body.data.has_permission).toBe(true);
    const unknown = await client.get(`${API}/check-permission?name=nothing%20here`, { token: admin });
    expect(unknown.body.data.has_permission).toBe(false);
  });

  it('requires a name and a session', async () => {
    expect((await client.get(`${API}/check-permission`, { token: admin })).status).toBe(422);
    expect((await client.get(`${API}/check-permission?name=banks%20create`)).status).toBe(401);
  });
});

describe('a switched-off role', () => {
  it('grants nothing until it is switched on again, and the permission answers say so', async () => {
    const token = await signInWith(ctx, ['banks index', 'banks create']);
    const roles = (await client.get(`${API}/roles?name=test%20role`, { token: admin })).body.data.roles_and_permissions;
    const roleId = roles[0].id as number;
    const switchRole = (active: number) => client.post(`${API}/activation`, { token: admin, form: { model_id: roleId, active, type: 'roles' } });
    const held = async (): Promise<string[]> => {
      const groups = (await client.get(`${API}/permissions`, { token })).body.data.permissions as {
        parent_key: string;
        permissions: { key: string; has_permission: boolean }[];
      }[];
      return groups.flatMap((group) => group.permissions.filter((entry) => entry.has_permission).map((entry) => `${group.parent_key} ${entry.key}`));
    };
    expect((await client.get(`${API}/banks`, { token })).status).toBe(200);
    expect(await held()).toEqual(['banks index', 'banks create']);

    expect((await switchRole(0)).status).toBe(200);
    expect((await client.get(`${API}/banks`, { token })).status).toBe(403);
    expect((await client.post(`${API}/banks`, { token, form: { name_ar: 'بنك', name_en: 'Bank' } })).status).toBe(403);
    expect(await held()).toEqual([]);
    const mine = (await client.get(`${API}/roles-permissions`, { token })).body.data.roles_and_permissions;
    expect(mine[0].permissions).toEqual([]);
    expect((await client.get(`${API}/check-permission?name=banks%20index`, { token })).body.data.has_permission).toBe(false);

    expect((await switchRole(1)).status).toBe(200);
    expect((await client.get(`${API}/banks`, { token })).status).toBe(200);
  });
});
