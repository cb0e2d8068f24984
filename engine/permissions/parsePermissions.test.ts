import { describe, expect, it } from 'vitest';
import { parsePermissions } from './parsePermissions';

describe('parsePermissions', () => {
  it('collects granted parent keys and full "<parent> <key>" keys', () => {
    const answer = {
      data: {
        permissions: [
          {
            parent_key: 'banks',
            has_permission: true,
            permissions: [
              { key: 'index', has_permission: true },
              { key: 'create', has_permission: false },
              { key: 'delete', has_permission: 1 },
            ],
          },
          { parent_key: 'countries', has_permission: false, permissions: [{ key: 'index', has_permission: '1' }] },
        ],
      },
    };
    expect([...parsePermissions(answer)].sort()).toEqual(['banks', 'banks delete', 'banks index', 'countries index']);
  });

  it.each([null, undefined, 'x', 3, [], {}, { data: null }, { data: { permissions: 'all' } }])('yields nothing for %j', (answer) => {
    expect(parsePermissions(answer).size).toBe(0);
  });

  it('skips malformed entries and keeps the good ones', () => {
    const answer = {
      data: {
        permissions: [
          null,
          { has_permission: true },
          { parent_key: 'cities', has_permission: true, permissions: [null, { key: 5, has_permission: true }, { key: 'show', has_permission: true }] },
          { parent_key: 'roles', has_permission: true, permissions: 'nope' },
        ],
      },
    };
    expect([...parsePermissions(answer)].sort()).toEqual(['cities', 'cities show', 'roles']);
  });
});
