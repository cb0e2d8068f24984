import { adminFields } from './administration-fields.js';
import { nowIso, type Db } from './database.js';
import { statement } from './statements.js';
import { insertRecord, selectColumns, type RowOf } from './field-table.js';

/** An admin account, with the hash a sign-in checks. */
export type AdminRow = RowOf<typeof adminFields.fields> & {
  password_hash: string;
  role_name: string;
  created_at: string;
};

export interface ResetCodeRow {
  user_id: number;
  code_hash: string;
  attempts: number;
  expires_at: number;
}

export interface ResetTokenRow {
  id: number;
  user_id: number;
  expires_at: number;
}

export interface NewAdmin {
  readonly id?: number;
  readonly name: string;
  readonly email: string;
  readonly phoneNumber: string | null;
  readonly passwordHash: string;
  readonly roleId: number;
  readonly active: boolean;
}

export interface ProfileChanges {
  readonly name: string;
  readonly email: string;
  readonly phoneNumber: string | null;
  readonly avatar?: string;
  /** A new password ends every session of the admin but `keepSessionId`. */
  readonly passwordHash?: string;
  readonly keepSessionId?: number;
}

/** A session token's row: when it was issued and last presented (ISO 8601; null before its first use). */
export interface SessionRow {
  readonly tokenId: number;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
  readonly admin: AdminRow;
}

export const SELECT_ADMIN = `SELECT ${selectColumns(adminFields, 'u')}, u.password_hash, u.created_at, r.name AS role_name
  FROM users u JOIN roles r ON r.id = u.role_id`;

/** Admin accounts, their session tokens and the password-reset codes and tokens. */
export class AdminRepository {
  constructor(private readonly db: Db) {}

  insert(admin: NewAdmin): number {
    const record = {
      name: admin.name,
      email: admin.email,
      phone_number: admin.phoneNumber,
      password_hash: admin.passwordHash,
      role_id: admin.roleId,
      active: admin.active ? 1 : 0,
    };
    return insertRecord(this.db, adminFields, record, nowIso(), admin.id === undefined ? {} : { id: admin.id }) ?? 0;
  }

  count(): number {
    return (statement(this.db, 'SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  findById(id: number): AdminRow | undefined {
    return statement(this.db, `${SELECT_ADMIN} WHERE u.id = ?`).get(id) as AdminRow | undefined;
  }

  findByEmail(email: string): AdminRow | undefined {
    return statement(this.db, `${SELECT_ADMIN} WHERE u.email = ?`).get(email) as AdminRow | undefined;
  }

  emailTaken(email: string, exceptId: number): boolean {
    return statement(this.db, 'SELECT 1 FROM users WHERE email = ? AND id <> ?').get(email, exceptId) !== undefined;
  }

  /** Records a successful sign-in and stores the new session token's digest. */
  startSession(id: number, tokenHash: string): void {
    this.db.transaction(() => {
      const now = nowIso();
      statement(this.db, 'UPDATE users SET login_count = login_count + 1, last_logged = ? WHERE id = ?').run(now, id);
      statement(this.db, 'INSERT INTO access_tokens (user_id, token_hash, created_at) VALUES (?, ?, ?)').run(id, tokenHash, now);
    })();
  }

  /** The session a token digest names, as stored; whether it is still alive is the guard's call. */
  findSession(tokenHash: string): SessionRow | undefined {
    return this.sessionWhere('token_hash', tokenHash);
  }

  /** The session of a token id, as stored (the real-time hub checks the sessions it signed for). */
  findSessionById(tokenId: number): SessionRow | undefined {
    return this.sessionWhere('id', tokenId);
  }

  private sessionWhere(column: 'token_hash' | 'id', value: string | number): SessionRow | undefined {
    const token = statement(this.db, `SELECT id, user_id, created_at, last_used_at FROM access_tokens WHERE ${column} = ?`).get(value) as
      | { id: number; user_id: number; created_at: string; last_used_at: string | null }
      | undefined;
    if (!token) return undefined;
    const admin = this.findById(token.user_id);
    if (!admin) return undefined;
    return { tokenId: token.id, createdAt: token.created_at, lastUsedAt: token.last_used_at, admin };
  }

  /** Records a use of the session (what its idle time counts from). */
  touchSession(tokenId: number, at: string = nowIso()): void {
    statement(this.db, 'UPDATE access_tokens SET last_used_at = ? WHERE id = ?').run(at, tokenId);
  }

  revokeSession(tokenId: number): void {
    statement(this.db, 'DELETE FROM access_tokens WHERE id = ?').run(tokenId);
  }

  /** Ends every session of the admin, e.g. when the account is switched off. */
  revokeAllSessions(userId: number): void {
    statement(this.db, 'DELETE FROM access_tokens WHERE user_id = ?').run(userId);
  }

  /** Ends every session of the admin but one, e.g. the one that changed the password. */
  revokeOtherSessions(userId: number, keepTokenId: number): void {
    statement(this.db, 'DELETE FROM access_tokens WHERE user_id = ? AND id <> ?').run(userId, keepTokenId);
  }

  updateProfile(id: number, changes: ProfileChanges): void {
    this.db.transaction(() => {
      statement(this.db, 'UPDATE users SET name = ?, email = ?, phone_number = ? WHERE id = ?').run(changes.name, changes.email, changes.phoneNumber, id);
      if (changes.avatar !== undefined) statement(this.db, 'UPDATE users SET avatar = ? WHERE id = ?').run(changes.avatar, id);
      if (changes.passwordHash !== undefined) {
        statement(this.db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(changes.passwordHash, id);
        statement(this.db, 'DELETE FROM access_tokens WHERE user_id = ? AND id <> ?').run(id, changes.keepSessionId ?? -1);
      }
    })();
  }

  setActive(id: number, active: boolean): void {
    statement(this.db, 'UPDATE users SET active = ? WHERE id = ?').run(active ? 1 : 0, id);
  }

  updatePhone(id: number, phone: string, countryId: number): void {
    statement(this.db, 'UPDATE users SET phone_number = ?, country_id = ? WHERE id = ?').run(phone, countryId, id);
  }

  /** Replaces any earlier code, so only the newest one can be used. */
  saveResetCode(userId: number, codeHash: string, expiresAt: number): void {
    statement(
      this.db,
      `INSERT INTO password_reset_codes (user_id, code_hash, attempts, expires_at, created_at) VALUES (?, ?, 0, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET code_hash = excluded.code_hash, attempts = 0,
         expires_at = excluded.expires_at, created_at = excluded.created_at`,
    ).run(userId, codeHash, expiresAt, nowIso());
  }

  findResetCode(userId: number): ResetCodeRow | undefined {
    return statement(this.db, 'SELECT user_id, code_hash, attempts, expires_at FROM password_reset_codes WHERE user_id = ?').get(userId) as ResetCodeRow | undefined;
  }

  /** Counts a wrong guess and answers how many wrong guesses the code has had. */
  recordWrongCode(userId: number): number {
    statement(this.db, 'UPDATE password_reset_codes SET attempts = attempts + 1 WHERE user_id = ?').run(userId);
    return this.findResetCode(userId)?.attempts ?? 0;
  }

  /** Uses up the code and issues the reset token in its place. */
  exchangeCodeForResetToken(userId: number, tokenHash: string, expiresAt: number): void {
    this.db.transaction(() => {
      statement(this.db, 'DELETE FROM password_reset_codes WHERE user_id = ?').run(userId);
      statement(this.db, 'DELETE FROM password_reset_tokens WHERE user_id = ?').run(userId);
      statement(this.db, 'INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)').run(userId, tokenHash, expiresAt, nowIso());
    })();
  }

  findResetToken(tokenHash: string): ResetTokenRow | undefined {
    return statement(this.db, 'SELECT id, user_id, expires_at FROM password_reset_tokens WHERE token_hash = ?').get(tokenHash) as ResetTokenRow | undefined;
  }

  /** Sets the new password, uses up the reset token and ends every session of the admin. */
  resetPassword(userId: number, passwordHash: string): void {
    this.db.transaction(() => {
      statement(this.db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
      statement(this.db, 'DELETE FROM password_reset_tokens WHERE user_id = ?').run(userId);
      statement(this.db, 'DELETE FROM password_reset_codes WHERE user_id = ?').run(userId);
      statement(this.db, 'DELETE FROM access_tokens WHERE user_id = ?').run(userId);
    })();
  }
}
