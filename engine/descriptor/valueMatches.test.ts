import { describe, expect, it } from 'vitest';
import { conditionHolds, valueMatches } from './valueMatches';

describe('valueMatches', () => {
  it('compares ids as text and flags as flags', () => {
    expect(valueMatches(3, '3')).toBe(true);
    expect(valueMatches('product', 'product')).toBe(true);
    expect(valueMatches(1, true)).toBe(true);
    expect(valueMatches(0, false)).toBe(true);
    // A switch that is on is not the value off, however the API writes it.
    expect(valueMatches(true, false)).toBe(false);
    expect(valueMatches('true', false)).toBe(false);
    expect(valueMatches(undefined, false)).toBe(false);
    expect(valueMatches(null, 'x')).toBe(false);
    expect(valueMatches('done', 'new')).toBe(false);
  });
});

describe('conditionHolds', () => {
  it('checks one value or a list of values at a field path', () => {
    expect(conditionHolds({ status: 'done' }, { field: 'status', in: ['done', 'rejected'] })).toBe(true);
    expect(conditionHolds({ status: 'new' }, { field: 'status', in: ['done', 'rejected'] })).toBe(false);
    expect(conditionHolds({ ban: { count: 0 } }, { field: 'ban.count', equals: 0, in: [] })).toBe(true);
    expect(conditionHolds({}, { field: 'x', in: [] })).toBe(false);
  });
});
