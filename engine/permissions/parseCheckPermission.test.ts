import { describe, expect, it } from 'vitest';
import { parseCheckPermission } from './parseCheckPermission';

describe('parseCheckPermission', () => {
  it('reads the flag in its usual spellings', () => {
    expect(parseCheckPermission({ data: { name: 'banks create', has_permission: true } })).toBe(true);
    expect(parseCheckPermission({ data: { has_permission: 1 } })).toBe(true);
    expect(parseCheckPermission({ data: { has_permission: false } })).toBe(false);
    expect(parseCheckPermission({ data: { has_permission: '0' } })).toBe(false);
  });

  it.each([null, 'yes', {}, { data: null }, { data: { has_permission: 'maybe' } }])('cannot tell from %j', (answer) => {
    expect(parseCheckPermission(answer)).toBeNull();
  });
});
