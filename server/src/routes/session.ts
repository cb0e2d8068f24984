import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, PASSWORD_MIN, verifyPassword } from '../auth/password.js';
import { bearerToken, digest, newToken, newVerificationCode, sameDigest } from '../auth/tokens.js';
import type { AdminRow } from '../db/admins.js';
import { HttpError, ValidationError } from '../http/errors.js';
import { readInput } from '../http/input.js';
import { signedIn } from '../http/request-context.js';
import type { Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { FormValidator } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import { AttemptLimiter } from '../auth/rate-limit.js';
import { publicUrl } from './admin-profile.js';
import type { AppContext } from './context.js';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const RESET_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export { PASSWORD_MIN };

const PUBLIC = { config: { public: true } } as const;

/** Lets an unknown email cost as much as a wrong password, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
function decoyHash(): Promise<string> {
  dummyHash ??= hashPassword('decoy password that never matches');
  return dummyHash;
}

function emailOf(validator: FormValidator): string | undefined {
  const email = validator.email('email', labels.email, true);
  validator.assertValid();
  return email;
}

/** The admin an email names, or a 422 on `email` as the reset screens expect. */
function adminByEmail(ctx: AppContext, lang: Lang, email: string | undefined): AdminRow {
  const admin = email === undefined ? undefined : ctx.store.admins.findByEmail(email);
  if (!admin) throw ValidationError.single('email', t(lang, 'emailNotFound'));
  if (admin.active !== 1) throw ValidationError.single('email', t(lang, 'accountInactive'));
  return admin;
}

export function registerSessionRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { admins } = ctx.store;
  // Failed sign-ins per email and per address; one limiter per running server.
  const attempts = new AttemptLimiter();

  api.post('/dashboard/login', PUBLIC, async (request, reply) => {
    const { lang } = request;
    const validator = new FormValidator(lang, (await readInput(request)).fields);
    const email = validator.text('email', labels.email, { required: true, max: 255 });
    const password = validator.text('password', labels.password, { required: true, trim: false });
    validator.assertValid();

    const key = email ?? '';
    const wait = attempts.retryAfter(key, request.ip);
    if (wait > 0) {
      void reply.header('Retry-After', String(wait));
      throw new HttpError(429, t(lang, 'tooManyAttempts', { minutes: Math.ceil(wait / 60) }));
    }
    const admin = email === undefined ? undefined : admins.findByEmail(email);
    const matches = await verifyPassword(password ?? '', admin?.password_hash ?? (await decoyHash()));
    if (!admin || !matches) {
      attempts.fail(key, request.ip);
      throw ValidationError.single('email', t(lang, 'wrongLoginData'));
    }
    if (admin.active !== 1) throw ValidationError.single('email', t(lang, 'accountInactive'));
    attempts.succeed(key);

    const token = newToken();
    admins.startSession(admin.id, digest(token));
    return {
      message: t(lang, 'loginSuccess'),
      data: {
        id: admin.id,
        token,
        name: admin.name,
        email: admin.email,
        avatar: publicUrl(request, admin.avatar),
        type: 'admin',
      },
    };
  });

  api.post('/dashboard/logout', async (request) => {
    admins.revokeSession(signedIn(request).tokenId);
    return { message: t(request.lang, 'loggedOut') };
  });

  const sendCode = async (request: FastifyRequest) => {
    const { lang } = request;
    const admin = adminByEmail(ctx, lang, emailOf(new FormValidator(lang, (await readInput(request)).fields)));
    const code = newVerificationCode();
    admins.saveResetCode(admin.id, digest(code), Date.now() + CODE_LIFETIME_MS);
    return { message: t(lang, 'codeSent'), data: ctx.exposeCodes ? { active_code: code } : {} };
  };
  api.post('/dashboard/forget-password', PUBLIC, sendCode);
  api.post('/dashboard/resend-otp', PUBLIC, sendCode);

  api.post('/dashboard/verify-otp', PUBLIC, async (request) => {
    const { lang } = request;
    const validator = new FormValidator(lang, (await readInput(request)).fields);
    const email = validator.email('email', labels.email, true);
    const code = validator.text('code', labels.code, { required: true, max: 10 });
    validator.assertValid();
    const admin = adminByEmail(ctx, lang, email);

    const saved = admins.findResetCode(admin.id);
    const refuse = (key: 'codeMissing' | 'codeLocked' | 'codeExpired' | 'codeWrong') =>
      ValidationError.single('code', t(lang, key));
    if (!saved) throw refuse('codeMissing');
    if (saved.attempts >= MAX_CODE_ATTEMPTS) throw refuse('codeLocked');
    if (saved.expires_at <= Date.now()) throw refuse('codeExpired');
    if (!sameDigest(digest(code ?? ''), saved.code_hash)) {
      const attempts = admins.recordWrongCode(admin.id);
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
    admins.resetPassword(admin.id, await hashPassword(password ?? ''));
    return { message: t(lang, 'passwordReset') };
  });
}
