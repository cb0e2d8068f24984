import { describe, expect, it } from 'vitest';
import { isoOf, outside, partsOf, rangeProblem, yearsBetween } from './dateParts';

describe('date parts', () => {
  it('reads an ISO day and a date-time into parts and writes them back as an ISO day', () => {
    expect(partsOf('2026-03-07')).toEqual({ year: '2026', month: '3', day: '7' });
    expect(partsOf('2026-03-07T10:00:00Z')).toEqual({ year: '2026', month: '3', day: '7' });
    expect(isoOf({ year: '2026', month: '3', day: '7' })).toBe('2026-03-07');
  });

  it('makes no date from missing parts or a day the month does not have', () => {
    expect(isoOf({ year: '2026', month: '', day: '7' })).toBeNull();
    expect(isoOf({ year: '2026', month: '2', day: '29' })).toBeNull();
    expect(isoOf({ year: '2028', month: '2', day: '29' })).toBe('2028-02-29');
    expect(partsOf('07/03/2026')).toEqual({ year: '', month: '', day: '' });
  });

  it('offers the years within the limits, newest first', () => {
    expect(yearsBetween('2026-11-23', '2028-01-01')).toEqual([2028, 2027, 2026]);
    expect(yearsBetween(undefined, undefined, new Date('2026-06-01'))).toHaveLength(111);
  });

  it('tells a day before the minimum or after the maximum', () => {
    expect(rangeProblem('2026-11-22', '2026-11-23', undefined)).toBe('early');
    expect(rangeProblem('2026-11-23', '2026-11-23', '2026-12-01')).toBeNull();
    expect(rangeProblem('2026-12-02', undefined, '2026-12-01')).toBe('late');
    expect(outside(2026, 10, null, '2026-11-23', undefined)).toBe(true);
    expect(outside(2026, 11, null, '2026-11-23', undefined)).toBe(false);
    expect(outside(2026, 11, 22, '2026-11-23', undefined)).toBe(true);
  });
});
