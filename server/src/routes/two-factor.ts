import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderSVG } from 'uqr';
import { SUPER_ADMIN_ROLE_ID } from '../db/seed-data.js';
import { secretChecksOf } from '../auth/password-check.js';
import { matchingStep, newTotpSecret, otpauthUrl } from '../auth/totp.js';
import { type ChallengeKind, PASSWORD_CONFIRM_MS, twoFactorOf } from '../auth/two-factor.js';
import type { AdminRow } from '../db/admins.js';
import { forbidden, HttpError, recordNotFound, ValidationError } from '../http/errors.js';
import { readInput } from '../http/input.js';
import { signedIn } from '../http/request-context.js';
import { t } from '../i18n/messages.js';
import { FormValidator, parseId } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import { activityOf, type AppContext } from './context.js';
import { startSession } from './session.js';

const PUBLIC = { config: { public: true } } as const;
/** The issuer an authenticator app lists the account under. */
const ISSUER = 'Marketplace admin';
const RECOVERY_CODE_LABEL = { ar: 'رمز الاسترداد', en: 'recovery code' } as const;
const CHALLENGE_LABEL = { ar: 'رمز عملية الدخول', en: 'sign-in token' } as const;

type RoleParams = { Params: { id: string } };

/**
 * Two-factor sign-in on Laravel Fortify's routes and fields, under `dashboard/` as this API's other
 * routes are: the secret and recovery codes of `user/...`, the second step of sign-in
 * (`two-factor-challenge`), and Fortify's password confirmation for the changes. Beyond Fortify: the
 * set-up a role can require during sign-in, and the role flag.
 */
export function registerTwoFactorRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { admins } = ctx.store;
  const twoFactor = twoFactorOf(ctx);
  const { store } = twoFactor;
  const secrets = secretChecksOf(ctx);

  /** Takes a TOTP code once, as a counted try of the admin's email: a replayed code is refused like a wrong one. */
  const takeCode = (request: FastifyRequest, reply: FastifyReply, admin: AdminRow, code: string): Promise<boolean> =>
    secrets.counted(request, reply, admin.email, () => {
      const state = store.state(admin.id);
      if (!state) return false;
      const step = matchingStep(state.secret, code, state.lastUsedStep);
      return step !== undefined && store.takeStep(admin.id, step);
    });

  /** Fortify's `password.confirm`: the session must have confirmed its password lately (423 otherwise). */
  const requireConfirmedPassword = (request: FastifyRequest): void => {
    const at = store.passwordConfirmedAt(signedIn(request).tokenId);
    if (at === undefined || Date.now() - at > PASSWORD_CONFIRM_MS) throw new HttpError(423, t(request.lang, 'passwordConfirmationRequired'));
  };

  const codeOf = async (request: FastifyRequest): Promise<string> => {
    const validator = new FormValidator(request.lang, (await readInput(request)).fields);
    const code = validator.text('code', labels.code, { required: true, max: 10 }) ?? '';
    validator.assertValid();
    return code.replace(/\s/g, '');
  };

  const setupKey = (admin: AdminRow) => {
    const state = store.state(admin.id);
    if (!state) return undefined;
    return { secretKey: state.secret, url: otpauthUrl(ISSUER, admin.email, state.secret), confirmed: state.confirmed };
  };

  const status = (admin: AdminRow) => ({
    enabled: store.state(admin.id) !== undefined,
    confirmed: store.isConfirmed(admin.id),
    required: store.roleRequires(admin.role_id),
    recovery_codes_left: store.recoveryCodesLeft(admin.id),
  });

  // --- the signed-in admin's own settings ---

  api.get('/dashboard/user/two-factor-authentication', async (request) => ({ data: status(signedIn(request).row) }));

  api.post('/dashboard/user/confirm-password', async (request, reply) => {
    const admin = signedIn(request);
    const validator = new FormValidator(request.lang, (await readInput(request)).fields);
    const password = validator.text('password', labels.password, { required: true, max: 255, trim: false });
    validator.assertValid();
    if (!(await secrets.password(request, reply, admin.row.email, password ?? '', admin.row.password_hash))) {
      throw ValidationError.single('password', t(request.lang, 'currentPasswordWrong'));
    }
    store.confirmPassword(admin.tokenId, Date.now());
    return reply.code(201).send({ message: t(request.lang, 'passwordConfirmed') });
  });

  api.get('/dashboard/user/confirmed-password-status', async (request) => {
    const at = store.passwordConfirmedAt(signedIn(request).tokenId);
    return { confirmed: at !== undefined && Date.now() - at <= PASSWORD_CONFIRM_MS };
  });

  api.post('/dashboard/user/two-factor-authentication', async (request) => {
    requireConfirmedPassword(request);
    const admin = signedIn(request).row;
    if (store.isConfirmed(admin.id)) throw ValidationError.single('code', t(request.lang, 'twoFactorAlreadyOn'));
    store.begin(admin.id, newTotpSecret());
    return { message: t(request.lang, 'twoFactorStarted') };
  });

  // The secret leaves the server only while it waits for its first code, never once confirmed.
  const pendingKey = (request: FastifyRequest) => {
    const key = setupKey(signedIn(request).row);
    if (!key) throw new HttpError(409, t(request.lang, 'twoFactorNotStarted'));
    if (key.confirmed) throw new HttpError(409, t(request.lang, 'twoFactorSecretHidden'));
    return key;
  };

  api.get('/dashboard/user/two-factor-qr-code', async (request) => {
    requireConfirmedPassword(request);
    const key = pendingKey(request);
    return { data: { svg: renderSVG(key.url, { ecc: 'M' }), url: key.url } };
  });

  api.get('/dashboard/user/two-factor-secret-key', async (request) => {
    requireConfirmedPassword(request);
    return { data: { secretKey: pendingKey(request).secretKey } };
  });

  api.post('/dashboard/user/confirmed-two-factor-authentication', async (request, reply) => {
    const admin = signedIn(request).row;
    const code = await codeOf(request);
    const state = store.state(admin.id);
    if (!state) throw ValidationError.single('code', t(request.lang, 'twoFactorNotStarted'));
    if (state.confirmed) throw ValidationError.single('code', t(request.lang, 'twoFactorAlreadyOn'));
    if (!(await takeCode(request, reply, admin, code))) throw ValidationError.single('code', t(request.lang, 'twoFactorCodeWrong'));
    const recoveryCodes = ctx.store.db.transaction(() => {
      const codes = store.confirm(admin.id);
      activityOf(request, ctx)?.record({ logName: 'auth', event: 'two-factor-enabled', subjectType: 'admins', subjectId: admin.id });
      return codes;
    })();
    return { message: t(request.lang, 'twoFactorConfirmed'), data: { recovery_codes: recoveryCodes } };
  });

  api.delete('/dashboard/user/two-factor-authentication', async (request) => {
    requireConfirmedPassword(request);
    const admin = signedIn(request).row;
    if (store.roleRequires(admin.role_id)) throw new HttpError(403, t(request.lang, 'twoFactorRequiredByRole'));
    ctx.store.db.transaction(() => {
      store.disable(admin.id);
      activityOf(request, ctx)?.record({ logName: 'auth', event: 'two-factor-disabled', subjectType: 'admins', subjectId: admin.id });
    })();
    return { message: t(request.lang, 'twoFactorDisabled') };
  });

  // Recovery codes are kept as digests: they are readable only when made, so this answers how many are left.
  api.get('/dashboard/user/two-factor-recovery-codes', async (request) => ({ data: { remaining: store.recoveryCodesLeft(signedIn(request).id) } }));

  api.post('/dashboard/user/two-factor-recovery-codes', async (request) => {
    requireConfirmedPassword(request);
    const admin = signedIn(request).row;
    if (!store.isConfirmed(admin.id)) throw new HttpError(409, t(request.lang, 'twoFactorNotOn'));
    const recoveryCodes = ctx.store.db.transaction(() => {
      const codes = store.renewRecoveryCodes(admin.id);
      activityOf(request, ctx)?.record({ logName: 'auth', event: 'recovery-codes-renewed', subjectType: 'admins', subjectId: admin.id });
      return codes;
    })();
    return { message: t(request.lang, 'recoveryCodesRenewed'), data: { recovery_codes: recoveryCodes } };
  });

  // --- the second step of sign-in ---

  const pendingAdmin = (request: FastifyRequest, validator: FormValidator, kind: ChallengeKind): { token: string; admin: AdminRow } => {
    const token = validator.text('challenge_token', CHALLENGE_LABEL, { required: true, max: 128 }) ?? '';
    validator.assertValid();
    const pending = twoFactor.pending.find(token, kind);
    const admin = pending ? admins.findById(pending.adminId) : undefined;
    if (admin?.active !== 1) throw new HttpError(401, t(request.lang, 'twoFactorChallengeExpired'));
    return { token, admin };
  };

  api.post('/dashboard/two-factor-challenge', PUBLIC, async (request, reply) => {
    const validator = new FormValidator(request.lang, (await readInput(request)).fields);
    const code = validator.text('code', labels.code, { required: false, max: 10 });
    const recovery = validator.text('recovery_code', RECOVERY_CODE_LABEL, { required: code === undefined, max: 64 });
    const { token, admin } = pendingAdmin(request, validator, 'challenge');
    if (code !== undefined) {
      if (!(await takeCode(request, reply, admin, code.replace(/\s/g, '')))) throw ValidationError.single('code', t(request.lang, 'twoFactorCodeWrong'));
    } else if (!(await secrets.counted(request, reply, admin.email, () => store.spendRecoveryCode(admin.id, recovery ?? '')))) {
      throw ValidationError.single('recovery_code', t(request.lang, 'recoveryCodeWrong'));
    }
    twoFactor.pending.finish(token);
    return startSession(ctx, request, admin);
  });

  // A role requires two-factor sign-in and the admin has none: set it up before the first session.
  api.post('/dashboard/two-factor-setup', PUBLIC, async (request) => {
    const { admin } = pendingAdmin(request, new FormValidator(request.lang, (await readInput(request)).fields), 'setup');
    if (!store.isConfirmed(admin.id)) store.begin(admin.id, newTotpSecret());
    const key = setupKey(admin);
    if (!key || key.confirmed) throw new HttpError(409, t(request.lang, 'twoFactorSecretHidden'));
    return { message: t(request.lang, 'twoFactorStarted'), data: { secretKey: key.secretKey, url: key.url, svg: renderSVG(key.url, { ecc: 'M' }) } };
  });

  api.post('/dashboard/two-factor-setup/confirm', PUBLIC, async (request, reply) => {
    const validator = new FormValidator(request.lang, (await readInput(request)).fields);
    const code = (validator.text('code', labels.code, { required: true, max: 10 }) ?? '').replace(/\s/g, '');
    const { token, admin } = pendingAdmin(request, validator, 'setup');
    const state = store.state(admin.id);
    if (!state || state.confirmed) throw ValidationError.single('code', t(request.lang, 'twoFactorNotStarted'));
    if (!(await takeCode(request, reply, admin, code))) throw ValidationError.single('code', t(request.lang, 'twoFactorCodeWrong'));
    const recoveryCodes = ctx.store.db.transaction(() => {
      const codes = store.confirm(admin.id);
      activityOf(request, ctx)?.record({ logName: 'auth', event: 'two-factor-enabled', subjectType: 'admins', subjectId: admin.id }, admin.id);
      return codes;
    })();
    twoFactor.pending.finish(token);
    const session = startSession(ctx, request, admin);
    return { ...session, data: { ...session.data, recovery_codes: recoveryCodes } };
  });

  // --- roles that require it ---

  // Only a super admin reads and sets which roles require it.
  api.get('/dashboard/two-factor-roles', async (request) => {
    if (signedIn(request).roleId !== SUPER_ADMIN_ROLE_ID) throw forbidden(request.lang);
    return { data: { role_ids: store.requiringRoles(), can_change: true } };
  });

  api.post<RoleParams>('/dashboard/roles/:id/two-factor', async (request) => {
    const { lang } = request;
    if (signedIn(request).roleId !== SUPER_ADMIN_ROLE_ID) throw forbidden(lang);
    const id = parseId(request.params.id);
    if (id === undefined || !ctx.store.content.roles.exists(id)) throw recordNotFound(lang);
    const validator = new FormValidator(lang, (await readInput(request)).fields);
    const required = validator.flag('required', { ar: 'مطلوب', en: 'required' });
    if (required === undefined) validator.reject('required', { ar: 'مطلوب', en: 'required' }, 'required');
    validator.assertValid();
    ctx.store.db.transaction(() => {
      const before = store.requiringRoles().includes(id);
      store.setRoleRequires(id, required === true);
      if (before !== (required === true)) {
        activityOf(request, ctx)?.record({ event: 'updated', subjectType: 'roles', subjectId: id, old: { two_factor_required: before }, attributes: { two_factor_required: required === true } });
      }
    })();
    return { message: t(lang, 'twoFactorRoleSaved'), data: { role_id: id, two_factor_required: required === true } };
  });
}
