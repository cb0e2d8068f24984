import { ACTION_LABELS, loadCatalogue, type PermissionCatalogue } from '../auth/catalogue.js';
import type { SignedInAdmin } from '../auth/guard.js';
import type { PermissionRow } from '../db/access.js';
import { adminFields, questionFields, roleFields, withIndexPermissions } from '../db/administration-fields.js';
import { CONTACT_MESSAGE_TYPES, type ContactMessageRow, type RoleRecordRow } from '../db/administration-tables.js';
import type { AdminRow } from '../db/admins.js';
import { SUPER_ADMIN_ROLE_ID } from '../db/seed-data.js';
import { plainFields, rulesOf } from '../db/field-table.js';
import type { DataStore } from '../db/store.js';
import { HttpError } from '../http/errors.js';
import type { JsonObject } from '../http/json.js';
import type { Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { FormValidator } from '../validation/form-validator.js';
import { thumbnailPath } from '../uploads/images.js';
import { defineReferenceArea, type AreaEnv, type ReferenceArea, type WriteAction } from './reference-area.js';

export const MAIN_ADMIN_ID = 1;

const CONTACT_TYPE_LABELS: Readonly<Record<(typeof CONTACT_MESSAGE_TYPES)[number], { ar: string; en: string }>> = {
  order: { ar: 'طلب', en: 'Request' },
  suggestion: { ar: 'اقتراح', en: 'Suggestion' },
  explanation: { ar: 'استفسار', en: 'Inquiry' },
  complaint: { ar: 'شكوى', en: 'Complaint' },
  other: { ar: 'أخرى', en: 'Other' },
};

export function presentContactMessage(row: ContactMessageRow, lang: Lang): JsonObject {
  return {
    id: row.id,
    name: row.name,
    phone_number: row.phone_number,
    email: row.email,
    message: row.message,
    reply_message: row.reply_message,
    type: row.type,
    type_trans: CONTACT_TYPE_LABELS[row.type][lang],
    is_reply: row.is_reply === 1,
    replied_at: row.replied_at,
    created_at: row.created_at,
  };
}

/** Read-only list; messages come from the apps and are answered through dashboard/reply-message/{id}. */
export const contactMessagesArea = defineReferenceArea({
  parent: 'contactMessages',
  routes: { style: 'query', idParam: 'message_id', list: 'dashboard/get-messages' },
  extraFlags: ['reply'],
  repository: (store) => store.content.contactMessages,
  fields: [],
  filters: [
    { kind: 'like', param: 'name' },
    { kind: 'like', param: 'phone_number' },
    { kind: 'like', param: 'email' },
    { kind: 'choice', param: 'type', values: CONTACT_MESSAGE_TYPES },
    { kind: 'flag', param: 'is_reply' },
  ],
  present: (row, { lang }) => presentContactMessage(row, lang),
});

export const questionsArea = defineReferenceArea({
  parent: 'questions',
  keepsDeleted: true,
  routes: { style: 'rest', base: 'dashboard/questions' },
  activation: { via: 'dashboard', type: 'questions' },
  repository: (store) => store.content.questions,
  fields: rulesOf(questionFields),
  filters: [
    { kind: 'search', param: 'name' },
    { kind: 'flag', param: 'active' },
  ],
  present: (row, { lang }) => ({
    id: row.id,
    name: lang === 'ar' ? row.name_ar : row.name_en,
    content: lang === 'ar' ? row.content_ar : row.content_en,
    ...plainFields(questionFields, row),
    created_at: row.created_at,
  }),
});

/** One group of permissions as the roles screens read it. */
interface PermissionGroupAnswer extends JsonObject {
  parent_key: string;
  parent_key_trans: string;
  name: string;
  permissions: JsonObject[];
}

/** The permissions of the catalogue, grouped in its order; only those in `held` when given. */
export function groupPermissions(catalogue: PermissionCatalogue, rows: readonly PermissionRow[], lang: Lang, held?: ReadonlySet<number>): PermissionGroupAnswer[] {
  const groups: PermissionGroupAnswer[] = [];
  for (const group of catalogue.groups) {
    const permissions = rows
      .filter((row) => row.parent === group.parent && (!held || held.has(row.id)))
      .sort((a, b) => group.keys.indexOf(a.key) - group.keys.indexOf(b.key))
      .map((row) => ({ id: row.id, key: row.key, name: ACTION_LABELS[row.key]?.[lang] ?? row.key }));
    if (permissions.length === 0) continue;
    const label = group.label[lang];
    groups.push({ parent_key: group.parent, parent_key_trans: label, name: label, permissions });
  }
  return groups;
}

/** The permission table is read once per request, however many roles are answered. */
const permissionRows = new WeakMap<AreaEnv, PermissionRow[]>();
function permissionsOf(env: AreaEnv): PermissionRow[] {
  let rows = permissionRows.get(env);
  if (!rows) {
    rows = env.store.access.permissions();
    permissionRows.set(env, rows);
  }
  return rows;
}

function presentRole(row: RoleRecordRow, env: AreaEnv): JsonObject {
  const known = new Set(permissionsOf(env).map((permission) => permission.id));
  const ids = (JSON.parse(row.permission_ids_json) as number[]).filter((id) => known.has(id)).sort((a, b) => a - b);
  return {
    id: row.id,
    name: row.name,
    active: row.active === 1,
    created_at: row.created_at,
    users_count: row.users_count,
    permissions_count: ids.length,
    permission_ids: ids,
    permissions: groupPermissions(env.catalogue, permissionsOf(env), env.lang, new Set(ids)),
  };
}

/** The permissions of a role its writer does not hold; a role switched off counts all it holds. */
function beyondActor(store: DataStore, actor: SignedInAdmin | null, roleId: number): string[] {
  const held = actor?.permissions ?? new Set<string>();
  return store.access.assignedPermissionNames(roleId).filter((name) => !held.has(name));
}

function storedPermissionIds(row: RoleRecordRow): number[] {
  return JSON.parse(row.permission_ids_json) as number[];
}

let catalogueForLabels: PermissionCatalogue | undefined;
/** "Group: Action" as the roles screen shows a permission. */
function permissionLabel(row: PermissionRow, lang: Lang): string {
  catalogueForLabels ??= loadCatalogue();
  const group = catalogueForLabels.groups.find((entry) => entry.parent === row.parent);
  return `${group?.label[lang] ?? row.parent}: ${ACTION_LABELS[row.key]?.[lang] ?? row.key}`;
}

export const rolesArea = defineReferenceArea({
  parent: 'roles',
  routes: { style: 'rest', base: 'dashboard/roles' },
  activation: { via: 'dashboard', type: 'roles' },
  repository: (store) => store.content.roles,
  fields: rulesOf(roleFields),
  filters: [
    { kind: 'search', param: 'name' },
    { kind: 'flag', param: 'active' },
  ],
  /**
   * A role may gain only permissions its editor holds. It keeps those it already has that the
   * editor lacks, and the editor may not take them away either (422 on `permissions`): they
   * cannot judge rights they do not hold, and removing them would strip the role's admins.
   */
  check: (values, { store, validator, existing, actor, lists }) => {
    const lang = validator.lang;
    const switched = existing !== undefined && values['active'] !== undefined && values['active'] !== existing.active;
    if (switched && beyondActor(store, actor, existing.id).length > 0) {
      throw new HttpError(403, t(lang, 'roleSwitchAboveYou'));
    }
    const sent = lists['permissions'];
    if (!sent) return;
    const rows = store.access.permissions();
    const after = new Set(withIndexPermissions(rows, sent));
    const before = new Set(existing ? storedPermissionIds(existing) : []);
    const held = actor?.permissions ?? new Set<string>();
    const changed = rows.filter((row) => after.has(row.id) !== before.has(row.id) && !held.has(row.name));
    if (changed.length > 0) {
      const names = changed.map((row) => permissionLabel(row, lang)).join(lang === 'ar' ? '، ' : ', ');
      validator.fail('permissions', t(lang, 'permissionsNotHeld', { permissions: names }));
    }
  },
  guard: (env, id, action) => {
    if (id === SUPER_ADMIN_ROLE_ID) throw new HttpError(403, t(env.lang, 'roleProtected'));
    // Changing one's own role would be granting oneself anything.
    if (env.actor?.roleId === id) throw new HttpError(403, t(env.lang, 'ownRole'));
    // Switching a role on grants all it holds and off takes it all away; an update is checked in `check`.
    if (action !== 'update' && beyondActor(env.store, env.actor, id).length > 0) {
      throw new HttpError(403, t(env.lang, 'roleSwitchAboveYou'));
    }
  },
  wrapList: (records, env) => ({
    roles_and_permissions: records,
    permissions: groupPermissions(env.catalogue, permissionsOf(env), env.lang),
  }),
  present: presentRole,
});

/** Absolute URL of a stored upload, as the profile answers carry it. */
export function absoluteUrl(origin: string, path: string | null): string | null {
  return path === null ? null : `${origin}${path}`;
}

/** An admin account as the profile and the admins screens read it. */
export function presentAdmin(origin: string, admin: AdminRow): JsonObject {
  const image = absoluteUrl(origin, admin.avatar);
  return {
    id: admin.id,
    name: admin.name,
    user_name: admin.name,
    email: admin.email,
    phone_number: admin.phone_number,
    avatar: image,
    avatar_thumb: absoluteUrl(origin, thumbnailPath(admin.avatar)),
    profile_image: image,
    active: admin.active === 1,
    role: [{ id: admin.role_id, name: admin.role_name }],
    login_count: admin.login_count,
    last_logged: admin.last_logged,
    created_at: admin.created_at,
  };
}

/**
 * Who may write an admin account, on every route that writes one: admin 1 only through its own
 * profile, a super admin's account only a super admin, and no account whose role holds a
 * permission the writer lacks (its new password would hand the writer that permission).
 */
export function guardAdminAccount(env: AreaEnv, id: number, action: WriteAction): void {
  const { actor, lang, store } = env;
  if (id === MAIN_ADMIN_ID) throw new HttpError(403, t(lang, 'adminProtected'));
  if (actor?.id === id) {
    if (action === 'remove') throw new HttpError(403, t(lang, 'selfRemoval'));
    if (action === 'deactivate') throw new HttpError(403, t(lang, 'selfDeactivation'));
    return;
  }
  const target = store.admins.findById(id);
  if (!target) return;
  if (target.role_id === SUPER_ADMIN_ROLE_ID && actor?.roleId !== SUPER_ADMIN_ROLE_ID) {
    throw new HttpError(403, t(lang, 'superAdminAccountOnly'));
  }
  if (beyondActor(store, actor, target.role_id).length > 0) throw new HttpError(403, t(lang, 'adminAboveYou'));
}

const adminAccounts = defineReferenceArea({
  parent: 'admins',
  routes: { style: 'rest', base: 'dashboard/users' },
  activation: { via: 'dashboard', type: 'users' },
  readableBySelf: true,
  repository: (store) => store.content.admins,
  fields: rulesOf(adminFields),
  filters: [
    { kind: 'like', param: 'name' },
    { kind: 'like', param: 'email' },
    { kind: 'like', param: 'phone_number' },
    { kind: 'flag', param: 'active' },
  ],
  check: (values, { store, validator, existing, actor }) => {
    // Holding `admins create` or `admins edit` must not lead to more permissions than one's own.
    const roleId = values['role_id'];
    if (typeof roleId === 'number' && roleId !== existing?.role_id) {
      if (roleId === SUPER_ADMIN_ROLE_ID && actor?.roleId !== SUPER_ADMIN_ROLE_ID) {
        validator.fail('roles', t(validator.lang, 'superAdminRoleOnly'));
      } else if (beyondActor(store, actor, roleId).length > 0) {
        validator.fail('roles', t(validator.lang, 'roleAboveYou'));
      }
    }
    if (existing && actor?.id === existing.id && values['active'] === 0) {
      validator.fail('status', t(validator.lang, 'selfDeactivation'));
    }
  },
  guard: guardAdminAccount,
  afterDeactivate: (store, id) => store.admins.revokeAllSessions(id),
  present: (row, env) => presentAdmin(env.origin, row),
});

export const adminsArea: ReferenceArea = {
  ...adminAccounts,
  /** A new password ends the account's sessions; set by the admin themself, the current one stays. */
  async update(env, id, input) {
    const record = await adminAccounts.update(env, id, input);
    if (record && new FormValidator(env.lang, input.fields).filled('password')) {
      if (env.actor?.id === id) env.store.admins.revokeOtherSessions(id, env.actor.tokenId);
      else env.store.admins.revokeAllSessions(id);
    }
    return record;
  },
};

/** Contact messages, FAQ, roles and admins. */
export const administrationAreas: readonly ReferenceArea[] = [contactMessagesArea, questionsArea, rolesArea, adminsArea];
