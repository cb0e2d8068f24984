/** Small readers for the sign-in answers (`{data: {...}, message}`); never throw. */

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The `data` object of an answer, or an empty one. */
export function answerData(answer: unknown): Record<string, unknown> {
  return record(record(answer)?.data) ?? {};
}

/** A text or number field of the answer's `data`, as text. */
export function dataText(answer: unknown, field: string): string | null {
  const value = answerData(answer)[field];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The answer's `message`, when it has one. */
export function answerMessage(answer: unknown): string | null {
  const message = record(answer)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

export interface Country {
  id: number;
  name: string;
  flag?: string;
  key?: string;
}

/** The list of `GET dashboard/all-countries` (`{data:[{id, name, flag, key}]}`); bad rows are skipped. */
export function parseCountries(answer: unknown): Country[] {
  const rows = record(answer)?.data;
  if (!Array.isArray(rows)) return [];
  const out: Country[] = [];
  for (const row of rows) {
    const item = record(row);
    const id = typeof item?.id === 'string' ? Number(item.id) : item?.id;
    if (!item || typeof id !== 'number' || !Number.isFinite(id) || typeof item.name !== 'string') continue;
    const country: Country = { id, name: item.name };
    if (typeof item.flag === 'string' && item.flag !== '') country.flag = item.flag;
    if ((typeof item.key === 'string' && item.key !== '') || typeof item.key === 'number') country.key = String(item.key);
    out.push(country);
  }
  return out;
}
