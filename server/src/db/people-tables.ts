import { selectColumns, writableColumns, type RowOf } from './field-table.js';
import type { ReferenceTable } from './reference-tables.js';
import { DRIVER_TYPES, driverFields } from './work-fields.js';
import { EXPERIENCE_LEVELS, employeeFields, type JOIN_STATUSES, PROVIDER_TYPES, providerFields, WORK_LOCATIONS } from './people-fields.js';

/**
 * People and work: clients (employees), providers and their join requests, name-change
 * requests, drivers, jobs (orders) with their ad reports, bookings with their ratings, and
 * wallet settlement requests. Lists inside a row come as JSON (`*_json`) from sub-selects.
 */

export { EXPERIENCE_LEVELS, PROVIDER_TYPES, WORK_LOCATIONS };
export const JOB_STATUSES = ['new', 'approved', 'in_way', 'processing', 'done', 'finished', 'canceled'] as const;
export const REPORT_STATUSES = ['published', 'blocked', 'pending'] as const;
export { DRIVER_TYPES };
/** The driver types a form may write; `delivery` drivers are only ever read. */
export const WRITABLE_DRIVER_TYPES = ['washing', 'washing_polishing'] as const;
export const WALLET_STATUSES = ['new', 'done', 'rejected'] as const;
export const WALLET_USER_TYPES = ['provider', 'employee'] as const;
export const BOOKING_TYPES = ['service', 'product'] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** The place of a record: its city (neighbourhood) with district and country, all nullable. */
interface PlaceColumns {
  city_name_ar: string | null;
  city_name_en: string | null;
  district_id: number | null;
  district_name_ar: string | null;
  district_name_en: string | null;
  country_id: number | null;
  country_name_ar: string | null;
  country_name_en: string | null;
}

interface BankColumns {
  bank_name_ar: string | null;
  bank_name_en: string | null;
}

export type EmployeeRow = RowOf<typeof employeeFields.fields> &
  PlaceColumns &
  BankColumns & {
    created_at: string;
    specialists_json: string;
    jobs_json: string;
    attachments_json: string;
  };

export type ProviderRow = RowOf<typeof providerFields.fields> &
  BankColumns & {
    join_status: (typeof JOIN_STATUSES)[number];
    created_at: string;
    specialists_json: string;
    cities_json: string;
  };

export interface NameChangeRequestRow {
  id: number;
  employee_id: number;
  new_name: string;
  status: 'pending' | 'accepted' | 'rejected';
  reason: string | null;
  created_at: string;
  employee_name: string;
  employee_phone: string;
  employee_user_name: string | null;
}

export type DriverRow = RowOf<typeof driverFields.fields> & {
  region_name_ar: string;
  region_name_en: string;
  city_name_ar: string;
  city_name_en: string;
  town_name_ar: string;
  town_name_en: string;
  created_at: string;
  ban_reasons_json: string;
};

export interface JobRow {
  id: number;
  job_number: string;
  status: JobStatus;
  created_at: string;
  created_date: string;
  /** 1 finished, 0 still under way, null canceled (neither: `is_finished` finds it either way). */
  is_finished: number | null;
  provider_id: number;
  provider_name: string;
  provider_logo: string | null;
  provider_phone: string;
  employee_id: number | null;
  employee_name: string | null;
  employee_avatar: string | null;
  employee_phone: string | null;
  job_title_id: number;
  job_title_name_ar: string;
  job_title_name_en: string;
  specialist_id: number | null;
  specialist_name_ar: string | null;
  specialist_name_en: string | null;
  job_type_id: number | null;
  job_type_name_ar: string | null;
  job_type_name_en: string | null;
  experience: string | null;
  work_space: number;
  location: string | null;
  from_date: string;
  to_date: string;
  from_hour: string;
  to_hour: string;
  daily_hour: number;
  salary_per_hour: number;
  tax_rate: number;
  rate_by_provider: number | null;
  rate_by_provider_comment: string | null;
  rate_by_employee: number | null;
  rate_by_employee_comment: string | null;
  cancel_reason: string | null;
  canceled_by: string | null;
  invoice_key: string | null;
  report_status: ReportStatus;
  tasks_json: string;
}

export interface ReportRow {
  id: number;
  report_number: string;
  reason: string;
  created_at: string;
  job_id: number;
  job_number: string;
  job_title_name_ar: string;
  job_title_name_en: string;
  status: ReportStatus;
  block_reason: string | null;
  reporter_id: number;
  reporter_name: string;
  reporter_phone: string;
  provider_id: number;
  provider_name: string;
  provider_phone: string;
  provider_active: number;
  reports_count: number;
}

export interface BookingRow {
  id: number;
  status: JobStatus;
  booking_type: 'service' | 'product';
  booking_date: string;
  booking_time: string;
  service_id: number | null;
  service_name_ar: string | null;
  service_name_en: string | null;
  service_type_name_ar: string | null;
  service_type_name_en: string | null;
  service_image: string | null;
  service_execution_time: number | null;
  service_price: number;
  car_model_name_ar: string | null;
  car_model_name_en: string | null;
  car_category_name_ar: string | null;
  car_category_name_en: string | null;
  car_number: string | null;
  car_color: string | null;
  region_name_ar: string | null;
  region_name_en: string | null;
  city_name_ar: string | null;
  city_name_en: string | null;
  town_name_ar: string | null;
  town_name_en: string | null;
  lat: number | null;
  lon: number | null;
  address: string | null;
  payment_method: string;
  delivery_price: number;
  tax_rate: number;
  client_id: number;
  client_name: string;
  client_image: string | null;
  client_number: string;
  client_type: string;
  driver_id: number | null;
  driver_name: string | null;
  driver_image: string | null;
  driver_number: string | null;
  ban_reasons_json: string;
  rate_id: number | null;
  rate_number: number | null;
  rate_comment: string | null;
  rate_status: number | null;
  booking_image: string | null;
  created_at: string;
  products_json: string;
}

export interface RateRow {
  id: number;
  booking_id: number;
  rate_number: number;
  rate_comment: string | null;
  active: number;
  created_at: string;
  created_date: string;
  client_id: number;
  client_name: string;
  driver_id: number | null;
  driver_name: string | null;
}

export interface WalletRequestRow {
  id: number;
  wallet_number: string;
  user_type: 'provider' | 'employee';
  user_id: number;
  user_name: string;
  user_phone: string;
  user_balance: number;
  iban: string | null;
  bank_id: number | null;
  bank_name_ar: string | null;
  bank_name_en: string | null;
  balance: number;
  status: WalletStatus;
  transfer_balance: number | null;
  notes: string | null;
  active: number;
  created_at: string;
}

const PLACE = `ci.name_ar AS city_name_ar, ci.name_en AS city_name_en,
      d.id AS district_id, d.name_ar AS district_name_ar, d.name_en AS district_name_en,
      co.id AS country_id, co.name_ar AS country_name_ar, co.name_en AS country_name_en`;

const SPECIALISTS_OF = (table: string, owner: string, alias: string) => `(SELECT json_group_array(json_object(
          'id', s.id, 'name_ar', s.name_ar, 'name_en', s.name_en))
        FROM ${table} l JOIN specialists s ON s.id = l.specialist_id WHERE l.${owner} = ${alias}.id) AS specialists_json`;

const BAN_REASONS_OF = (driver: string) => `(SELECT json_group_array(json_object('id', r.id, 'reason', r.reason))
        FROM driver_ban_reasons r WHERE r.driver_id = ${driver}) AS ban_reasons_json`;

const label = (ar: string, en: string) => ({ ar, en });

export const employeesTable: ReferenceTable<EmployeeRow> = {
  table: 'employees',
  select: `SELECT ${selectColumns(employeeFields, 'e')}, e.created_at, ${PLACE},
      b.name_ar AS bank_name_ar, b.name_en AS bank_name_en,
      ${SPECIALISTS_OF('employee_specialists', 'employee_id', 'e')},
      (SELECT json_group_array(json_object(
          'id', j.id, 'name_ar', j.name_ar, 'name_en', j.name_en, 'specialist_id', j.specialist_id))
        FROM employee_job_titles l JOIN job_titles j ON j.id = l.job_title_id WHERE l.employee_id = e.id) AS jobs_json,
      (SELECT json_group_array(json_object('id', a.id, 'file', a.file))
        FROM employee_attachments a WHERE a.employee_id = e.id) AS attachments_json
    FROM employees e
      LEFT JOIN cities ci ON ci.id = e.city_id
      LEFT JOIN districts d ON d.id = ci.district_id
      LEFT JOIN countries co ON co.id = d.country_id
      LEFT JOIN banks b ON b.id = e.bank_id`,
  writable: writableColumns(employeeFields),
  searchable: ['name', 'user_name', 'email', 'phone_number'],
  likeable: ['name', 'user_name', 'email', 'phone_number'],
  exact: ['active', 'is_available', 'city_id', 'bank_id'],
  indexes: {
    employees_active: 'employees(active)',
    employees_is_available: 'employees(is_available)',
    employees_city: 'employees(city_id)',
    employees_bank: 'employees(bank_id)',
    employees_name: 'employees(name)',
    employees_phone: 'employees(phone_number)',
    employees_app_type: 'employees(app_type)',
    employees_created_at: 'employees(created_at)',
  },
  sortable: { id: 'id', full_name: 'name', phone_number: 'phone_number', app_type: 'app_type', created_at: 'created_at' },
  fullText: ['name', 'user_name', 'email', 'phone_number'],
  dependents: [
    { table: 'jobs', column: 'employee_id', label: label('الطلبات', 'orders') },
    { table: 'bookings', column: 'client_id', label: label('الحجوزات', 'bookings') },
    { table: 'wallet_requests', column: 'employee_id', label: label('طلبات التسوية', 'settlement requests') },
  ],
  links: {
    specialists: { table: 'employee_specialists', owner: 'employee_id', target: 'specialist_id' },
    jobTitles: { table: 'employee_job_titles', owner: 'employee_id', target: 'job_title_id' },
  },
};

const PROVIDER_SELECT = `SELECT ${selectColumns(providerFields, 'p')}, p.created_at,
      b.name_ar AS bank_name_ar, b.name_en AS bank_name_en,
      ${SPECIALISTS_OF('provider_specialists', 'provider_id', 'p')},
      (SELECT json_group_array(json_object(
          'id', ci.id, 'name_ar', ci.name_ar, 'name_en', ci.name_en,
          'district_id', d.id, 'district_name_ar', d.name_ar, 'district_name_en', d.name_en,
          'country_id', co.id, 'country_name_ar', co.name_ar, 'country_name_en', co.name_en))
        FROM provider_cities l
          JOIN cities ci ON ci.id = l.city_id
          JOIN districts d ON d.id = ci.district_id
          JOIN countries co ON co.id = d.country_id
        WHERE l.provider_id = p.id) AS cities_json
    FROM providers p LEFT JOIN banks b ON b.id = p.bank_id`;

/** Accepted providers in lists; an applicant is still found by id (its join request links to it). */
export const providersTable: ReferenceTable<ProviderRow> = {
  table: 'providers',
  select: PROVIDER_SELECT,
  writable: writableColumns(providerFields),
  searchable: ['name', 'email', 'phone_number'],
  likeable: ['name', 'email', 'phone_number'],
  exact: ['active', 'is_available', 'join_status', 'bank_id'],
  // Lists always hold one join status (the scope), then maybe a flag.
  indexes: {
    providers_join_status: 'providers(join_status)',
    providers_join_status_active: 'providers(join_status, active)',
    providers_join_status_available: 'providers(join_status, is_available)',
    providers_bank: 'providers(bank_id)',
    providers_join_status_name: 'providers(join_status, name)',
    providers_join_status_email: 'providers(join_status, email)',
    providers_join_status_phone: 'providers(join_status, phone_number)',
    providers_join_status_created_at: 'providers(join_status, created_at)',
  },
  sortable: { id: 'id', full_name: 'name', email: 'email', phone_number: 'phone_number', created_at: 'created_at' },
  fullText: ['name', 'email', 'phone_number'],
  dependents: [
    { table: 'jobs', column: 'provider_id', label: label('الطلبات', 'orders') },
    { table: 'wallet_requests', column: 'provider_id', label: label('طلبات التسوية', 'settlement requests') },
  ],
  links: {
    specialists: { table: 'provider_specialists', owner: 'provider_id', target: 'specialist_id' },
    cities: { table: 'provider_cities', owner: 'provider_id', target: 'city_id' },
  },
  // The job titles of the jobs a provider has posted.
  related: { jobTitles: { table: 'jobs', owner: 'provider_id', target: 'job_title_id' } },
  scope: "v.join_status = 'accepted'",
};

/** Providers who applied and wait for a decision. */
export const joinRequestsTable: ReferenceTable<ProviderRow> = {
  ...providersTable,
  writable: ['join_status'],
  scope: "v.join_status = 'pending'",
};

export const nameChangeRequestsTable: ReferenceTable<NameChangeRequestRow> = {
  table: 'name_change_requests',
  select: `SELECT r.id, r.employee_id, r.new_name, r.status, r.reason, r.created_at,
      e.name AS employee_name, e.phone_number AS employee_phone, e.user_name AS employee_user_name
    FROM name_change_requests r JOIN employees e ON e.id = r.employee_id`,
  writable: ['status', 'reason'],
  searchable: ['employee_name', 'new_name'],
  likeable: ['employee_name', 'new_name', 'employee_phone', 'employee_user_name'],
  exact: ['status', 'employee_id'],
  indexes: {
    name_change_requests_status: 'name_change_requests(status)',
    name_change_requests_status_new_name: 'name_change_requests(status, new_name)',
    name_change_requests_status_created_at: 'name_change_requests(status, created_at)',
  },
  sortable: { new_name: 'new_name', created_at: 'created_at' },
  dependents: [],
  scope: "v.status = 'pending'",
};

export const driversTable: ReferenceTable<DriverRow> = {
  table: 'drivers',
  select: `SELECT ${selectColumns(driverFields, 'dr')}, dr.created_at,
      co.name_ar AS region_name_ar, co.name_en AS region_name_en,
      d.name_ar AS city_name_ar, d.name_en AS city_name_en,
      ci.name_ar AS town_name_ar, ci.name_en AS town_name_en,
      ${BAN_REASONS_OF('dr.id')}
    FROM drivers dr
      JOIN countries co ON co.id = dr.region_id
      JOIN districts d ON d.id = dr.city_id
      JOIN cities ci ON ci.id = dr.town_id`,
  writable: writableColumns(driverFields),
  searchable: ['name', 'phone_number', 'email'],
  likeable: ['phone_number'],
  exact: ['active', 'is_available', 'driver_type', 'region_id', 'city_id', 'town_id'],
  indexes: {
    drivers_active: 'drivers(active)',
    drivers_is_available: 'drivers(is_available)',
    drivers_type: 'drivers(driver_type)',
    drivers_region: 'drivers(region_id)',
    drivers_city: 'drivers(city_id)',
    drivers_town: 'drivers(town_id)',
    drivers_name: 'drivers(name)',
    drivers_phone: 'drivers(phone_number)',
  },
  sortable: { id: 'id', full_name: 'name', phone_number: 'phone_number' },
  fullText: ['name', 'phone_number', 'email'],
  dependents: [{ table: 'bookings', column: 'driver_id', label: label('الحجوزات', 'bookings') }],
};

export const jobsTable: ReferenceTable<JobRow> = {
  table: 'jobs',
  select: `SELECT j.id, j.job_number, j.status, j.created_at, substr(j.created_at, 1, 10) AS created_date,
      CASE j.status WHEN 'finished' THEN 1 WHEN 'canceled' THEN NULL ELSE 0 END AS is_finished,
      j.provider_id, p.name AS provider_name, p.logo AS provider_logo, p.phone_number AS provider_phone,
      j.employee_id, e.name AS employee_name, e.avatar AS employee_avatar, e.phone_number AS employee_phone,
      j.job_title_id, t.name_ar AS job_title_name_ar, t.name_en AS job_title_name_en,
      t.specialist_id, s.name_ar AS specialist_name_ar, s.name_en AS specialist_name_en,
      j.job_type_id, jt.name_ar AS job_type_name_ar, jt.name_en AS job_type_name_en,
      j.experience, j.work_space, j.location, j.from_date, j.to_date, j.from_hour, j.to_hour, j.daily_hour,
      j.salary_per_hour, j.tax_rate, j.rate_by_provider, j.rate_by_provider_comment, j.rate_by_employee,
      j.rate_by_employee_comment, j.cancel_reason, j.canceled_by, j.invoice_key, j.report_status,
      (SELECT json_group_array(json_object('id', k.id, 'title', k.title)) FROM job_tasks k WHERE k.job_id = j.id)
        AS tasks_json
    FROM jobs j
      JOIN providers p ON p.id = j.provider_id
      LEFT JOIN employees e ON e.id = j.employee_id
      JOIN job_titles t ON t.id = j.job_title_id
      LEFT JOIN specialists s ON s.id = t.specialist_id
      LEFT JOIN job_types jt ON jt.id = j.job_type_id`,
  writable: [],
  searchable: ['job_number', 'provider_name', 'employee_name'],
  likeable: ['employee_phone', 'provider_name'],
  exact: ['id', 'status', 'provider_id', 'employee_id', 'job_title_id', 'specialist_id', 'is_finished', 'created_date'],
  // The computed columns are indexed as the select computes them, so the planner matches them.
  indexes: {
    jobs_status: 'jobs(status)',
    jobs_created_date: 'jobs(substr(created_at, 1, 10))',
    jobs_finished_state: "jobs(CASE status WHEN 'finished' THEN 1 WHEN 'canceled' THEN NULL ELSE 0 END)",
    jobs_created_at: 'jobs(created_at)',
  },
  sortable: { id: 'id', created_at: 'created_at', status: 'status' },
  dependents: [],
};

export const reportsTable: ReferenceTable<ReportRow> = {
  table: 'job_reports',
  select: `SELECT r.id, r.report_number, r.reason, r.created_at, r.job_id, j.job_number,
      t.name_ar AS job_title_name_ar, t.name_en AS job_title_name_en, j.report_status AS status, j.block_reason,
      r.reporter_id, e.name AS reporter_name, e.phone_number AS reporter_phone,
      j.provider_id, p.name AS provider_name, p.phone_number AS provider_phone, p.active AS provider_active,
      (SELECT COUNT(*) FROM job_reports x WHERE x.job_id = r.job_id) AS reports_count
    FROM job_reports r
      JOIN jobs j ON j.id = r.job_id
      JOIN job_titles t ON t.id = j.job_title_id
      JOIN employees e ON e.id = r.reporter_id
      JOIN providers p ON p.id = j.provider_id`,
  writable: [],
  searchable: ['report_number', 'reason'],
  likeable: ['report_number', 'reporter_name', 'reporter_phone', 'job_number', 'job_title_name_ar', 'job_title_name_en', 'provider_name', 'provider_phone'],
  exact: ['status', 'job_id', 'provider_id'],
  // An ad's status is its order's.
  indexes: { jobs_report_status: 'jobs(report_status)' },
  // Named as the answer nests them; the names come from the joined records.
  sortable: {
    id: 'id',
    'reporter.name': 'reporter_name',
    'reportable.job_title': { ar: 'job_title_name_ar', en: 'job_title_name_en' },
    'reportable.provider.name': 'provider_name',
    reports_count: 'reports_count',
    status: 'status',
  },
  fullText: ['report_number', 'reason'],
  dependents: [],
};

export const bookingsTable: ReferenceTable<BookingRow> = {
  table: 'bookings',
  select: `SELECT b.id, b.status, b.booking_type, b.booking_date, b.booking_time,
      b.service_id, s.name_ar AS service_name_ar, s.name_en AS service_name_en,
      st.name_ar AS service_type_name_ar, st.name_en AS service_type_name_en, st.image AS service_image,
      s.expected_time AS service_execution_time, b.service_price,
      cm.name_ar AS car_model_name_ar, cm.name_en AS car_model_name_en,
      cc.name_ar AS car_category_name_ar, cc.name_en AS car_category_name_en, b.car_number, b.car_color,
      co.name_ar AS region_name_ar, co.name_en AS region_name_en, d.name_ar AS city_name_ar, d.name_en AS city_name_en,
      ci.name_ar AS town_name_ar, ci.name_en AS town_name_en, b.lat, b.lon, b.address,
      b.payment_method, b.delivery_price, b.tax_rate,
      b.client_id, e.name AS client_name, e.avatar AS client_image, e.phone_number AS client_number,
      e.app_type AS client_type,
      b.driver_id, dr.name AS driver_name, dr.image AS driver_image, dr.phone_number AS driver_number,
      ${BAN_REASONS_OF('b.driver_id')},
      rt.id AS rate_id, rt.rate_number, rt.rate_comment, rt.active AS rate_status,
      b.image AS booking_image, b.created_at,
      (SELECT json_group_array(json_object(
          'id', p.id, 'name_ar', p.name_ar, 'name_en', p.name_en, 'image', p.image, 'qty', bp.qty, 'price', bp.price))
        FROM booking_products bp JOIN products p ON p.id = bp.product_id WHERE bp.booking_id = b.id) AS products_json
    FROM bookings b
      LEFT JOIN services s ON s.id = b.service_id
      LEFT JOIN service_types st ON st.id = s.service_type_id
      LEFT JOIN car_models cm ON cm.id = b.car_model_id
      LEFT JOIN car_categories cc ON cc.id = b.car_category_id
      LEFT JOIN countries co ON co.id = b.region_id
      LEFT JOIN districts d ON d.id = b.city_id
      LEFT JOIN cities ci ON ci.id = b.town_id
      JOIN employees e ON e.id = b.client_id
      LEFT JOIN drivers dr ON dr.id = b.driver_id
      LEFT JOIN rates rt ON rt.booking_id = b.id`,
  writable: [],
  searchable: ['client_name', 'driver_name'],
  exact: ['id', 'status', 'booking_type', 'driver_id', 'client_id'],
  indexes: { bookings_status: 'bookings(status)', bookings_type: 'bookings(booking_type)' },
  dependents: [],
};

export const ratesTable: ReferenceTable<RateRow> = {
  table: 'rates',
  select: `SELECT rt.id, rt.booking_id, rt.rate_number, rt.rate_comment, rt.active, rt.created_at,
      substr(rt.created_at, 1, 10) AS created_date,
      b.client_id, e.name AS client_name, b.driver_id, dr.name AS driver_name
    FROM rates rt
      JOIN bookings b ON b.id = rt.booking_id
      JOIN employees e ON e.id = b.client_id
      LEFT JOIN drivers dr ON dr.id = b.driver_id`,
  writable: ['active'],
  searchable: ['client_name', 'driver_name', 'rate_comment'],
  likeable: ['client_name', 'driver_name'],
  exact: ['booking_id', 'rate_number', 'active', 'driver_id', 'client_id', 'created_date'],
  indexes: {
    rates_active: 'rates(active)',
    rates_rate_number: 'rates(rate_number)',
    rates_created_date: 'rates(substr(created_at, 1, 10))',
  },
  // The client's and driver's names come from the joined records.
  sortable: {
    id: 'id',
    booking_id: 'booking_id',
    client: 'client_name',
    driver: 'driver_name',
    rate_number: 'rate_number',
    created_date: 'created_date',
  },
  dependents: [],
};

export const walletRequestsTable: ReferenceTable<WalletRequestRow> = {
  table: 'wallet_requests',
  select: `SELECT w.id, w.wallet_number,
      CASE WHEN w.provider_id IS NULL THEN 'employee' ELSE 'provider' END AS user_type,
      COALESCE(w.employee_id, w.provider_id) AS user_id, COALESCE(e.name, p.name) AS user_name,
      COALESCE(e.phone_number, p.phone_number) AS user_phone, COALESCE(e.balance, p.balance) AS user_balance,
      COALESCE(e.iban, p.iban) AS iban, b.id AS bank_id, b.name_ar AS bank_name_ar, b.name_en AS bank_name_en,
      w.balance, w.status, w.transfer_balance, w.notes, w.active, w.created_at
    FROM wallet_requests w
      LEFT JOIN employees e ON e.id = w.employee_id
      LEFT JOIN providers p ON p.id = w.provider_id
      LEFT JOIN banks b ON b.id = COALESCE(e.bank_id, p.bank_id)`,
  writable: ['active'],
  searchable: ['user_name', 'wallet_number'],
  likeable: ['user_name', 'user_phone', 'wallet_number'],
  exact: ['user_type', 'status', 'active', 'user_id'],
  // The computed columns are indexed as the select computes them, so the planner matches them.
  indexes: {
    wallet_requests_status: 'wallet_requests(status)',
    wallet_requests_active: 'wallet_requests(active)',
    wallet_requests_user_type: "wallet_requests(CASE WHEN provider_id IS NULL THEN 'employee' ELSE 'provider' END)",
    wallet_requests_user: 'wallet_requests(COALESCE(employee_id, provider_id))',
    wallet_requests_balance: 'wallet_requests(balance)',
    wallet_requests_created_at: 'wallet_requests(created_at)',
  },
  // The name is the client's or provider's, from the joined record.
  sortable: { id: 'id', 'user.name': 'user_name', balance: 'balance', created_at: 'created_at', status: 'status' },
  fullText: ['wallet_number'],
  dependents: [],
};
