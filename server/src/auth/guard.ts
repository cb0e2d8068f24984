import type { AdminRow, SessionRow } from '../db/admins.js';
import type { DataStore } from '../db/store.js';
import { forbidden } from '../http/errors.js';
import type { Lang } from '../i18n/lang.js';
import { permissionName } from './catalogue.js';
import { bearerToken, digest, readSessionLimits, type SessionLimits } from './tokens.js';

/** Read once at start, so a malformed value stops the server before it listens. */
export const SESSION_LIMITS = readSessionLimits(process.env);

/** A session's last use is written at most this often: the idle limit counts minutes, and most calls then read only. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * Each session's last use as this process saw it, between those writes: the idle limit counts from
 * it, so a session ends exactly `idleMs` after its last call, not up to a minute sooner.
 */
const lastUses = new Map<number, number>();

export interface SignedInAdmin {
  readonly id: number;
  readonly roleId: number;
  readonly tokenId: number;
  readonly permissions: ReadonlySet<string>;
  readonly row: AdminRow;
}

/** Whether a session is within its limits at `now`, its idle time counted from its last use to the millisecond. */
export function sessionAlive(session: Pick<SessionRow, 'tokenId' | 'createdAt' | 'lastUsedAt'>, limits: SessionLimits, now: number): boolean {
  const started = Date.parse(session.createdAt);
  const written = session.lastUsedAt === null ? started : Date.parse(session.lastUsedAt);
  const lastUse = Math.max(written, lastUses.get(session.tokenId) ?? Number.NEGATIVE_INFINITY);
  // Written as "alive" so that an unreadable date (NaN) counts as expired.
  return now - started < limits.maxMs && now - lastUse < limits.idleMs;
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
  const written = session.lastUsedAt === null ? Date.parse(session.createdAt) : Date.parse(session.lastUsedAt);
  const lastUse = Math.max(written, lastUses.get(session.tokenId) ?? Number.NEGATIVE_INFINITY);
  if (!sessionAlive(session, limits, now)) {
    lastUses.delete(session.tokenId);
    store.admins.revokeSession(session.tokenId);
    return undefined;
  }
  if (session.admin.active !== 1) return undefined;
  if (session.lastUsedAt === null || now - written >= SESSION_TOUCH_INTERVAL_MS) {
    store.admins.touchSession(session.tokenId, new Date(now).toISOString());
    lastUses.delete(session.tokenId);
  } else if (now > lastUse) {
    lastUses.set(session.tokenId, now);
    // Sessions signed out between writes leave an entry: drop the ones past any idle limit.
    if (lastUses.size > 10_000) for (const [id, at] of lastUses) if (now - at >= limits.idleMs) lastUses.delete(id);
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
