import { dirname } from 'node:path';
import type { AdminRow } from '../db/admins.js';
import type { AppContext } from '../routes/context.js';
import { digest, newToken } from './tokens.js';
import { readEncryptionKey, TwoFactorStore } from './two-factor-store.js';

/** How long the second step of a sign-in waits for its code (or its set-up) after the password. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
/** How long a confirmed password lets a session change its two-factor settings (Laravel's password_timeout, shortened). */
export const PASSWORD_CONFIRM_MS = 15 * 60 * 1000;

/** `challenge`: the admin has two-factor sign-in and owes a code; `setup`: their role requires it and they have none yet. */
export type ChallengeKind = 'challenge' | 'setup';

interface PendingSignIn {
  readonly adminId: number;
  readonly kind: ChallengeKind;
  readonly expiresAt: number;
}

/**
 * A password proved but a second step owed: known by the digest of a random token handed to the
 * client, in memory like Laravel's `login.id` session value (a restart asks for the password again).
 */
class PendingSignIns {
  private readonly pending = new Map<string, PendingSignIn>();

  start(adminId: number, kind: ChallengeKind): string {
    const now = Date.now();
    if (this.pending.size > 1000) for (const [key, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(key);
    const token = newToken();
    this.pending.set(digest(token), { adminId, kind, expiresAt: now + CHALLENGE_LIFETIME_MS });
    return token;
  }

  find(token: string, kind: ChallengeKind): PendingSignIn | undefined {
    const key = digest(token);
    const entry = this.pending.get(key);
    if (!entry || entry.expiresAt <= Date.now()) {
      this.pending.delete(key);
      return undefined;
    }
    return entry.kind === kind ? entry : undefined;
  }

  finish(token: string): void {
    this.pending.delete(digest(token));
  }
}

export class TwoFactor {
  readonly store: TwoFactorStore;
  readonly pending = new PendingSignIns();

  constructor(ctx: AppContext) {
    this.store = new TwoFactorStore(ctx.store.db, readEncryptionKey(process.env, dirname(ctx.uploadsDir)));
  }

  /** What a right password still owes before a session starts: nothing, a code, or setting two-factor up. */
  owed(admin: AdminRow): ChallengeKind | undefined {
    if (this.store.isConfirmed(admin.id)) return 'challenge';
    if (this.store.roleRequires(admin.role_id)) return 'setup';
    return undefined;
  }
}

const perServer = new WeakMap<AppContext, TwoFactor>();

/** The two-factor state of one running server, shared by the session and two-factor routes. */
export function twoFactorOf(ctx: AppContext): TwoFactor {
  let found = perServer.get(ctx);
  if (!found) {
    found = new TwoFactor(ctx);
    perServer.set(ctx, found);
  }
  return found;
}
