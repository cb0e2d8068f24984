import type { Area } from '../descriptor/descriptor.types';
import { modelChangeEvent } from '../data/answerValidators.generated.mjs';

/**
 * Record changes as the backend broadcasts them: one `model.changed` event (Laravel:
 * `broadcastAs()`) per change on the private channel `dashboard.{group}`, the group being the
 * area's permission group. Echo listens with a leading dot: the name carries no namespace.
 */
export const MODEL_CHANGED_EVENT = '.model.changed';

export type ChangeAction = 'created' | 'updated' | 'deleted' | 'activated';

export interface ModelChange {
  group: string;
  id: string;
  action: ChangeAction;
  /** For `activated`: on or off, when the backend says. */
  active?: boolean;
  /** Who made it; null when the apps or the system did. */
  by: { id: string; name: string } | null;
  at: string | null;
}

/** A change from the wire (checked by the validator compiled from engine/data/answers.schema.json); null for anything else. */
export function parseModelChange(payload: unknown): ModelChange | null {
  if (!modelChangeEvent(payload)) return null;
  const by = payload.by;
  return {
    group: payload.group,
    id: String(payload.id),
    action: payload.action,
    ...(payload.active !== undefined ? { active: payload.active } : {}),
    // The author's name comes only to admins who may list the admins: '' for the others.
    by: by?.id !== undefined ? { id: String(by.id), name: by.name ?? '' } : null,
    at: payload.at ?? null,
  };
}

/** Who made a change, in words: their name, "another admin" when it is not told to this admin, or the system. */
export function authorName(change: Pick<ModelChange, 'by'>, t: (key: string) => string): string {
  if (change.by === null) return t('live.system');
  return change.by.name || t('live.anotherAdmin');
}

/** The permission group of an area: the first word of its list permission (`banks index` -> `banks`). */
export function areaGroup(area: Pick<Area, 'permissions'>): string | null {
  const key = area.permissions?.list;
  const group = key?.split(' ')[0];
  return group ? group : null;
}

/** The private channel of a group's changes, as Echo names it (without `private-`). */
export function groupChannel(group: string): string {
  return `dashboard.${group}`;
}

/** The presence channel of one record (without `presence-`). */
export function recordChannel(group: string, id: string): string {
  return `dashboard.${group}.${id}`;
}

/** The translation key announcing a change. */
export function changeTextKey(change: Pick<ModelChange, 'action' | 'active'>): string {
  if (change.action === 'activated') return change.active === false ? 'live.deactivated' : 'live.activated';
  return `live.${change.action}`;
}
