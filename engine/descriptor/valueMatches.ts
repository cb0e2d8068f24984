import type { FieldCondition } from './descriptor.types';
import { isTrue } from '../answers/answers';
import { getPath } from './fieldPath';

/**
 * Whether a value from the API is the value a descriptor names: the same, the same as text
 * (ids arrive as numbers or strings), or the same flag (switches arrive as true / 1 / "1").
 */
export function valueMatches(actual: unknown, expected: unknown): boolean {
  if (actual === expected) return true;
  if (typeof expected === 'boolean') return isTrue(actual) === expected && actual !== undefined && actual !== null && actual !== '';
  return actual !== undefined && actual !== null && expected !== undefined && expected !== null && String(actual) === String(expected);
}

/** Whether a record meets a descriptor's field condition ("equals" one value or "in" a list). */
export function conditionHolds(record: unknown, when: FieldCondition): boolean {
  const value = getPath(record, when.field);
  return ('equals' in when && valueMatches(value, when.equals)) || when.in.some((expected) => valueMatches(value, expected));
}
