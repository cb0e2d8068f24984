import { permissionName, type PermissionCatalogue } from '../auth/catalogue.js';
import { NOTIFY_KINDS, NOTIFY_TYPES, type NotificationRow, type NotifySubject, type NotifyType } from '../db/notifications.js';
import type { JsonObject, JsonValue } from '../http/json.js';
import { publishChecked } from '../realtime/publish.js';
import { adminChannel } from '../realtime/signature.js';
import type { AppContext } from '../routes/context.js';

/** The event Laravel broadcasts for a notification sent through its broadcast channel. */
export const NOTIFICATION_EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
/** The notification class the payload names, as Laravel's `type`. */
export const NOTIFICATION_CLASS = 'App\\Notifications\\AdminNotification';

/** A notification's `data`: what it is about, the provider concerned, and the ids of the records it names. */
export interface NotificationData {
  readonly type: NotifySubject;
  readonly provider_id: number | null;
  readonly [key: string]: JsonValue;
}

/** What is said to every admin allowed to hear it. */
export interface AdminNotice {
  readonly notifyType: NotifyType;
  readonly titleAr: string;
  readonly titleEn: string;
  readonly bodyAr: string;
  readonly bodyEn: string;
  readonly data: NotificationData;
}

export interface NotifyOutcome {
  /** The admins it was stored for. */
  readonly adminIds: readonly number[];
  /** How many subscribed sockets it was pushed to. */
  readonly delivered: number;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored `data`, always with `type` and `provider_id` (null when unknown). */
export function notificationData(row: NotificationRow): JsonObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.data_json) as unknown;
  } catch {
    parsed = undefined;
  }
  const data = isObject(parsed) ? parsed : {};
  const type = data['type'];
  const provider = data['provider_id'];
  return {
    ...data,
    type: typeof type === 'string' ? type : null,
    provider_id: typeof provider === 'number' ? provider : null,
  };
}

/** The payload of the broadcast: Arabic title and body, both languages beside them for the client to pick. */
export function broadcastPayload(row: NotificationRow): JsonObject {
  return {
    id: row.id,
    type: NOTIFICATION_CLASS,
    notify_type: row.notify_type,
    title: row.title_ar,
    body: row.body_ar,
    title_ar: row.title_ar,
    title_en: row.title_en,
    body_ar: row.body_ar,
    body_en: row.body_en,
    data: notificationData(row),
    created_at: row.created_at,
  };
}

/** Every permission the kinds name must be in the catalogue, or no role could ever receive them. */
export function checkNotifyKinds(catalogue: PermissionCatalogue): void {
  const names = new Set(catalogue.groups.flatMap((group) => group.keys.map((key) => permissionName(group.parent, key))));
  for (const type of NOTIFY_TYPES) {
    const name = permissionName(...NOTIFY_KINDS[type].permission);
    if (!names.has(name)) throw new Error(`notify_type ${type}: "${name}" is not in the permission catalogue`);
  }
}

/**
 * Stores the notice for each active admin whose role holds the permission of its kind, and pushes it
 * to that admin's private channel.
 */
export function notifyAdmins(ctx: AppContext, notice: AdminNotice): NotifyOutcome {
  const { inbox } = ctx.store.notifications;
  const adminIds = inbox.recipients(permissionName(...NOTIFY_KINDS[notice.notifyType].permission));
  const dataJson = JSON.stringify(notice.data);
  let delivered = 0;
  for (const adminId of adminIds) {
    const row = inbox.insert({
      adminId,
      notifyType: notice.notifyType,
      titleAr: notice.titleAr,
      titleEn: notice.titleEn,
      bodyAr: notice.bodyAr,
      bodyEn: notice.bodyEn,
      dataJson,
    });
    // The same path a backend's events take through the HTTP API, with the same limits.
    const sent = publishChecked(ctx.realtime, {
      name: NOTIFICATION_EVENT,
      channels: [adminChannel(adminId)],
      data: JSON.stringify(broadcastPayload(row)),
    });
    delivered += sent.delivered;
  }
  return { adminIds, delivered };
}
