// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInWith } from '../testing/accounts.js';
import { backendSdk, echoClient, listening, type EchoClient } from '../testing/echo.js';
import { ADMIN, createTestApp, VIEWER, type TestApp } from '../testing/harness.js';
import { readPusherConfig } from './config.js';

const API = '/api/v1';
const config = readPusherConfig({ PUSHER_APP_SECRET: 'model-changes-test-secret' });

let ctx: TestApp;
let origin: string;
let admin: string;
let viewer: string;
const clients: EchoClient[] = [];

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A dashboard of the token's admin, listening to a group's changes. */
async function watching(token: string, group: string): Promise<unknown[]> {
  const client = await echoClient(origin, config, token);
  clients.push(client);
  return client.join(`dashboard.${group}`, '.model.changed');
}

async function newBank(name: string): Promise<number> {
  const answer = await ctx.client.post(`${API}/dashboard/banks`, {
    token: admin,
    json: { name_ar: `${name} ع`, name_en: name, country_id: 1, active: 1 },
  });
  expect(answer.status).toBe(200);
  return Number(answer.body.data.id);
}

const change = (fields: Record<string, unknown>) => ({
  group: 'banks',
  by: { id: 1, name: expect.any(String) },
  at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  ...fields,
});

beforeAll(async () => {
  ctx = await createTestApp({ pusher: config, demoEvents: true });
  origin = await listening(ctx);
  admin = await ctx.client.login(ADMIN);
  viewer = await ctx.client.login(VIEWER);
});
afterEach(() => {
  while (clients.length > 0) clients.pop()?.close();
});
afterAll(async () => {
  await ctx.close();
});

describe('model.changed on private-dashboard.{group}', () => {
  it('tells an admin who may list banks of every create, edit, switch and delete, and which admin made it', async () => {
    const heard = await watching(viewer, 'banks');
    const id = await newBank('Live Bank');
    await ctx.client.post(`${API}/dashboard/banks/${id}`, {
      token: admin,
      json: { _method: 'PUT', name_ar: 'بنك حي', name_en: 'Live Bank 2', country_id: 1 },
    });
    await ctx.client.post(`${API}/dashboard/activation`, { token: admin, json: { model_id: id, active: 0, type: 'banks' } });
    await ctx.client.delete(`${API}/dashboard/banks/${id}`, { token: admin });
    await expect.poll(() => heard.length).toBe(4);
    // The viewer may not list the admins: the author comes without a name.
    const byViewer = (fields: Record<string, unknown>) => change({ ...fields, by: { id: 1 } });
    expect(heard).toEqual([byViewer({ id, action: 'created' }), byViewer({ id, action: 'updated' }), byViewer({ id, action: 'activated', active: false }), byViewer({ id, action: 'deleted' })]);
  });

  it('says nothing of a write that was refused', async () => {
    const heard = await watching(admin, 'banks');
    const refused = await ctx.client.post(`${API}/dashboard/banks`, { token: admin, json: { name_ar: '', country_id: 1 } });
    expect(refused.status).toBe(422);
    const forbidden = await ctx.client.post(`${API}/dashboard/banks`, { token: viewer, json: { name_ar: 'x', name_en: 'x', country_id: 1 } });
    expect(forbidden.status).toBe(403);
    await ctx.client.delete(`${API}/dashboard/banks/99999`, { token: admin });
    await sleep(200);
    expect(heard).toEqual([]);
  });

  it('covers the catalogue’s switches and record actions, on their own groups', async () => {
    const services = await watching(admin, 'services');
    const drivers = await watching(admin, 'drivers');
    const status = await ctx.client.post(`${API}/main/change-status?id=1&status=0&type=service`, { token: admin });
    expect(status.status).toBe(200);
    const banned = await ctx.client.post(`${API}/main/user-change-status?user_id=1&status=0&type=driver&reason=late`, { token: admin });
    expect(banned.status).toBe(200);
    await expect.poll(() => services).toEqual([expect.objectContaining({ group: 'services', id: 1, action: 'activated', active: false })]);
    await expect.poll(() => drivers).toEqual([expect.objectContaining({ group: 'drivers', id: 1, action: 'activated', active: false })]);
  });

  it('tells of records the apps change, by nobody', async () => {
    const heard = await watching(admin, 'contactMessages');
    await ctx.client.post(`${API}/dashboard/demo/notify`, { token: admin, json: { notify_type: 'contact_us' } });
    await expect.poll(() => heard).toEqual([{ group: 'contactMessages', id: expect.any(Number), action: 'created', by: null, at: expect.any(String) }]);
  });

  it('is refused to an admin whose role does not list the group, who hears nothing of it', async () => {
    const client = await echoClient(origin, config, viewer);
    clients.push(client);
    await expect(client.join('dashboard.admins', '.model.changed')).rejects.toThrow(/refused/);
    const contentOnly = await signInWith(ctx, ['questions index']);
    await expect(watching(contentOnly, 'banks')).rejects.toThrow(/refused/);
    // An open list (name-change requests) is every admin's.
    await expect(watching(viewer, 'changeNameRequests')).resolves.toEqual([]);
  });

  it('arrives the same from a backend publishing through the HTTP API', async () => {
    const heard = await watching(viewer, 'banks');
    const payload = { group: 'banks', id: 12, action: 'updated', by: { id: 9, name: 'Backend admin' }, at: new Date().toISOString() };
    await backendSdk(origin, config).trigger('private-dashboard.banks', 'model.changed', payload);
    await expect.poll(() => heard).toEqual([payload]);
  });
});
