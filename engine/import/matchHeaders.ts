import { normalizeForSearch } from '../lookups/matchOption';
import type { ImportField } from './importFields';

// A file's headers matched to the import's fields: by the field's label in either language or by
// its name, folded as the pickers fold Arabic (hamzas, taa marbuta, marks). A header that matches
// none gets the closest field as a suggestion, which the admin may take.

/** A field's label in each language the dashboard speaks. */
export type Labels = (field: ImportField) => readonly string[];

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length] ?? 0;
}

const fold = (text: string) => normalizeForSearch(text).replace(/[_\s-]+/g, ' ');

interface HeaderMatch {
  /** The field the column fills, or null when it is left out. */
  field: string | null;
  /** A close field for a header that matched none. */
  suggestion: string | null;
}

/** Each header's field, a field taken by one column at most. */
export function matchHeaders(headers: readonly string[], fields: readonly ImportField[], labels: Labels): HeaderMatch[] {
  const names = fields.map((field) => ({ name: field.name, keys: [field.name, ...labels(field)].map(fold) }));
  const taken = new Set<string>();
  const exact = headers.map((header) => {
    const wanted = fold(header);
    const found = names.find((field) => !taken.has(field.name) && field.keys.includes(wanted));
    if (found) taken.add(found.name);
    return found?.name ?? null;
  });
  return headers.map((header, i) => {
    const field = exact[i] ?? null;
    if (field !== null) return { field, suggestion: null };
    const wanted = fold(header);
    let best: string | null = null;
    let bestScore = Infinity;
    for (const candidate of names) {
      if (taken.has(candidate.name)) continue;
      for (const key of candidate.keys) {
        const score = distance(wanted, key);
        if (score < bestScore) {
          bestScore = score;
          best = candidate.name;
        }
      }
    }
    return { field: null, suggestion: wanted !== '' && bestScore <= Math.max(2, Math.floor(wanted.length / 3)) ? best : null };
  });
}
