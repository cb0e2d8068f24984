// @vitest-environment node
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWith } from '../testing/accounts.js';
import { ADMIN, createTestApp, type TestApp, type TestClient } from '../testing/harness.js';

const STATISTICS = '/api/v1/dashboard/statistics';

let ctx: TestApp;
let client: TestClient;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  admin = await client.login(ADMIN);
});
afterAll(() => ctx.close());

const money = (value: number): number => Math.round(value * 100) / 100;

/** The figures as the stored rows give them, read apart from the server's code. */
function expectedFigures(commissionPercent: number) {
  const db = new Database(ctx.dbPath, { readonly: true });
  try {
    const count = (sql: string): number => (db.prepare(sql).get() as { n: number }).n;
    const finished = db.prepare("SELECT from_date, to_date, daily_hour, salary_per_hour FROM jobs WHERE status = 'finished'").all() as {
      from_date: string;
      to_date: string;
      daily_hour: number;
      salary_per_hour: number;
    }[];
    const commission = finished.reduce((sum, job) => {
      const days = (Date.parse(job.to_date) - Date.parse(job.from_date)) / 86_400_000 + 1;
      const pay = money(job.salary_per_hour * money(job.daily_hour * days));
      return sum + money((pay * commissionPercent) / 100);
    }, 0);
    const employees = count('SELECT COUNT(*) AS n FROM employees');
    const providers = count("SELECT COUNT(*) AS n FROM providers WHERE join_status = 'accepted'");
    return {
      employees,
      providers,
      total_user_app: employees + providers,
      jobs: count('SELECT COUNT(*) AS n FROM jobs'),
      job_not_completed: count("SELECT COUNT(*) AS n FROM jobs WHERE status NOT IN ('finished', 'canceled')"),
      job_finished: count("SELECT COUNT(*) AS n FROM jobs WHERE status = 'finished'"),
      job_canceled: count("SELECT COUNT(*) AS n FROM jobs WHERE status = 'canceled'"),
      app_commission: money(commission),
    };
  } finally {
    db.close();
  }
}

describe('GET dashboard/statistics', () => {
  it('needs a session', async () => {
    expect((await client.get(STATISTICS)).status).toBe(401);
  });

  it('answers the figures computed from the database', async () => {
    const answer = await client.get(STATISTICS, { token: admin, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['data']);
    const expected = expectedFigures(15);
    expect(answer.body.data).toEqual(expected);
    expect(expected.job_finished).toBeGreaterThan(0);
    expect(expected.app_commission).toBeGreaterThan(0);
    expect(expected.jobs).toBe(expected.job_not_completed + expected.job_finished + expected.job_canceled);
    // Applicants are not providers yet.
    const db = new Database(ctx.dbPath, { readonly: true });
    const everyProvider = (db.prepare('SELECT COUNT(*) AS n FROM providers').get() as { n: number }).n;
    db.close();
    expect(expected.providers).toBeLessThan(everyProvider);
  });

  it('answers every admin, but only the figures of what their role may list', async () => {
    const nobody = await signInWith(ctx, []);
    const empty = await client.get(STATISTICS, { token: nobody });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({});

    // The viewer's role lists banks and countries: no figure is about them.
    const viewer = await client.login({ email: 'viewer@example.com', password: 'Viewer123' });
    expect((await client.get(STATISTICS, { token: viewer })).body.data).toEqual({});

    const ordersOnly = await signInWith(ctx, ['orders index']);
    const orders = (await client.get(STATISTICS, { token: ordersOnly })).body.data;
    expect(Object.keys(orders).sort()).toEqual(['job_canceled', 'job_finished', 'job_not_completed', 'jobs']);
    expect(orders.jobs).toBeGreaterThan(0);

    // The total of app users needs both lists; the company's commission needs the financial reports.
    const clientsOnly = await signInWith(ctx, ['employees index']);
    expect(Object.keys((await client.get(STATISTICS, { token: clientsOnly })).body.data)).toEqual(['employees']);
    const both = await signInWith(ctx, ['employees index', 'providers index', 'financialReports index']);
    expect(Object.keys((await client.get(STATISTICS, { token: both })).body.data).sort()).toEqual(['app_commission', 'employees', 'providers', 'total_user_app']);
  });

  it('applies the commission rate of the general settings', async () => {
    const settings = await client.get('/api/v1/dashboard/general-setting?type=general', { token: admin });
    const general: Record<string, unknown> = { ...settings.body.data };
    delete general['type'];
    const saved = await client.post('/api/v1/dashboard/general-setting?type=general', {
      token: admin,
      json: { ...general, app_commission: 10 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answer = await client.get(STATISTICS, { token: admin });
    expect(answer.body.data.app_commission).toBe(expectedFigures(10).app_commission);
    await client.post('/api/v1/dashboard/general-setting?type=general', { token: admin, json: general });
  });

  it('counts a new client at once', async () => {
    const before = (await client.get(STATISTICS, { token: admin })).body.data;
    const created = await client.post('/api/v1/dashboard/employees', {
      token: admin,
      multipart: { name: 'New Client', phone: '0559876543', password: 'Secret1', password_confirmation: 'Secret1' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const after = (await client.get(STATISTICS, { token: admin })).body.data;
    expect(after.employees).toBe(before.employees + 1);
    expect(after.total_user_app).toBe(before.total_user_app + 1);
  });
});
