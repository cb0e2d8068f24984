import { describe, expect, it } from 'vitest';
import { hasGrantable, parsePermissionGroups, parseRole, selectGroups, selectionState, togglePermission } from './roleSelection';

const groups =
  parsePermissionGroups({
    data: {
      permissions: [
        {
          parent_key: 'banks',
          parent_key_trans: 'البنوك',
          permissions: [
            { id: 1, key: 'index', name: 'عرض' },
            { id: 2, key: 'create', name: 'إضافة' },
            { id: 3, key: 'edit' },
          ],
        },
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
    expect(groups[1]?.permissions.map((p) => [p.id, p.held])).toEqual([
      [7, true],
      [8, false],
    ]);
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

describe('select all', () => {
  const countries = groups.filter((g) => g.key === 'countries');

  it('switches every grantable permission of a group and leaves the others', () => {
    expect([...selectGroups(new Set([2]), countries, true)].sort()).toEqual([2, 7]);
    expect([...selectGroups(new Set([7, 8]), countries, false)].sort()).toEqual([8]);
    expect([...selectGroups(new Set(), groups, true)].sort()).toEqual([1, 2, 3, 7]);
  });

  it('says all when every grantable permission is on, some when part of them', () => {
    expect(selectionState(new Set([7]), countries)).toBe('all');
    expect(selectionState(new Set([8]), countries)).toBe('some');
    expect(selectionState(new Set(), countries)).toBe('none');
    expect(selectionState(new Set([1, 7]), groups)).toBe('some');
  });

  it('knows a group with nothing to grant', () => {
    expect(hasGrantable(countries)).toBe(true);
    expect(hasGrantable([{ key: 'x', label: 'x', permissions: [{ id: 9, key: 'index', label: 'i', held: false }] }])).toBe(false);
  });
});
