import type { CustomAction, PromptField } from '../descriptor/descriptor.types';
import type { ListArea } from '../descriptor/areaModel';
import type { ApiCall } from '../descriptor/descriptor.types';
import { conditionHolds } from '../descriptor/valueMatches';
import { actions } from '../registries/actions';
import type { ListPermissions, Row } from '../data/envelope';

/** One thing that can be done to every selected row at once. */
export interface BulkAction {
  /** delete, activate, deactivate, or the custom action's name. */
  key: string;
  kind: 'delete' | 'activate' | 'deactivate' | 'custom';
  /** Translation key of the button. */
  label: string;
  color: 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
  call: ApiCall;
  /** Asked once for all rows; its answers go with every call. */
  prompt: PromptField[];
  /** The custom action's own question, shown in the one confirmation. */
  confirm?: string;
  /** Added to each row's values when the call is built ({value} of the activation call). */
  values: Record<string, unknown>;
  custom?: CustomAction;
}

/**
 * The bulk actions the list answer's permissions allow, in the order the bar shows them:
 * delete, activate, deactivate, then the custom actions marked "bulk".
 */
export function bulkActionsOf(area: ListArea, permissions: ListPermissions | null): BulkAction[] {
  if (!permissions) return [];
  const out: BulkAction[] = [];
  if (area.list.actions.includes('delete') && actions.delete.available(area) && area.api.delete && permissions[actions.delete.permission]) {
    out.push({ key: 'delete', kind: 'delete', label: 'engine.delete', color: 'error', call: area.api.delete, prompt: [], values: {} });
  }
  // The same rule as the row's switch: an activation column and the "activate" flag.
  const activation = area.api.activation;
  if (activation && permissions.activate && area.list.columns.some((column) => column.cell === 'activation')) {
    out.push({ key: 'activate', kind: 'activate', label: 'engine.bulkActivate', color: 'success', call: activation, prompt: [], values: { value: 1 } });
    out.push({ key: 'deactivate', kind: 'deactivate', label: 'engine.bulkDeactivate', color: 'warning', call: activation, prompt: area.list.deactivationPrompt ?? [], values: { value: 0 } });
  }
  for (const action of area.list.customActions) {
    if (!action.bulk || !action.call || (action.permission && !permissions[action.permission])) continue;
    out.push({
      key: action.name,
      kind: 'custom',
      label: action.label,
      color: action.color,
      call: action.call,
      prompt: action.prompt,
      ...(action.confirm ? { confirm: action.confirm } : {}),
      values: {},
      custom: action,
    });
  }
  return out;
}

/** Every permission granted: what the descriptor alone allows, before an answer says more. */
const EVERYTHING: ListPermissions = new Proxy({}, { get: () => true });

/** Whether the area has bulk actions for an admin with every permission (its selection column can show). */
export function mayHaveBulkActions(area: ListArea): boolean {
  return bulkActionsOf(area, EVERYTHING).length > 0;
}

/** Why a selected row is left out of a bulk action, as a translation key; null when it is not. */
export function skipReason(area: ListArea, action: BulkAction, row: Row): string | null {
  if (area.list.protectedIds.some((id) => String(id) === String(row.id))) return 'engine.bulkSkippedProtected';
  if (action.custom?.hiddenWhen && conditionHolds(row, action.custom.hiddenWhen)) return 'engine.bulkSkippedNotApplicable';
  return null;
}
