import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth/guard.js';
import { NOTIFY_TYPES, type NotificationRow, type NotifyType } from '../db/notifications.js';
import { recordNotFound, ValidationError } from '../http/errors.js';
import { readInput } from '../http/input.js';
import type { JsonObject } from '../http/json.js';
import { pageMeta, readPaging } from '../http/paging.js';
import { signedIn } from '../http/request-context.js';
import type { Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { readDemoTexts } from '../notifications/demo-texts.js';
import { marketplaceEvents } from '../notifications/events.js';
import { checkNotifyKinds, notificationData } from '../notifications/notifier.js';
import { FormValidator, parseId } from '../validation/form-validator.js';
import type { AppContext } from './context.js';

type IdParams = { Params: { id: string } };

const NOTIFICATION_LABEL = { ar: 'الإشعار', en: 'notification' } as const;
const NOTIFY_TYPE_LABEL = { ar: 'نوع الإشعار', en: 'notification type' } as const;

/** One notification in the caller's language; `body` and `content` are the same text. */
export function presentNotification(row: NotificationRow, lang: Lang): JsonObject {
  const body = lang === 'ar' ? row.body_ar : row.body_en;
  return {
    id: row.id,
    title: lang === 'ar' ? row.title_ar : row.title_en,
    body,
    content: body,
    notify_type: row.notify_type,
    read: row.read_at !== null,
    read_at: row.read_at,
    created_at: row.created_at,
    data: notificationData(row),
  };
}

/**
 * The signed-in admin's own notifications: every admin has some, and reaches only theirs (another
 * admin's id is 404). Also the demo call that raises a marketplace event.
 */
export function registerNotificationRoutes(api: FastifyInstance, ctx: AppContext): void {
  checkNotifyKinds(ctx.catalogue);
  const { inbox } = ctx.store.notifications;

  api.get('/dashboard/get-notifications-admin', async (request) => {
    const admin = signedIn(request);
    const paging = readPaging(request.query);
    const { rows, total } = inbox.page(admin.id, paging.page, paging.perPage);
    return {
      data: rows.map((row) => presentNotification(row, request.lang)),
      meta: pageMeta(paging, total),
      unread_notifications_count: inbox.unreadCount(admin.id),
    };
  });

  api.get<IdParams>('/notifications/:id', async (request) => {
    const admin = signedIn(request);
    const id = parseId(request.params.id);
    if (id === undefined || !inbox.markRead(admin.id, id)) throw recordNotFound(request.lang);
    const row = inbox.find(admin.id, id);
    if (!row) throw recordNotFound(request.lang);
    return { data: presentNotification(row, request.lang), unread_notifications_count: inbox.unreadCount(admin.id) };
  });

  api.get('/dashboard/notification-read', async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    const query = (request.query ?? {}) as Readonly<Record<string, unknown>>;
    const validator = new FormValidator(lang, query);
    const id = validator.id('notification_id', NOTIFICATION_LABEL, true);
    validator.assertValid();
    if (id === undefined || !inbox.markRead(admin.id, id)) throw recordNotFound(lang);
    return { message: t(lang, 'notificationRead'), unread_notifications_count: inbox.unreadCount(admin.id) };
  });

  api.delete<IdParams>('/notifications/:id', async (request) => {
    const admin = signedIn(request);
    const id = parseId(request.params.id);
    if (id === undefined || !inbox.remove(admin.id, id)) throw recordNotFound(request.lang);
    return { message: t(request.lang, 'deleted') };
  });

  api.delete('/delete/all/notifications', async (request) => {
    const admin = signedIn(request);
    inbox.removeAll(admin.id);
    return { message: t(request.lang, 'notificationsCleared') };
  });

  // Anyone with admins create could make the marketplace raise events: demonstrations only.
  if (!ctx.demoEvents) return;

  /**
   * Raises a marketplace event (contact_us unless told), so a person can watch a notification arrive;
   * an optional `title` and `body` replace the event's texts.
   */
  api.post('/dashboard/demo/notify', async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    requirePermission(admin, lang, 'admins', 'create');
    const validator = new FormValidator(lang, (await readInput(request)).fields);
    const type: NotifyType | undefined = validator.filled('notify_type') ? validator.choice('notify_type', NOTIFY_TYPE_LABEL, NOTIFY_TYPES, true) : 'contact_us';
    const texts = readDemoTexts(validator);
    validator.assertValid();
    const raised = type === undefined ? undefined : await marketplaceEvents[type](ctx, texts);
    if (!type || !raised) throw ValidationError.single('notify_type', t(lang, 'demoNothing'));
    const { notice, outcome } = raised;
    return {
      message: t(lang, 'demoRaised', { type, count: outcome.adminIds.length }),
      data: {
        notify_type: type,
        title_ar: notice.titleAr,
        title_en: notice.titleEn,
        body_ar: notice.bodyAr,
        body_en: notice.bodyEn,
        data: notice.data,
        recipients: outcome.adminIds.length,
        delivered: outcome.delivered,
      },
    };
  });
}
