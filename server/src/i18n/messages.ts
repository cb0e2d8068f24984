import type { Bilingual, Lang } from './lang.js';

/**
 * Every text the API answers with, in both languages. Placeholders are written
 * `{name}` and filled by `t`.
 */
const messages = {
  // session
  loginSuccess: { en: 'Logged In Successfully', ar: 'تم تسجيل الدخول بنجاح' },
  wrongLoginData: { en: 'Wrong Login Data', ar: 'بيانات الدخول غير صحيحة' },
  tooManyAttempts: {
    en: 'Too many sign-in attempts. Try again in {minutes} minute(s).',
    ar: 'محاولات دخول كثيرة. حاول مرة أخرى بعد {minutes} دقيقة.',
  },
  signInBusy: {
    en: 'Too many sign-in attempts at once. Try again in a moment.',
    ar: 'محاولات دخول كثيرة في وقت واحد. حاول مرة أخرى بعد لحظات.',
  },
  twoFactorChallenge: { en: 'Enter the code from your authenticator app', ar: 'أدخل الرمز من تطبيق المصادقة' },
  twoFactorSetupRequired: {
    en: 'Your role requires two-factor sign-in: set it up to continue',
    ar: 'يتطلب دورك التحقق بخطوتين: فعّله للمتابعة',
  },
  twoFactorCodeWrong: { en: 'The two-factor code is incorrect or was already used', ar: 'رمز التحقق بخطوتين غير صحيح أو سبق استخدامه' },
  recoveryCodeWrong: { en: 'The recovery code is incorrect or was already used', ar: 'رمز الاسترداد غير صحيح أو سبق استخدامه' },
  twoFactorChallengeExpired: { en: 'This sign-in has expired: sign in again', ar: 'انتهت صلاحية عملية الدخول: سجّل الدخول مرة أخرى' },
  passwordConfirmationRequired: { en: 'Password confirmation required.', ar: 'يلزم تأكيد كلمة المرور.' },
  passwordConfirmed: { en: 'Password confirmed', ar: 'تم تأكيد كلمة المرور' },
  twoFactorStarted: { en: 'Scan the QR code, then enter the first code to confirm', ar: 'امسح رمز QR ثم أدخل أول رمز للتأكيد' },
  twoFactorConfirmed: { en: 'Two-factor sign-in is on', ar: 'تم تفعيل التحقق بخطوتين' },
  twoFactorDisabled: { en: 'Two-factor sign-in is off', ar: 'تم إيقاف التحقق بخطوتين' },
  twoFactorAlreadyOn: { en: 'Two-factor sign-in is already on', ar: 'التحقق بخطوتين مفعّل بالفعل' },
  twoFactorNotStarted: { en: 'Two-factor sign-in has not been started', ar: 'لم يبدأ تفعيل التحقق بخطوتين' },
  twoFactorNotOn: { en: 'Two-factor sign-in is not on', ar: 'التحقق بخطوتين غير مفعّل' },
  twoFactorSecretHidden: {
    en: 'The secret key is shown only while setting up; turn two-factor sign-in off and on again for a new one',
    ar: 'يظهر المفتاح السري أثناء الإعداد فقط؛ أوقف التحقق بخطوتين ثم فعّله من جديد للحصول على مفتاح جديد',
  },
  twoFactorRequiredByRole: {
    en: 'Your role requires two-factor sign-in: it cannot be turned off',
    ar: 'يتطلب دورك التحقق بخطوتين: لا يمكن إيقافه',
  },
  recoveryCodesRenewed: { en: 'New recovery codes were made; the old ones no longer work', ar: 'تم إنشاء رموز استرداد جديدة؛ الرموز القديمة لم تعد تعمل' },
  twoFactorRoleSaved: { en: 'Saved', ar: 'تم الحفظ' },
  accountInactive: {
    en: 'This account is deactivated, please contact the administration',
    ar: 'هذا الحساب غير مفعل، يرجى التواصل مع الإدارة',
  },
  loggedOut: { en: 'Logged Out Successfully', ar: 'تم تسجيل الخروج بنجاح' },
  codeSent: { en: 'Code Sent', ar: 'تم إرسال الرمز' },
  resetCodeSubject: { en: 'Your password reset code', ar: 'رمز إعادة تعيين كلمة المرور' },
  resetCodeText: {
    en: 'Your verification code is {code}. It expires in {minutes} minutes. If you did not ask to reset your password, ignore this message.',
    ar: 'رمز التحقق الخاص بك هو {code}. تنتهي صلاحيته بعد {minutes} دقائق. إذا لم تطلب إعادة تعيين كلمة المرور فتجاهل هذه الرسالة.',
  },
  tooManyCodeRequests: {
    en: 'Too many code requests. Try again in {minutes} minute(s).',
    ar: 'طلبات رمز كثيرة. حاول مرة أخرى بعد {minutes} دقيقة.',
  },
  tooManyCodeAttempts: {
    en: 'Too many wrong codes. Try again in {minutes} minute(s).',
    ar: 'رموز خاطئة كثيرة. حاول مرة أخرى بعد {minutes} دقيقة.',
  },
  codeWrong: { en: 'The verification code is incorrect', ar: 'رمز التحقق غير صحيح' },
  codeExpired: {
    en: 'The verification code has expired, please request a new code',
    ar: 'انتهت صلاحية رمز التحقق، يرجى طلب رمز جديد',
  },
  codeLocked: {
    en: 'Too many wrong attempts, please request a new code',
    ar: 'محاولات خاطئة كثيرة، يرجى طلب رمز جديد',
  },
  verifiedSuccessfully: { en: 'Verified Successfully', ar: 'تم التحقق بنجاح' },
  passwordReset: { en: 'Password Changed Successfully', ar: 'تم تغيير كلمة المرور بنجاح' },
  resetTokenInvalid: {
    en: 'The password reset link is invalid or has expired',
    ar: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية',
  },
  selfDeactivation: { en: 'You cannot deactivate your own account', ar: 'لا يمكنك إلغاء تفعيل حسابك' },

  // generic answers
  unauthenticated: { en: 'Unauthenticated.', ar: 'غير مصرح، يرجى تسجيل الدخول' },
  forbidden: {
    en: 'You do not have permission to perform this action',
    ar: 'ليس لديك صلاحية للقيام بهذا الإجراء',
  },
  recordNotFound: { en: 'Record not found', ar: 'السجل غير موجود' },
  routeNotFound: { en: 'Route not found', ar: 'المسار غير موجود' },
  methodNotAllowed: { en: 'This method is not supported for this route', ar: 'هذه الطريقة غير مدعومة لهذا المسار' },
  serverError: { en: 'Server Error', ar: 'خطأ في الخادم' },
  malformedBody: { en: 'The request body could not be read', ar: 'تعذرت قراءة بيانات الطلب' },
  bodyTooLarge: {
    en: 'The request body is too large for this address (at most {max} KB, within the allowed number of fields and files).',
    ar: 'بيانات الطلب أكبر مما يقبله هذا العنوان (الحد الأقصى {max} كيلوبايت، ضمن العدد المسموح من الحقول والملفات).',
  },
  dashboardNotBuilt: {
    en: 'The dashboard is not built yet: run npm run build',
    ar: 'لم يتم بناء لوحة التحكم بعد: شغل npm run build',
  },
  added: { en: 'Added Successfully', ar: 'تمت الإضافة بنجاح' },
  edited: { en: 'Edited Successfully', ar: 'تم التعديل بنجاح' },
  deleted: { en: 'Deleted Successfully', ar: 'تم الحذف بنجاح' },
  statusChanged: { en: 'Status Changed', ar: 'تم تغيير الحالة' },
  saved: { en: 'Saved Successfully', ar: 'تم الحفظ بنجاح' },
  inUse: {
    en: 'This record cannot be deleted because it is still used by: {usages}',
    ar: 'لا يمكن حذف هذا السجل لأنه مستخدم في: {usages}',
  },
  sent: { en: 'Sent Successfully', ar: 'تم الإرسال بنجاح' },
  // activity log
  activityRestored: { en: 'Restored Successfully', ar: 'تمت الاستعادة بنجاح' },
  activityNotDeleted: { en: 'Only a deleted record can be restored', ar: 'لا يُستعاد إلا سجل محذوف' },
  activityNotKept: { en: 'Deleted records of this section are not kept', ar: 'لا تُحفظ السجلات المحذوفة في هذا القسم' },
  activityTooOld: { en: 'A deleted record can be restored within {days} days only', ar: 'لا يمكن استعادة السجل المحذوف إلا خلال {days} يومًا' },
  activityAlreadyRestored: { en: 'This record was already restored', ar: 'تمت استعادة هذا السجل من قبل' },
  activityRecordExists: { en: 'A record with this id exists again', ar: 'يوجد سجل بهذا الرقم من جديد' },
  activityCannotRestore: { en: 'The record cannot be restored: {reason}', ar: 'لا يمكن استعادة السجل: {reason}' },
  activityUnknownBatch: { en: 'No record of this batch was written by you in this area', ar: 'لا توجد سجلات لهذه الدفعة كتبتها في هذا القسم' },
  activityUnknownArea: { en: 'The selected area is invalid', ar: 'القسم المختار غير صالح' },
  reportLinkInvalid: {
    en: 'This download link is invalid or has expired, please export the report again',
    ar: 'رابط التنزيل غير صالح أو منتهي الصلاحية، يرجى تصدير التقرير مرة أخرى',
  },
  alreadyReplied: { en: 'This message has already been replied to', ar: 'تم الرد على هذه الرسالة من قبل' },
  roleProtected: {
    en: 'The super admin role cannot be changed, deactivated or deleted',
    ar: 'لا يمكن تعديل دور المدير العام أو إلغاء تفعيله أو حذفه',
  },
  adminProtected: {
    en: 'The main admin account cannot be changed, deactivated or deleted',
    ar: 'لا يمكن تعديل حساب المدير الرئيسي أو إلغاء تفعيله أو حذفه',
  },
  selfRemoval: { en: 'You cannot delete your own account', ar: 'لا يمكنك حذف حسابك' },
  superAdminRoleOnly: {
    en: 'Only a super admin can grant the super admin role',
    ar: 'لا يمنح دور المدير العام إلا مدير عام',
  },
  superAdminAccountOnly: {
    en: 'Only a super admin can change a super admin account',
    ar: 'لا يعدّل حساب المدير العام إلا مدير عام',
  },
  adminAboveYou: {
    en: 'You cannot change an admin whose role holds permissions you do not have',
    ar: 'لا يمكنك تعديل مشرف يملك دوره صلاحيات لا تملكها',
  },
  roleAboveYou: {
    en: 'You cannot give a role that holds permissions you do not have',
    ar: 'لا يمكنك منح دور يملك صلاحيات لا تملكها',
  },
  ownRole: { en: 'You cannot change your own role', ar: 'لا يمكنك تعديل دورك' },
  permissionsNotHeld: {
    en: 'You cannot grant or take away permissions you do not have: {permissions}',
    ar: 'لا يمكنك منح صلاحيات لا تملكها أو سحبها: {permissions}',
  },
  roleSwitchAboveYou: {
    en: 'You cannot switch or delete a role that holds permissions you do not have',
    ar: 'لا يمكنك تفعيل دور أو إلغاء تفعيله أو حذفه وهو يملك صلاحيات لا تملكها',
  },
  currentPasswordWrong: { en: 'The current password is incorrect', ar: 'كلمة المرور الحالية غير صحيحة' },
  periodsOverlap: { en: 'The working periods must not overlap.', ar: 'يجب ألا تتداخل فترات العمل.' },
  recordProtected: {
    en: 'This account is protected and cannot be changed, deactivated or deleted',
    ar: 'هذا الحساب محمي ولا يمكن تعديله أو إلغاء تفعيله أو حذفه',
  },
  alreadyDecided: { en: 'This request has already been processed', ar: 'تمت معالجة هذا الطلب من قبل' },
  requestAccepted: { en: 'The request has been accepted', ar: 'تم قبول الطلب' },
  requestRejected: { en: 'The request has been rejected', ar: 'تم رفض الطلب' },
  adPublished: { en: 'The ad has been published', ar: 'تم نشر الإعلان' },
  adBlocked: { en: 'The ad has been blocked', ar: 'تم حظر الإعلان' },
  transferDone: { en: 'The transfer has been recorded', ar: 'تم تسجيل التحويل' },
  walletEdited: { en: 'The wallet has been updated', ar: 'تم تعديل المحفظة' },
  walletNothing: {
    en: 'Send a new balance, notes or both.',
    ar: 'أرسل الرصيد الجديد أو الملاحظات أو كليهما.',
  },
  transferAboveBalance: {
    en: 'The transfer must not be greater than the wallet balance ({balance}).',
    ar: 'يجب ألا يزيد التحويل عن رصيد المحفظة ({balance}).',
  },
  cityNotInDistrict: {
    en: 'The selected city does not belong to the selected district.',
    ar: 'الحي المختار لا يتبع المدينة المختارة.',
  },
  districtNotInCountry: {
    en: 'The selected district does not belong to the selected country.',
    ar: 'المدينة المختارة لا تتبع الدولة المختارة.',
  },

  // notifications
  notificationRead: { en: 'The notification has been marked as read', ar: 'تم تعليم الإشعار كمقروء' },
  notificationsCleared: { en: 'All notifications have been deleted', ar: 'تم حذف جميع الإشعارات' },
  demoRaised: {
    en: 'Raised {type}: {count} admin(s) notified',
    ar: 'تم إطلاق الحدث {type}: وصل الإشعار إلى {count} من المشرفين',
  },
  demoNothing: { en: 'There is no record to raise this event on', ar: 'لا يوجد سجل يمكن إطلاق هذا الحدث عليه' },

  // saved views of lists (server/src/routes/saved-views.ts)
  savedViewState: {
    en: 'The {attribute} must be an object with query (text values) and columns (order and hidden: lists of column names, or null).',
    ar: 'يجب أن تكون {attribute} كائنًا فيه query (قيم نصية) وcolumns (order وhidden: قوائم بأسماء الأعمدة، أو null).',
  },
  savedViewStateTooLarge: {
    en: 'The {attribute} must not be larger than {max} KB.',
    ar: 'يجب ألا يزيد حجم {attribute} عن {max} كيلوبايت.',
  },
  savedViewLimit: {
    en: 'You already have {max} saved views of this list: delete one first.',
    ar: 'لديك {max} عرضًا محفوظًا لهذه القائمة: احذف واحدًا أولًا.',
  },
  savedViewTotalLimit: {
    en: 'You already have {max} saved views in all: delete one first.',
    ar: 'لديك {max} عرضًا محفوظًا في المجموع: احذف واحدًا أولًا.',
  },
  savedViewNotOwner: {
    en: 'Only the admin who saved this view can change or delete it',
    ar: 'لا يعدّل هذا العرض أو يحذفه إلا المشرف الذي حفظه',
  },

  // validation templates
  required: { en: 'The {attribute} field is required.', ar: 'حقل {attribute} مطلوب.' },
  string: { en: 'The {attribute} must be a string.', ar: 'يجب أن يكون {attribute} نصًا.' },
  maxChars: {
    en: 'The {attribute} must not be greater than {max} characters.',
    ar: 'يجب ألا يزيد {attribute} عن {max} حرفًا.',
  },
  minChars: {
    en: 'The {attribute} must be at least {min} characters.',
    ar: 'يجب ألا يقل {attribute} عن {min} أحرف.',
  },
  boolean: { en: 'The {attribute} field must be true or false.', ar: 'يجب أن تكون قيمة {attribute} 1 أو 0.' },
  integer: { en: 'The {attribute} must be an integer.', ar: 'يجب أن يكون {attribute} رقمًا صحيحًا.' },
  number: { en: 'The {attribute} must be a number.', ar: 'يجب أن يكون {attribute} رقمًا.' },
  between: {
    en: 'The {attribute} must be between {min} and {max}.',
    ar: 'يجب أن تكون قيمة {attribute} بين {min} و {max}.',
  },
  invalidChoice: { en: 'The selected {attribute} is invalid.', ar: 'قيمة {attribute} المختارة غير صالحة.' },
  email: { en: 'The {attribute} must be a valid email address.', ar: 'يجب أن يكون {attribute} بريدًا إلكترونيًا صالحًا.' },
  taken: { en: 'The {attribute} has already been taken.', ar: 'قيمة {attribute} مستخدمة من قبل.' },
  confirmed: { en: 'The {attribute} confirmation does not match.', ar: 'تأكيد {attribute} غير مطابق.' },
  regex: { en: 'The {attribute} format is invalid.', ar: 'صيغة {attribute} غير صحيحة.' },
  url: { en: 'The {attribute} must be a valid URL.', ar: 'يجب أن يكون {attribute} رابطًا صحيحًا.' },
  date: { en: 'The {attribute} is not a valid date.', ar: 'قيمة {attribute} ليست تاريخًا صحيحًا.' },
  notBeforeToday: {
    en: 'The {attribute} must be a date after or equal to today.',
    ar: 'يجب أن يكون {attribute} اليوم أو بعده.',
  },
  afterOrEqual: {
    en: 'The {attribute} must be a date after or equal to the {other}.',
    ar: 'يجب أن يكون {attribute} في {other} أو بعده.',
  },
  time: { en: 'The {attribute} must be a time (HH:MM).', ar: 'يجب أن يكون {attribute} وقتًا بصيغة HH:MM.' },
  timeAfter: { en: 'The {attribute} must be after the {other}.', ar: 'يجب أن يكون {attribute} بعد {other}.' },
  minItems: {
    en: 'The {attribute} must have at least {min} item(s).',
    ar: 'يجب أن يحتوي {attribute} على {min} عنصر على الأقل.',
  },
  image: { en: 'The Selected File Must Be An Image', ar: 'يجب أن يكون الملف المختار صورة' },
  pdf: { en: 'The Selected File Must Be A PDF Document', ar: 'يجب أن يكون الملف المختار مستند PDF' },
  notAfterToday: {
    en: 'The {attribute} must be a date before or equal to today.',
    ar: 'يجب أن يكون {attribute} اليوم أو قبله.',
  },
  requiredWith: {
    en: 'The {attribute} field is required when {other} is present.',
    ar: 'حقل {attribute} مطلوب عند وجود {other}.',
  },
  passwordRequirements: {
    en: 'The {attribute} must contain an upper-case letter, a lower-case letter and a digit.',
    ar: 'يجب أن تحتوي {attribute} على حرف كبير وحرف صغير ورقم.',
  },
  notBlank: { en: 'The {attribute} must not be blank.', ar: 'يجب ألا يكون {attribute} فارغًا.' },
  plainName: {
    en: 'The {attribute} must not contain line breaks, tabs, control characters or text-direction overrides.',
    ar: 'يجب ألا يحتوي {attribute} على فواصل أسطر أو مسافات جدولة أو محارف تحكم أو محارف تغيير اتجاه النص.',
  },
  fileTooLarge: {
    en: 'The file is too large (at most {max} MB).',
    ar: 'حجم الملف كبير جدًا (الحد الأقصى {max} ميجابايت).',
  },
  // the Pusher HTTP API (server/src/realtime/http-api.ts)
  pusherAppNotFound: { en: 'Unknown application id', ar: 'معرّف التطبيق غير معروف' },
  pusherUnsigned: {
    en: 'The request is not signed: auth_key, auth_timestamp, auth_version=1.0 and auth_signature are required',
    ar: 'الطلب غير موقّع: يلزم auth_key وauth_timestamp وauth_version=1.0 وauth_signature',
  },
  pusherWrongKey: { en: 'Unknown application key', ar: 'مفتاح التطبيق غير معروف' },
  pusherBadSignature: {
    en: 'Invalid signature: the request was not signed with the application secret',
    ar: 'توقيع غير صحيح: لم يُوقَّع الطلب بسرّ التطبيق',
  },
  pusherTimestamp: {
    en: 'Timestamp expired: auth_timestamp is more than {seconds} seconds from the server time',
    ar: 'انتهت صلاحية الطابع الزمني: يبعد auth_timestamp أكثر من {seconds} ثانية عن وقت الخادم',
  },
  pusherBodyMd5: { en: 'body_md5 does not match the request body', ar: 'قيمة body_md5 لا تطابق جسم الطلب' },
  pusherBody: { en: 'The body must be a JSON object: {fields}', ar: 'يجب أن يكون جسم الطلب كائن JSON: {fields}' },
  pusherEventName: {
    en: 'The event name must have 1 to {max} characters and must not start with pusher:',
    ar: 'يجب أن يكون اسم الحدث من 1 إلى {max} حرفًا وألا يبدأ بـ pusher:',
  },
  pusherDataTooLarge: {
    en: 'The event data is larger than {max} KB',
    ar: 'بيانات الحدث أكبر من {max} كيلوبايت',
  },
  pusherChannelCount: {
    en: 'An event goes to 1 to {max} channels',
    ar: 'يُرسل الحدث إلى قناة واحدة حتى {max} قناة',
  },
  pusherChannelName: {
    en: 'Invalid channel name, or a kind of channel this server does not serve: {channel}',
    ar: 'اسم قناة غير صالح، أو نوع قناة لا يخدمه هذا الخادم: {channel}',
  },
  pusherSocketId: { en: 'Invalid socket_id', ar: 'قيمة socket_id غير صالحة' },
  pusherBatchSize: {
    en: 'A batch holds 1 to {max} events',
    ar: 'تحوي الدفعة من حدث واحد حتى {max} أحداث',
  },
  pusherInfo: {
    en: 'Unknown or unavailable info attribute for this channel: {info}',
    ar: 'خاصية info غير معروفة أو غير متاحة لهذه القناة: {info}',
  },
} as const satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof messages;

export type MessageParams = Readonly<Record<string, string | number>>;

export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
