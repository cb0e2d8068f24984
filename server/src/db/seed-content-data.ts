/**
 * Deterministic seed data of content and administration: contact messages, content
 * pages, settings, FAQ, the extra roles and the staff accounts.
 */
import type { ContactMessageType } from './administration-tables.js';

/** Contact messages; `hoursAgo` spreads them over the past weeks; a reply marks them answered. */
export const contactMessageSeeds: readonly (readonly [name: string, phone: string, email: string, type: ContactMessageType, message: string, reply: string | null, hoursAgo: number])[] = [
  ['أحمد العتيبي', '0551234501', 'ahmed.otaibi@example.com', 'order', 'أرغب في طلب غسيل سيارتين في نفس الموعد.', 'تم ترتيب الطلب، سيتواصل معك مقدم الخدمة.', 700],
  ['Sara Khalid', '0551234502', 'sara.khalid@example.com', 'suggestion', 'Please add an evening slot for home cleaning.', 'Thank you, evening slots are now available.', 690],
  ['محمد القحطاني', '0551234503', 'm.qahtani@example.com', 'complaint', 'تأخر مقدم الخدمة ساعة كاملة عن الموعد.', 'نعتذر، تمت إضافة رصيد تعويضي إلى محفظتك.', 650],
  ['Lina Haddad', '0551234504', 'lina.haddad@example.com', 'explanation', 'Does the full care package include tyres?', 'Yes, it includes wheel balancing.', 620],
  ['خالد الشهري', '0551234505', 'khalid.shehri@example.com', 'other', 'هل يمكنني تغيير رقم جوالي المسجل؟', null, 600],
  ['Omar Farouk', '0551234506', 'omar.farouk@example.com', 'order', 'I need an AC gas refill tomorrow morning.', null, 560],
  ['نورة الدوسري', '0551234507', 'noura.dosari@example.com', 'suggestion', 'أقترح إضافة خدمة تنظيف السجاد.', null, 540],
  ['Yusuf Ali', '0551234508', 'yusuf.ali@example.com', 'complaint', 'The technician left without finishing the job.', 'We have scheduled a free follow-up visit.', 500],
  ['ريم الزهراني', '0551234509', 'reem.zahrani@example.com', 'explanation', 'ما هي طرق الدفع المتاحة؟', 'الدفع نقدًا أو بالبطاقة أو من المحفظة.', 480],
  ['Hassan Saleh', '0551234510', 'hassan.saleh@example.com', 'other', 'How do I become a service provider?', null, 450],
  ['فهد المطيري', '0551234511', 'fahad.mutairi@example.com', 'order', 'أريد باقة صيانة دورية لثلاث سيارات.', null, 420],
  ['Maha Nasser', '0551234512', 'maha.nasser@example.com', 'suggestion', 'A loyalty programme would be great.', 'Noted, thank you for the idea.', 400],
  ['عبدالله الغامدي', '0551234513', 'a.ghamdi@example.com', 'complaint', 'تم خصم المبلغ مرتين من بطاقتي.', 'تم استرداد المبلغ المكرر.', 380],
  ['Rania Mostafa', '0551234514', 'rania.mostafa@example.com', 'explanation', 'Can I reschedule an order after it is accepted?', null, 350],
  ['سلطان الحربي', '0551234515', 'sultan.harbi@example.com', 'other', 'التطبيق لا يعرض موقعي بدقة.', null, 330],
  ['Dana Youssef', '0551234516', 'dana.youssef@example.com', 'order', 'Please book pest control for my villa.', 'Booked for Sunday at 10:00.', 300],
  ['منيرة السبيعي', '0551234517', 'munira.subaie@example.com', 'suggestion', 'أتمنى إضافة اللغة الأوردية للتطبيق.', null, 280],
  ['Tariq Aziz', '0551234518', 'tariq.aziz@example.com', 'complaint', 'The car was returned with scratches.', null, 250],
  ['هند العنزي', '0551234519', 'hind.anazi@example.com', 'explanation', 'هل تشمل الأسعار ضريبة القيمة المضافة؟', 'نعم، جميع الأسعار شاملة الضريبة.', 230],
  ['Karim Mansour', '0551234520', 'karim.mansour@example.com', 'other', 'I want to delete my account.', null, 200],
  ['بدر الشمري', '0551234521', 'badr.shammari@example.com', 'order', 'أحتاج سحب سيارة من طريق الخرج.', 'تم إرسال أقرب سطحة إليك.', 180],
  ['Nadia Karam', '0551234522', 'nadia.karam@example.com', 'suggestion', 'Show the provider rating before booking.', null, 150],
  ['ياسر البقمي', '0551234523', 'yasser.baqmi@example.com', 'complaint', 'لم يصل المنتج الذي طلبته.', null, 120],
  ['Amal Hariri', '0551234524', 'amal.hariri@example.com', 'explanation', 'What is the warranty on battery replacement?', 'One year from the installation date.', 100],
  ['ماجد الرشيدي', '0551234525', 'majed.rashidi@example.com', 'other', 'شكرًا على الخدمة الممتازة.', 'شكرًا لك، سعدنا بخدمتك.', 80],
  ['Samir Khoury', '0551234526', 'samir.khoury@example.com', 'order', 'Two rooms need painting next week.', null, 60],
  ['العنود القرني', '0551234527', 'anoud.qarni@example.com', 'suggestion', 'أقترح عروضًا خاصة في رمضان.', null, 40],
  ['Bilal Ahmed', '0551234528', 'bilal.ahmed@example.com', 'complaint', 'The app crashed while paying.', null, 24],
  ['جواهر العمري', '0551234529', 'jawaher.omari@example.com', 'explanation', 'كم يستغرق تنظيف الخزان الأرضي؟', null, 12],
  ['Faisal Rahman', '0551234530', 'faisal.rahman@example.com', 'other', 'Is there a corporate account option?', null, 3],
];

/** The four content pages: simple HTML as a rich-text editor writes it. */
export const contentPageSeeds: Readonly<
  Record<
    'about_app' | 'terms' | 'privacy_policy' | 'delete_account',
    {
      readonly content_ar: string;
      readonly content_en: string;
    }
  >
> = {
  about_app: {
    content_ar:
      '<h2>عن التطبيق</h2><p>منصة تجمع العملاء بمقدمي الخدمات الموثوقين لخدمات <strong>السيارات</strong> و<strong>المنازل</strong>.</p><ul><li>أسعار واضحة</li><li>مقدمو خدمة موثقون</li><li>دعم على مدار الساعة</li></ul>',
    content_en:
      '<h2>About the app</h2><p>A marketplace that connects customers with trusted providers of <strong>car</strong> and <strong>home</strong> services.</p><ul><li>Clear prices</li><li>Verified providers</li><li>Round-the-clock support</li></ul>',
  },
  terms: {
    content_ar:
      '<h2>الشروط والأحكام</h2><ol><li>يلتزم العميل بتقديم بيانات صحيحة.</li><li>يحق للعميل إلغاء الطلب قبل قبوله دون رسوم.</li><li>تطبق رسوم الإلغاء بعد قبول الطلب حسب سياسة الإلغاء.</li></ol>',
    content_en:
      '<h2>Terms and conditions</h2><ol><li>Customers must provide accurate details.</li><li>An order may be cancelled free of charge before it is accepted.</li><li>Cancellation fees apply after acceptance, as the cancellation policy says.</li></ol>',
  },
  privacy_policy: {
    content_ar: '<h2>سياسة الخصوصية</h2><p>نجمع الاسم ورقم الجوال والموقع لتقديم الخدمة فقط، ولا نشارك بياناتك مع أي طرف ثالث دون موافقتك.</p>',
    content_en: '<h2>Privacy policy</h2><p>We collect your name, mobile number and location only to deliver the service, and never share your data with third parties without your consent.</p>',
  },
  delete_account: {
    content_ar: '<h2>حذف الحساب</h2><p>يمكنك طلب حذف حسابك من الإعدادات. يبقى الحساب قابلًا للاستعادة خلال <em>مدة الاستعادة</em> ثم يحذف نهائيًا.</p>',
    content_en: '<h2>Deleting your account</h2><p>You can ask to delete your account from the settings. It can be restored during the <em>restore period</em>, after which it is deleted for good.</p>',
  },
};

export const generalSettingsSeed = {
  app_commission: 15,
  value_added_tax: 15,
  lowest_hourly_rate: 50,
  price_cancellation_by_provider: 25,
  search_range_in_kilo: 30,
  reminder_hourly_before_job_starts: 2,
  report_limit_to_hide_ad: 5,
  account_restore_period: 30,
} as const;

export const contactSettingsSeed = {
  key: '+966',
  phone_number: ['0550000100', '0550000200'],
  whatsapp: '0550000100',
  facebook: 'https://www.facebook.com/marketplace.example',
  snapchat: 'https://www.snapchat.com/add/marketplace.example',
  youtube: 'https://www.youtube.com/@marketplace.example',
  instagram: 'https://www.instagram.com/marketplace.example',
  address: 'Riyadh, King Fahd Road, Olaya Towers',
  location: 'https://maps.google.com/?q=24.7136,46.6753',
  client_app_android: 'https://play.google.com/store/apps/details?id=com.example.marketplace',
  client_app_ios: 'https://apps.apple.com/app/id1000000001',
  provider_app_android: 'https://play.google.com/store/apps/details?id=com.example.marketplace.provider',
  provider_app_ios: 'https://apps.apple.com/app/id1000000002',
} as const;

export const questionSeeds: readonly (readonly [nameAr: string, nameEn: string, contentAr: string, contentEn: string, active?: boolean])[] = [
  ['كيف أطلب خدمة؟', 'How do I order a service?', 'اختر الخدمة ثم الموعد والموقع وأكد الطلب.', 'Pick the service, then the time and place, and confirm.'],
  ['هل يمكنني إلغاء الطلب؟', 'Can I cancel an order?', 'نعم، قبل قبوله دون رسوم، وبعده حسب سياسة الإلغاء.', 'Yes: free before it is accepted, then as the cancellation policy says.'],
  ['ما طرق الدفع المتاحة؟', 'Which payment methods are there?', 'نقدًا أو بالبطاقة أو من المحفظة.', 'Cash, card or wallet.'],
  ['هل الأسعار شاملة الضريبة؟', 'Do prices include VAT?', 'نعم، جميع الأسعار شاملة ضريبة القيمة المضافة.', 'Yes, every price includes VAT.'],
  ['كيف أتواصل مع مقدم الخدمة؟', 'How do I contact the provider?', 'من صفحة الطلب بعد قبوله.', 'From the order page once it is accepted.'],
  ['ماذا لو تأخر مقدم الخدمة؟', 'What if the provider is late?', 'يمكنك الإلغاء دون رسوم أو التواصل مع الدعم.', 'You may cancel free of charge or contact support.'],
  ['كيف أقيم الخدمة؟', 'How do I rate a service?', 'بعد اكتمال الطلب تظهر لك نافذة التقييم.', 'A rating window opens once the order is complete.'],
  ['هل توجد ضمانات على الأعمال؟', 'Is the work guaranteed?', 'تختلف مدة الضمان حسب الخدمة وتظهر في تفاصيلها.', 'The guarantee depends on the service and is shown in its details.'],
  ['كيف أشحن المحفظة؟', 'How do I top up the wallet?', 'من صفحة المحفظة عبر البطاقة.', 'From the wallet page, by card.'],
  ['هل يمكنني جدولة طلب مسبقًا؟', 'Can I schedule an order ahead?', 'نعم، حتى ثلاثين يومًا مقدمًا.', 'Yes, up to thirty days ahead.'],
  ['ما هي باقات السيارات؟', 'What are car packages?', 'مجموعات خدمات بسعر مخفض لموديل سيارتك.', 'Bundles of services at a lower price for your car model.'],
  ['كيف أصبح مقدم خدمة؟', 'How do I become a provider?', 'حمّل تطبيق مقدمي الخدمة وقدّم طلب انضمام.', 'Download the provider app and send a join request.'],
  ['هل بياناتي آمنة؟', 'Is my data safe?', 'نعم، نحمي بياناتك وفق سياسة الخصوصية.', 'Yes, your data is protected under the privacy policy.'],
  ['كيف أغير رقم جوالي؟', 'How do I change my mobile number?', 'من الملف الشخصي ثم تغيير الرقم مع رمز تحقق.', 'From the profile, with a verification code.'],
  ['كيف أحذف حسابي؟', 'How do I delete my account?', 'من الإعدادات ثم حذف الحساب.', 'From the settings, then delete account.'],
  ['هل يمكن استعادة الحساب بعد حذفه؟', 'Can a deleted account be restored?', 'نعم خلال مدة الاستعادة فقط.', 'Yes, during the restore period only.'],
  ['ما مناطق التغطية؟', 'Which areas are covered?', 'المدن الرئيسية في المملكة وتتوسع باستمرار.', 'The main cities of the Kingdom, growing steadily.'],
  ['كيف تعمل العروض؟', 'How do offers work?', 'يطبق الخصم تلقائيًا على المنتج أو الخدمة خلال مدة العرض.', 'The discount applies by itself to the product or service while the offer runs.'],
  ['هل يمكنني طلب أكثر من خدمة؟', 'Can I order several services?', 'نعم، أضفها إلى نفس الطلب.', 'Yes, add them to the same order.'],
  ['ماذا أفعل عند وجود مشكلة؟', 'What if something goes wrong?', 'راسلنا من صفحة تواصل معنا.', 'Write to us from the contact page.'],
  ['هل الخدمة متاحة في العطل؟', 'Is the service available on holidays?', 'حسب أيام عمل كل نوع خدمة.', "It depends on each service type's working days.", false],
  ['هل أحتاج للتواجد أثناء الخدمة؟', 'Do I need to be there during the service?', 'يفضل ذلك لبعض الخدمات المنزلية.', 'For some home services it is better to be present.'],
];

/** Roles besides the super admin (1) and the viewer (2): [id, name, active, permission names]. */
export type RoleSeed = readonly [id: number, name: string, active: boolean, permissions: readonly string[]];

const allOf = (parent: string, keys: readonly string[]): string[] => keys.map((key) => `${parent} ${key}`);
const FULL = ['index', 'create', 'edit', 'show', 'delete', 'activate'] as const;
const READ = ['index', 'show'] as const;

export const CONTENT_EDITOR_ROLE_ID = 3;
export const CATALOGUE_MANAGER_ROLE_ID = 4;

export const extraRoleSeeds: readonly RoleSeed[] = [
  [CONTENT_EDITOR_ROLE_ID, 'content editor', true, [...allOf('appContent', ['index', 'edit']), ...allOf('questions', FULL), ...allOf('contactMessages', ['index', 'reply'])]],
  [
    CATALOGUE_MANAGER_ROLE_ID,
    'catalogue manager',
    true,
    [
      ...allOf('serviceTypes', ['index', 'edit']),
      ...allOf('services', FULL),
      ...allOf('products', FULL),
      ...allOf('offers', FULL),
      ...allOf('carModel', FULL),
      ...allOf('carCategory', FULL),
      ...allOf('workingIntervals', ['index', 'edit']),
    ],
  ],
  [5, 'support agent', true, allOf('contactMessages', ['index', 'reply'])],
  [6, 'support viewer', true, allOf('contactMessages', ['index'])],
  [7, 'offers manager', true, [...allOf('offers', FULL), ...allOf('products', ['index']), ...allOf('services', ['index'])]],
  [8, 'services editor', true, [...allOf('services', FULL), ...allOf('serviceTypes', ['index'])]],
  [9, 'products editor', true, allOf('products', FULL)],
  [10, 'car packages editor', true, [...allOf('carModel', FULL), ...allOf('carCategory', FULL)]],
  [11, 'settings manager', true, [...allOf('settings', ['index', 'edit']), ...allOf('workingIntervals', ['index', 'edit'])]],
  [12, 'FAQ editor', true, allOf('questions', FULL)],
  [13, 'admins manager', true, [...allOf('admins', FULL), ...allOf('roles', ['index'])]],
  [14, 'roles manager', true, allOf('roles', ['index', 'create', 'edit', 'delete', 'activate'])],
  [15, 'banks editor', true, [...allOf('banks', FULL), ...allOf('countries', ['index'])]],
  [16, 'geography editor', true, [...allOf('countries', FULL), ...allOf('districts', FULL), ...allOf('cities', FULL)]],
  [17, 'jobs editor', true, [...allOf('jobTitles', FULL), ...allOf('jobTypes', FULL), ...allOf('specialists', FULL)]],
  [18, 'cancellation policy editor', true, allOf('cancellation-reasons', FULL)],
  [
    19,
    'catalogue viewer',
    true,
    [
      ...allOf('serviceTypes', ['index']),
      ...allOf('services', READ),
      ...allOf('products', ['index']),
      ...allOf('offers', ['index']),
      ...allOf('carModel', ['index']),
      ...allOf('carCategory', ['index']),
    ],
  ],
  [20, 'content viewer', true, [...allOf('appContent', ['index']), ...allOf('questions', READ)]],
  [21, 'auditor', false, [...allOf('admins', READ), ...allOf('roles', ['index']), ...allOf('settings', ['index'])]],
  [22, 'seasonal staff', false, allOf('contactMessages', ['index'])],
];

/** Staff accounts (all with the password STAFF_PASSWORD): [name, email, phone, role id, active]. */
export const STAFF_PASSWORD = 'Staff123';

export const staffSeeds: readonly (readonly [name: string, email: string, phone: string, roleId: number, active: boolean])[] = [
  ['Nasser Alharbi', 'nasser@example.com', '0500000101', 5, true],
  ['Huda Alqahtani', 'huda@example.com', '0500000102', 5, true],
  ['Faris Almalki', 'faris@example.com', '0500000103', 6, true],
  ['Reem Alshehri', 'reem@example.com', '0500000104', 7, true],
  ['Saad Alotaibi', 'saad@example.com', '0500000105', 8, true],
  ['Mona Alzahrani', 'mona@example.com', '0500000106', 9, true],
  ['Ali Alghamdi', 'ali@example.com', '0500000107', 10, true],
  ['Abeer Aldosari', 'abeer@example.com', '0500000108', 11, true],
  ['Turki Alanazi', 'turki@example.com', '0500000109', 12, true],
  ['Lama Alsubaie', 'lama@example.com', '0500000110', 13, true],
  ['Majed Alrashidi', 'majed@example.com', '0500000111', 14, true],
  ['Dalal Alshammari', 'dalal@example.com', '0500000112', 15, true],
  ['Hamad Almutairi', 'hamad@example.com', '0500000113', 16, true],
  ['Salma Alqarni', 'salma@example.com', '0500000114', 17, true],
  ['Rakan Albaqmi', 'rakan@example.com', '0500000115', 18, true],
  ['Wafa Alomari', 'wafa@example.com', '0500000116', 19, true],
  ['Ziyad Alharthi', 'ziyad@example.com', '0500000117', 20, true],
  ['Ghada Alenezi', 'ghada@example.com', '0500000118', 3, false],
  ['Bandar Alyami', 'bandar@example.com', '0500000119', 4, false],
  ['Nouf Alsahli', 'nouf@example.com', '0500000120', 2, true],
];

/** Demo accounts of the content editor and catalogue manager roles, with their own passwords. */
export const demoStaffSeeds = [
  {
    name: 'Content Editor',
    email: 'content@example.com',
    password: 'Content123',
    phoneNumber: '0500000003',
    roleId: CONTENT_EDITOR_ROLE_ID,
  },
  {
    name: 'Catalogue Manager',
    email: 'catalogue@example.com',
    password: 'Catalogue123',
    phoneNumber: '0500000004',
    roleId: CATALOGUE_MANAGER_ROLE_ID,
  },
] as const;
