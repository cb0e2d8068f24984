import { allAreas } from '../areas/registry.js';
import { can, type SignedInAdmin } from '../auth/guard.js';

/**
 * The channels the dashboard joins, by Laravel's conventions (a backend declares the same names in
 * routes/channels.php):
 * - `private-App.Models.User.{id}`: the admin's own notifications;
 * - `private-dashboard.{group}`: changes to the records of a permission group (`model.changed`);
 * - `presence-dashboard.{group}.{id}`: the admins who have one record open.
 */
export type DashboardChannel =
  | { readonly kind: 'own'; readonly adminId: number }
  | { readonly kind: 'group'; readonly group: string }
  | { readonly kind: 'record'; readonly group: string; readonly id: number };

const OWN = /^private-App\.Models\.User\.([1-9]\d{0,9})$/;
const GROUP = /^private-dashboard\.([A-Za-z][A-Za-z0-9_-]{0,63})$/;
const RECORD = /^presence-dashboard\.([A-Za-z][A-Za-z0-9_-]{0,63})\.([1-9]\d{0,9})$/;

export function groupChannel(group: string): string {
  return `private-dashboard.${group}`;
}

export function recordChannel(group: string, id: number): string {
  return `presence-dashboard.${group}.${id}`;
}

export function readDashboardChannel(name: string): DashboardChannel | undefined {
  const own = OWN.exec(name);
  if (own?.[1]) return { kind: 'own', adminId: Number(own[1]) };
  const group = GROUP.exec(name);
  if (group?.[1]) return { kind: 'group', group: group[1] };
  const record = RECORD.exec(name);
  if (record?.[1] && record[2]) return { kind: 'record', group: record[1], id: Number(record[2]) };
  return undefined;
}

/** Groups whose lists every admin reads (the name-change requests). */
const OPEN_GROUPS = new Set(allAreas.filter((area) => area.listOpen).map((area) => area.parent));

/** Whether the admin may hear of a group's changes and see who is on its records: only if their role lists it. */
export function mayWatch(admin: SignedInAdmin, group: string): boolean {
  return OPEN_GROUPS.has(group) || can(admin, group, 'index');
}

/** Whether the admin may join the channel at all. */
export function mayJoin(admin: SignedInAdmin, channel: DashboardChannel): boolean {
  return channel.kind === 'own' ? channel.adminId === admin.id : mayWatch(admin, channel.group);
}
