import { permissionName } from '../auth/catalogue.js';
import { NOTIFY_KINDS, type NotifyType } from './notifications.js';
import type { DataStore } from './store.js';

const HOUR = 3_600_000;

interface NotificationSeed {
  readonly type: NotifyType;
  readonly hoursAgo: number;
  readonly read: boolean;
  readonly title: readonly [ar: string, en: string];
  readonly body: readonly [ar: string, en: string];
}

/** One of each kind, newest first; the seven newest are unread. `{provider}` is a real provider's name. */
const notificationSeeds: readonly NotificationSeed[] = [
  {
    type: 'contact_us',
    hoursAgo: 1,
    read: false,
    title: ['رسالة تواصل جديدة', 'New contact message'],
    body: ['أرسل خالد العتيبي استفسارًا عن طرق الدفع عبر نموذج تواصل معنا.', 'Khalid Al-Otaibi asked about payment methods through the contact form.'],
  },
  {
    type: 'new_provider',
    hoursAgo: 3,
    read: false,
    title: ['طلب انضمام جديد', 'New join request'],
    body: ['تقدّم {provider} بطلب انضمام إلى المنصة كمقدم خدمة وينتظر المراجعة.', '{provider} applied to join the platform as a provider and is awaiting review.'],
  },
  {
    type: 'new_job',
    hoursAgo: 5,
    read: false,
    title: ['طلب جديد', 'New order'],
    body: ['نشر مقدم خدمة طلبًا جديدًا لمنظم فعاليات لمدة ثلاثة أيام.', 'A provider posted a new order for an event organiser for three days.'],
  },
  {
    type: 'charge_wallet',
    hoursAgo: 8,
    read: false,
    title: ['طلب تسوية محفظة', 'Wallet settlement request'],
    body: ['طلب مقدم خدمة تحويل 450 ر.س من رصيد محفظته إلى حسابه البنكي.', 'A provider asked to transfer SAR 450 from their wallet to their bank account.'],
  },
  {
    type: 'send_report',
    hoursAgo: 12,
    read: false,
    title: ['بلاغ على إعلان', 'Ad reported'],
    body: ['أبلغ أحد العملاء عن إعلان بسبب معلومات مضللة عن الأجر.', 'A client reported an ad for misleading information about the pay.'],
  },
  {
    type: 'provider_update_profile',
    hoursAgo: 18,
    read: false,
    title: ['تحديث ملف مقدم خدمة', 'Provider profile update'],
    body: ['أرسل {provider} تحديثًا لبيانات ملفه وسجله التجاري للمراجعة.', '{provider} sent an update of their profile and commercial register for review.'],
  },
  {
    type: 'applied_job',
    hoursAgo: 22,
    read: false,
    title: ['تقديم على طلب', 'New application'],
    body: ['تقدّم عميل للعمل في طلب مساعد مبيعات.', 'A client applied to work on a sales assistant order.'],
  },
  {
    type: 'accepted_job',
    hoursAgo: 30,
    read: true,
    title: ['قبول متقدم', 'Applicant accepted'],
    body: ['قبل مقدم الخدمة أحد المتقدمين على طلب تنظيم المستودع.', 'A provider accepted an applicant for a warehouse organising order.'],
  },
  {
    type: 'in_progress_job',
    hoursAgo: 38,
    read: true,
    title: ['طلب قيد التنفيذ', 'Order in progress'],
    body: ['بدأ العمل في طلب استقبال الضيوف في موعده.', 'Work on a guest reception order started on time.'],
  },
  {
    type: 'implemented_job',
    hoursAgo: 48,
    read: true,
    title: ['تم تنفيذ طلب', 'Order carried out'],
    body: ['أنهى العميل ساعات العمل في طلب إدخال البيانات بانتظار اعتماد مقدم الخدمة.', "The client completed the hours of a data entry order, awaiting the provider's approval."],
  },
  {
    type: 'finished_job',
    hoursAgo: 58,
    read: true,
    title: ['طلب منتهٍ', 'Order finished'],
    body: ['اكتمل طلب تغليف المنتجات وصدرت فاتورته.', 'A product packing order is finished and its invoice issued.'],
  },
  {
    type: 'canceled_job',
    hoursAgo: 72,
    read: true,
    title: ['إلغاء طلب', 'Order canceled'],
    body: ['ألغى مقدم الخدمة طلب التصوير بسبب تغيير موعد الفعالية.', 'A provider canceled a photography order because the event date changed.'],
  },
  {
    type: 'new_user_register',
    hoursAgo: 84,
    read: true,
    title: ['تسجيل عميل جديد', 'New client registered'],
    body: ['سجّل عميل جديد في التطبيق وأكمل بيانات ملفه.', 'A new client signed up in the app and completed their profile.'],
  },
  {
    type: 'new_shipment_request',
    hoursAgo: 96,
    read: true,
    title: ['طلب شحنة جديد', 'New shipment request'],
    body: ['وصل طلب شحنة جديد من الرياض إلى جدة.', 'A new shipment request arrived, from Riyadh to Jeddah.'],
  },
  {
    type: 'add_shipment_attach',
    hoursAgo: 108,
    read: true,
    title: ['مرفق شحنة جديد', 'Shipment attachment added'],
    body: ['أرفق العميل بوليصة الشحن بطلب الشحنة.', 'A client attached the bill of lading to their shipment request.'],
  },
  {
    type: 'update_shipment_request',
    hoursAgo: 120,
    read: true,
    title: ['تعديل طلب شحنة', 'Shipment request updated'],
    body: ['عدّل العميل عنوان التسليم في طلب الشحنة.', 'A client changed the delivery address of their shipment request.'],
  },
  {
    type: 'new_authorization_for_user',
    hoursAgo: 144,
    read: true,
    title: ['تفويض جديد', 'New authorization'],
    body: ['أُضيف تفويض جديد لمستخدم لاستلام الشحنات نيابةً عنه.', 'A user was given a new authorization to receive shipments on their behalf.'],
  },
];

interface ProviderRef {
  id: number;
  name: string;
}

/** The providers the seeded texts name: the newest applicant, and the newest to ask for a profile update. */
function seedProviders(store: DataStore): Partial<Record<NotifyType, ProviderRef>> {
  const { db } = store;
  const applicant = db.prepare("SELECT id, name FROM providers WHERE join_status = 'pending' ORDER BY id DESC LIMIT 1").get() as ProviderRef | undefined;
  const updated = db
    .prepare(
      `SELECT p.id, p.name FROM provider_updates u JOIN providers p ON p.id = u.provider_id
        WHERE p.join_status = 'accepted' ORDER BY u.id DESC LIMIT 1`,
    )
    .get() as ProviderRef | undefined;
  return { new_provider: applicant, provider_update_profile: updated };
}

/**
 * The notifications each active admin's role lets them see, over the last days. Runs once per
 * database: a table its admins have emptied stays empty.
 */
export function seedNotifications(store: DataStore, now: number = Date.now()): void {
  const { inbox } = store.notifications;
  if (inbox.everHeldRows()) return;
  const providers = seedProviders(store);
  const admins = store.db.prepare('SELECT id, role_id FROM users WHERE active = 1 ORDER BY id').all() as {
    id: number;
    role_id: number;
  }[];
  // Oldest first, so ids grow with time as they do for live notifications.
  const seeds = [...notificationSeeds].reverse();
  for (const admin of admins) {
    const permissions = new Set(store.access.permissionNamesOfRole(admin.role_id));
    for (const seed of seeds) {
      const { permission, subject } = NOTIFY_KINDS[seed.type];
      if (!permissions.has(permissionName(...permission))) continue;
      const names = seed.body.join(' ').includes('{provider}');
      const provider = providers[seed.type];
      if (names && !provider) continue;
      const fill = (text: string): string => text.replace('{provider}', provider?.name ?? '');
      const createdAt = now - seed.hoursAgo * HOUR;
      inbox.insert({
        adminId: admin.id,
        notifyType: seed.type,
        titleAr: seed.title[0],
        titleEn: seed.title[1],
        bodyAr: fill(seed.body[0]),
        bodyEn: fill(seed.body[1]),
        dataJson: JSON.stringify({ type: subject, provider_id: provider?.id ?? null }),
        readAt: seed.read ? new Date(createdAt + HOUR).toISOString() : null,
        createdAt: new Date(createdAt).toISOString(),
      });
    }
  }
}
