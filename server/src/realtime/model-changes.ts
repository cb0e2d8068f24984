import type { ChangeAction, RecordChange } from '../areas/reference-area.js';
import type { SignedInAdmin } from '../auth/guard.js';
import { groupChannel } from './dashboard-channels.js';
import { publishChecked, type Publisher } from './publish.js';

/**
 * The event a record change goes out as, on `private-dashboard.{group}`. A Laravel backend emits
 * the same with one `ShouldBroadcast` event per change: `broadcastOn()` the private channel
 * `dashboard.{group}`, `broadcastAs()` this name, `broadcastWith()` the payload below.
 */
export const MODEL_CHANGED_EVENT = 'model.changed';

export interface ModelChangedPayload {
  /** The permission group of the area (`banks`, `carModel` ...): the dashboard's lists of it refresh. */
  readonly group: string;
  readonly id: number;
  readonly action: ChangeAction;
  /** For `activated`: switched on or off. */
  readonly active?: boolean;
  /**
   * The admin who made the change (the name only to admins who may list the admins); null for a
   * change made by the apps or the system.
   */
  readonly by: { readonly id: number; readonly name?: string } | null;
  /** When, ISO 8601. */
  readonly at: string;
}

export function modelChangedPayload(change: RecordChange, actor: SignedInAdmin | null, at: Date = new Date()): ModelChangedPayload {
  return {
    group: change.parent,
    id: change.id,
    action: change.action,
    ...(change.active === undefined ? {} : { active: change.active }),
    by: actor ? { id: actor.id, name: actor.row.name } : null,
    at: at.toISOString(),
  };
}

/** Tells the admins watching the group (see mayWatch) that one of its records changed. */
export function announceChange(publisher: Publisher | undefined, change: RecordChange, actor: SignedInAdmin | null): number {
  const payload = modelChangedPayload(change, actor);
  return publishChecked(publisher, {
    name: MODEL_CHANGED_EVENT,
    channels: [groupChannel(change.parent)],
    data: JSON.stringify(payload),
    // Who did it by name only to admins who may list the admins; the others learn it was an admin.
    ...(payload.by ? { restricted: { group: 'admins', key: 'index', data: JSON.stringify({ ...payload, by: { id: payload.by.id } }) } } : {}),
  }).delivered;
}
