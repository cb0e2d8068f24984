import { can, SESSION_LIMITS, sessionAlive, type SignedInAdmin } from '../auth/guard.js';
import type { SessionLimits } from '../auth/tokens.js';
import type { DataStore } from '../db/store.js';
import { mayJoin, readDashboardChannel } from './dashboard-channels.js';

/** The session that asked `/broadcasting/auth` for a socket's signature to a channel. */
export interface Holder {
  readonly tokenId: number;
  readonly adminId: number;
}

/** What the hub asks of a holder's session. */
export interface SessionWatch {
  /** Whether the session still stands and may still be on the channel. */
  stands(holder: Holder, channel: string): boolean;
  /** Whether the session's admin holds a permission (group and key). */
  holds(holder: Holder, group: string, key: string): boolean;
}

/**
 * The signed-in admin behind a session, as the API's guard sees one, without counting this as a use
 * of it (an open socket does not keep a session alive): undefined once the session was ended,
 * expired, or its admin switched off.
 */
function holderAdmin(store: DataStore, holder: Holder, limits: SessionLimits, now: number): SignedInAdmin | undefined {
  const session = store.admins.findSessionById(holder.tokenId);
  if (!session || session.admin.id !== holder.adminId || session.admin.active !== 1) return undefined;
  if (!sessionAlive(session, limits, now)) return undefined;
  const { admin } = session;
  return { id: admin.id, roleId: admin.role_id, tokenId: session.tokenId, permissions: new Set(store.access.permissionNamesOfRole(admin.role_id)), row: admin };
}

/** Checks holders against the database: the session alive, the account and its role on, the channel still theirs. */
export function sessionWatch(store: DataStore, limits: SessionLimits = SESSION_LIMITS): SessionWatch {
  return {
    stands: (holder, channel) => {
      const admin = holderAdmin(store, holder, limits, Date.now());
      const parsed = readDashboardChannel(channel);
      return admin !== undefined && parsed !== undefined && mayJoin(admin, parsed);
    },
    holds: (holder, group, key) => {
      const admin = holderAdmin(store, holder, limits, Date.now());
      return admin !== undefined && can(admin, group, key);
    },
  };
}
