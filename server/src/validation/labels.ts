import type { Bilingual } from '../i18n/lang.js';

/** How each request field is named inside validation messages. */
export const labels = {
  name: { ar: 'الاسم', en: 'name' },
  name_ar: { ar: 'الاسم بالعربية', en: 'Arabic name' },
  name_en: { ar: 'الاسم بالإنجليزية', en: 'English name' },
  title: { ar: 'السبب', en: 'reason' },
  title_ar: { ar: 'السبب بالعربية', en: 'Arabic reason' },
  title_en: { ar: 'السبب بالإنجليزية', en: 'English reason' },
  active: { ar: 'التفعيل', en: 'active' },
  status: { ar: 'الحالة', en: 'status' },
  country_id: { ar: 'الدولة', en: 'country' },
  district_id: { ar: 'المدينة', en: 'district' },
  specialist_id: { ar: 'التخصص', en: 'specialization' },
  discount_percentage: { ar: 'نسبة الخصم', en: 'discount percentage' },
  user_type: { ar: 'نوع المستخدم', en: 'user type' },
  key: { ar: 'رمز الاتصال', en: 'dial code' },
  flag: { ar: 'العلم', en: 'flag' },
  email: { ar: 'البريد الإلكتروني', en: 'email' },
  password: { ar: 'كلمة المرور', en: 'password' },
  phone: { ar: 'رقم الجوال', en: 'phone' },
  phone_number: { ar: 'رقم الجوال', en: 'phone number' },
  code: { ar: 'رمز التحقق', en: 'code' },
  profile_image: { ar: 'الصورة الشخصية', en: 'profile image' },
  model_id: { ar: 'السجل', en: 'model id' },
  type: { ar: 'النوع', en: 'type' },
  id: { ar: 'السجل', en: 'record' },
} as const satisfies Record<string, Bilingual>;
