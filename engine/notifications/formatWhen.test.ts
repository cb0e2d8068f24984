import { describe, expect, it } from 'vitest';
import { formatWhen } from './formatWhen';

describe('formatWhen', () => {
  it("shows Laravel's date and time in the admin's language", () => {
    expect(formatWhen('2026-11-23 14:05:00', 'en', 'gregorian')).toMatch(/^Nov 23, 2026, 2:05\s?PM$/);
  });

  it('adds the Hijri date when the admin chose it', () => {
    expect(formatWhen('2026-11-23 14:05:00', 'en', 'hijri')).toMatch(/\(Jum\. II 13, 1448 AH\)$/);
  });

  it('keeps what is not a date, and shows nothing for no date', () => {
    expect(formatWhen('yesterday', 'en', 'gregorian')).toBe('yesterday');
    expect(formatWhen(null, 'ar', 'hijri')).toBe('');
  });
});
