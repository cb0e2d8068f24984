import { isTrue } from '../answers/answers';
import { checkPermissionAnswer } from '../data/answerValidators.generated.mjs';

/**
 * Reads the answer of `GET dashboard/check-permission?name=` (`{data:{name, has_permission}}`,
 * checked by the validator compiled from engine/data/answers.schema.json): true or false, or null
 * when the answer says neither (treated as a failed check).
 */
export function parseCheckPermission(answer: unknown): boolean | null {
  return checkPermissionAnswer(answer) ? isTrue(answer.data.has_permission) : null;
}
