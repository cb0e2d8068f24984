import { isTrue } from '../data/answers';

/**
 * Reads the answer of `GET dashboard/permissions`
 * (`{data:{permissions:[{parent_key, has_permission, permissions:[{key, has_permission}]}]}}`)
 * into the set of keys the admin holds: each granted parent key (`banks`) and each granted
 * full key `"<parent_key> <key>"` (`banks index`). Anything malformed is skipped.
 */
export function parsePermissions(answer: unknown): Set<string> {
  const granted = new Set<string>();
  const data = field(answer, 'data');
  const groups = field(data, 'permissions');
  if (!Array.isArray(groups)) return granted;
  for (const group of groups) {
    const parent = field(group, 'parent_key');
    if (typeof parent !== 'string' || parent === '') continue;
    if (isTrue(field(group, 'has_permission'))) granted.add(parent);
    const children = field(group, 'permissions');
    if (!Array.isArray(children)) continue;
    for (const child of children) {
      const key = field(child, 'key');
      if (typeof key === 'string' && key !== '' && isTrue(field(child, 'has_permission'))) {
        granted.add(`${parent} ${key}`);
      }
    }
  }
  return granted;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;
}
