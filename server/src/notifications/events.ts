import { randomInt } from 'node:crypto';
import type { RecordChange } from '../areas/reference-area.js';
import { hashPassword } from '../auth/password.js';
import type { JobSummary, NewContactMessage, NotifyType } from '../db/notifications.js';
import type { JobStatus } from '../db/people-tables.js';
import { addressLines, arabicFamilyNames, arabicFirstNames, englishFamilyNames, englishFirstNames, PEOPLE_PASSWORD, reportReasons } from '../db/seed-people-data.js';
import { announceChange } from '../realtime/model-changes.js';
import type { AppContext } from '../routes/context.js';
import { localToday } from '../validation/form-validator.js';
import { withDemoTexts, type DemoTexts } from './demo-texts.js';
import { notifyAdmins, type AdminNotice, type NotifyOutcome } from './notifier.js';

/**
 * What happens in the client and provider apps that the admins are told about. Each event makes
 * its change where the reference server keeps the records (shipments and authorizations belong to
 * the other product and only notify), then notifies; undefined when there is nothing to act on.
 */
export interface RaisedEvent {
  readonly notice: AdminNotice;
  readonly outcome: NotifyOutcome;
}

/** `texts`: a demo call's own title and body, in place of the event's. */
type Event = (ctx: AppContext, texts?: DemoTexts) => Promise<RaisedEvent | undefined>;

function pick<T>(list: readonly T[]): T {
  const item = list[randomInt(list.length)];
  if (item === undefined) throw new Error('events: an empty list');
  return item;
}

function personName(): string {
  return randomInt(2) === 0 ? `${pick(arabicFirstNames)} ${pick(arabicFamilyNames)}` : `${pick(englishFirstNames)} ${pick(englishFamilyNames)}`;
}

/**
 * Notifies, and tells the open dashboards of the record the apps changed (by nobody of theirs), as
 * an admin's change through the API would.
 */
function raise(ctx: AppContext, texts: DemoTexts | undefined, notice: AdminNotice, change?: RecordChange): RaisedEvent {
  const said = texts ? withDemoTexts(notice, texts) : notice;
  if (change) announceChange(ctx.realtime, change, null);
  return { notice: said, outcome: notifyAdmins(ctx, said) };
}

/** New orders start a few days ahead. */
function upcomingPeriod(): { fromDate: string; toDate: string } {
  const shift = (days: number): string => {
    const date = new Date(`${localToday()}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  return { fromDate: shift(3), toDate: shift(5) };
}

const clientRegistered: Event = async (ctx, texts) => {
  const name = personName();
  const id = ctx.store.notifications.activity.addClient(name, await hashPassword(PEOPLE_PASSWORD));
  return raise(
    ctx,
    texts,
    {
      notifyType: 'new_user_register',
      titleAr: 'تسجيل عميل جديد',
      titleEn: 'New client registered',
      bodyAr: `سجّل ${name} في التطبيق كعميل جديد.`,
      bodyEn: `${name} signed up in the app as a new client.`,
      data: { type: 'user', provider_id: null, employee_id: id },
    },
    { parent: 'employees', id, action: 'created' },
  );
};

/** Shipments and authorizations have no tables here: these only notify. */
function otherProductEvent(notice: AdminNotice): Event {
  return async (ctx, texts) => raise(ctx, texts, notice);
}

const applicantNames = ['مؤسسة الإنجاز للخدمات', 'Skyline Staffing', 'شركة السواعد', 'Harbor Crew Co.', 'مكتب الكفاءة'] as const;

const providerApplied: Event = async (ctx, texts) => {
  const name = pick(applicantNames);
  const id = ctx.store.notifications.activity.addJoinRequest({
    name,
    userType: randomInt(2) === 0 ? 'company' : 'individual',
    description: 'نوفر كوادر مدربة للعمل بالساعة في مختلف التخصصات.',
    passwordHash: await hashPassword(PEOPLE_PASSWORD),
  });
  return raise(
    ctx,
    texts,
    {
      notifyType: 'new_provider',
      titleAr: 'طلب انضمام جديد',
      titleEn: 'New join request',
      bodyAr: `تقدّم ${name} بطلب انضمام إلى المنصة كمقدم خدمة.`,
      bodyEn: `${name} applied to join the platform as a provider.`,
      data: { type: 'provider', provider_id: id },
    },
    { parent: 'joinRequests', id, action: 'created' },
  );
};

function jobNotice(notifyType: NotifyType, job: JobSummary, title: readonly [string, string], body: readonly [string, string]): AdminNotice {
  return {
    notifyType,
    titleAr: title[0],
    titleEn: title[1],
    bodyAr: body[0],
    bodyEn: body[1],
    data: { type: 'job', provider_id: job.provider_id, job_id: job.id },
  };
}

const jobPosted: Event = async (ctx, texts) => {
  const { fromDate, toDate } = upcomingPeriod();
  const job = ctx.store.notifications.activity.createJob(fromDate, toDate);
  if (!job) return undefined;
  return raise(
    ctx,
    texts,
    jobNotice(
      'new_job',
      job,
      ['طلب جديد', 'New order'],
      [`نشر ${job.provider_name} الطلب ${job.job_number} (${job.title_ar}).`, `${job.provider_name} posted order ${job.job_number} (${job.title_en}).`],
    ),
    { parent: 'orders', id: job.id, action: 'created' },
  );
};

type JobEventType = 'applied_job' | 'accepted_job' | 'in_progress_job' | 'implemented_job' | 'finished_job' | 'canceled_job';

interface JobMove {
  readonly from: readonly JobStatus[];
  readonly to: JobStatus;
  readonly title: readonly [string, string];
  readonly body: (job: JobSummary, employee: string) => readonly [string, string];
}

/** How each job event moves an order; an application leaves it new, with its applicant. */
const jobMoves: Readonly<Record<JobEventType, JobMove>> = {
  applied_job: {
    from: ['new'],
    to: 'new',
    title: ['تقديم على طلب', 'New application'],
    body: (job, employee) => [`تقدّم ${employee} للعمل في الطلب ${job.job_number} (${job.title_ar}).`, `${employee} applied to work on order ${job.job_number} (${job.title_en}).`],
  },
  accepted_job: {
    from: ['new'],
    to: 'approved',
    title: ['قبول متقدم', 'Applicant accepted'],
    body: (job, employee) => [`قبل ${job.provider_name} ${employee} للعمل في الطلب ${job.job_number}.`, `${job.provider_name} accepted ${employee} for order ${job.job_number}.`],
  },
  in_progress_job: {
    from: ['approved', 'in_way'],
    to: 'processing',
    title: ['طلب قيد التنفيذ', 'Order in progress'],
    body: (job, employee) => [`بدأ ${employee} العمل في الطلب ${job.job_number} لدى ${job.provider_name}.`, `${employee} started work on order ${job.job_number} for ${job.provider_name}.`],
  },
  implemented_job: {
    from: ['processing'],
    to: 'done',
    title: ['تم تنفيذ طلب', 'Order carried out'],
    body: (job, employee) => [
      `أنجز ${employee} العمل في الطلب ${job.job_number} بانتظار اعتماد ${job.provider_name}.`,
      `${employee} carried out order ${job.job_number}, awaiting approval by ${job.provider_name}.`,
    ],
  },
  finished_job: {
    from: ['done'],
    to: 'finished',
    title: ['طلب منتهٍ', 'Order finished'],
    body: (job) => [`اكتمل الطلب ${job.job_number} لدى ${job.provider_name} وصدرت فاتورته.`, `Order ${job.job_number} for ${job.provider_name} is finished and its invoice issued.`],
  },
  canceled_job: {
    from: ['new', 'approved'],
    to: 'canceled',
    title: ['إلغاء طلب', 'Order canceled'],
    body: (job) => [`ألغى ${job.provider_name} الطلب ${job.job_number} لتغيّر موعد العمل.`, `${job.provider_name} canceled order ${job.job_number} because the work date changed.`],
  },
};

function jobMoved(type: JobEventType): Event {
  const move = jobMoves[type];
  return async (ctx, texts) => {
    const cancel = move.to === 'canceled' ? { reason: 'تغيّر موعد العمل', by: 'provider' as const } : undefined;
    const job = ctx.store.notifications.activity.advanceJob(move.from, move.to, upcomingPeriod(), cancel);
    if (!job) return undefined;
    const notice = jobNotice(type, job, move.title, move.body(job, job.employee_name ?? ''));
    return raise(ctx, texts, notice, { parent: 'orders', id: job.id, action: 'updated' });
  };
}

const walletRequested: Event = async (ctx, texts) => {
  const { activity } = ctx.store.notifications;
  const first = randomInt(2) === 0 ? 'provider' : 'employee';
  const cap = 100 + randomInt(500);
  const request = activity.addWalletRequest(first, cap) ?? activity.addWalletRequest(first === 'provider' ? 'employee' : 'provider', cap);
  if (!request) return undefined;
  return raise(
    ctx,
    texts,
    {
      notifyType: 'charge_wallet',
      titleAr: 'طلب تسوية محفظة',
      titleEn: 'Wallet settlement request',
      bodyAr: `طلب ${request.user_name} تحويل ${request.amount} ر.س من محفظته (${request.wallet_number}).`,
      bodyEn: `${request.user_name} asked to transfer SAR ${request.amount} from their wallet (${request.wallet_number}).`,
      data: {
        type: 'wallet',
        provider_id: request.owner === 'provider' ? request.user_id : null,
        wallet_request_id: request.id,
      },
    },
    { parent: 'walletRequests', id: request.id, action: 'created' },
  );
};

const adReported: Event = async (ctx, texts) => {
  const report = ctx.store.notifications.activity.addAdReport(pick(reportReasons));
  if (!report) return undefined;
  return raise(
    ctx,
    texts,
    {
      notifyType: 'send_report',
      titleAr: 'بلاغ على إعلان',
      titleEn: 'Ad reported',
      bodyAr: `أبلغ ${report.reporter_name} عن إعلان الطلب ${report.job_number} (البلاغ ${report.report_number}).`,
      bodyEn: `${report.reporter_name} reported the ad of order ${report.job_number} (report ${report.report_number}).`,
      data: { type: 'report', provider_id: report.provider_id, report_id: report.id },
    },
    { parent: 'reports', id: report.id, action: 'created' },
  );
};

const providerProfileUpdated: Event = async (ctx, texts) => {
  const update = ctx.store.notifications.activity.addProviderUpdate(pick(addressLines));
  if (!update) return undefined;
  return raise(
    ctx,
    texts,
    {
      notifyType: 'provider_update_profile',
      titleAr: 'تحديث ملف مقدم خدمة',
      titleEn: 'Provider profile update',
      bodyAr: `أرسل ${update.provider_name} تحديثًا لبيانات ملفه للمراجعة.`,
      bodyEn: `${update.provider_name} sent a profile update for review.`,
      data: { type: 'provider', provider_id: update.provider_id },
    },
    { parent: 'providers', id: update.provider_id, action: 'updated' },
  );
};

const contactMessages: readonly Omit<NewContactMessage, 'name' | 'email' | 'phoneNumber'>[] = [
  { type: 'order', message: 'أحتاج عاملين لتنظيم معرض يوم الخميس، كيف أنشر الطلب؟' },
  { type: 'suggestion', message: 'Please let providers filter applicants by rating.' },
  { type: 'complaint', message: 'لم يصلني مبلغ التسوية حتى الآن.' },
  { type: 'explanation', message: 'How is the tax on an hourly order calculated?' },
];

const contactMessageSent: Event = async (ctx, texts) => {
  const name = personName();
  const next = randomInt(100_000, 1_000_000);
  const id = ctx.store.notifications.activity.addContactMessage({
    ...pick(contactMessages),
    name,
    email: `visitor${next}@example.com`,
    phoneNumber: `0554${next}`,
  });
  return raise(
    ctx,
    texts,
    {
      notifyType: 'contact_us',
      titleAr: 'رسالة تواصل جديدة',
      titleEn: 'New contact message',
      bodyAr: `أرسل ${name} رسالة عبر نموذج تواصل معنا.`,
      bodyEn: `${name} sent a message through the contact form.`,
      data: { type: 'contact', provider_id: null, contact_message_id: id },
    },
    { parent: 'contactMessages', id, action: 'created' },
  );
};

/** One event for each kind of notification. */
export const marketplaceEvents: Readonly<Record<NotifyType, Event>> = {
  new_user_register: clientRegistered,
  new_shipment_request: otherProductEvent({
    notifyType: 'new_shipment_request',
    titleAr: 'طلب شحنة جديد',
    titleEn: 'New shipment request',
    bodyAr: 'وصل طلب شحنة جديد من الرياض إلى الدمام.',
    bodyEn: 'A new shipment request arrived, from Riyadh to Dammam.',
    data: { type: 'shipment', provider_id: null },
  }),
  add_shipment_attach: otherProductEvent({
    notifyType: 'add_shipment_attach',
    titleAr: 'مرفق شحنة جديد',
    titleEn: 'Shipment attachment added',
    bodyAr: 'أرفق عميل بوليصة الشحن بطلب شحنته.',
    bodyEn: 'A client attached the bill of lading to their shipment request.',
    data: { type: 'shipment', provider_id: null },
  }),
  update_shipment_request: otherProductEvent({
    notifyType: 'update_shipment_request',
    titleAr: 'تعديل طلب شحنة',
    titleEn: 'Shipment request updated',
    bodyAr: 'عدّل عميل موعد الاستلام في طلب شحنته.',
    bodyEn: 'A client changed the pick-up time of their shipment request.',
    data: { type: 'shipment', provider_id: null },
  }),
  new_authorization_for_user: otherProductEvent({
    notifyType: 'new_authorization_for_user',
    titleAr: 'تفويض جديد',
    titleEn: 'New authorization',
    bodyAr: 'أُضيف تفويض جديد لمستخدم لاستلام الشحنات نيابةً عنه.',
    bodyEn: 'A user was given a new authorization to receive shipments on their behalf.',
    data: { type: 'authorization', provider_id: null },
  }),
  new_provider: providerApplied,
  new_job: jobPosted,
  applied_job: jobMoved('applied_job'),
  accepted_job: jobMoved('accepted_job'),
  in_progress_job: jobMoved('in_progress_job'),
  implemented_job: jobMoved('implemented_job'),
  finished_job: jobMoved('finished_job'),
  canceled_job: jobMoved('canceled_job'),
  charge_wallet: walletRequested,
  send_report: adReported,
  provider_update_profile: providerProfileUpdated,
  contact_us: contactMessageSent,
};
