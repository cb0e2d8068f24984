import { describe, expect, it } from 'vitest';
import { formatDate, formatHijri, readDate } from './formatDate';

// 23 November 2026 is 13 Jumada al-Akhirah 1448 in the Umm al-Qura calendar.
const DAY = '2026-11-23';

describe('formatDate', () => {
  it('shows a Gregorian date alone by default', () => {
    const text = formatDate(DAY, { language: 'en', calendar: 'gregorian' });
    expect(text).toBe('Nov 23, 2026');
    expect(text).not.toMatch(/AH/);
  });

  it('adds the Umm al-Qura Hijri date beside the Gregorian one in English', () => {
    expect(formatDate(DAY, { language: 'en', calendar: 'hijri' })).toBe('Nov 23, 2026 (Jum. II 13, 1448 AH)');
  });

  it('adds the Hijri date with Arabic month names in Arabic', () => {
    const text = formatDate(DAY, { language: 'ar', calendar: 'hijri' });
    expect(text).toContain('جمادى الآخرة');
    expect(text).toContain('هـ');
    expect(formatHijri(DAY, 'ar')).toBe(new Intl.DateTimeFormat('ar', { calendar: 'islamic-umalqura', dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-11-23T00:00:00Z')));
  });

  it('keeps a bare day on its day whatever the time zone', () => {
    expect(readDate(DAY)).toEqual({ date: new Date('2026-11-23T00:00:00Z'), dateOnly: true });
    expect(formatDate('2026-01-01', { language: 'en', calendar: 'gregorian' })).toBe('Jan 1, 2026');
  });

  it("reads Laravel's date and time and shows the time when asked", () => {
    const text = formatDate('2026-11-23 14:05:00', { language: 'en', calendar: 'gregorian', time: true });
    expect(text).toMatch(/^Nov 23, 2026, 2:05\s?PM$/);
  });

  it('keeps text that is not a date as it came, and shows nothing for nothing', () => {
    expect(formatDate('soon', { language: 'en', calendar: 'hijri' })).toBe('soon');
    expect(formatDate(null, { language: 'en', calendar: 'hijri' })).toBe('');
    expect(formatDate('', { language: 'ar', calendar: 'gregorian' })).toBe('');
  });
});
