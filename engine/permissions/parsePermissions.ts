import { isTrue } from '../answers/answers';
import { permission, permissionGroup, permissionsAnswer } from '../data/answerValidators.generated.mjs';

/**
 * Reads the answer of `GET dashboard/permissions`
 * (`{data:{permissions:[{parent_key, has_permission, permissions:[{key, has_permission}]}]}}`,
 * checked by the validators compiled from engine/data/answers.schema.json) into the set of keys
 * the admin holds: each granted parent key (`banks`) and each granted full key
 * `"<parent_key> <key>"` (`banks index`). A malformed group or permission is skipped.
 */
export function parsePermissions(answer: unknown): Set<string> {
  const granted = new Set<string>();
  if (!permissionsAnswer(answer)) return granted;
  for (const group of answer.data.permissions) {
    if (!permissionGroup(group)) continue;
    if (isTrue(group.has_permission)) granted.add(group.parent_key);
    for (const child of Array.isArray(group.permissions) ? group.permissions : []) {
      if (permission(child) && isTrue(child.has_permission)) granted.add(`${group.parent_key} ${child.key}`);
    }
  }
  return granted;
}
