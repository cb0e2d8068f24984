import { randomUUID } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { Db, SqlValue } from '../db/database.js';
import { statement } from '../db/statements.js';

/** What an entry says happened (spatie's `event`); the contract names every one of them. */
export const ACTIVITY_EVENTS = [
  'created',
  'updated',
  'deleted',
  'restored',
  'activated',
  'deactivated',
  'accepted',
  'rejected',
  'blocked',
  'unblocked',
  'replied',
  'settled',
  'wallet-updated',
  'signed-in',
  'sign-in-failed',
  'signed-out',
  'password-reset',
  'password-changed',
  'two-factor-enabled',
  'two-factor-disabled',
  'recovery-codes-renewed',
  'imported',
] as const;

export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

export const LOG_NAMES = ['default', 'auth'] as const;
export type LogName = (typeof LOG_NAMES)[number];

/** How long a deleted record can be put back from its entry. */
export const RESTORE_DAYS = 30;
export const DEFAULT_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Values as the entry keeps them: what the API writes (numbers, text, flags, null, lists of ids). */
export type ActivityValue = SqlValue | boolean | readonly number[] | readonly string[];
export type ActivityValues = Record<string, ActivityValue>;

/** What a record needs to come back as it was: its columns and link lists, by column and link name. */
export interface RestoreSnapshot {
  readonly columns: Readonly<Record<string, SqlValue>>;
  readonly links: Readonly<Record<string, readonly number[]>>;
}

export interface ActivityInput {
  readonly logName?: LogName;
  readonly event: ActivityEvent;
  /** The permission group of the record's area (`banks`, `admins` ...). */
  readonly subjectType: string;
  readonly subjectId: number | null;
  readonly old?: ActivityValues;
  readonly attributes?: ActivityValues;
  readonly reason?: string | null;
  /** Kept beside a `deleted` entry of an area whose deleted rows may come back; never answered. */
  readonly snapshot?: RestoreSnapshot;
  /** The `deleted` entry a `restored` one undoes: unique, so one delete is restored once. */
  readonly restoredFrom?: number;
  /** The batch the entry sums up (an import's summary); else the request's. */
  readonly batchUuid?: string;
}

/** Who wrote and from where: fixed for one request. */
export interface ActivityOrigin {
  readonly causerId: number | null;
  readonly ipAddress: string | null;
  /** The batch the caller's request belongs to (an import's rows), from `X-Activity-Batch`. */
  readonly batchUuid?: string | null;
}

/** Writes entries for one request; the area code calls it inside the write's own transaction. */
export interface ActivityRecorder {
  record(entry: ActivityInput, causerId?: number | null): number;
  /**
   * The id a new record of the area must take when the log names a higher one than the table holds
   * (its last records were deleted); undefined when the table's own next id is new to the log.
   */
  idPastLogged(subjectType: string, table: string): number | undefined;
}

export const ACTIVITY_SCHEMA: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS activity_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    log_name TEXT NOT NULL DEFAULT 'default',
    description TEXT NOT NULL,
    subject_type TEXT NOT NULL,
    subject_id INTEGER,
    event TEXT NOT NULL,
    causer_type TEXT,
    causer_id INTEGER,
    properties TEXT NOT NULL DEFAULT '{}',
    batch_uuid TEXT,
    ip_address TEXT,
    reason TEXT,
    restore_data TEXT,
    restored_from INTEGER UNIQUE,
    created_at TEXT NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS activity_log_subject ON activity_log(subject_type, subject_id, id)',
  'CREATE INDEX IF NOT EXISTS activity_log_causer ON activity_log(causer_id, id)',
  'CREATE INDEX IF NOT EXISTS activity_log_created ON activity_log(created_at)',
  'CREATE INDEX IF NOT EXISTS activity_log_batch ON activity_log(batch_uuid)',
  // One summary per batch, however many times it is asked for at once.
  "CREATE UNIQUE INDEX IF NOT EXISTS activity_log_batch_summary ON activity_log(batch_uuid) WHERE event = 'imported'",
];

/** A batch id as spatie writes it: a UUID, lower case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The batch id a caller sent, or null for anything that is not a UUID (it is kept as given, so never free text). */
export function readBatchUuid(value: unknown): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string') return null;
  const lower = text.trim().toLowerCase();
  return UUID.test(lower) ? lower : null;
}

/** Names a value so that no secret is ever kept: a password, a token, a two-factor secret or a recovery code. */
const SECRET_KEY = /password|token|secret|recovery|otp|remember/i;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

function withoutSecrets(values: ActivityValues | undefined): ActivityValues | undefined {
  if (!values) return undefined;
  const kept: ActivityValues = {};
  for (const [key, value] of Object.entries(values)) if (!isSecretKey(key)) kept[key] = value;
  return kept;
}

const statements = new WeakMap<Db, Statement>();

function insertStatement(db: Db): Statement {
  let statement = statements.get(db);
  if (!statement) {
    statement = db.prepare(
      `INSERT INTO activity_log (log_name, description, subject_type, subject_id, event, causer_type, causer_id, properties, batch_uuid, ip_address, reason, restore_data, restored_from, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    statements.set(db, statement);
  }
  return statement;
}

/** Writes one entry; answers its id. */
export function writeActivity(db: Db, origin: ActivityOrigin, entry: ActivityInput): number {
  const properties: { old?: ActivityValues; attributes?: ActivityValues } = {};
  const old = withoutSecrets(entry.old);
  const attributes = withoutSecrets(entry.attributes);
  if (old) properties.old = old;
  if (attributes) properties.attributes = attributes;
  const result = insertStatement(db).run(
    entry.logName ?? 'default',
    entry.event,
    entry.subjectType,
    entry.subjectId,
    entry.event,
    origin.causerId === null ? null : 'admins',
    origin.causerId,
    JSON.stringify(properties),
    entry.batchUuid ?? origin.batchUuid ?? null,
    origin.ipAddress,
    entry.reason ?? null,
    entry.snapshot ? JSON.stringify(entry.snapshot) : null,
    entry.restoredFrom ?? null,
    new Date().toISOString(),
  );
  return Number(result.lastInsertRowid);
}

export function activityRecorder(db: Db, origin: ActivityOrigin): ActivityRecorder {
  return {
    record: (entry, causerId) => writeActivity(db, causerId === undefined ? origin : { ...origin, causerId }, entry),
    idPastLogged: (subjectType, table) => {
      // One statement for both maxima: it runs on every create. `table` comes from the area's spec, never a request.
      const sql = `SELECT (SELECT MAX(subject_id) FROM activity_log WHERE subject_type = ?) AS logged, (SELECT COALESCE(MAX(id), 0) FROM ${table}) AS top`;
      const { logged, top } = statement(db, sql).get(subjectType) as { logged: number | null; top: number };
      return logged !== null && logged > top ? logged + 1 : undefined;
    },
  };
}

/** A batch id for entries written by one request together (spatie's `batch_uuid`). */
export function newBatchUuid(): string {
  return randomUUID();
}

/** Days of entries kept (ACTIVITY_RETENTION_DAYS, default 365); a value that is not a positive whole number stops the start. */
export function readRetentionDays(env: NodeJS.ProcessEnv): number {
  const raw = env['ACTIVITY_RETENTION_DAYS']?.trim();
  if (raw === undefined || raw === '') return DEFAULT_RETENTION_DAYS;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`ACTIVITY_RETENTION_DAYS must be a positive whole number of days, not "${raw}"`);
  return Number(raw);
}

/** Deletes entries older than the retention; answers how many went. */
export function pruneActivity(db: Db, retentionDays: number, now: number = Date.now()): number {
  const cutoff = new Date(now - retentionDays * DAY_MS).toISOString();
  return db.prepare('DELETE FROM activity_log WHERE created_at < ?').run(cutoff).changes;
}

/** Prunes now and once a day; answers the stop. */
export function startPruning(db: Db, retentionDays: number): () => void {
  pruneActivity(db, retentionDays);
  const timer = setInterval(() => pruneActivity(db, retentionDays), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export function restoreDeadline(createdAt: string): number {
  return Date.parse(createdAt) + RESTORE_DAYS * DAY_MS;
}
