/**
 * Three-way comparison of a form before it is saved: what it opened with (base), what the record
 * holds now (theirs: another admin may have saved meanwhile) and what the admin typed (mine).
 */
import { deepEquals } from '@rjsf/utils';
import type { FormValues } from './formModel';

/**
 * - `same`: nobody changed the field;
 * - `mine`: only this admin changed it;
 * - `theirs`: only someone else changed it (their value is taken);
 * - `agreed`: both changed it to the same value;
 * - `both`: both changed it, differently: the admin chooses.
 */
export type FieldStatus = 'same' | 'mine' | 'theirs' | 'agreed' | 'both';

interface FieldDiff {
  field: string;
  status: FieldStatus;
  base: unknown;
  theirs: unknown;
  mine: unknown;
}

export type Choice = 'mine' | 'theirs';

/** Nothing in it: no value, blank text, an empty list or group (a list nobody filled is no change). */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmpty);
  if (typeof value === 'object' && !(value instanceof Blob)) return Object.values(value).every(isEmpty);
  return false;
}

/** Drops empty members so that a field left alone and one emptied again read the same. */
function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) if (!isEmpty(item)) out[key] = normalise(item);
    return out;
  }
  return value;
}

/** Whether two form values are the same to the admin: empty is empty, spaces around text do not count. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  return deepEquals(normalise(a), normalise(b));
}

/** Whether two sets of form values hold the same (typing, then undoing it, changes nothing). */
export function sameValues(a: Readonly<FormValues>, b: Readonly<FormValues>): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const field of fields) if (!sameValue(a[field], b[field])) return false;
  return true;
}

/** Compares each field three ways. */
export function diffThreeWay(fields: readonly string[], base: Readonly<FormValues>, theirs: Readonly<FormValues>, mine: Readonly<FormValues>): FieldDiff[] {
  return fields.map((field) => {
    const entry = { field, base: base[field], theirs: theirs[field], mine: mine[field] };
    const theyChanged = !sameValue(entry.base, entry.theirs);
    const iChanged = !sameValue(entry.base, entry.mine);
    let status: FieldStatus = 'same';
    if (theyChanged && iChanged) status = sameValue(entry.theirs, entry.mine) ? 'agreed' : 'both';
    else if (theyChanged) status = 'theirs';
    else if (iChanged) status = 'mine';
    return { ...entry, status };
  });
}

/** The fields someone else changed meanwhile: what the admin is shown before saving. */
export function changedMeanwhile(diff: readonly FieldDiff[]): FieldDiff[] {
  return diff.filter((entry) => entry.status === 'theirs' || entry.status === 'both');
}

/** The first choice of each field: theirs where only they changed it, mine where both did. */
export function defaultChoices(diff: readonly FieldDiff[]): Record<string, Choice> {
  const out: Record<string, Choice> = {};
  for (const entry of changedMeanwhile(diff)) out[entry.field] = entry.status === 'theirs' ? 'theirs' : 'mine';
  return out;
}

/** The values to save: mine, with each field chosen as theirs taken from theirs. */
export function mergeValues(mine: Readonly<FormValues>, diff: readonly FieldDiff[], choices: Readonly<Record<string, Choice>>): FormValues {
  const out: FormValues = { ...mine };
  for (const entry of diff) {
    if (choices[entry.field] !== 'theirs') continue;
    if (entry.theirs === undefined) delete out[entry.field];
    else out[entry.field] = entry.theirs;
  }
  return out;
}
