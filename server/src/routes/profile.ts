import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guardAdminAccount } from '../areas/administration.js';
import { can, type SignedInAdmin } from '../auth/guard.js';
import { hashPassword } from '../auth/password.js';
import { secretChecksOf } from '../auth/password-check.js';
import { forbidden, recordNotFound } from '../http/errors.js';
import { readInput } from '../http/input.js';
import { signedIn } from '../http/request-context.js';
import { t } from '../i18n/messages.js';
import { imageExtension, MAX_IMAGE_MB, storeUpload, uploadProblem } from '../uploads/images.js';
import { FormValidator, parseId } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import { presentProfile } from './admin-profile.js';
import { activityOf, areaEnv, type AppContext } from './context.js';
import { PASSWORD_MIN } from './session.js';

const PHONE_MAX = 15;
const CURRENT_PASSWORD_LABEL = { ar: 'كلمة المرور الحالية', en: 'current password' } as const;

type UserIdParams = { Params: { userId: string } };

/** One's own account is always reachable; another's needs the admins group's edit permission. */
function requireSelfOrAdminEditor(request: FastifyRequest, admin: SignedInAdmin, targetId: number): void {
  if (targetId !== admin.id && !can(admin, 'admins', 'edit')) throw forbidden(request.lang);
}

export function registerProfileRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { admins } = ctx.store;

  // GET dashboard/users/{id} is the admins area's show, which lets every admin read their own account.

  const secrets = secretChecksOf(ctx);

  api.post('/dashboard/update-profile', async (request, reply) => {
    const admin = signedIn(request);
    const { lang } = request;
    const { fields, files } = await readInput(request);
    const validator = new FormValidator(lang, fields);

    const name = validator.text('name', labels.name, { required: true, max: 255 });
    const email = validator.email('email', labels.email, true);
    if (email !== undefined && admins.emailTaken(email, admin.id)) validator.reject('email', labels.email, 'taken');
    const phone = validator.text('phone_number', labels.phone_number, { required: false, max: PHONE_MAX });
    // The dialog sends the account's own status; switching oneself off would lock the admin out.
    if (validator.flag('status', labels.status) === false) validator.fail('status', t(lang, 'selfDeactivation'));
    let password: string | undefined;
    const changesPassword = validator.filled('password');
    if (changesPassword) {
      password = validator.text('password', labels.password, { required: true, min: PASSWORD_MIN, trim: false });
      if (password !== undefined && fields['password_confirmation'] !== password) {
        validator.reject('password', labels.password, 'confirmed');
      }
    }
    // A session left open must not be enough to take the account over: the password and the
    // sign-in email change only with the current password, checked under the sign-in throttle so
    // an open session cannot be used to guess it.
    const changesEmail = email !== undefined && !validator.hasError('email') && email.toLowerCase() !== admin.row.email.toLowerCase();
    if (changesPassword || changesEmail) {
      const current = validator.text('current_password', CURRENT_PASSWORD_LABEL, { required: true, max: 255, trim: false });
      if (current !== undefined && !(await secrets.password(request, reply, admin.row.email, current, admin.row.password_hash))) {
        validator.fail('current_password', t(lang, 'currentPasswordWrong'));
      }
    }
    const image = files['profile_image'];
    const problem = image ? uploadProblem(image, 'image') : undefined;
    if (problem) validator.fail('profile_image', t(lang, problem, { max: MAX_IMAGE_MB }));
    validator.assertValid();

    const extension = image ? imageExtension(image) : undefined;
    const avatar = image && extension ? await storeUpload(ctx.uploadsDir, image, extension) : undefined;
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    const profile = {
      name: name ?? admin.row.name,
      email: email ?? admin.row.email,
      // A form without the field keeps the number; one that sends it empty clears it.
      phone_number: 'phone_number' in fields ? (phone ?? null) : admin.row.phone_number,
    };
    ctx.store.db.transaction(() => {
      const before = admins.findById(admin.id) ?? admin.row;
      admins.updateProfile(admin.id, {
        name: profile.name,
        email: profile.email,
        phoneNumber: profile.phone_number,
        ...(avatar === undefined ? {} : { avatar }),
        // The other sessions end with a new password; the one that set it stays.
        ...(passwordHash === undefined ? {} : { passwordHash, keepSessionId: admin.tokenId }),
      });
      const activity = activityOf(request, ctx);
      if (!activity) return;
      const old: Record<string, string | null> = {};
      const attributes: Record<string, string | null> = {};
      const changes: [string, string | null, string | null][] = [
        ['name', before.name, profile.name],
        ['email', before.email, profile.email],
        ['phone_number', before.phone_number, profile.phone_number],
        ['profile_image', before.avatar, avatar ?? before.avatar],
      ];
      for (const [field, was, now] of changes) {
        if (was === now) continue;
        old[field] = was;
        attributes[field] = now;
      }
      if (Object.keys(attributes).length > 0) activity.record({ event: 'updated', subjectType: 'admins', subjectId: admin.id, old, attributes });
      if (passwordHash !== undefined) activity.record({ logName: 'auth', event: 'password-changed', subjectType: 'admins', subjectId: admin.id });
    })();
    const row = admins.findById(admin.id);
    return { message: t(lang, 'edited'), data: row ? presentProfile(request, row) : null };
  });

  // Kept outside dashboard/ as the marketplace API has it.
  api.post<UserIdParams>('/update_phone_after_register/:userId', async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    const id = parseId(request.params.userId);
    if (id === undefined) throw recordNotFound(lang);
    requireSelfOrAdminEditor(request, admin, id);
    if (!admins.findById(id)) throw recordNotFound(lang);
    // Another's account is written under the admins screens' rules (admin 1 and super admins protected).
    if (id !== admin.id) guardAdminAccount(areaEnv(request, ctx), id, 'update');

    const validator = new FormValidator(lang, (await readInput(request)).fields);
    const phone = validator.text('phone', labels.phone, { required: true, max: PHONE_MAX });
    const countryId = validator.id('country_id', labels.country_id, true);
    if (countryId !== undefined && !ctx.store.reference.countries.exists(countryId)) {
      validator.reject('country_id', labels.country_id, 'invalidChoice');
    }
    validator.assertValid();
    if (phone !== undefined && countryId !== undefined) {
      ctx.store.db.transaction(() => {
        const before = admins.findById(id);
        admins.updatePhone(id, phone, countryId);
        if (before?.phone_number !== phone) {
          activityOf(request, ctx)?.record({ event: 'updated', subjectType: 'admins', subjectId: id, old: { phone: before?.phone_number ?? null }, attributes: { phone } });
        }
      })();
    }
    return { message: t(lang, 'edited') };
  });
}
