const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** How long ago a moment was, in the admin's language ("3 hours ago", "منذ 3 ساعات"); '' for what is no date. */
export function relativeTime(value: string, language: string, now: number = Date.now()): string {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return '';
  let amount = (at - now) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return '';
}
