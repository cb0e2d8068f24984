/** A date typed as its three parts; '' where a part is not chosen yet. */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

export const NO_PARTS: DateParts = { year: '', month: '', day: '' };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The parts of an ISO day ("2026-11-23", or the day of a date-time); none for anything else. */
export function partsOf(value: unknown): DateParts {
  const match = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (!match) return NO_PARTS;
  return { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The ISO day the parts make, or null while one is missing or they make no real day (31 February). */
export function isoOf({ year, month, day }: DateParts): string | null {
  if (!year || !month || !day) return null;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (!Number.isInteger(y) || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Whether no part is chosen (the field is empty) or only some are (the admin is not done). */
export function isBlank(parts: DateParts): boolean {
  return !parts.year && !parts.month && !parts.day;
}

/** The years offered: within min and max when given, else a century back and ten years ahead; newest first. */
export function yearsBetween(min: string | undefined, max: string | undefined, now: Date = new Date()): number[] {
  const from = min ? Number(min.slice(0, 4)) : now.getFullYear() - 100;
  const to = max ? Number(max.slice(0, 4)) : Math.max(from, now.getFullYear()) + 10;
  const years: number[] = [];
  for (let year = to; year >= from; year -= 1) years.push(year);
  return years;
}

/** Where an ISO day stands against the limits (ISO days compare as text). */
export function rangeProblem(iso: string, min: string | undefined, max: string | undefined): 'early' | 'late' | null {
  if (min && iso < min.slice(0, 10)) return 'early';
  if (max && iso > max.slice(0, 10)) return 'late';
  return null;
}

/** Whether the whole month (or, with a day, that day) lies outside the limits, so it is not offered. */
export function outside(year: number, month: number, day: number | null, min: string | undefined, max: string | undefined): boolean {
  const first = isoOf({ year: String(year), month: String(month), day: String(day ?? 1) }) ?? '';
  const last = isoOf({ year: String(year), month: String(month), day: String(day ?? daysInMonth(year, month)) }) ?? '';
  return Boolean((min && last < min.slice(0, 10)) || (max && first > max.slice(0, 10)));
}
