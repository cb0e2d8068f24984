import { ACTIVITY_SCHEMA } from '../activity/log.js';
import { adminFields, administrationFieldTables, questionFields, roleFields } from './administration-fields.js';
import { carCategoryFields, carModelFields, catalogueFieldTables, offerFields, productFields, serviceFields, serviceTypeFields } from './catalogue-fields.js';
import type { Db } from './database.js';
import { addMissingColumns, createTableSql } from './field-table.js';
import { createListIndexes } from './list-indexes.js';
import { employeeFields, peopleFieldTables, providerFields } from './people-fields.js';
import { bankFields, cancellationReasonFields, cityFields, countryFields, districtFields, jobTitleFields, jobTypeFields, referenceFieldTables, specialistFields } from './reference-fields.js';
import { createSavedViewsSchema } from './saved-views.js';
import { registerTextFolding } from './text-fold.js';
import { driverFields, workFieldTables } from './work-fields.js';

/**
 * The whole schema, created idempotently at start; the tables of areas with a field table are
 * declared from it (and gain the columns of fields added since). Foreign keys restrict deletes
 * as a last guard; the API checks usage first to answer with a readable message.
 */
const statements = [
  createTableSql(roleFields),
  `CREATE TABLE IF NOT EXISTS permissions (
    id INTEGER PRIMARY KEY,
    parent TEXT NOT NULL,
    key TEXT NOT NULL,
    name TEXT NOT NULL UNIQUE
  )`,
  `CREATE TABLE IF NOT EXISTS role_permissions (
    role_id INTEGER NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
    permission_id INTEGER NOT NULL REFERENCES permissions(id) ON DELETE CASCADE,
    PRIMARY KEY (role_id, permission_id)
  )`,
  createTableSql(countryFields),
  createTableSql(adminFields),
  `CREATE TABLE IF NOT EXISTS access_tokens (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    last_used_at TEXT
  )`,
  `CREATE TABLE IF NOT EXISTS password_reset_codes (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    expires_at INTEGER NOT NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS password_reset_tokens (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    expires_at INTEGER NOT NULL,
    created_at TEXT NOT NULL
  )`,
  createTableSql(specialistFields),
  createTableSql(jobTypeFields),
  createTableSql(jobTitleFields),
  createTableSql(bankFields),
  createTableSql(cancellationReasonFields),
  createTableSql(districtFields),
  createTableSql(cityFields),
  createTableSql(serviceTypeFields),
  createTableSql(serviceFields),
  createTableSql(productFields),
  createTableSql(offerFields),
  createTableSql(carModelFields),
  createTableSql(carCategoryFields),
  `CREATE TABLE IF NOT EXISTS car_category_services (
    car_category_id INTEGER NOT NULL REFERENCES car_categories(id) ON DELETE CASCADE,
    service_id INTEGER NOT NULL REFERENCES services(id) ON DELETE RESTRICT,
    PRIMARY KEY (car_category_id, service_id)
  )`,
  `CREATE TABLE IF NOT EXISTS working_days (
    service_type_id INTEGER NOT NULL REFERENCES service_types(id) ON DELETE CASCADE,
    day_id INTEGER NOT NULL CHECK (day_id BETWEEN 1 AND 7),
    PRIMARY KEY (service_type_id, day_id)
  )`,
  `CREATE TABLE IF NOT EXISTS working_periods (
    id INTEGER PRIMARY KEY,
    service_type_id INTEGER NOT NULL REFERENCES service_types(id) ON DELETE CASCADE,
    time_start TEXT NOT NULL,
    time_end TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS contact_messages (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    phone_number TEXT,
    email TEXT,
    message TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('order', 'suggestion', 'explanation', 'complaint', 'other')),
    reply_message TEXT,
    is_reply INTEGER NOT NULL DEFAULT 0,
    replied_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS settings (
    type TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (type, key)
  )`,
  createTableSql(questionFields),
  createTableSql(employeeFields),
  `CREATE TABLE IF NOT EXISTS employee_specialists (
    employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
    specialist_id INTEGER NOT NULL REFERENCES specialists(id) ON DELETE CASCADE,
    PRIMARY KEY (employee_id, specialist_id)
  )`,
  `CREATE TABLE IF NOT EXISTS employee_job_titles (
    employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
    job_title_id INTEGER NOT NULL REFERENCES job_titles(id) ON DELETE CASCADE,
    PRIMARY KEY (employee_id, job_title_id)
  )`,
  `CREATE TABLE IF NOT EXISTS employee_attachments (
    id INTEGER PRIMARY KEY,
    employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
    file TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS name_change_requests (
    id INTEGER PRIMARY KEY,
    employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
    new_name TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
    reason TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  createTableSql(providerFields),
  `CREATE TABLE IF NOT EXISTS provider_specialists (
    provider_id INTEGER NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
    specialist_id INTEGER NOT NULL REFERENCES specialists(id) ON DELETE CASCADE,
    PRIMARY KEY (provider_id, specialist_id)
  )`,
  `CREATE TABLE IF NOT EXISTS provider_cities (
    provider_id INTEGER NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
    city_id INTEGER NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
    PRIMARY KEY (provider_id, city_id)
  )`,
  `CREATE TABLE IF NOT EXISTS provider_updates (
    id INTEGER PRIMARY KEY,
    provider_id INTEGER NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
    image TEXT,
    commercial_register TEXT,
    tax_register TEXT,
    company_logo TEXT,
    country_id INTEGER REFERENCES countries(id) ON DELETE SET NULL,
    district_id INTEGER REFERENCES districts(id) ON DELETE SET NULL,
    address TEXT,
    license_number TEXT,
    name TEXT NOT NULL,
    code TEXT,
    company_name TEXT,
    user_type TEXT NOT NULL CHECK (user_type IN ('individual', 'company')),
    created_at TEXT NOT NULL
  )`,
  createTableSql(driverFields),
  `CREATE TABLE IF NOT EXISTS driver_ban_reasons (
    id INTEGER PRIMARY KEY,
    driver_id INTEGER NOT NULL REFERENCES drivers(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS jobs (
    id INTEGER PRIMARY KEY,
    job_number TEXT NOT NULL UNIQUE,
    provider_id INTEGER NOT NULL REFERENCES providers(id) ON DELETE RESTRICT,
    employee_id INTEGER REFERENCES employees(id) ON DELETE RESTRICT,
    job_title_id INTEGER NOT NULL REFERENCES job_titles(id) ON DELETE RESTRICT,
    job_type_id INTEGER REFERENCES job_types(id) ON DELETE SET NULL,
    status TEXT NOT NULL CHECK (status IN ('new', 'approved', 'in_way', 'processing', 'done', 'finished', 'canceled')),
    experience TEXT CHECK (experience IN ('unspecified', 'graduate', 'beginner', 'intermediate', 'professional')),
    work_space INTEGER NOT NULL DEFAULT 1 CHECK (work_space IN (0, 1)),
    location TEXT,
    from_date TEXT NOT NULL,
    to_date TEXT NOT NULL,
    from_hour TEXT NOT NULL,
    to_hour TEXT NOT NULL,
    daily_hour REAL NOT NULL,
    salary_per_hour REAL NOT NULL,
    tax_rate REAL NOT NULL DEFAULT 15,
    rate_by_provider REAL,
    rate_by_provider_comment TEXT,
    rate_by_employee REAL,
    rate_by_employee_comment TEXT,
    cancel_reason TEXT,
    canceled_by TEXT CHECK (canceled_by IN ('provider', 'employee', 'admin')),
    invoice_key TEXT UNIQUE,
    report_status TEXT NOT NULL DEFAULT 'published' CHECK (report_status IN ('published', 'blocked', 'pending')),
    block_reason TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS job_tasks (
    id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
    title TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS job_reports (
    id INTEGER PRIMARY KEY,
    report_number TEXT NOT NULL UNIQUE,
    job_id INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
    reporter_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS bookings (
    id INTEGER PRIMARY KEY,
    booking_type TEXT NOT NULL CHECK (booking_type IN ('service', 'product')),
    status TEXT NOT NULL CHECK (status IN ('new', 'approved', 'in_way', 'processing', 'done', 'finished', 'canceled')),
    booking_date TEXT NOT NULL,
    booking_time TEXT NOT NULL,
    service_id INTEGER REFERENCES services(id) ON DELETE SET NULL,
    service_price REAL NOT NULL DEFAULT 0,
    car_model_id INTEGER REFERENCES car_models(id) ON DELETE SET NULL,
    car_category_id INTEGER REFERENCES car_categories(id) ON DELETE SET NULL,
    car_number TEXT,
    car_color TEXT,
    region_id INTEGER REFERENCES countries(id) ON DELETE SET NULL,
    city_id INTEGER REFERENCES districts(id) ON DELETE SET NULL,
    town_id INTEGER REFERENCES cities(id) ON DELETE SET NULL,
    lat REAL,
    lon REAL,
    address TEXT,
    payment_method TEXT NOT NULL CHECK (payment_method IN ('cash', 'card', 'wallet')),
    delivery_price REAL NOT NULL DEFAULT 0,
    tax_rate REAL NOT NULL DEFAULT 15,
    client_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE RESTRICT,
    driver_id INTEGER REFERENCES drivers(id) ON DELETE RESTRICT,
    image TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS booking_products (
    booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
    qty INTEGER NOT NULL,
    price REAL NOT NULL,
    PRIMARY KEY (booking_id, product_id)
  )`,
  `CREATE TABLE IF NOT EXISTS rates (
    id INTEGER PRIMARY KEY,
    booking_id INTEGER NOT NULL UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
    rate_number REAL NOT NULL CHECK (rate_number BETWEEN 1 AND 5),
    rate_comment TEXT,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS wallet_requests (
    id INTEGER PRIMARY KEY,
    wallet_number TEXT NOT NULL UNIQUE,
    employee_id INTEGER REFERENCES employees(id) ON DELETE RESTRICT,
    provider_id INTEGER REFERENCES providers(id) ON DELETE RESTRICT,
    balance REAL NOT NULL,
    status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'done', 'rejected')),
    transfer_balance REAL,
    notes TEXT,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    CHECK ((employee_id IS NULL) <> (provider_id IS NULL))
  )`,
  `CREATE TABLE IF NOT EXISTS wallet_adjustments (
    id INTEGER PRIMARY KEY,
    employee_id INTEGER REFERENCES employees(id) ON DELETE CASCADE,
    provider_id INTEGER REFERENCES providers(id) ON DELETE CASCADE,
    old_balance REAL NOT NULL,
    new_balance REAL NOT NULL,
    notes TEXT,
    admin_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL
  )`,
  // Notifications the admins sent to app users; `sender` names the receiver group. The recipients
  // are recorded when it is sent, groups resolved to their members at that moment.
  `CREATE TABLE IF NOT EXISTS sent_notifications (
    id INTEGER PRIMARY KEY,
    sender TEXT NOT NULL CHECK (sender IN ('employee', 'employees', 'provider', 'providers', 'both')),
    title_ar TEXT NOT NULL,
    title_en TEXT NOT NULL,
    content_ar TEXT NOT NULL,
    content_en TEXT NOT NULL,
    admin_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS sent_notification_employees (
    notification_id INTEGER NOT NULL REFERENCES sent_notifications(id) ON DELETE CASCADE,
    employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
    PRIMARY KEY (notification_id, employee_id)
  )`,
  `CREATE TABLE IF NOT EXISTS sent_notification_providers (
    notification_id INTEGER NOT NULL REFERENCES sent_notifications(id) ON DELETE CASCADE,
    provider_id INTEGER NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
    PRIMARY KEY (notification_id, provider_id)
  )`,
  // What reaches an admin's bell. AUTOINCREMENT: a deleted notification's id is never given to
  // another, and the seed can tell a table emptied by its admins from one never filled.
  `CREATE TABLE IF NOT EXISTS admin_notifications (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    admin_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    notify_type TEXT NOT NULL,
    title_ar TEXT NOT NULL,
    title_en TEXT NOT NULL,
    body_ar TEXT NOT NULL,
    body_en TEXT NOT NULL,
    data_json TEXT NOT NULL DEFAULT '{}',
    read_at TEXT,
    created_at TEXT NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS access_tokens_user ON access_tokens(user_id)',
  'CREATE INDEX IF NOT EXISTS password_reset_tokens_user ON password_reset_tokens(user_id)',
  'CREATE INDEX IF NOT EXISTS job_titles_specialist ON job_titles(specialist_id)',
  'CREATE INDEX IF NOT EXISTS banks_country ON banks(country_id)',
  'CREATE INDEX IF NOT EXISTS districts_country ON districts(country_id)',
  'CREATE INDEX IF NOT EXISTS cities_country ON cities(country_id)',
  'CREATE INDEX IF NOT EXISTS cities_district ON cities(district_id)',
  'CREATE INDEX IF NOT EXISTS users_role ON users(role_id)',
  'CREATE INDEX IF NOT EXISTS services_type ON services(service_type_id)',
  'CREATE INDEX IF NOT EXISTS offers_product ON offers(product_id)',
  'CREATE INDEX IF NOT EXISTS offers_service ON offers(service_id)',
  'CREATE INDEX IF NOT EXISTS car_categories_model ON car_categories(car_model_id)',
  'CREATE INDEX IF NOT EXISTS car_categories_region ON car_categories(region_id)',
  'CREATE INDEX IF NOT EXISTS car_category_services_service ON car_category_services(service_id)',
  'CREATE INDEX IF NOT EXISTS working_periods_type ON working_periods(service_type_id)',
  'CREATE INDEX IF NOT EXISTS employee_specialists_specialist ON employee_specialists(specialist_id)',
  'CREATE INDEX IF NOT EXISTS employee_job_titles_title ON employee_job_titles(job_title_id)',
  'CREATE INDEX IF NOT EXISTS employee_attachments_employee ON employee_attachments(employee_id)',
  'CREATE INDEX IF NOT EXISTS name_change_requests_employee ON name_change_requests(employee_id)',
  'CREATE INDEX IF NOT EXISTS provider_specialists_specialist ON provider_specialists(specialist_id)',
  'CREATE INDEX IF NOT EXISTS provider_cities_city ON provider_cities(city_id)',
  'CREATE INDEX IF NOT EXISTS provider_updates_provider ON provider_updates(provider_id)',
  'CREATE INDEX IF NOT EXISTS driver_ban_reasons_driver ON driver_ban_reasons(driver_id)',
  'CREATE INDEX IF NOT EXISTS jobs_provider ON jobs(provider_id)',
  'CREATE INDEX IF NOT EXISTS jobs_employee ON jobs(employee_id)',
  'CREATE INDEX IF NOT EXISTS jobs_title ON jobs(job_title_id)',
  'CREATE INDEX IF NOT EXISTS job_tasks_job ON job_tasks(job_id)',
  'CREATE INDEX IF NOT EXISTS job_reports_job ON job_reports(job_id)',
  'CREATE INDEX IF NOT EXISTS bookings_driver ON bookings(driver_id)',
  'CREATE INDEX IF NOT EXISTS bookings_client ON bookings(client_id)',
  'CREATE INDEX IF NOT EXISTS booking_products_product ON booking_products(product_id)',
  'CREATE INDEX IF NOT EXISTS wallet_requests_employee ON wallet_requests(employee_id)',
  'CREATE INDEX IF NOT EXISTS wallet_requests_provider ON wallet_requests(provider_id)',
  'CREATE INDEX IF NOT EXISTS sent_notifications_created ON sent_notifications(created_at)',
  'CREATE INDEX IF NOT EXISTS sent_notification_employees_employee ON sent_notification_employees(employee_id)',
  'CREATE INDEX IF NOT EXISTS sent_notification_providers_provider ON sent_notification_providers(provider_id)',
  'CREATE INDEX IF NOT EXISTS admin_notifications_admin ON admin_notifications(admin_id, id)',
];

/**
 * The fields the API declares unique (admins' email is unique in its table), compared as the
 * check before a write compares them (case-insensitively), so that two writes at the same moment
 * cannot both pass it. Blank values are stored as NULL, which an index lets repeat.
 */
export const uniqueIndexes: readonly { readonly name: string; readonly table: string; readonly column: string }[] = [
  { name: 'roles_name_unique', table: 'roles', column: 'name' },
  { name: 'employees_email_unique', table: 'employees', column: 'email' },
  { name: 'employees_phone_unique', table: 'employees', column: 'phone_number' },
  { name: 'employees_user_name_unique', table: 'employees', column: 'user_name' },
  { name: 'providers_email_unique', table: 'providers', column: 'email' },
  { name: 'providers_phone_unique', table: 'providers', column: 'phone_number' },
  { name: 'drivers_email_unique', table: 'drivers', column: 'email' },
  { name: 'drivers_phone_unique', table: 'drivers', column: 'phone_number' },
  { name: 'users_phone_unique', table: 'users', column: 'phone_number' },
];

/**
 * A database written before these indexes may hold duplicates: it still opens, without that
 * index, and says which values to settle (they are people's contact details, not ours to merge).
 * The next start tries again.
 */
function createUniqueIndexes(db: Db, warn: (message: string) => void): void {
  for (const { name, table, column } of uniqueIndexes) {
    try {
      db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS ${name} ON ${table}(${column} COLLATE NOCASE)`);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
      const duplicates = db.prepare(`SELECT ${column} AS value FROM ${table} WHERE ${column} IS NOT NULL GROUP BY ${column} COLLATE NOCASE HAVING COUNT(*) > 1 LIMIT 5`).all() as { value: unknown }[];
      warn(
        `${table}.${column} holds duplicates (${duplicates.map((row) => JSON.stringify(row.value)).join(', ')}): ` +
          'it is checked on each write but not enforced by the database until they are changed.',
      );
    }
  }
}

export function createSchema(db: Db, warn: (message: string) => void = console.warn): void {
  // The sort and full-text indexes are built on folded().
  registerTextFolding(db);
  db.transaction(() => {
    for (const sql of [...statements, ...ACTIVITY_SCHEMA]) db.exec(sql);
    for (const table of [...referenceFieldTables, ...catalogueFieldTables, ...administrationFieldTables, ...peopleFieldTables, ...workFieldTables]) addMissingColumns(db, table);
  })();
  createUniqueIndexes(db, warn);
  createListIndexes(db);
  createSavedViewsSchema(db);
}
