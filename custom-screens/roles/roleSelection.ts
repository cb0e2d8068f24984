import { isRecord } from '../../engine';

/** One group of the permission catalogue as the role matrix shows it. */
export interface PermissionGroup {
  key: string;
  label: string;
  /** `held`: whether the signed-in admin holds it; only those may be granted or taken away. */
  permissions: { id: number; key: string; label: string; held: boolean }[];
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** Reads `dashboard/permissions` (data.permissions: groups with their permissions) into groups. */
export function parsePermissionGroups(answer: unknown): PermissionGroup[] | null {
  const data = isRecord(answer) ? answer.data : undefined;
  const list = isRecord(data) ? data.permissions : undefined;
  if (!Array.isArray(list)) return null;
  return list.filter(isRecord).map((group) => {
    const key = text(group.parent_key, '?');
    const permissions = (Array.isArray(group.permissions) ? group.permissions : []).filter(isRecord).flatMap((p) => {
      const id = typeof p.id === 'number' ? p.id : Number(p.id);
      if (!Number.isFinite(id)) return [];
      const permissionKey = text(p.key, String(id));
      // An answer without the flag leaves the decision to the server.
      return [{ id, key: permissionKey, label: text(p.name, permissionKey), held: p.has_permission !== false }];
    });
    return { key, label: text(group.parent_key_trans, text(group.name, key)), permissions };
  });
}

/** The ids of a role's permissions, whether the answer lists ids or permission objects. */
export function parseRole(answer: unknown): { name: string; permissionIds: number[] } | null {
  const data = isRecord(answer) ? answer.data : undefined;
  const role = isRecord(data) && isRecord(data.role) ? data.role : data;
  if (!isRecord(role)) return null;
  const raw: unknown[] = [];
  const collect = (value: unknown) => {
    if (!Array.isArray(value)) return;
    for (const item of value) {
      if (isRecord(item) && Array.isArray(item.permissions)) collect(item.permissions);
      else raw.push(item);
    }
  };
  collect(role.permissions);
  const ids = raw.map((item) => (isRecord(item) ? Number(item.id) : Number(item))).filter((n) => Number.isFinite(n));
  return { name: typeof role.name === 'string' ? role.name : '', permissionIds: [...new Set(ids)] };
}

/**
 * Switching one permission. Turning on any permission of a group also turns on that group's
 * index (seeing the list is needed for anything else); turning off the index removes only it.
 */
export function togglePermission(selected: ReadonlySet<number>, groups: readonly PermissionGroup[], id: number, on: boolean): Set<number> {
  const next = new Set(selected);
  if (!on) {
    next.delete(id);
    return next;
  }
  next.add(id);
  const group = groups.find((g) => g.permissions.some((p) => p.id === id));
  const index = group?.permissions.find((p) => p.key === 'index');
  if (index) next.add(index.id);
  return next;
}

export type SelectionState = 'all' | 'some' | 'none';

/**
 * How much of some groups is switched on, for a select-all box: all when every permission the
 * admin may grant is on, none when nothing is, some otherwise.
 */
export function selectionState(selected: ReadonlySet<number>, groups: readonly PermissionGroup[]): SelectionState {
  const permissions = groups.flatMap((g) => g.permissions);
  const grantable = permissions.filter((p) => p.held);
  if (grantable.length > 0 && grantable.every((p) => selected.has(p.id))) return 'all';
  return permissions.some((p) => selected.has(p.id)) ? 'some' : 'none';
}

/** Whether a select-all box over these groups can change anything. */
export function hasGrantable(groups: readonly PermissionGroup[]): boolean {
  return groups.some((g) => g.permissions.some((p) => p.held));
}

/** Switches every permission of these groups the admin may grant; the others stay as they are. */
export function selectGroups(selected: ReadonlySet<number>, groups: readonly PermissionGroup[], on: boolean): Set<number> {
  const next = new Set(selected);
  for (const permission of groups.flatMap((g) => g.permissions)) {
    if (!permission.held) continue;
    if (on) next.add(permission.id);
    else next.delete(permission.id);
  }
  return next;
}
