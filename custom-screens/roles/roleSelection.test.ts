import { describe, expect, it } from 'vitest';
import { parsePermissionGroups, parseRole, togglePermission } from './roleSelection';

const groups = parsePermissionGroups({
  data: {
    permissions: [
      { parent_key: 'banks', parent_key_trans: 'البنوك', permissions: [{ id: 1, key: 'index', name: 'عرض' }, { id: 2, key: 'create', name: 'إضافة' }, { id: 3, key: 'edit' }] },
      { parent_key: 'countries', name: 'Countries', permissions: [{ id: 7, key: 'index' }, { id: 8, key: 'delete', has_permission: false }, { id: 'x' }] },
    ],
  },
}) ?? [];

describe('role permissions', () => {
  it('reads the groups with their translated names', () => {
    expect(groups.map((g) => g.label)).toEqual(['البنوك', 'Countries']);
    expect(groups[1]?.permissions.map((p) => p.id)).toEqual([7, 8]);
    expect(parsePermissionGroups({ data: {} })).toBeNull();
  });

  it('marks the permissions the admin does not hold, which they can neither grant nor take away', () => {
    expect(groups[1]?.permissions.map((p) => [p.id, p.held])).toEqual([[7, true], [8, false]]);
  });

  it('turning on a permission turns on its group index', () => {
    expect([...togglePermission(new Set(), groups, 2, true)].sort()).toEqual([1, 2]);
    expect([...togglePermission(new Set([1]), groups, 8, true)].sort()).toEqual([1, 7, 8]);
  });

  it('turning off the index removes only the index', () => {
    expect([...togglePermission(new Set([1, 2, 3]), groups, 1, false)].sort()).toEqual([2, 3]);
  });

  it('reads a role whether it lists ids, objects or groups', () => {
    expect(parseRole({ data: { name: 'Editors', permissions: [1, { id: 2 }, '3'] } })).toEqual({ name: 'Editors', permissionIds: [1, 2, 3] });
    expect(parseRole({ data: { role: { name: 'R', permissions: [{ parent_key: 'banks', permissions: [{ id: 4 }] }] } } })).toEqual({ name: 'R', permissionIds: [4] });
    expect(parseRole({ data: null })).toBeNull();
  });
});
