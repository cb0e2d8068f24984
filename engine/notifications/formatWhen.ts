import { getCalendar } from '../i18n/calendar';
import { formatDate, type Calendar } from '../i18n/formatDate';

/**
 * A notification's date and time in the admin's language and calendar (the Hijri date beside
 * the Gregorian one when chosen); the raw text when it is not a date.
 */
export function formatWhen(value: string | null, language: string, calendar: Calendar = getCalendar()): string {
  return formatDate(value, { language, calendar, time: true });
}
