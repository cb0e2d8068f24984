// @vitest-environment node
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_SCHEMA, DEFAULT_RETENTION_DAYS, pruneActivity, readRetentionDays, writeActivity } from './log.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function logWithEntriesAged(days: readonly number[], now: number): Database.Database {
  const db = new Database(':memory:');
  for (const sql of ACTIVITY_SCHEMA) db.exec(sql);
  for (const age of days) {
    const id = writeActivity(db, { causerId: 1, ipAddress: null }, { event: 'updated', subjectType: 'banks', subjectId: 1, attributes: { name_en: 'x' } });
    db.prepare('UPDATE activity_log SET created_at = ? WHERE id = ?').run(new Date(now - age * DAY_MS).toISOString(), id);
  }
  return db;
}

describe('retention', () => {
  it('reads ACTIVITY_RETENTION_DAYS, 365 by default, and refuses anything but a positive whole number', () => {
    expect(readRetentionDays({})).toBe(DEFAULT_RETENTION_DAYS);
    expect(DEFAULT_RETENTION_DAYS).toBe(365);
    expect(readRetentionDays({ ACTIVITY_RETENTION_DAYS: ' 30 ' })).toBe(30);
    for (const bad of ['0', '-1', '1.5', 'forever']) expect(() => readRetentionDays({ ACTIVITY_RETENTION_DAYS: bad })).toThrow(/ACTIVITY_RETENTION_DAYS/);
  });

  it('deletes the entries older than the retention and keeps the rest', () => {
    const now = Date.UTC(2026, 10, 28);
    const db = logWithEntriesAged([400, 366, 364, 1], now);
    expect(pruneActivity(db, 365, now)).toBe(2);
    expect((db.prepare('SELECT COUNT(*) AS n FROM activity_log').get() as { n: number }).n).toBe(2);
  });

  it('never keeps a key naming a secret', () => {
    const db = logWithEntriesAged([], Date.now());
    writeActivity(
      db,
      { causerId: 1, ipAddress: null },
      { event: 'updated', subjectType: 'admins', subjectId: 1, attributes: { name: 'A', password: 'p', remember_token: 't', two_factor_secret: 's', recovery_codes: 'r' } },
    );
    const row = db.prepare('SELECT properties FROM activity_log').get() as { properties: string };
    expect(JSON.parse(row.properties)).toEqual({ attributes: { name: 'A' } });
  });
});
