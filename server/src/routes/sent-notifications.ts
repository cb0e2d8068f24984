import type { FastifyInstance } from 'fastify';
import { can, requirePermission } from '../auth/guard.js';
import { NOTIFICATION_SENDERS, SENT_NOTIFICATION_SORTABLE, type NotificationSender, type SentNotificationRow } from '../db/sent-notifications.js';
import type { DataStore } from '../db/store.js';
import { recordNotFound } from '../http/errors.js';
import { listField, readInput } from '../http/input.js';
import type { JsonObject } from '../http/json.js';
import { readListSort } from '../http/list-sort.js';
import { pageMeta, readPaging } from '../http/paging.js';
import { signedIn } from '../http/request-context.js';
import type { Bilingual, Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { FormValidator, localToday, parseId } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import type { ActivityRecorder } from '../activity/log.js';
import { activityOf, type AppContext } from './context.js';
import { queryFields } from './query.js';

const BASE = '/dashboard/send-notifications';
const TITLE_MAX = 255;
const CONTENT_MAX = 2000;

/** How the form's fields are named in messages (the shared `title_*` labels name a reason's title). */
const FIELD_LABELS = {
  sender: { ar: 'نوع المستلم', en: 'receiver type' },
  title: { ar: 'العنوان', en: 'title' },
  title_ar: { ar: 'العنوان بالعربية', en: 'Arabic title' },
  title_en: { ar: 'العنوان بالإنجليزية', en: 'English title' },
  content_ar: labels.content_ar,
  content_en: labels.content_en,
  employees: { ar: 'العملاء', en: 'clients' },
  providers: { ar: 'مقدمو الخدمات', en: 'providers' },
} as const satisfies Record<string, Bilingual>;

const SENDER_LABELS: Readonly<Record<NotificationSender, Bilingual>> = {
  employee: { ar: 'عملاء محددون', en: 'Selected clients' },
  employees: { ar: 'جميع العملاء', en: 'All clients' },
  provider: { ar: 'مقدمو خدمات محددون', en: 'Selected providers' },
  providers: { ar: 'جميع مقدمي الخدمات', en: 'All providers' },
  both: { ar: 'العملاء ومقدمو الخدمات', en: 'Clients and providers' },
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** The list and show fields of a notification; date and time on the server's clock. */
function presentSentNotification(row: SentNotificationRow, lang: Lang): JsonObject {
  const sentAt = new Date(row.created_at);
  return {
    id: row.id,
    title: lang === 'ar' ? row.title_ar : row.title_en,
    content: lang === 'ar' ? row.content_ar : row.content_en,
    sender: row.sender,
    sender_trans: SENDER_LABELS[row.sender][lang],
    date: localToday(sentAt),
    time: `${pad(sentAt.getHours())}:${pad(sentAt.getMinutes())}`,
    title_ar: row.title_ar,
    title_en: row.title_en,
    content_ar: row.content_ar,
    content_en: row.content_en,
  };
}

/**
 * The chosen clients or providers: at least one, each an existing record (422 on `name`, or on
 * `name.N` for an id that names none).
 */
function readRecipients(validator: FormValidator, fields: Readonly<Record<string, unknown>>, name: 'employees' | 'providers', missing: (ids: readonly number[]) => number[]): number[] {
  const label = FIELD_LABELS[name];
  const ids = validator.ids(name, label, listField(fields, name), 1);
  if (ids === undefined) return [];
  for (const id of missing(ids)) {
    validator.fail(`${name}.${ids.indexOf(id)}`, t(validator.lang, 'invalidChoice', { attribute: label[validator.lang] }));
  }
  return ids;
}

/** Validates the send form in the order the dashboard checks it, then records the notification. */
function sendNotification(store: DataStore, lang: Lang, adminId: number, fields: Readonly<Record<string, unknown>>, activity: ActivityRecorder | undefined): void {
  const validator = new FormValidator(lang, fields);
  const sender = validator.choice('sender', FIELD_LABELS.sender, NOTIFICATION_SENDERS, true);
  const titleAr = validator.text('title_ar', FIELD_LABELS.title_ar, { required: true, max: TITLE_MAX });
  const titleEn = validator.text('title_en', FIELD_LABELS.title_en, { required: true, max: TITLE_MAX });
  const contentAr = validator.text('content_ar', FIELD_LABELS.content_ar, { required: true, max: CONTENT_MAX });
  const contentEn = validator.text('content_en', FIELD_LABELS.content_en, { required: true, max: CONTENT_MAX });
  // Ids sent with any other receiver type are ignored: the group decides who receives it.
  const employeeIds = sender === 'employee' ? readRecipients(validator, fields, 'employees', (ids) => store.sentNotifications.missingEmployees(ids)) : [];
  const providerIds = sender === 'provider' ? readRecipients(validator, fields, 'providers', (ids) => store.sentNotifications.missingProviders(ids)) : [];
  validator.assertValid();
  // Once the validator passes every required field was read; this only narrows the types.
  if (sender === undefined || titleAr === undefined || titleEn === undefined || contentAr === undefined || contentEn === undefined) {
    return;
  }
  store.db.transaction(() => {
    const id = store.sentNotifications.insert({ sender, titleAr, titleEn, contentAr, contentEn, adminId, employeeIds, providerIds });
    activity?.record({
      event: 'created',
      subjectType: 'notifications',
      subjectId: typeof id === 'number' ? id : null,
      attributes: { sender, title_ar: titleAr, title_en: titleEn, content_ar: contentAr, content_en: contentEn, employees: employeeIds, providers: providerIds },
    });
  })();
}

/**
 * Notifications sent to app users: every admin lists and reads them (the menu shows them by
 * default); sending one needs `notifications create`.
 */
export function registerSentNotificationRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  api.get(BASE, async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    const fields = queryFields(request);
    const validator = new FormValidator(lang, fields);
    const title = validator.text('title', FIELD_LABELS.title, { required: false, max: TITLE_MAX });
    const sender = validator.choice('sender', FIELD_LABELS.sender, NOTIFICATION_SENDERS, false);
    validator.assertValid();
    const sort = readListSort(SENT_NOTIFICATION_SORTABLE, lang, fields);
    const paging = readPaging(request.query);
    const filter = { ...(title === undefined ? {} : { title }), ...(sender === undefined ? {} : { sender }) };
    const { rows, total } = store.sentNotifications.page(filter, paging.page, paging.perPage, sort);
    return {
      data: rows.map((row) => presentSentNotification(row, lang)),
      meta: pageMeta(paging, total),
      permissions: {
        index: true,
        create: can(admin, 'notifications', 'create'),
        show: true,
        edit: false,
        delete: false,
        activate: false,
      },
    };
  });

  api.get<{ Params: { id: string } }>(`${BASE}/:id`, async (request) => {
    signedIn(request);
    const id = parseId(request.params.id);
    const row = id === undefined ? undefined : store.sentNotifications.find(id);
    if (!row) throw recordNotFound(request.lang);
    const { employees, providers } = store.sentNotifications.recipients(row.id);
    return { data: { ...presentSentNotification(row, request.lang), employees, providers } };
  });

  api.post(BASE, async (request) => {
    const admin = signedIn(request);
    requirePermission(admin, request.lang, 'notifications', 'create');
    sendNotification(store, request.lang, admin.id, (await readInput(request)).fields, activityOf(request, ctx));
    return { message: t(request.lang, 'sent') };
  });
}
