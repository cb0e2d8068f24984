import type { FastifyInstance, FastifyRequest } from 'fastify';
import { presentContactMessage } from '../areas/administration.js';
import { requirePermission } from '../auth/guard.js';
import { nowIso } from '../db/database.js';
import type { SettingValue } from '../db/settings.js';
import { recordNotFound, ValidationError } from '../http/errors.js';
import { listField, readInput, recordListField } from '../http/input.js';
import type { JsonObject } from '../http/json.js';
import { signedIn } from '../http/request-context.js';
import type { Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { FormValidator, parseId } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import { isBlankHtml, sanitizeHtml } from '../validation/sanitize-html.js';
import type { ActivityValue, ActivityValues } from '../activity/log.js';
import { activityOf, type AppContext } from './context.js';
import { queryFields } from './query.js';

export const CONTENT_PAGE_TYPES = ['about_app', 'terms', 'privacy_policy', 'delete_account'] as const;
export const SETTING_TYPES = [...CONTENT_PAGE_TYPES, 'general', 'contact_us'] as const;
type SettingType = (typeof SETTING_TYPES)[number];

const CONTENT_MAX = 100_000;
const CONTACT_PHONE = /^05\d{8}$/;
const WHATSAPP_NUMBER = /^\+?\d{8,15}$/;

/** The eight general settings with their bounds; integers where a fraction makes no sense. */
export const GENERAL_FIELDS = [
  { name: 'app_commission', min: 0, max: 100, integer: false },
  { name: 'value_added_tax', min: 0, max: 100, integer: false },
  { name: 'lowest_hourly_rate', min: 0, max: 100_000, integer: false },
  { name: 'price_cancellation_by_provider', min: 0, max: 100_000, integer: false },
  { name: 'search_range_in_kilo', min: 1, max: 1000, integer: false },
  { name: 'reminder_hourly_before_job_starts', min: 0, max: 168, integer: true },
  { name: 'report_limit_to_hide_ad', min: 1, max: 1000, integer: true },
  { name: 'account_restore_period', min: 0, max: 365, integer: true },
] as const;

/** Contact links validated as http(s) addresses. */
export const CONTACT_LINKS = ['facebook', 'snapchat', 'youtube', 'instagram', 'location', 'client_app_android', 'client_app_ios', 'provider_app_android', 'provider_app_ios'] as const;

/** Which permission group guards a type: the general settings, or the app content (pages and contact details). */
function groupOf(type: SettingType): 'settings' | 'appContent' {
  return type === 'general' ? 'settings' : 'appContent';
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function number(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

function presentSetting(type: SettingType, stored: Record<string, unknown>, lang: Lang): JsonObject {
  if (type === 'general') {
    return { type, ...Object.fromEntries(GENERAL_FIELDS.map((field) => [field.name, number(stored[field.name])])) };
  }
  if (type === 'contact_us') {
    const phones = Array.isArray(stored['phone_number']) ? stored['phone_number'].filter((v) => typeof v === 'string') : [];
    return {
      type,
      key: text(stored['key']),
      phone_number: phones,
      whatsapp: text(stored['whatsapp']),
      address: text(stored['address']),
      ...Object.fromEntries(CONTACT_LINKS.map((name) => [name, text(stored[name])])),
    };
  }
  const contentAr = text(stored['content_ar']) ?? '';
  const contentEn = text(stored['content_en']) ?? '';
  return { type, content: lang === 'ar' ? contentAr : contentEn, content_ar: contentAr, content_en: contentEn };
}

function readSetting(type: SettingType, fields: Readonly<Record<string, unknown>>, lang: Lang): Record<string, SettingValue> {
  const validator = new FormValidator(lang, fields);
  const values: Record<string, SettingValue> = {};
  if (type === 'general') {
    for (const field of GENERAL_FIELDS) {
      const value = validator.number(field.name, labels[field.name], {
        required: true,
        min: field.min,
        max: field.max,
        integer: field.integer,
      });
      if (value !== undefined) values[field.name] = value;
    }
  } else if (type === 'contact_us') {
    const key = validator.text('key', labels.key, { required: false, max: 8 });
    if (key !== undefined) values['key'] = key;
    const phones = listField(fields, 'phone_number');
    if (!phones || phones.length === 0) validator.reject('phone_number', labels.phone_number, phones ? 'minItems' : 'required', { min: 1 });
    const numbers: string[] = [];
    phones?.forEach((phone, index) => {
      const value = typeof phone === 'string' || typeof phone === 'number' ? String(phone).trim() : '';
      if (!CONTACT_PHONE.test(value)) validator.reject(`phone_number.${index}`, labels.phone_number, 'regex');
      else if (!numbers.includes(value)) numbers.push(value);
    });
    values['phone_number'] = numbers;
    const whatsapp = validator.text('whatsapp', labels.whatsapp, { required: false, max: 2048 });
    if (whatsapp !== undefined && !WHATSAPP_NUMBER.test(whatsapp)) validator.url('whatsapp', labels.whatsapp, false);
    values['whatsapp'] = whatsapp ?? null;
    values['address'] = validator.text('address', labels.address, { required: false, max: 500 }) ?? null;
    for (const name of CONTACT_LINKS) values[name] = validator.url(name, labels[name], false) ?? null;
  } else {
    for (const name of ['content_ar', 'content_en'] as const) {
      const value = validator.text(name, labels[name], { required: true, max: CONTENT_MAX });
      if (value === undefined) continue;
      // Stored clean: whoever reads the page later (apps, other clients) gets no script.
      const clean = sanitizeHtml(value).trim();
      if (isBlankHtml(clean)) validator.reject(name, labels[name], 'required');
      else values[name] = clean;
    }
  }
  validator.assertValid();
  return values;
}

function readType(lang: Lang, fields: Readonly<Record<string, unknown>>): SettingType {
  const validator = new FormValidator(lang, fields);
  const type = validator.choice('type', labels.type, SETTING_TYPES, true);
  validator.assertValid();
  if (type === undefined) throw recordNotFound(lang);
  return type;
}

/** Week days as the working-intervals screen lists them, Saturday first. */
export const WEEK_DAYS: readonly { readonly id: number; readonly ar: string; readonly en: string }[] = [
  { id: 1, ar: 'السبت', en: 'Saturday' },
  { id: 2, ar: 'الأحد', en: 'Sunday' },
  { id: 3, ar: 'الاثنين', en: 'Monday' },
  { id: 4, ar: 'الثلاثاء', en: 'Tuesday' },
  { id: 5, ar: 'الأربعاء', en: 'Wednesday' },
  { id: 6, ar: 'الخميس', en: 'Thursday' },
  { id: 7, ar: 'الجمعة', en: 'Friday' },
];

function presentWorkingHours(ctx: AppContext, serviceTypeId: number, lang: Lang): JsonObject {
  const { workingHours, catalogue } = ctx.store;
  const type = catalogue.serviceTypes.find(serviceTypeId);
  const active = new Set(workingHours.days(serviceTypeId));
  return {
    service_type: type ? { id: type.id, name: lang === 'ar' ? type.name_ar : type.name_en } : null,
    days: WEEK_DAYS.map((day) => ({ id: day.id, name: day[lang], active: active.has(day.id) })),
    working_days: workingHours.periods(serviceTypeId).map((period) => ({ ...period })),
  };
}

function readServiceTypeId(ctx: AppContext, lang: Lang, fields: Readonly<Record<string, unknown>>): number {
  const validator = new FormValidator(lang, fields);
  const id = validator.id('service_type_id', labels.service_type_id, true);
  validator.assertValid();
  if (id === undefined || !ctx.store.catalogue.serviceTypes.exists(id)) throw recordNotFound(lang);
  return id;
}

function readWorkingHours(lang: Lang, fields: Readonly<Record<string, unknown>>): { days: number[]; periods: { start: string; end: string }[] } {
  const validator = new FormValidator(lang, fields);
  const days = validator.ids('days', labels.days, listField(fields, 'days'), 1) ?? [];
  days.forEach((day, index) => {
    if (!WEEK_DAYS.some((weekDay) => weekDay.id === day)) validator.reject(`days.${index}`, labels.days, 'invalidChoice');
  });
  const rows = recordListField(fields, 'period') ?? [];
  if (rows.length === 0) validator.reject('period', labels.period, 'minItems', { min: 1 });
  const periods: { start: string; end: string }[] = [];
  rows.forEach((row, index) => {
    const start = validator.timeValue(`period.${index}.time_from`, labels.time_from, row['time_from']);
    const end = validator.timeValue(`period.${index}.time_to`, labels.time_to, row['time_to']);
    if (start === undefined || end === undefined) return;
    if (end <= start) {
      validator.reject(`period.${index}.time_to`, labels.time_to, 'timeAfter', { other: labels.time_from[lang] });
    } else periods.push({ start, end });
  });
  if (validator.valid) {
    const sorted = [...periods].sort((a, b) => a.start.localeCompare(b.start));
    if (sorted.some((period, index) => index > 0 && period.start < (sorted[index - 1]?.end ?? ''))) {
      validator.fail('period', t(lang, 'periodsOverlap'));
    }
  }
  validator.assertValid();
  return { days: [...days].sort((a, b) => a - b), periods };
}

type IdParams = { Params: { id: string } };

/** A stored value as the log keeps it: plain values as they are, anything else as its JSON. */
function logged(value: unknown): ActivityValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** The keys whose values differ between two readings of a page of settings. */
function settingChanges(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): { old: ActivityValues; attributes: ActivityValues } | undefined {
  const old: ActivityValues = {};
  const attributes: ActivityValues = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, now] = [logged(before[key]), logged(after[key])];
    if (was === now) continue;
    old[key] = was;
    attributes[key] = now;
  }
  return Object.keys(attributes).length > 0 ? { old, attributes } : undefined;
}

export function registerContentRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  api.get('/dashboard/general-setting', async (request) => {
    const admin = signedIn(request);
    const type = readType(request.lang, queryFields(request));
    requirePermission(admin, request.lang, groupOf(type), 'index');
    return { data: presentSetting(type, store.settings.read(type), request.lang) };
  });

  api.post('/dashboard/general-setting', async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    const { fields } = await readInput(request);
    const type = readType(lang, { ...fields, ...queryFields(request) });
    requirePermission(admin, lang, groupOf(type), 'edit');
    const values = readSetting(type, fields, lang);
    store.db.transaction(() => {
      const before = store.settings.read(type);
      store.settings.replace(type, values);
      const changes = settingChanges(before, store.settings.read(type));
      if (changes) activityOf(request, ctx)?.record({ event: 'updated', subjectType: groupOf(type), subjectId: null, ...changes });
    })();
    return { message: t(lang, 'saved'), data: presentSetting(type, store.settings.read(type), lang) };
  });

  api.post<IdParams>('/dashboard/reply-message/:id', async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    requirePermission(admin, lang, 'contactMessages', 'reply');
    const id = parseId(request.params.id);
    const messages = store.content.contactMessages;
    const message = id === undefined ? undefined : messages.find(id);
    if (id === undefined || !message) throw recordNotFound(lang);
    const validator = new FormValidator(lang, (await readInput(request)).fields);
    const reply = validator.text('reply_message', labels.reply_message, { required: true, max: 5000 });
    validator.assertValid();
    if (message.is_reply === 1) throw ValidationError.single('reply_message', t(lang, 'alreadyReplied'));
    const row = store.db.transaction(() => {
      const updated = messages.update(id, { reply_message: reply ?? '', is_reply: 1, replied_at: nowIso() });
      if (updated) activityOf(request, ctx)?.record({ event: 'replied', subjectType: 'contactMessages', subjectId: id, attributes: { reply_message: reply ?? '' } });
      return updated;
    })();
    if (!row) throw recordNotFound(lang);
    return { message: t(lang, 'sent'), data: presentContactMessage(row, lang) };
  });

  api.get('/main/days', async (request) => {
    const admin = signedIn(request);
    requirePermission(admin, request.lang, 'workingIntervals', 'index');
    const serviceTypeId = readServiceTypeId(ctx, request.lang, queryFields(request));
    return { data: presentWorkingHours(ctx, serviceTypeId, request.lang) };
  });

  api.post('/main/add-working-period', async (request: FastifyRequest) => {
    const admin = signedIn(request);
    const { lang } = request;
    requirePermission(admin, lang, 'workingIntervals', 'edit');
    const { fields } = await readInput(request);
    const validator = new FormValidator(lang, fields);
    const serviceTypeId = validator.id('service_type_id', labels.service_type_id, true);
    if (serviceTypeId !== undefined && !store.catalogue.serviceTypes.exists(serviceTypeId)) {
      validator.reject('service_type_id', labels.service_type_id, 'invalidChoice');
    }
    validator.assertValid();
    const { days, periods } = readWorkingHours(lang, fields);
    if (serviceTypeId === undefined) throw recordNotFound(lang);
    store.db.transaction(() => {
      const before = { days: store.workingHours.days(serviceTypeId), period: store.workingHours.periods(serviceTypeId).map((row) => ({ time_from: row.time_start, time_to: row.time_end })) };
      store.workingHours.replace(serviceTypeId, days, periods);
      const changes = settingChanges(before, { days, period: periods.map(({ start, end }) => ({ time_from: start, time_to: end })) });
      if (changes) activityOf(request, ctx)?.record({ event: 'updated', subjectType: 'workingIntervals', subjectId: serviceTypeId, ...changes });
    })();
    return { message: t(lang, 'saved'), data: presentWorkingHours(ctx, serviceTypeId, lang) };
  });
}
