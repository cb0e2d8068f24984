import { isTrue } from '../data/answers';

/**
 * Reads the answer of `GET dashboard/check-permission?name=` (`{data:{name, has_permission}}`):
 * true or false, or null when the answer says neither (treated as a failed check).
 */
export function parseCheckPermission(answer: unknown): boolean | null {
  const data = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>).data : undefined;
  const flag = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).has_permission : undefined;
  if (isTrue(flag)) return true;
  if (flag === false || flag === 0 || flag === '0' || flag === 'false') return false;
  return null;
}
