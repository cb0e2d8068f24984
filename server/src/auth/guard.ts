import type { AdminRow } from '../db/admins.js';
import type { DataStore } from '../db/store.js';
import { forbidden } from '../http/errors.js';
import type { Lang } from '../i18n/lang.js';
import { permissionName } from './catalogue.js';
import { bearerToken, digest, readSessionLimits, type SessionLimits } from './tokens.js';

/** Read once at start, so a malformed value stops the server before it listens. */
const SESSION_LIMITS = readSessionLimits(process.env);

/** A session's last use is written at most this often: the idle limit counts minutes, and most calls then read only. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface SignedInAdmin {
  readonly id: number;
  readonly roleId: number;
  readonly tokenId: number;
  readonly permissions: ReadonlySet<string>;
  readonly row: AdminRow;
}

/**
 * The admin behind a session bearer token, or undefined for a missing, unknown, revoked or expired
 * one. A session expires after `idleMs` without use and `maxMs` after sign-in; an expired one is
 * deleted. Each use extends it.
 */
export function authenticate(store: DataStore, authorization: string | undefined, limits: SessionLimits = SESSION_LIMITS, now: number = Date.now()): SignedInAdmin | undefined {
  const token = bearerToken(authorization);
  if (!token) return undefined;
  const session = store.admins.findSession(digest(token));
  if (!session) return undefined;
  const started = Date.parse(session.createdAt);
  const lastUse = session.lastUsedAt === null ? started : Date.parse(session.lastUsedAt);
  // Written as "alive" so that an unreadable date (NaN) counts as expired.
  const alive = now - started < limits.maxMs && now - lastUse < limits.idleMs;
  if (!alive) {
    store.admins.revokeSession(session.tokenId);
    return undefined;
  }
  if (session.admin.active !== 1) return undefined;
  if (session.lastUsedAt === null || now - lastUse >= SESSION_TOUCH_INTERVAL_MS) {
    store.admins.touchSession(session.tokenId, new Date(now).toISOString());
  }
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
