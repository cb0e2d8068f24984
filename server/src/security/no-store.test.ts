// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../testing/harness.js';

const API = '/api/v1';
let ctx: TestApp;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await ctx.client.login(ADMIN);
});
afterAll(() => ctx.close());

describe('API answers', () => {
  it('tell browsers and proxies to keep no copy: the sign-in, data, permissions, errors and channel signatures', async () => {
    const answers = {
      login: await ctx.client.post(`${API}/dashboard/login`, { json: ADMIN }),
      list: await ctx.client.get(`${API}/dashboard/banks`, { token: admin }),
      permissions: await ctx.client.get(`${API}/dashboard/permissions`, { token: admin }),
      refused: await ctx.client.get(`${API}/dashboard/banks`),
      invalid: await ctx.client.post(`${API}/dashboard/banks`, { token: admin, json: {} }),
      channel: await ctx.client.post('/broadcasting/auth', { token: admin, form: { socket_id: '1.1', channel_name: 'private-App.Models.User.1' } }),
    };
    const policies = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, `${answer.status} ${answer.headers['cache-control']}`]));
    expect(policies).toEqual({
      login: '200 no-store',
      list: '200 no-store',
      permissions: '200 no-store',
      refused: '401 no-store',
      invalid: '422 no-store',
      channel: '200 no-store',
    });
  });
});
