import { dateTimeFormat } from './formatters';

/** Which calendar dates are shown in: Gregorian alone, or the Umm al-Qura Hijri date beside it. */
export type Calendar = 'gregorian' | 'hijri';

export const CALENDARS: readonly Calendar[] = ['gregorian', 'hijri'];

interface DateFormat {
  language: string;
  calendar: Calendar;
  /** Adds the time of day (to the Gregorian part) when the value has one. */
  time?: boolean;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A value from the API as a date: ISO text, Laravel's "yyyy-mm-dd hh:mm:ss" or a Date. A bare
 * day ("2026-11-23") is a calendar day, not an instant, so it is read and shown in UTC: the
 * admin's time zone must not move it to the day before.
 */
export function readDate(value: unknown): { date: Date; dateOnly: boolean } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, dateOnly: false };
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (text === '') return null;
  const dateOnly = DATE_ONLY.test(text);
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : /^\d{4}-\d{2}-\d{2} \d/.test(text) ? text.replace(' ', 'T') : text);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
}

/**
 * A date as the dashboard shows it everywhere (cells, show pages, notifications, home, detail
 * screens): Gregorian in the admin's language, followed by the Umm al-Qura Hijri date when the
 * admin chose it. Empty for nothing; the text as sent when it is not a date, so nothing is lost.
 */
export function formatDate(value: unknown, { language, calendar, time = false }: DateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const read = readDate(value);
  if (!read) return String(value);
  const zone = read.dateOnly ? { timeZone: 'UTC' } : {};
  const withTime = time && !read.dateOnly;
  const gregorian = dateTimeFormat(language, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), ...zone }).format(read.date);
  if (calendar !== 'hijri') return gregorian;
  const hijri = dateTimeFormat(language, { calendar: 'islamic-umalqura', dateStyle: 'medium', ...zone }).format(read.date);
  return `${gregorian} (${hijri})`;
}

/** The Hijri (Umm al-Qura) date alone, for places that show it in its own element. */
export function formatHijri(value: unknown, language: string): string {
  const read = readDate(value);
  if (!read) return '';
  return dateTimeFormat(language, { calendar: 'islamic-umalqura', dateStyle: 'medium', ...(read.dateOnly ? { timeZone: 'UTC' } : {}) }).format(read.date);
}
