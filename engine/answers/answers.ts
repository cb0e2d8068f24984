// How the dashboard reads what an API answers: a record is a plain object, and a flag is true as
// the Laravel API writes it in one place or another (true, 1, "1", "true"). Every reader of an
// answer, in the engine and in the product's screens, goes through these and no copy of its own.

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A flag as the API may write it: true, 1, "1" or "true" are true; anything else is false. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** A count or page number: a whole number from 0 up, written as a number or as digits; else null. */
export function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}
