import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, PASSWORD_MIN } from '../auth/password.js';
import { secretChecksOf, tooMany } from '../auth/password-check.js';
import { twoFactorOf } from '../auth/two-factor.js';
import { bearerToken, digest, newToken, newVerificationCode, sameDigest } from '../auth/tokens.js';
import type { AdminRow } from '../db/admins.js';
import { HttpError, ValidationError } from '../http/errors.js';
import { readInput } from '../http/input.js';
import { signedIn } from '../http/request-context.js';
import { t } from '../i18n/messages.js';
import { FormValidator } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import { ResetThrottle } from '../auth/rate-limit.js';
import { publicUrl } from './admin-profile.js';
import { activityOf, type AppContext } from './context.js';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const RESET_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export { PASSWORD_MIN };

const PUBLIC = { config: { public: true } } as const;
/** A code that expired this long ago counts as no code at all, for real and decoy codes alike. */
const EXPIRED_CODE_MEMORY_MS = 60 * 60 * 1000;

function emailOf(validator: FormValidator): string {
  const email = validator.email('email', labels.email, true);
  validator.assertValid();
  return email ?? '';
}

interface PendingCode {
  readonly code_hash: string;
  attempts: number;
  readonly expires_at: number;
}

/**
 * Codes "sent" to emails that name no active admin. They never match and nothing is mailed, but
 * they go through the same answers (wrong, locked, expired) as real ones, so none reveals an account.
 */
class DecoyCodes {
  private readonly codes = new Map<string, PendingCode>();

  private live(key: string): PendingCode | undefined {
    const code = this.codes.get(key);
    if (code && code.expires_at + EXPIRED_CODE_MEMORY_MS <= Date.now()) {
      this.codes.delete(key);
      return undefined;
    }
    return code;
  }

  save(email: string, expiresAt: number): void {
    if (this.codes.size > 1000) for (const key of [...this.codes.keys()]) this.live(key);
    this.codes.set(email.toLowerCase(), { code_hash: digest(newToken()), attempts: 0, expires_at: expiresAt });
  }

  find(email: string): PendingCode | undefined {
    return this.live(email.toLowerCase());
  }

  recordWrong(email: string): number {
    const code = this.find(email);
    if (!code) return 0;
    code.attempts += 1;
    return code.attempts;
  }
}

/** Starts a session for an admin who proved who they are, and answers it as sign-in does. */
export function startSession(ctx: AppContext, request: FastifyRequest, admin: AdminRow) {
  const token = newToken();
  ctx.store.db.transaction(() => {
    ctx.store.admins.startSession(admin.id, digest(token));
    activityOf(request, ctx)?.record({ logName: 'auth', event: 'signed-in', subjectType: 'admins', subjectId: admin.id }, admin.id);
  })();
  return {
    message: t(request.lang, 'loginSuccess'),
    data: {
      id: admin.id,
      token,
      name: admin.name,
      email: admin.email,
      avatar: publicUrl(request, admin.avatar),
      type: 'admin',
    },
  };
}

export function registerSessionRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { admins } = ctx.store;
  // One of each per running server.
  const secrets = secretChecksOf(ctx);
  const twoFactor = twoFactorOf(ctx);
  const resets = new ResetThrottle();
  const decoys = new DecoyCodes();

  /** The admin whose password may be reset: only an active one; anyone else gets a decoy. */
  const resettable = (email: string): AdminRow | undefined => {
    const admin = admins.findByEmail(email);
    return admin?.active === 1 ? admin : undefined;
  };

  api.post('/dashboard/login', PUBLIC, async (request, reply) => {
    const { lang } = request;
    const validator = new FormValidator(lang, (await readInput(request)).fields);
    const email = validator.text('email', labels.email, { required: true, max: 255 }) ?? '';
    const password = validator.text('password', labels.password, { required: true, trim: false });
    validator.assertValid();

    const admin = admins.findByEmail(email);
    const matches = await secrets.password(request, reply, email, password ?? '', admin?.password_hash);
    // A refused sign-in is logged against the admin whose email it was; an unknown email is not kept.
    const failed = () =>
      activityOf(request, ctx)?.record(
        { logName: 'auth', event: 'sign-in-failed', subjectType: 'admins', subjectId: admin?.id ?? null, ...(admin ? { attributes: { email: admin.email } } : {}) },
        admin?.id ?? null,
      );
    if (!admin || !matches) {
      failed();
      throw ValidationError.single('email', t(lang, 'wrongLoginData'));
    }
    // Only the right password learns that the account is deactivated.
    if (admin.active !== 1) {
      failed();
      throw ValidationError.single('email', t(lang, 'accountInactive'));
    }

    // With two-factor sign-in (or a role that requires it) the password alone starts no session.
    const owed = twoFactor.owed(admin);
    if (owed !== undefined) {
      const challengeToken = twoFactor.pending.start(admin.id, owed);
      return {
        message: t(lang, owed === 'challenge' ? 'twoFactorChallenge' : 'twoFactorSetupRequired'),
        two_factor: true,
        data: { two_factor: owed === 'challenge', two_factor_setup: owed === 'setup', challenge_token: challengeToken },
      };
    }
    return startSession(ctx, request, admin);
  });

  api.post('/dashboard/logout', async (request) => {
    const admin = signedIn(request);
    ctx.store.db.transaction(() => {
      admins.revokeSession(admin.tokenId);
      activityOf(request, ctx)?.record({ logName: 'auth', event: 'signed-out', subjectType: 'admins', subjectId: admin.id });
    })();
    return { message: t(request.lang, 'loggedOut') };
  });

  // The same answer whether or not the email names an active admin: only the mail differs.
  const sendCode = async (request: FastifyRequest, reply: FastifyReply) => {
    const { lang } = request;
    const email = emailOf(new FormValidator(lang, (await readInput(request)).fields));
    const wait = resets.sendWait(email, request.ip);
    if (wait > 0) throw tooMany(reply, lang, 'tooManyCodeRequests', wait);
    resets.sent(email, request.ip);

    const code = newVerificationCode();
    const expiresAt = Date.now() + CODE_LIFETIME_MS;
    const admin = resettable(email);
    if (admin) {
      admins.saveResetCode(admin.id, digest(code), expiresAt);
      const mail = {
        to: admin.email,
        subject: t(lang, 'resetCodeSubject'),
        text: t(lang, 'resetCodeText', { code, minutes: CODE_LIFETIME_MS / 60_000 }),
      };
      // Not awaited: a slow transport must not tell real accounts from unknown ones.
      ctx.mailer.send(mail).catch((error: unknown) => {
        console.error(`Mail to ${mail.to} failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    } else {
      decoys.save(email, expiresAt);
    }
    return { message: t(lang, 'codeSent'), data: ctx.resetCodeInAnswer ? { active_code: code } : {} };
  };
  api.post('/dashboard/forget-password', PUBLIC, sendCode);
  api.post('/dashboard/resend-otp', PUBLIC, sendCode);

  api.post('/dashboard/verify-otp', PUBLIC, async (request, reply) => {
    const { lang } = request;
    const validator = new FormValidator(lang, (await readInput(request)).fields);
    const email = validator.email('email', labels.email, true) ?? '';
    const code = validator.text('code', labels.code, { required: true, max: 10 }) ?? '';
    validator.assertValid();
    const wait = resets.guessWait(email, request.ip);
    if (wait > 0) throw tooMany(reply, lang, 'tooManyCodeAttempts', wait);

    const admin = resettable(email);
    const found = admin ? admins.findResetCode(admin.id) : decoys.find(email);
    const pending = found && found.expires_at + EXPIRED_CODE_MEMORY_MS > Date.now() ? found : undefined;
    // Every refusal counts against the email and the address, whatever the code it was for.
    const refuse = (key: 'codeLocked' | 'codeExpired' | 'codeWrong') => {
      resets.missed(email, request.ip);
      return ValidationError.single('code', t(lang, key));
    };
    if (!pending) throw refuse('codeWrong');
    if (pending.attempts >= MAX_CODE_ATTEMPTS) throw refuse('codeLocked');
    if (pending.expires_at <= Date.now()) throw refuse('codeExpired');
    const matches = sameDigest(digest(code), pending.code_hash);
    if (!admin || !matches) {
      const attempts = admin ? admins.recordWrongCode(admin.id) : decoys.recordWrong(email);
      throw refuse(attempts >= MAX_CODE_ATTEMPTS ? 'codeLocked' : 'codeWrong');
    }

    const token = newToken();
    admins.exchangeCodeForResetToken(admin.id, digest(token), Date.now() + RESET_TOKEN_LIFETIME_MS);
    return { message: t(lang, 'verifiedSuccessfully'), data: { token } };
  });

  api.post('/dashboard/reset-password', PUBLIC, async (request) => {
    const { lang } = request;
    const invalidToken = new HttpError(401, t(lang, 'resetTokenInvalid'));
    const secret = bearerToken(request.headers.authorization);
    const resetToken = secret === undefined ? undefined : admins.findResetToken(digest(secret));
    if (!resetToken || resetToken.expires_at <= Date.now()) throw invalidToken;

    const fields = (await readInput(request)).fields;
    const validator = new FormValidator(lang, fields);
    const email = validator.email('email', labels.email, true);
    const password = validator.text('password', labels.password, { required: true, min: PASSWORD_MIN, trim: false });
    if (password !== undefined && fields['password_confirmation'] !== password) {
      validator.reject('password', labels.password, 'confirmed');
    }
    validator.assertValid();

    const admin = admins.findById(resetToken.user_id);
    if (!admin || admin.email.toLowerCase() !== email?.toLowerCase()) throw invalidToken;
    const hash = await hashPassword(password ?? '');
    ctx.store.db.transaction(() => {
      admins.resetPassword(admin.id, hash);
      activityOf(request, ctx)?.record({ logName: 'auth', event: 'password-reset', subjectType: 'admins', subjectId: admin.id }, admin.id);
    })();
    return { message: t(lang, 'passwordReset') };
  });
}
