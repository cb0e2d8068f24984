// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, PNG, type TestApp, type TestClient } from '../testing/harness.js';

const API = '/api/v1';
const APP_URL = 'https://admin.example.com';
/** What an attacker sends to steer links elsewhere: a foreign host, and the proxy headers. */
const FOREIGN = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
} as const;

let ctx: TestApp;
let client: TestClient;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp({ appUrl: APP_URL });
  client = ctx.client;
  admin = await client.login(ADMIN);
});
afterAll(() => ctx.close());

describe('absolute URLs in answers', () => {
  it("are built on APP_URL, whatever the request's Host says: avatars at sign-in and in the profile", async () => {
    const updated = await client.post(`${API}/dashboard/update-profile`, {
      token: admin,
      headers: FOREIGN,
      multipart: {
        name: 'Admin',
        email: ADMIN.email,
        phone_number: '0500000001',
        status: '1',
        profile_image: { filename: 'me.png', contentType: 'image/png', data: PNG },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.avatar).toMatch(/^https:\/\/admin\.example\.com\/storage\/[0-9a-f]{32}\.png$/);

    const login = await client.post(`${API}/dashboard/login`, { json: ADMIN, headers: FOREIGN });
    expect(login.status).toBe(200);
    expect(login.body.data.avatar).toBe(updated.body.data.avatar);
  });

  it('are built on APP_URL in area records (client pictures) and in the signed report link', async () => {
    const clients = await client.get(`${API}/dashboard/employees?per_page=20`, { token: admin, headers: FOREIGN });
    const avatars = (clients.body.data as { avatar: string | null }[]).flatMap((row) => (row.avatar ? [row.avatar] : []));
    expect(avatars.length).toBeGreaterThan(0);
    for (const avatar of avatars) expect(avatar.startsWith(`${APP_URL}/storage/`), avatar).toBe(true);

    const report = await client.get(`${API}/dashboard/reports/financial-reports-jobs?type=finished`, {
      token: admin,
      headers: FOREIGN,
    });
    expect(report.body.excel_report.startsWith(`${APP_URL}${API}/dashboard/reports/financial-reports-excel?`)).toBe(true);
  });
});
