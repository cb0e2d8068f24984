import { describe, expect, it } from 'vitest';
import { acceptRoleDraft, roleValues } from './roleDraft';

describe('role draft', () => {
  it('keeps the permissions in order, so choosing them in another order is no change', () => {
    expect(roleValues('a', new Set([5, 1, 3]))).toEqual({
      name: 'a',
      permissions: [1, 3, 5],
    });
  });

  it('takes back a draft of its shape only', () => {
    expect(acceptRoleDraft({ name: 'x', permissions: ['2', 1] })).toEqual({
      name: 'x',
      permissions: [1, 2],
    });
    expect(acceptRoleDraft({ name: 'x', permissions: ['a'] })).toBeNull();
    expect(acceptRoleDraft({ title: 'x' })).toBeNull();
  });
});
