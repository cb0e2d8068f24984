import type { Db } from './database.js';
import type { NotificationSender } from './sent-notifications.js';
import type { DataStore } from './store.js';

const HOUR = 3_600_000;

interface SentNotificationSeed {
  readonly sender: NotificationSender;
  readonly title: readonly [ar: string, en: string];
  readonly content: readonly [ar: string, en: string];
  /** How long ago it was sent. */
  readonly hoursAgo: number;
  /** The chosen clients or providers (by seeded id) of `employee` and `provider` notifications. */
  readonly to?: readonly number[];
}

/** Bilingual notifications to app users over the last weeks, every receiver type among them. */
const sentNotificationSeeds: readonly SentNotificationSeed[] = [
  {
    sender: 'both',
    title: ['تحديث شروط الاستخدام', 'Updated terms of use'],
    content: ['تم تحديث شروط الاستخدام، يرجى مراجعتها من الإعدادات.', 'Our terms of use have changed; please review them in the settings.'],
    hoursAgo: 26 * 24 + 3,
  },
  {
    sender: 'employees',
    title: ['وظائف جديدة بالقرب منك', 'New jobs near you'],
    content: ['أضيفت وظائف بالساعة في مدينتك هذا الأسبوع، قدم الآن.', 'Hourly jobs were added in your city this week. Apply now.'],
    hoursAgo: 24 * 24 + 7,
  },
  {
    sender: 'providers',
    title: ['انخفاض رسوم النشر', 'Lower posting fees'],
    content: ['تم تخفيض رسوم نشر الإعلانات لمدة أسبوعين.', 'Ad posting fees are lower for the next two weeks.'],
    hoursAgo: 21 * 24 + 2,
  },
  {
    sender: 'employee',
    title: ['أكمل ملفك الشخصي', 'Complete your profile'],
    content: ['أضف سيرتك الذاتية لتظهر لمقدمي الخدمات.', 'Add your resume so that providers can find you.'],
    hoursAgo: 19 * 24 + 5,
    to: [2, 3, 5],
  },
  {
    sender: 'provider',
    title: ['تحقق من السجل التجاري', 'Commercial register check'],
    content: ['يرجى رفع صورة حديثة من السجل التجاري.', 'Please upload a recent copy of your commercial register.'],
    hoursAgo: 16 * 24 + 9,
    to: [2, 4],
  },
  {
    sender: 'both',
    title: ['صيانة مجدولة', 'Scheduled maintenance'],
    content: ['سيتوقف التطبيق يوم الجمعة من الساعة 2 إلى 4 فجرًا.', 'The app will be down on Friday from 2 to 4 a.m.'],
    hoursAgo: 14 * 24 + 1,
  },
  {
    sender: 'employees',
    title: ['نصائح للمقابلة', 'Interview tips'],
    content: ['اطلع على نصائحنا للنجاح في أول يوم عمل.', 'Read our tips for a great first day at work.'],
    hoursAgo: 11 * 24 + 6,
  },
  {
    sender: 'employee',
    title: ['رصيد محفظتك جاهز', 'Your wallet balance is ready'],
    content: ['يمكنك الآن طلب تحويل رصيدك إلى حسابك البنكي.', 'You can now ask to transfer your balance to your bank account.'],
    hoursAgo: 9 * 24 + 4,
    to: [6],
  },
  {
    sender: 'providers',
    title: ['قيّم العاملين', 'Rate your workers'],
    content: ['تقييمك يساعد العملاء الآخرين، لا تنس تقييم الطلبات المنتهية.', 'Your ratings help others: remember to rate finished orders.'],
    hoursAgo: 6 * 24 + 8,
  },
  {
    sender: 'provider',
    title: ['طلبك قيد المراجعة', 'Your request is under review'],
    content: ['نراجع طلب تحديث بياناتك وسنبلغك بالنتيجة قريبًا.', 'We are reviewing your profile update and will let you know soon.'],
    hoursAgo: 4 * 24 + 3,
    to: [3, 5, 8],
  },
  {
    sender: 'both',
    title: ['عيد سعيد', 'Happy Eid'],
    content: ['كل عام وأنتم بخير من فريق المنصة.', 'Happy Eid from the whole team.'],
    hoursAgo: 2 * 24 + 11,
  },
  {
    sender: 'employees',
    title: ['تحديث التطبيق', 'App update'],
    content: ['يتوفر إصدار جديد من التطبيق بتحسينات في الأداء.', 'A new version of the app is out with faster loading.'],
    hoursAgo: 5,
  },
];

function ids(db: Db, sql: string): number[] {
  return (db.prepare(sql).all() as { id: number }[]).map((row) => row.id);
}

/**
 * Fills the sent notifications of a database that has app users but none yet, each sent by one of
 * the first admin accounts. Runs inside the seed's transaction.
 */
export function seedSentNotifications(store: DataStore, now: number = Date.now()): void {
  const { db } = store;
  if (db.prepare('SELECT 1 FROM sent_notifications LIMIT 1').get() !== undefined) return;
  const employees = new Set(ids(db, 'SELECT id FROM employees'));
  const providers = new Set(ids(db, "SELECT id FROM providers WHERE join_status = 'accepted'"));
  if (employees.size === 0 || providers.size === 0) return;
  const admins = ids(db, 'SELECT id FROM users ORDER BY id LIMIT 5');
  sentNotificationSeeds.forEach((seed, index) => {
    store.sentNotifications.insert({
      sender: seed.sender,
      titleAr: seed.title[0],
      titleEn: seed.title[1],
      contentAr: seed.content[0],
      contentEn: seed.content[1],
      adminId: admins.length ? (admins[index % admins.length] ?? null) : null,
      employeeIds: (seed.to ?? []).filter((id) => employees.has(id)),
      providerIds: (seed.to ?? []).filter((id) => providers.has(id)),
      createdAt: new Date(now - seed.hoursAgo * HOUR).toISOString(),
    });
  });
}
