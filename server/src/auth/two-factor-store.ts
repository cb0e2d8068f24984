import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database.js';
import { statement } from '../db/statements.js';
import { digest } from './tokens.js';

/**
 * Two-factor sign-in, stored as Fortify's columns hold it but in tables of its own: the shared
 * secret encrypted (AES-256-GCM), the recovery codes as SHA-256 digests, the last time step used
 * (so a code is taken once), and which roles require it.
 */
const statements = [
  `CREATE TABLE IF NOT EXISTS two_factor_secrets (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    secret TEXT NOT NULL,
    confirmed_at TEXT,
    last_used_step INTEGER
  )`,
  `CREATE TABLE IF NOT EXISTS two_factor_recovery_codes (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    PRIMARY KEY (user_id, code_hash)
  )`,
  `CREATE TABLE IF NOT EXISTS two_factor_roles (
    role_id INTEGER PRIMARY KEY REFERENCES roles(id) ON DELETE CASCADE
  )`,
  // When a session last confirmed its password (Laravel's auth.password_confirmed_at).
  `CREATE TABLE IF NOT EXISTS password_confirmations (
    token_id INTEGER PRIMARY KEY REFERENCES access_tokens(id) ON DELETE CASCADE,
    confirmed_at INTEGER NOT NULL
  )`,
];

/** The key the secrets are encrypted with: `APP_KEY` (Laravel's `base64:` form) or a key file made once beside the database. */
export function readEncryptionKey(env: Readonly<Record<string, string | undefined>>, dataDir: string): Buffer {
  const configured = env['APP_KEY'];
  if (configured) {
    const key = configured.startsWith('base64:') ? Buffer.from(configured.slice(7), 'base64') : Buffer.from(configured, 'utf8');
    if (key.length !== 32) throw new Error('APP_KEY must be 32 bytes, written base64:... as Laravel writes it');
    return key;
  }
  const file = join(dataDir, 'app.key');
  if (!existsSync(file)) {
    writeFileSync(file, `base64:${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return Buffer.from(readFileSync(file, 'utf8').trim().slice(7), 'base64');
}

export interface TwoFactorState {
  readonly secret: string;
  readonly confirmed: boolean;
  readonly lastUsedStep: number | null;
}

export const RECOVERY_CODE_COUNT = 10;

/** Ten characters each side of a dash, as Fortify writes them; about 100 bits. */
function newRecoveryCode(): string {
  const letters = 'abcdefghijkmnpqrstuvwxyz23456789';
  const pick = (): string => [...randomBytes(10)].map((byte) => letters[byte & 31]).join('');
  return `${pick()}-${pick()}`;
}

function normalRecoveryCode(code: string): string {
  return code.trim().toLowerCase();
}

export class TwoFactorStore {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
  ) {
    for (const sql of statements) db.exec(sql);
  }

  private encrypt(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
  }

  private decrypt(stored: string): string {
    const [version, iv, tag, data] = stored.split(':');
    if (version !== 'v1' || !iv || !tag || !data) throw new Error('unreadable two-factor secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }

  state(userId: number): TwoFactorState | undefined {
    const row = statement(this.db, 'SELECT secret, confirmed_at, last_used_step FROM two_factor_secrets WHERE user_id = ?').get(userId) as
      | { secret: string; confirmed_at: string | null; last_used_step: number | null }
      | undefined;
    if (!row) return undefined;
    return { secret: this.decrypt(row.secret), confirmed: row.confirmed_at !== null, lastUsedStep: row.last_used_step };
  }

  isConfirmed(userId: number): boolean {
    return statement(this.db, 'SELECT 1 FROM two_factor_secrets WHERE user_id = ? AND confirmed_at IS NOT NULL').get(userId) !== undefined;
  }

  /** A new secret waiting for its first code; replaces one not yet confirmed, and drops old recovery codes. */
  begin(userId: number, secret: string): void {
    this.db.transaction(() => {
      statement(this.db, 'DELETE FROM two_factor_recovery_codes WHERE user_id = ?').run(userId);
      statement(
        this.db,
        `INSERT INTO two_factor_secrets (user_id, secret, confirmed_at, last_used_step) VALUES (?, ?, NULL, NULL)
           ON CONFLICT(user_id) DO UPDATE SET secret = excluded.secret, confirmed_at = NULL, last_used_step = NULL`,
      ).run(userId, this.encrypt(secret));
    })();
  }

  /**
   * Takes the code of `step` for the admin if no code of that step or later was taken: true once,
   * false for every replay, even two sent at once.
   */
  takeStep(userId: number, step: number): boolean {
    const result = statement(this.db, 'UPDATE two_factor_secrets SET last_used_step = ? WHERE user_id = ? AND (last_used_step IS NULL OR last_used_step < ?)').run(step, userId, step);
    return result.changes === 1;
  }

  /** Turns the pending secret on and answers its recovery codes, the only time they are readable. */
  confirm(userId: number): string[] {
    return this.db.transaction(() => {
      statement(this.db, 'UPDATE two_factor_secrets SET confirmed_at = ? WHERE user_id = ?').run(new Date().toISOString(), userId);
      return this.renewRecoveryCodes(userId);
    })();
  }

  renewRecoveryCodes(userId: number): string[] {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    this.db.transaction(() => {
      statement(this.db, 'DELETE FROM two_factor_recovery_codes WHERE user_id = ?').run(userId);
      const insert = statement(this.db, 'INSERT INTO two_factor_recovery_codes (user_id, code_hash) VALUES (?, ?)');
      for (const code of codes) insert.run(userId, digest(normalRecoveryCode(code)));
    })();
    return codes;
  }

  recoveryCodesLeft(userId: number): number {
    return (statement(this.db, 'SELECT COUNT(*) AS n FROM two_factor_recovery_codes WHERE user_id = ?').get(userId) as { n: number }).n;
  }

  /** Uses up a recovery code: true once for each, false for any other or a second use. */
  spendRecoveryCode(userId: number, code: string): boolean {
    const result = statement(this.db, 'DELETE FROM two_factor_recovery_codes WHERE user_id = ? AND code_hash = ?').run(userId, digest(normalRecoveryCode(code)));
    return result.changes === 1;
  }

  disable(userId: number): void {
    this.db.transaction(() => {
      statement(this.db, 'DELETE FROM two_factor_recovery_codes WHERE user_id = ?').run(userId);
      statement(this.db, 'DELETE FROM two_factor_secrets WHERE user_id = ?').run(userId);
    })();
  }

  roleRequires(roleId: number): boolean {
    return statement(this.db, 'SELECT 1 FROM two_factor_roles WHERE role_id = ?').get(roleId) !== undefined;
  }

  requiringRoles(): number[] {
    return (statement(this.db, 'SELECT role_id FROM two_factor_roles ORDER BY role_id').all() as { role_id: number }[]).map((row) => row.role_id);
  }

  setRoleRequires(roleId: number, required: boolean): void {
    if (required) statement(this.db, 'INSERT OR IGNORE INTO two_factor_roles (role_id) VALUES (?)').run(roleId);
    else statement(this.db, 'DELETE FROM two_factor_roles WHERE role_id = ?').run(roleId);
  }

  confirmPassword(tokenId: number, at: number): void {
    statement(this.db, 'INSERT INTO password_confirmations (token_id, confirmed_at) VALUES (?, ?) ON CONFLICT(token_id) DO UPDATE SET confirmed_at = excluded.confirmed_at').run(tokenId, at);
  }

  passwordConfirmedAt(tokenId: number): number | undefined {
    const row = statement(this.db, 'SELECT confirmed_at FROM password_confirmations WHERE token_id = ?').get(tokenId) as { confirmed_at: number } | undefined;
    return row?.confirmed_at;
  }
}
