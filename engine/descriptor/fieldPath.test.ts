import { describe, expect, it } from 'vitest';
import { getPath } from './fieldPath';

describe('getPath', () => {
  it('reads nested fields, list items by index, and a field of every item', () => {
    const record = { country: { name: 'KSA' }, role: [{ id: 1, name: 'Admin' }, { id: 4 }] };
    expect(getPath(record, 'country.name')).toBe('KSA');
    expect(getPath(record, 'role.0.name')).toBe('Admin');
    expect(getPath(record, 'role.id')).toEqual([1, 4]);
    expect(getPath(record, 'missing.name')).toBeUndefined();
    expect(getPath(null, 'a')).toBeUndefined();
  });
});
