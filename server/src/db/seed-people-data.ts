/**
 * Deterministic bilingual seed data of the people and work areas. Records are built from
 * these lists by position (see seed-people.ts), so every database starts alike.
 */

/** The password of every seeded client, provider and driver account (hashed once per seed). */
export const PEOPLE_PASSWORD = 'User1234';

/** First and family names: Arabic and English speakers alike use the marketplace. */
export const arabicFirstNames = ['محمد', 'أحمد', 'خالد', 'سارة', 'نورة', 'فهد', 'ريم', 'عبدالله', 'ليلى', 'يوسف', 'هند', 'سلطان', 'منى', 'ماجد', 'دانة', 'تركي', 'جود', 'بدر', 'لمى', 'عمر'] as const;
export const arabicFamilyNames = ['العتيبي', 'القحطاني', 'الشهري', 'الغامدي', 'الزهراني', 'الدوسري', 'المطيري', 'الحربي', 'السبيعي', 'العنزي'] as const;
export const englishFirstNames = ['James', 'Sarah', 'Omar', 'Emily', 'Daniel', 'Aisha', 'Michael', 'Hannah', 'Ali', 'Grace'] as const;
export const englishFamilyNames = ['Smith', 'Khan', 'Johnson', 'Patel', 'Brown', 'Rahman', 'Wilson', 'Hassan'] as const;

export const aboutMeTexts = [
  ['أعمل بشغف وأحب التعلم المستمر.', 'I work with passion and love to keep learning.'],
  ['خبرة في خدمة العملاء والعمل ضمن فريق.', 'Experienced in customer service and teamwork.'],
  ['أبحث عن فرص عمل مرنة بالساعة.', 'Looking for flexible hourly work.'],
  ['دقيق في المواعيد وملتزم بالجودة.', 'Punctual and committed to quality.'],
] as const;

/** Providers: companies and individuals (Arabic and English names). */
export const providerNames = [
  'شركة الإتقان للخدمات',
  'مؤسسة الرواد',
  'Bright Hands Co.',
  'شركة النخبة',
  'Swift Staffing',
  'مؤسسة الأفق',
  'Prime Workforce',
  'شركة الديار',
  'مكتب الوفاء',
  'Urban Services LLC',
  'شركة المدار',
  'Blue Line Trading',
  'مؤسسة السنابل',
  'Peak Talent',
  'شركة الرياض الحديثة',
  'Golden Crew',
  'مؤسسة الجزيرة',
  'Metro Helpers',
  'شركة البيان',
  'First Choice Co.',
] as const;

export const providerDescriptions = [
  ['نوفر كوادر مدربة للعمل بالساعة في مختلف التخصصات.', 'We provide trained staff for hourly work across specializations.'],
  ['خدمات توظيف مرنة للشركات والأفراد.', 'Flexible staffing services for companies and individuals.'],
  ['خبرة طويلة في إدارة المشاريع القصيرة.', 'Long experience in running short projects.'],
] as const;

export const nameChangeReasons = ['الاسم غير مطابق للهوية', 'The new name does not match the ID document'] as const;
export const joinRejectReasons = ['السجل التجاري منتهي', 'Missing commercial register', 'بيانات غير مكتملة'] as const;

export const reportReasons = [
  'محتوى الإعلان مضلل',
  'The ad asks for payment outside the app',
  'الراتب المذكور غير حقيقي',
  'Duplicate ad',
  'ألفاظ غير لائقة في الوصف',
  'The provider did not answer after hiring',
] as const;

export const blockReasons = ['مخالفة سياسة الإعلانات', 'Misleading salary information'] as const;

export const driverBanReasons = ['تأخر متكرر عن المواعيد', 'Repeated customer complaints', 'عدم الالتزام بالزي الرسمي', 'Vehicle failed inspection', 'إلغاء طلبات دون سبب'] as const;

export const taskTitles = [
  'استقبال العملاء',
  'Prepare the work area',
  'ترتيب المستودع',
  'Answer customer calls',
  'إدخال البيانات',
  'Clean the equipment',
  'تجهيز الطلبات',
  'Write a daily report',
  'متابعة المخزون',
  'Check deliveries on arrival',
] as const;

export const jobLocations = [
  'الرياض، حي العليا، طريق الملك فهد',
  'Jeddah, Al Hamra, Palestine Street',
  'الدمام، حي الفيصلية',
  'Riyadh, Al Malaz, Salah Al Din Street',
  'القاهرة، الزمالك، شارع 26 يوليو',
] as const;

export const cancelReasons = [
  ['employee', 'ظرف عائلي طارئ'],
  ['provider', 'The position was filled internally'],
  ['admin', 'مخالفة شروط الاستخدام'],
  ['employee', 'Found another job'],
] as const;

export const rateComments = ['عمل ممتاز وسريع', 'Very professional, thank you', 'جيد لكن تأخر قليلًا', 'Average work', 'لم يلتزم بالموعد', 'Excellent, will book again', null] as const;

export const carColors = [
  ['أبيض', 'White'],
  ['أسود', 'Black'],
  ['فضي', 'Silver'],
  ['أحمر', 'Red'],
  ['أزرق', 'Blue'],
] as const;

export const addressLines = ['شارع الأمير سلطان، بجوار المسجد', 'Building 12, King Abdullah Road', 'خلف مجمع الراشد', 'Villa 4, Street 18', 'عمارة 7، الدور الثاني'] as const;

export const walletNotes = ['تم التحويل إلى الحساب البنكي', 'Transferred on the weekly cycle', null] as const;
export const walletRejectNotes = ['رقم الآيبان غير صحيح', 'The balance is under review'] as const;
