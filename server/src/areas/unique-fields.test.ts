// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '../app.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReferenceRepository } from '../db/reference-repository.js';
import { registerTextFolding } from '../db/text-fold.js';
import { ADMIN, createTestApp, multipartBody, pngFile, type FilePart, type FormValue, TestClient, type TestApp } from '../testing/harness.js';

const API = '/api/v1';
const DASH = `${API}/dashboard`;
const BOUNDARY = '----marketplace-test-boundary';

type Body = Record<string, FormValue | FilePart>;

let ctx: TestApp;
let client: TestClient;
let admin: string;
let origin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  admin = await client.login(ADMIN);
});
afterAll(() => ctx.close());

/** A multipart POST over the network, as a browser sends it. */
async function send(path: string, body: Body): Promise<{ status: number; body: any }> {
  const answer = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${admin}`,
      accept: 'application/json',
      lang: 'en',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body: multipartBody(body),
  });
  return { status: answer.status, body: await answer.json() };
}

/** Two identical requests at the same moment: one is stored, the other answers 422 naming the fields. */
async function race(path: string, body: Body, fields: readonly string[]): Promise<void> {
  const answers = await Promise.all([send(path, body), send(path, body)]);
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 422]);
  const refused = answers.find((answer) => answer.status === 422);
  expect(Object.keys(refused?.body.errors ?? {}).sort()).toEqual([...fields].sort());
  for (const field of fields) expect(refused?.body.errors[field]).toEqual([expect.stringMatching(/has already been taken/)]);
}

/** How many rows of the table hold the value in the column, read straight from the database. */
function rowsWith(table: string, column: string, value: string): number {
  const db = new Database(ctx.dbPath, { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ? COLLATE NOCASE`).get(value) as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('unique fields under concurrent writes', () => {
  it('two identical client creates give one client and a 422 on phone, email and user name', async () => {
    await race(
      `${DASH}/employees`,
      {
        name: 'Twin Client',
        email: 'twin.client@example.com',
        phone: '0559111222',
        user_name: 'twin_client',
        'work_location_id[]': ['1'],
        'specialist_id[]': ['1'],
        'job_id[]': ['1'],
        password: 'Secret1',
        password_confirmation: 'Secret1',
        active: '1',
      },
      ['email', 'phone', 'user_name'],
    );
    expect(rowsWith('employees', 'phone_number', '0559111222')).toBe(1);
  });

  it('two identical provider creates give one provider', async () => {
    await race(
      `${DASH}/providers`,
      {
        name: 'Twin Provider',
        email: 'twin.provider@example.com',
        phone: '0558111222',
        'specialist_id[]': ['4'],
        password: 'Secret1',
        password_confirmation: 'Secret1',
      },
      ['email', 'phone'],
    );
    expect(rowsWith('providers', 'phone_number', '0558111222')).toBe(1);
  });

  it('two identical driver creates give one driver', async () => {
    await race(
      `${API}/main/add-driver`,
      {
        image_data: pngFile(),
        full_name: 'Twin Driver',
        phone_number: '0557111222',
        email: 'twin.driver@example.com',
        region_id: '1',
        city_id: '1',
        town_id: '2',
        address: 'Street 1',
        driver_type: 'washing',
        number_orders_allowed_per_day: '6',
        password: 'Secret1',
        password_confirmation: 'Secret1',
      },
      ['email', 'phone_number'],
    );
    expect(rowsWith('drivers', 'phone_number', '0557111222')).toBe(1);
  });

  it('two identical admin creates give one admin and a 422 on email and phone, never a 500', async () => {
    await race(
      `${DASH}/users`,
      {
        image_data: pngFile(),
        name: 'Twin Admin',
        email: 'twin.admin@example.com',
        phone_number: '0501112222',
        'roles[]': 3,
        password: 'Secret1',
        password_confirmation: 'Secret1',
        active: 1,
      },
      ['email', 'phone_number'],
    );
    expect(rowsWith('users', 'email', 'twin.admin@example.com')).toBe(1);
  });
});

describe('the database keeps unique fields unique on its own', () => {
  // Past the check, as a second server process writing the same file would be.
  const skipCheck = (): void => void vi.spyOn(ReferenceRepository.prototype, 'taken').mockReturnValue(false);
  afterAll(() => vi.restoreAllMocks());

  it('answers a duplicate the check missed with 422 and the "taken" message, in the request language', async () => {
    skipCheck();
    const role = await client.post(`${DASH}/roles`, { token: admin, lang: 'ar', form: { name: 'super admin', 'permissions[]': [1] } });
    expect(role.status).toBe(422);
    expect(role.body.errors).toEqual({ name: ['قيمة الاسم مستخدمة من قبل.'] });

    const existing = await client.get(`${DASH}/employees?per_page=2`, { token: admin, lang: 'en' });
    const [first, second] = existing.body.data as { id: number; phone_number: string; email: string }[];
    if (!first || !second) throw new Error('no clients');
    // An update that takes another client's email (with the rest of the profile an update asks for).
    const update = await client.post(`${DASH}/employees/${second.id}`, {
      token: admin,
      lang: 'en',
      multipart: {
        _method: 'PUT',
        name: 'Renamed',
        email: first.email.toUpperCase(),
        user_name: `renamed_${second.id}`,
        birthday: '1990-01-31',
        experience: 'beginner',
        country_id: '1',
        district_id: '1',
        city_id: '2',
        bank_id: '1',
        IBAN: 'SA0380000000608010167519',
        about_me: 'About me',
        'work_location_id[]': ['1'],
        'specialist_id[]': ['1'],
        'job_id[]': ['1'],
      },
    });
    expect(update.status, JSON.stringify(update.body)).toBe(422);
    expect(update.body.errors).toEqual({ email: ['The email has already been taken.'] });
  });
});

describe('a database written before the unique indexes', () => {
  it('still opens when it holds duplicates, says which, checks them on each write, and gains the index once they are settled', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marketplace-duplicates-'));
    const dbPath = join(dir, 'old.sqlite');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await (await buildApp({ dbPath })).close();
      const db = new Database(dbPath);
      // Writers of the tables need the function their folded indexes are built on.
      registerTextFolding(db);
      db.exec('DROP INDEX employees_phone_unique');
      const [first, second] = db.prepare('SELECT id, phone_number FROM employees ORDER BY id LIMIT 2').all() as {
        id: number;
        phone_number: string;
      }[];
      if (!first || !second) throw new Error('no clients');
      db.prepare('UPDATE employees SET phone_number = ? WHERE id = ?').run(first.phone_number, second.id);
      db.close();

      const app = await buildApp({ dbPath });
      try {
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(`employees.phone_number holds duplicates ("${first.phone_number}")`));
        const old = new TestClient(app);
        const token = await old.login(ADMIN);
        const answer = await old.post(`${DASH}/employees`, {
          token,
          lang: 'en',
          form: { name: 'Third', phone: first.phone_number, 'work_location_id[]': '1', password: 'Secret1', password_confirmation: 'Secret1' },
        });
        expect(answer.status).toBe(422);
        expect(Object.keys(answer.body.errors)).toEqual(['phone']);
      } finally {
        await app.close();
      }

      const fix = new Database(dbPath);
      registerTextFolding(fix);
      fix.prepare('UPDATE employees SET phone_number = ? WHERE id = ?').run(second.phone_number, second.id);
      fix.close();
      await (await buildApp({ dbPath })).close();
      const check = new Database(dbPath, { readonly: true });
      expect(check.prepare("SELECT name FROM sqlite_master WHERE name = 'employees_phone_unique'").get()).toBeDefined();
      check.close();
    } finally {
      warn.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
