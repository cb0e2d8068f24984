// @vitest-environment node
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinkSigner } from '../http/signed-link.js';
import { signInWith } from '../testing/accounts.js';
import { ADMIN, createTestApp, type TestApp, type TestClient } from '../testing/harness.js';

const REPORT = '/api/v1/dashboard/reports/financial-reports-jobs';
const SECRET = 'financial-report-test-secret';

let ctx: TestApp;
let client: TestClient;
let admin: string;
let previousSecret: string | undefined;

beforeAll(async () => {
  previousSecret = process.env['REPORT_LINK_SECRET'];
  process.env['REPORT_LINK_SECRET'] = SECRET;
  ctx = await createTestApp();
  client = ctx.client;
  admin = await client.login(ADMIN);
});
afterAll(async () => {
  if (previousSecret === undefined) delete process.env['REPORT_LINK_SECRET'];
  else process.env['REPORT_LINK_SECRET'] = previousSecret;
  await ctx.close();
});

type Row = Record<string, any>;
type ReportType = 'finished' | 'in_progress';

const money = (value: number): number => Math.round(value * 100) / 100;

interface JobFacts {
  provider_id: number;
  provider_name: string;
  provider_phone: string;
  status: string;
  from_date: string;
  to_date: string;
  daily_hour: number;
  salary_per_hour: number;
  tax_rate: number;
  created_date: string;
}

/** The orders as stored, read apart from the server's code. */
function jobFacts(): JobFacts[] {
  const db = new Database(ctx.dbPath, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT j.provider_id, p.name AS provider_name, p.phone_number AS provider_phone, j.status, j.from_date,
            j.to_date, j.daily_hour, j.salary_per_hour, j.tax_rate, substr(j.created_at, 1, 10) AS created_date
          FROM jobs j JOIN providers p ON p.id = j.provider_id`,
      )
      .all() as JobFacts[];
  } finally {
    db.close();
  }
}

/** Pay without tax and tax of one order: daily hours over the days of its period, both counted. */
function payOf(job: JobFacts): { pay: number; tax: number } {
  const days = Math.round((Date.parse(`${job.to_date}T00:00:00Z`) - Date.parse(`${job.from_date}T00:00:00Z`)) / 86_400_000) + 1;
  const pay = money(job.salary_per_hour * money(job.daily_hour * Math.max(days, 0)));
  return { pay, tax: money((pay * job.tax_rate) / 100) };
}

const inReport = (type: ReportType, status: string): boolean => (type === 'finished' ? status === 'finished' : status !== 'finished' && status !== 'canceled');

interface Expected {
  rows: { provider_applicant: { id: number; name: string; phone: string }; total_jobs_salary: number; total_tax: number; count: number }[];
  total: { total_jobs_salary: number; total_tax: number };
}

function expectedReport(type: ReportType, keep: (job: JobFacts) => boolean = () => true): Expected {
  const byProvider = new Map<number, { job: JobFacts; pay: number; tax: number; count: number }>();
  for (const job of jobFacts().filter((entry) => inReport(type, entry.status) && keep(entry))) {
    const { pay, tax } = payOf(job);
    const entry = byProvider.get(job.provider_id) ?? { job, pay: 0, tax: 0, count: 0 };
    byProvider.set(job.provider_id, { job, pay: entry.pay + pay, tax: entry.tax + tax, count: entry.count + 1 });
  }
  const rows = [...byProvider.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, entry]) => ({
      provider_applicant: { id, name: entry.job.provider_name, phone: entry.job.provider_phone },
      total_jobs_salary: money(entry.pay),
      total_tax: money(entry.tax),
      count: entry.count,
    }));
  return {
    rows,
    total: {
      total_jobs_salary: money(rows.reduce((sum, row) => sum + row.total_jobs_salary, 0)),
      total_tax: money(rows.reduce((sum, row) => sum + row.total_tax, 0)),
    },
  };
}

async function report(query: string, token = admin, lang: 'ar' | 'en' = 'en'): Promise<Row> {
  const answer = await client.get(`${REPORT}?${query}`, { token, lang });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Every row of a report, read page by page. */
async function everyRow(query: string): Promise<Row[]> {
  const first = await report(query);
  const rows = [...first.provider_budget.data];
  for (let page = 2; page <= first.provider_budget.last_page; page += 1) {
    const next = await report(`${query}&page=${page}`);
    expect(next.total_budget).toEqual(first.total_budget);
    rows.push(...next.provider_budget.data);
  }
  return rows;
}

/** The path and query of an absolute link, for app.inject. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

describe('GET dashboard/reports/financial-reports-jobs', () => {
  it('needs a session and the financialReports index permission', async () => {
    expect((await client.get(`${REPORT}?type=finished`)).status).toBe(401);
    const orders = await signInWith(ctx, ['orders index', 'orders show']);
    const refused = await client.get(`${REPORT}?type=finished`, { token: orders, lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: expect.any(String) });
    const reader = await signInWith(ctx, ['financialReports index']);
    const answer = await report('type=finished', reader);
    // Without the orders list, a row's details (the provider's orders) are not offered.
    expect(answer.permissions).toEqual({ index: true, show: false });
    expect((await report('type=finished')).permissions).toEqual({ index: true, show: true });
  });

  it('answers the documented shape', async () => {
    const answer = await report('type=finished');
    expect(Object.keys(answer).sort()).toEqual(['excel_report', 'permissions', 'provider_budget', 'total_budget']);
    expect(Object.keys(answer.provider_budget).sort()).toEqual(['current_page', 'data', 'last_page', 'per_page', 'total']);
    expect(answer.provider_budget.per_page).toBe(10);
    expect(answer.provider_budget.current_page).toBe(1);
    expect(answer.provider_budget.data[0]).toEqual({
      provider_applicant: { id: expect.any(Number), name: expect.any(String), phone: expect.any(String) },
      total_jobs_salary: expect.any(Number),
      total_tax: expect.any(Number),
      count: expect.any(Number),
    });
    expect(Object.keys(answer.total_budget).sort()).toEqual(['total_jobs_salary', 'total_tax']);
    expect(answer.excel_report).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/dashboard\/reports\/financial-reports-excel\?.*expires=\d+.*&signature=[0-9a-f]{64}$/);
  });

  for (const type of ['finished', 'in_progress'] as const) {
    it(`sums the ${type} orders per provider over every page, as the stored orders add up`, async () => {
      const expected = expectedReport(type);
      expect(expected.rows.length).toBeGreaterThan(5);
      const first = await report(`type=${type}`);
      expect(first.provider_budget.total).toBe(expected.rows.length);
      expect(first.provider_budget.last_page).toBe(Math.ceil(expected.rows.length / 10));
      expect(first.provider_budget.data).toHaveLength(10);
      expect(await everyRow(`type=${type}`)).toEqual(expected.rows);
      expect(first.total_budget).toEqual(expected.total);
      const all = await report(`type=${type}&per_page=1000`);
      expect(all.provider_budget.data).toEqual(expected.rows);
      const past = await report(`type=${type}&page=99`);
      expect(past.provider_budget.data).toEqual([]);
      expect(past.total_budget).toEqual(expected.total);
    });
  }

  it('agrees with the budgets the orders screen shows', async () => {
    const rows = (await report('type=finished&per_page=1000')).provider_budget.data as Row[];
    for (const row of rows.slice(0, 4)) {
      const orders = await client.get(`/api/v1/dashboard/jobs/get-jobs?provider_id=${row.provider_applicant.id}&is_finished=1&per_page=1000`, { token: admin, lang: 'en' });
      const jobs = orders.body.data as Row[];
      expect(jobs).toHaveLength(row.count);
      expect(money(jobs.reduce((sum, job) => sum + job.budgets.total_without_tax, 0))).toBe(row.total_jobs_salary);
      expect(money(jobs.reduce((sum, job) => sum + job.budgets.tax, 0))).toBe(row.total_tax);
    }
  });

  it('counts for each provider of the uncompleted report the orders its count opens (is_finished=0)', async () => {
    const rows = (await report('type=in_progress&per_page=1000')).provider_budget.data as Row[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const orders = await client.get(`/api/v1/dashboard/jobs/get-jobs?provider_id=${row.provider_applicant.id}&is_finished=0&per_page=1000`, { token: admin, lang: 'en' });
      const jobs = orders.body.data as Row[];
      expect(jobs.map((job) => job.status).filter((status) => status === 'finished' || status === 'canceled')).toEqual([]);
      expect(jobs).toHaveLength(row.count);
      expect(money(jobs.reduce((sum, job) => sum + job.budgets.total_without_tax, 0))).toBe(row.total_jobs_salary);
    }
  });

  it('filters by provider name and phone (partial matches)', async () => {
    const all = expectedReport('in_progress');
    const sample = all.rows[2]!;
    const part = sample.provider_applicant.name.slice(0, 4);
    const byName = await report(`type=in_progress&per_page=1000&name=${encodeURIComponent(part)}`);
    const expectedByName = expectedReport('in_progress', (job) => job.provider_name.includes(part));
    expect(byName.provider_budget.data).toEqual(expectedByName.rows);
    expect(byName.total_budget).toEqual(expectedByName.total);
    expect(byName.provider_budget.data.map((row: Row) => row.provider_applicant.id)).toContain(sample.provider_applicant.id);

    const phone = sample.provider_applicant.phone.slice(-4);
    const byPhone = await report(`type=in_progress&per_page=1000&phone_number=${phone}`);
    expect(byPhone.provider_budget.data).toEqual(expectedReport('in_progress', (job) => job.provider_phone.includes(phone)).rows);
    const none = await report('type=in_progress&name=nobody-has-this-name');
    expect(none.provider_budget).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect(none.total_budget).toEqual({ total_jobs_salary: 0, total_tax: 0 });
  });

  it('filters by the order date, both ends included', async () => {
    const dates = [
      ...new Set(
        jobFacts()
          .filter((job) => inReport('in_progress', job.status))
          .map((job) => job.created_date),
      ),
    ].sort();
    expect(dates.length).toBeGreaterThan(4);
    const from = dates[1]!;
    const to = dates[dates.length - 2]!;
    const expected = expectedReport('in_progress', (job) => job.created_date >= from && job.created_date <= to);
    const answer = await report(`type=in_progress&per_page=1000&from_date=${from}&to_date=${to}`);
    expect(answer.provider_budget.data).toEqual(expected.rows);
    expect(answer.total_budget).toEqual(expected.total);
    expect(expected.total.total_jobs_salary).toBeLessThan(expectedReport('in_progress').total.total_jobs_salary);
    const one = await report(`type=in_progress&per_page=1000&from_date=${from}&to_date=${from}`);
    expect(one.provider_budget.data).toEqual(expectedReport('in_progress', (job) => job.created_date === from).rows);
  });

  it("answers a row's detail for its provider only: the same provider and amounts as the row clicked", async () => {
    for (const type of ['finished', 'in_progress'] as const) {
      const rows = (await report(`type=${type}&per_page=1000`)).provider_budget.data as Row[];
      // Not the first rows: a filter that is ignored would answer the first provider.
      for (const row of [rows[3]!, rows[rows.length - 1]!]) {
        const detail = await report(`type=${type}&provider_id=${row.provider_applicant.id}`);
        expect(detail.provider_budget.data).toEqual([row]);
        expect(detail.provider_budget.total).toBe(1);
        expect(detail.total_budget).toEqual({ total_jobs_salary: row.total_jobs_salary, total_tax: row.total_tax });
      }
    }
    const none = await report('type=finished&provider_id=999999');
    expect(none.provider_budget.data).toEqual([]);
    const bad = await client.get(`${REPORT}?type=finished&provider_id=abc`, { token: admin, lang: 'en' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['provider_id']);
  });

  it('refuses a bad type, bad dates and a reversed range with 422', async () => {
    const refused = async (query: string, field: string) => {
      const answer = await client.get(`${REPORT}?${query}`, { token: admin, lang: 'en' });
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors), query).toEqual([field]);
      expect(answer.body.message).toBe(answer.body.errors[field][0]);
    };
    await refused('', 'type');
    await refused('type=canceled', 'type');
    await refused('type=finished&from_date=2026-02-30&to_date=2026-03-01', 'from_date');
    await refused('type=finished&from_date=2026-01-01&to_date=01/02/2026', 'to_date');
    await refused('type=finished&from_date=2026-03-02&to_date=2026-03-01', 'to_date');
    await refused('type=finished&from_date=2026-03-02', 'to_date');
    await refused('type=finished&to_date=2026-03-02', 'from_date');
  });
});

describe('the Excel link', () => {
  async function download(url: string): Promise<{ status: number; headers: Row; body: Buffer }> {
    const answer = await ctx.app.inject({ method: 'GET', url: pathOf(url) });
    return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
  }

  async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(body).buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    return sheet;
  }

  const values = (sheet: ExcelJS.Worksheet, row: number): unknown[] => {
    const cells = sheet.getRow(row).values;
    return Array.isArray(cells) ? cells.slice(1) : [];
  };

  it('downloads, without a session, a workbook with the report numbers (English, left to right)', async () => {
    const answer = await report('type=finished&per_page=3', admin, 'en');
    const expected = expectedReport('finished');
    const file = await download(answer.excel_report);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="financial-report-finished-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = await sheetOf(file.body);
    expect(sheet.views[0]?.rightToLeft).toBeFalsy();
    expect(String(values(sheet, 1)[0])).toMatch(/^Finished orders report/);
    expect(values(sheet, 2)).toEqual(['No.', 'Provider name', 'Mobile', 'Finished orders amount (SAR)', 'VAT (SAR)', 'Orders']);
    // Every provider, not the page the report was asked with.
    expected.rows.forEach((row, index) => {
      expect(values(sheet, 3 + index)).toEqual([index + 1, row.provider_applicant.name, row.provider_applicant.phone, row.total_jobs_salary, row.total_tax, row.count]);
    });
    const totals = values(sheet, 3 + expected.rows.length);
    expect(totals[0]).toBe('Total');
    expect(totals.slice(3)).toEqual([expected.total.total_jobs_salary, expected.total.total_tax, expected.rows.reduce((sum, row) => sum + row.count, 0)]);
    expect(typeof totals[3]).toBe('number');
    expect(sheet.getRow(3).getCell(4).numFmt).toBe('#,##0.00');
  });

  it('keeps the filters and the language of the report (Arabic, right to left)', async () => {
    const dates = [...new Set(jobFacts().map((job) => job.created_date))].sort();
    const [from, to] = [dates[2]!, dates[dates.length - 3]!];
    const answer = await report(`type=in_progress&from_date=${from}&to_date=${to}`, admin, 'ar');
    const expected = expectedReport('in_progress', (job) => job.created_date >= from && job.created_date <= to);
    const file = await download(answer.excel_report);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/financial-report-in_progress-/);
    const sheet = await sheetOf(file.body);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(values(sheet, 2)[1]).toBe('اسم مقدم الخدمة');
    expect(sheet.rowCount).toBe(2 + expected.rows.length + 1);
    expect(values(sheet, 2 + expected.rows.length + 1).slice(3, 5)).toEqual([expected.total.total_jobs_salary, expected.total.total_tax]);
  });

  it('refuses a changed, unsigned, repeated or expired link with 403', async () => {
    const link = (await report('type=finished&name=a')).excel_report as string;
    const refused = async (url: string) => {
      const file = await download(url);
      expect(file.status, url).toBe(403);
      expect(JSON.parse(file.body.toString('utf8'))).toEqual({ message: expect.any(String) });
    };
    await refused(link.replace('type=finished', 'type=in_progress'));
    await refused(link.replace('name=a', 'name=b'));
    await refused(link.replace(/expires=(\d+)/, (_, value: string) => `expires=${Number(value) + 3600}`));
    await refused(link.replace(/&signature=[0-9a-f]+/, ''));
    await refused(link.replace(/signature=([0-9a-f])/, (_, first: string) => `signature=${first === 'a' ? 'b' : 'a'}`));
    await refused(`${link}&name=a`);
    await refused(`${link}&lang=en`);
    // Signed with the server's secret, but an hour ago for an hour that has passed.
    const stale = new LinkSigner(SECRET).sign({ type: 'finished', lang: 'en' }, 60 * 60 * 1000, Date.now() - 2 * 60 * 60 * 1000);
    await refused(`http://localhost${new URL(link).pathname}?${stale}`);
    // A tab opened from an expired link asks for no language: the refusal speaks the link's own.
    const inEnglish = await download(`http://localhost${new URL(link).pathname}?${stale}`);
    expect(JSON.parse(inEnglish.body.toString('utf8'))).toEqual({ message: 'This download link is invalid or has expired, please export the report again' });
    const fresh = new LinkSigner(SECRET).sign({ type: 'finished', lang: 'en' }, 60 * 1000);
    expect((await download(`http://localhost${new URL(link).pathname}?${fresh}`)).status).toBe(200);
  });
});
