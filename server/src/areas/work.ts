import { rulesOf } from '../db/field-table.js';
import {
  BOOKING_TYPES,
  DRIVER_TYPES,
  JOB_STATUSES,
  REPORT_STATUSES,
  WALLET_STATUSES,
  WALLET_USER_TYPES,
  type BookingRow,
  type DriverRow,
  type JobRow,
  type ReportRow,
  type WalletRequestRow,
} from '../db/people-tables.js';
import { driverFields } from '../db/work-fields.js';
import type { JsonObject } from '../http/json.js';
import type { Bilingual, Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { labels } from '../validation/labels.js';
import { thumbnailPath } from '../uploads/images.js';
import { absoluteUrl } from './administration.js';
import { link } from './definitions.js';
import { EXPERIENCE_LABELS, jsonList, labelOf, WORK_LOCATION_LABELS } from './people.js';
import { catalogueRoutes, decisionAction, defineReferenceArea, statusNumber, type AreaEnv, type ReferenceArea } from './reference-area.js';

type Labels<T extends string> = Readonly<Record<T, Bilingual>>;

export const JOB_STATUS_LABELS: Labels<(typeof JOB_STATUSES)[number]> = {
  new: { ar: 'جديد', en: 'New' },
  approved: { ar: 'مقبول', en: 'Approved' },
  in_way: { ar: 'في الطريق', en: 'On the way' },
  processing: { ar: 'قيد التنفيذ', en: 'In progress' },
  done: { ar: 'منجز', en: 'Done' },
  finished: { ar: 'منتهي', en: 'Finished' },
  canceled: { ar: 'ملغي', en: 'Canceled' },
};

const REPORT_STATUS_LABELS: Labels<(typeof REPORT_STATUSES)[number]> = {
  published: { ar: 'منشور', en: 'Published' },
  blocked: { ar: 'محظور', en: 'Blocked' },
  pending: { ar: 'قيد المراجعة', en: 'Pending' },
};

const DRIVER_TYPE_LABELS: Labels<(typeof DRIVER_TYPES)[number]> = {
  washing: { ar: 'غسيل', en: 'Washing' },
  washing_polishing: { ar: 'غسيل وتلميع', en: 'Washing and polishing' },
  delivery: { ar: 'توصيل', en: 'Delivery' },
};

const WALLET_STATUS_LABELS: Labels<(typeof WALLET_STATUSES)[number]> = {
  new: { ar: 'جديد', en: 'New' },
  done: { ar: 'تم التحويل', en: 'Done' },
  rejected: { ar: 'مرفوض', en: 'Rejected' },
};

const CANCELED_BY_LABELS: Labels<'provider' | 'employee' | 'admin'> = {
  provider: { ar: 'مقدم الخدمة', en: 'Provider' },
  employee: { ar: 'العميل', en: 'Client' },
  admin: { ar: 'الإدارة', en: 'Administration' },
};

const BOOKING_TYPE_LABELS: Labels<(typeof BOOKING_TYPES)[number]> = {
  service: { ar: 'خدمة', en: 'Service' },
  product: { ar: 'منتج', en: 'Product' },
};

const PAYMENT_LABELS: Labels<'cash' | 'card' | 'wallet'> = {
  cash: { ar: 'نقدًا', en: 'Cash' },
  card: { ar: 'بطاقة', en: 'Card' },
  wallet: { ar: 'المحفظة', en: 'Wallet' },
};

function money(value: number): number {
  return Math.round(value * 100) / 100;
}

function localized(ar: string | null, en: string | null, lang: Lang): string | null {
  return lang === 'ar' ? ar : en;
}

/** Days from one date to another, both counted. */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 86_400_000) + 1 : 0;
}

function banReasons(json: string): { id: number; reason: string }[] {
  return jsonList<{ id: number; reason: string }>(json);
}

function presentDriver(row: DriverRow, env: AreaEnv): JsonObject {
  const { lang } = env;
  const reasons = banReasons(row.ban_reasons_json);
  return {
    id: row.id,
    full_name: row.name,
    name: row.name,
    phone_number: row.phone_number,
    email: row.email,
    address: row.address,
    profile_image: absoluteUrl(env.origin, row.image),
    profile_image_thumb: absoluteUrl(env.origin, thumbnailPath(row.image)),
    driver_type: row.driver_type,
    driver_type_trans: labelOf(DRIVER_TYPE_LABELS, row.driver_type, lang),
    region: link(row.region_id, row.region_name_ar, row.region_name_en, lang),
    city: link(row.city_id, row.city_name_ar, row.city_name_en, lang),
    town: link(row.town_id, row.town_name_ar, row.town_name_en, lang),
    number_orders_allowed_per_day: row.number_orders_allowed_per_day,
    is_available: statusNumber(row.is_available),
    status: statusNumber(row.active),
    created_at: row.created_at,
    driver_login_count: row.login_count,
    last_driver_logged: row.last_logged,
    ban_count: reasons.length,
    ban_reasons: reasons,
  };
}

export const driversArea = defineReferenceArea({
  parent: 'drivers',
  routes: catalogueRoutes('driver', 'drivers', 'driver_id'),
  // Switching a driver off needs a reason, which joins the driver's ban reasons.
  activation: { via: 'user', type: 'driver', reasonToDeactivate: true },
  lookupMode: true,
  repository: (store) => store.people.drivers,
  fields: rulesOf(driverFields),
  filters: [
    { kind: 'search', param: 'keyword' },
    { kind: 'like', param: 'phone_number' },
    { kind: 'choice', param: 'driver_type', values: DRIVER_TYPES },
    { kind: 'flag', param: 'is_available' },
    { kind: 'flag', param: 'status', column: 'active' },
  ],
  check: (values, { store, validator, existing }) => {
    // Delivery drivers come from elsewhere: a form may keep the type, never give it.
    if (values['driver_type'] === 'delivery' && existing?.driver_type !== 'delivery') {
      validator.reject('driver_type', labels.driver_type, 'invalidChoice');
    }
    const townId = values['town_id'];
    const cityId = values['city_id'];
    const place = typeof townId === 'number' ? store.peopleActions.placeOf(townId) : undefined;
    if (place && place.districtId !== cityId) validator.fail('town_id', t(validator.lang, 'cityNotInDistrict'));
    const country = typeof cityId === 'number' ? store.peopleActions.countryOfDistrict(cityId) : undefined;
    if (country !== undefined && country !== values['region_id']) {
      validator.fail('city_id', t(validator.lang, 'districtNotInCountry'));
    }
  },
  afterDeactivate: (store, id, reason) => {
    if (reason) store.peopleActions.addBanReason(id, reason);
  },
  actions: [
    {
      method: 'GET',
      path: 'main/driver-is-available',
      idParam: 'driver_id',
      permissions: ['activate', 'edit'],
      run: ({ env, row, validator }) => {
        const available = validator.flag('available', labels.available, true);
        validator.assertValid();
        env.store.peopleActions.setDriverAvailable(row.id, available === true);
        return 'statusChanged';
      },
    },
  ],
  present: presentDriver,
});

function rateOf(rate: number | null, comment: string | null): JsonObject | null {
  return rate === null ? null : { rate_number: rate, comment };
}

/** An order's working hours and pay: daily hours over the days of its period, tax on top. */
export function jobTotals(row: JobRow): { totalHours: number; withoutTax: number; tax: number; final: number } {
  const totalHours = money(row.daily_hour * daysBetween(row.from_date, row.to_date));
  const withoutTax = money(row.salary_per_hour * totalHours);
  const tax = money((withoutTax * row.tax_rate) / 100);
  return { totalHours, withoutTax, tax, final: money(withoutTax + tax) };
}

export function presentJob(row: JobRow, env: AreaEnv): JsonObject {
  const { lang, origin } = env;
  const { totalHours, withoutTax, tax, final } = jobTotals(row);
  const finished = row.status === 'finished';
  const canceled = row.status === 'canceled';
  return {
    id: row.id,
    job_number: row.job_number,
    created_at: row.created_at,
    status: row.status,
    status_trans: labelOf(JOB_STATUS_LABELS, row.status, lang),
    provider: {
      id: row.provider_id,
      name: row.provider_name,
      logo: absoluteUrl(origin, row.provider_logo),
      phone: row.provider_phone,
    },
    employee:
      row.employee_id === null
        ? null
        : {
            id: row.employee_id,
            name: row.employee_name,
            avatar: absoluteUrl(origin, row.employee_avatar),
            phone: row.employee_phone,
          },
    info: {
      job_title: {
        id: row.job_title_id,
        name: localized(row.job_title_name_ar, row.job_title_name_en, lang),
        specialist: row.specialist_id === null ? null : { id: row.specialist_id, name: localized(row.specialist_name_ar, row.specialist_name_en, lang) },
      },
      experience: row.experience,
      experience_trans: labelOf(EXPERIENCE_LABELS, row.experience, lang),
      job_type: link(row.job_type_id, row.job_type_name_ar, row.job_type_name_en, lang),
      work_space: row.work_space,
      work_space_trans: labelOf(WORK_LOCATION_LABELS, String(row.work_space), lang),
      location: row.location,
      from_date: row.from_date,
      to_date: row.to_date,
      from_hour: row.from_hour,
      to_hour: row.to_hour,
      daily_hour: row.daily_hour,
      total_working_hour: totalHours,
    },
    requirement: jsonList<{ id: number; title: string }>(row.tasks_json),
    budgets: {
      salary_per_hour: row.salary_per_hour,
      total_without_tax: withoutTax,
      tax_rate: row.tax_rate,
      tax,
      final_salary: final,
    },
    rate_by_provider: finished ? rateOf(row.rate_by_provider, row.rate_by_provider_comment) : null,
    rate_by_employee: finished ? rateOf(row.rate_by_employee, row.rate_by_employee_comment) : null,
    who_canceled: canceled
      ? {
          reason: row.cancel_reason,
          canceled_by: row.canceled_by,
          canceled_by_trans: labelOf(CANCELED_BY_LABELS, row.canceled_by, lang),
        }
      : null,
    invoice: finished && row.invoice_key ? `${origin}${INVOICES_PREFIX}${row.invoice_key}.pdf` : null,
    service_id: null,
  };
}

/** Where invoices of finished orders are served (public, under an unguessable name). */
export const INVOICES_PREFIX = '/storage/invoices/';

export const ordersArea = defineReferenceArea({
  parent: 'orders',
  routes: {
    style: 'query',
    idParam: 'booking_id',
    list: 'dashboard/jobs/get-jobs',
    show: 'dashboard/jobs/job-details/{id}',
    remove: 'main/delete-booking',
  },
  repository: (store) => store.people.jobs,
  fields: [],
  filters: [
    { kind: 'id', param: 'job_id', column: 'id' },
    { kind: 'like', param: 'employee_phone' },
    { kind: 'id', param: 'employee_id' },
    { kind: 'id', param: 'provider_id' },
    { kind: 'like', param: 'provider', column: 'provider_name' },
    { kind: 'choice', param: 'status', values: JOB_STATUSES },
    { kind: 'id', param: 'specialist_id' },
    { kind: 'id', param: 'job_title_id' },
    { kind: 'flag', param: 'is_finished' },
    { kind: 'dateRange', from: 'from_date', to: 'to_date', column: 'created_date' },
  ],
  present: presentJob,
});

function presentReport(row: ReportRow, lang: Lang): JsonObject {
  const status = labelOf(REPORT_STATUS_LABELS, row.status, lang);
  return {
    id: row.id,
    report_number: row.report_number,
    reason: row.reason,
    created_at: row.created_at,
    reporter: { id: row.reporter_id, name: row.reporter_name, phone: row.reporter_phone, mobile: row.reporter_phone },
    reportable: {
      id: row.job_id,
      job_number: row.job_number,
      job_title: localized(row.job_title_name_ar, row.job_title_name_en, lang),
      job_report_status: row.status,
      job_report_status_trans: status,
      block_reason: row.block_reason,
      provider: {
        id: row.provider_id,
        name: row.provider_name,
        phone: row.provider_phone,
        mobile: row.provider_phone,
        active: row.provider_active === 1,
      },
    },
    reports_count: row.reports_count,
    status: row.status,
    status_trans: status,
  };
}

/** Reports filed against ads (jobs); a decision publishes or blocks the ad, for every report of it. */
export const reportsArea = defineReferenceArea({
  parent: 'reports',
  routes: { style: 'rest', base: 'dashboard/report-jobs/reports', only: ['list', 'show', 'remove'] },
  extraFlags: ['block'],
  // The list's show action is gated by `index`.
  readAlso: [['reports', 'index']],
  repository: (store) => store.people.reports,
  fields: [],
  filters: [
    { kind: 'like', param: 'report_number' },
    { kind: 'like', param: 'reporter', columns: ['reporter_name', 'reporter_phone'] },
    { kind: 'like', param: 'reportable_ad', columns: ['job_number', 'job_title_name_ar', 'job_title_name_en'] },
    { kind: 'like', param: 'reportable', columns: ['provider_name', 'provider_phone'] },
    { kind: 'choice', param: 'status', values: REPORT_STATUSES },
  ],
  actions: [
    decisionAction<ReportRow>({
      path: 'dashboard/report-jobs/change-status/{id}',
      permission: 'block',
      statuses: { published: 'adPublished', blocked: 'adBlocked' },
      events: { published: 'unblocked', blocked: 'blocked' },
      reasonFor: ['blocked'],
      open: () => true,
      apply: (env, row, status, reason) => env.store.peopleActions.setAdStatus(row.job_id, status === 'blocked' ? 'blocked' : 'published', reason),
    }),
  ],
  present: (row, { lang }) => presentReport(row, lang),
});

interface BookedProduct {
  id: number;
  name_ar: string;
  name_en: string;
  image: string;
  qty: number;
  price: number;
}

function presentBooking(row: BookingRow, env: AreaEnv): JsonObject {
  const { lang, origin } = env;
  const products = jsonList<BookedProduct>(row.products_json);
  const productsTotal = money(products.reduce((sum, product) => sum + product.qty * product.price, 0));
  const withoutTax = money(row.service_price + productsTotal + row.delivery_price);
  const tax = money((withoutTax * row.tax_rate) / 100);
  const reasons = banReasons(row.ban_reasons_json);
  return {
    id: row.id,
    booking_status: row.status,
    booking_status_trans: labelOf(JOB_STATUS_LABELS, row.status, lang),
    booking_type: row.booking_type,
    booking_type_trans: labelOf(BOOKING_TYPE_LABELS, row.booking_type, lang),
    booking_date: row.booking_date,
    booking_time: row.booking_time,
    service_image: absoluteUrl(origin, row.service_image),
    service_type: localized(row.service_type_name_ar, row.service_type_name_en, lang),
    service: localized(row.service_name_ar, row.service_name_en, lang),
    service_price: row.service_price,
    service_execution_time: row.service_execution_time,
    car_model: localized(row.car_model_name_ar, row.car_model_name_en, lang),
    car_category: localized(row.car_category_name_ar, row.car_category_name_en, lang),
    car_number: row.car_number,
    car_color: row.car_color,
    booking_product: {
      qty: products.reduce((sum, product) => sum + product.qty, 0),
      total: productsTotal,
      products: products.map((product) => ({
        id: product.id,
        name: lang === 'ar' ? product.name_ar : product.name_en,
        image: absoluteUrl(origin, product.image),
        qty: product.qty,
        price: product.price,
        total: money(product.qty * product.price),
      })),
    },
    address_client: {
      region_name: localized(row.region_name_ar, row.region_name_en, lang),
      city_name: localized(row.city_name_ar, row.city_name_en, lang),
      town_name: localized(row.town_name_ar, row.town_name_en, lang),
      lat: row.lat,
      lon: row.lon,
    },
    address: row.address,
    payment_method: row.payment_method,
    payment_method_trans: labelOf(PAYMENT_LABELS, row.payment_method, lang),
    total_price_without_tax: withoutTax,
    tax,
    delivery_price: row.delivery_price,
    total_price_with_tax: money(withoutTax + tax),
    client: row.client_name,
    client_id: row.client_id,
    client_image: absoluteUrl(origin, row.client_image),
    client_number: row.client_number,
    client_type: row.client_type,
    driver_id: row.driver_id,
    driver_name: row.driver_name,
    driver_image: absoluteUrl(origin, row.driver_image),
    driver_number: row.driver_number,
    ban_count: reasons.length,
    ban_reasons: reasons,
    rate_data: row.rate_id === null ? null : { id: row.rate_id, rate_number: row.rate_number, comment: row.rate_comment, status: row.rate_status ?? 0 },
    booking_image: absoluteUrl(origin, row.booking_image),
    created_at: row.created_at,
  };
}

/** Bookings carried out by drivers, as the financial report's detail view reads them. */
export const bookingsArea = defineReferenceArea({
  parent: 'orders',
  routes: { style: 'query', idParam: 'booking_id', list: 'main/report-details' },
  repository: (store) => store.people.bookings,
  fields: [],
  filters: [
    { kind: 'id', param: 'booking_id', column: 'id' },
    { kind: 'id', param: 'driver_id' },
    { kind: 'choice', param: 'status', values: JOB_STATUSES },
    { kind: 'choice', param: 'booking_type', values: BOOKING_TYPES },
  ],
  present: presentBooking,
});

export const ratesArea = defineReferenceArea({
  parent: 'rates',
  routes: { style: 'query', idParam: 'id', list: 'main/get-rates' },
  activation: { via: 'main', type: 'rate' },
  repository: (store) => store.people.rates,
  fields: [],
  filters: [
    { kind: 'id', param: 'booking_id' },
    { kind: 'like', param: 'client_name' },
    { kind: 'number', param: 'rate_number' },
    { kind: 'idOrLike', param: 'driver', idColumn: 'driver_id', likeColumn: 'driver_name' },
    { kind: 'flag', param: 'status', column: 'active' },
    { kind: 'dateRange', from: 'from_date', to: 'to_date', column: 'created_date' },
  ],
  present: (row) => ({
    id: row.id,
    client: row.client_name,
    client_id: row.client_id,
    rate_number: row.rate_number,
    rate_comment: row.rate_comment,
    booking_id: row.booking_id,
    driver_id: row.driver_id,
    driver: row.driver_name,
    created_date: row.created_date,
    created_at: row.created_at,
    status: statusNumber(row.active),
  }),
});

function presentWalletRequest(row: WalletRequestRow, lang: Lang): JsonObject {
  return {
    id: row.id,
    wallet_number: row.wallet_number,
    type: row.user_type,
    user: {
      id: row.user_id,
      name: row.user_name,
      phone: row.user_phone,
      wallet_balance: row.user_balance,
      bank: row.bank_id === null && row.iban === null ? null : { id: row.bank_id, name: localized(row.bank_name_ar, row.bank_name_en, lang), IBAN: row.iban },
    },
    balance: row.balance,
    status: row.status,
    status_trans: labelOf(WALLET_STATUS_LABELS, row.status, lang),
    transfer_balance: row.transfer_balance,
    notes: row.notes,
    created_at: row.created_at,
    active: row.active === 1,
  };
}

const TRANSFER_MAX = 10_000_000;

export const walletRequestsArea = defineReferenceArea({
  parent: 'walletRequests',
  routes: { style: 'query', idParam: 'wallet_request_id', list: 'dashboard/wallets/requests-wallet' },
  activation: { via: 'dashboard', type: 'wallet-requests' },
  extraFlags: ['accept_or_refuse'],
  repository: (store) => store.people.walletRequests,
  fields: [],
  filters: [
    { kind: 'choice', param: 'type', values: WALLET_USER_TYPES, column: 'user_type' },
    { kind: 'like', param: 'name', columns: ['user_name', 'user_phone'] },
    { kind: 'like', param: 'wallet_number' },
    { kind: 'choice', param: 'status', values: WALLET_STATUSES },
  ],
  actions: [
    {
      path: 'dashboard/wallets/submit-requests-wallet',
      idParam: 'wallet_request_id',
      permissions: ['accept_or_refuse'],
      event: (fields) => (fields['status'] === 'done' ? 'settled' : 'rejected'),
      run: ({ env, row, validator }) => {
        const status = validator.choice('status', labels.status, ['done', 'rejected'] as const, true);
        const transfer = validator.number('transfer_balance', labels.transfer_balance, {
          required: false,
          min: 0,
          max: TRANSFER_MAX,
        });
        const notes = validator.text('notes', labels.notes, { required: false, max: 1000 }) ?? null;
        if (status !== undefined && row.status !== 'new') validator.fail('status', t(env.lang, 'alreadyDecided'));
        // Without an amount the requested balance is transferred; never more than the wallet holds.
        const amount = transfer ?? row.balance;
        if (status === 'done' && row.status === 'new' && amount > row.user_balance) {
          validator.fail('transfer_balance', t(env.lang, 'transferAboveBalance', { balance: row.user_balance }));
        }
        validator.assertValid();
        if (status === undefined) return 'statusChanged';
        env.store.peopleActions.settleWalletRequest(row.id, row.user_type, row.user_id, status, status === 'done' ? amount : null, notes);
        return status === 'done' ? 'transferDone' : 'requestRejected';
      },
    },
  ],
  present: (row, { lang }) => presentWalletRequest(row, lang),
});

/** Drivers, orders, ad reports, bookings, ratings and wallet settlement requests. */
export const workAreas: readonly ReferenceArea[] = [driversArea, ordersArea, reportsArea, bookingsArea, ratesArea, walletRequestsArea];
