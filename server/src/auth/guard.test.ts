// @vitest-environment node
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp, type TestClient } from '../testing/harness.js';
import { readSessionLimits } from './tokens.js';

const PROBE = '/api/v1/dashboard/roles-permissions';
const MINUTE = 60_000;

let ctx: TestApp;
let client: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  client = ctx.client;
});
afterAll(() => ctx.close());

interface TokenTimes {
  created_at: string;
  last_used_at: string | null;
}

function withDb<T>(run: (db: Database.Database) => T): T {
  const db = new Database(ctx.dbPath);
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/** The newest session row: what the server stored for the last sign-in. */
function newestTimes(): TokenTimes & { id: number } {
  return withDb(
    (db) =>
      db.prepare('SELECT id, created_at, last_used_at FROM access_tokens ORDER BY id DESC LIMIT 1').get() as TokenTimes & {
        id: number;
      },
  );
}

function setTimes(id: number, times: Partial<TokenTimes>): void {
  withDb((db) => {
    if (times.created_at !== undefined) db.prepare('UPDATE access_tokens SET created_at = ? WHERE id = ?').run(times.created_at, id);
    if (times.last_used_at !== undefined) db.prepare('UPDATE access_tokens SET last_used_at = ? WHERE id = ?').run(times.last_used_at, id);
  });
}

const ago = (ms: number): string => new Date(Date.now() - ms).toISOString();

describe('session expiry', () => {
  it('ends a session left unused for longer than the idle limit (two hours by default)', async () => {
    const token = await client.login(ADMIN);
    const { id } = newestTimes();
    setTimes(id, { last_used_at: ago(121 * MINUTE) });
    const answer = await client.get(PROBE, { token, lang: 'en' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthenticated.' });
    // The expired session is gone, not merely refused.
    expect(withDb((db) => db.prepare('SELECT 1 FROM access_tokens WHERE id = ?').get(id))).toBeUndefined();
  });

  it('counts a session never used since sign-in from its start', async () => {
    const token = await client.login(ADMIN);
    const { id } = newestTimes();
    setTimes(id, { created_at: ago(121 * MINUTE), last_used_at: null });
    expect((await client.get(PROBE, { token })).status).toBe(401);
  });

  it('extends a session on each use, writing the last use at most once a minute', async () => {
    const token = await client.login(ADMIN);
    const { id } = newestTimes();
    setTimes(id, { last_used_at: ago(119 * MINUTE) });
    expect((await client.get(PROBE, { token })).status).toBe(200);
    const touched = newestTimes().last_used_at ?? '';
    expect(Date.now() - Date.parse(touched)).toBeLessThan(MINUTE);

    const recent = ago(30_000);
    setTimes(id, { last_used_at: recent });
    expect((await client.get(PROBE, { token })).status).toBe(200);
    expect(newestTimes().last_used_at).toBe(recent);
  });

  it('ends a session at the absolute limit (a day by default) however busy it is', async () => {
    const token = await client.login(ADMIN);
    const { id } = newestTimes();
    setTimes(id, { created_at: ago(24 * 60 * MINUTE - MINUTE), last_used_at: ago(MINUTE) });
    expect((await client.get(PROBE, { token })).status).toBe(200);
    setTimes(id, { created_at: ago(24 * 60 * MINUTE + MINUTE) });
    expect((await client.get(PROBE, { token })).status).toBe(401);
  });
});

describe('readSessionLimits', () => {
  it('reads SESSION_IDLE_MINUTES and SESSION_MAX_HOURS, with defaults', () => {
    expect(readSessionLimits({})).toEqual({ idleMs: 120 * MINUTE, maxMs: 24 * 60 * MINUTE });
    expect(readSessionLimits({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '8' })).toEqual({
      idleMs: 30 * MINUTE,
      maxMs: 8 * 60 * MINUTE,
    });
  });

  it('stops on a value that is not a positive whole number', () => {
    for (const value of ['0', '-5', '1.5', 'two', '']) {
      expect(() => readSessionLimits({ SESSION_IDLE_MINUTES: value })).toThrow(/SESSION_IDLE_MINUTES/);
      expect(() => readSessionLimits({ SESSION_MAX_HOURS: value })).toThrow(/SESSION_MAX_HOURS/);
    }
  });
});
