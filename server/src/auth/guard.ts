import type { AdminRow } from '../db/admins.js';
import type { DataStore } from '../db/store.js';
import { forbidden } from '../http/errors.js';
import type { Lang } from '../i18n/lang.js';
import { permissionName } from './catalogue.js';
import { bearerToken, digest } from './tokens.js';

export interface SignedInAdmin {
  readonly id: number;
  readonly roleId: number;
  readonly tokenId: number;
  readonly permissions: ReadonlySet<string>;
  readonly row: AdminRow;
}

/** The admin behind a session bearer token, or undefined for a missing, unknown or revoked one. */
export function authenticate(store: DataStore, authorization: string | undefined): SignedInAdmin | undefined {
  const token = bearerToken(authorization);
  if (!token) return undefined;
  const session = store.admins.findSession(digest(token));
  if (!session || session.admin.active !== 1) return undefined;
  const { admin } = session;
  return {
    id: admin.id,
    roleId: admin.role_id,
    tokenId: session.tokenId,
    permissions: new Set(store.access.permissionNamesOfRole(admin.role_id)),
    row: admin,
  };
}

export function can(admin: SignedInAdmin, parent: string, key: string): boolean {
  return admin.permissions.has(permissionName(parent, key));
}

/** Passes when the admin holds at least one of the keys of the group; 403 otherwise. */
export function requirePermission(admin: SignedInAdmin, lang: Lang, parent: string, ...keys: string[]): void {
  if (!keys.some((key) => can(admin, parent, key))) throw forbidden(lang);
}

export const LIST_PERMISSION_KEYS = ['index', 'create', 'edit', 'show', 'delete', 'activate'] as const;

export type ListPermissions = Record<string, boolean>;

/** The `permissions` object every list answer carries, for the caller's role; `extra` adds keys such as `reply`. */
export function listPermissions(admin: SignedInAdmin, parent: string, extra: readonly string[] = []): ListPermissions {
  const flags: ListPermissions = {};
  for (const key of [...LIST_PERMISSION_KEYS, ...extra]) flags[key] = can(admin, parent, key);
  return flags;
}
