import { describe, expect, it } from 'vitest';
import { valueMatches } from './valueMatches';

describe('valueMatches', () => {
  it('compares ids as text and flags as flags', () => {
    expect(valueMatches(3, '3')).toBe(true);
    expect(valueMatches('product', 'product')).toBe(true);
    expect(valueMatches(1, true)).toBe(true);
    expect(valueMatches(0, false)).toBe(true);
    expect(valueMatches(undefined, false)).toBe(false);
    expect(valueMatches(null, 'x')).toBe(false);
    expect(valueMatches('done', 'new')).toBe(false);
  });
});
