/** A notification's date and time in the admin's language; the raw text when it is not a date. */
export function formatWhen(value: string | null, language: string): string {
  if (!value) return '';
  const date = new Date(value.includes('T') || !value.includes(' ') ? value : value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}
