import type { Db } from './database.js';

/**
 * The whole schema, created idempotently at start. Foreign keys restrict deletes
 * as a last guard; the API checks usage first to answer with a readable message.
 */
const statements = [
  `CREATE TABLE IF NOT EXISTS roles (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL
  )`,
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
  `CREATE TABLE IF NOT EXISTS countries (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    key TEXT,
    flag TEXT,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    phone_number TEXT,
    country_id INTEGER REFERENCES countries(id) ON DELETE SET NULL,
    password_hash TEXT NOT NULL,
    role_id INTEGER NOT NULL REFERENCES roles(id),
    active INTEGER NOT NULL DEFAULT 1,
    avatar TEXT,
    login_count INTEGER NOT NULL DEFAULT 0,
    last_logged TEXT,
    created_at TEXT NOT NULL
  )`,
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
  `CREATE TABLE IF NOT EXISTS specialists (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS job_types (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS job_titles (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    specialist_id INTEGER REFERENCES specialists(id) ON DELETE RESTRICT,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS banks (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    country_id INTEGER NOT NULL REFERENCES countries(id) ON DELETE RESTRICT,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS cancellation_reasons (
    id INTEGER PRIMARY KEY,
    title_ar TEXT NOT NULL,
    title_en TEXT NOT NULL,
    discount_percentage REAL NOT NULL DEFAULT 0,
    user_type TEXT NOT NULL CHECK (user_type IN ('employee', 'provider')),
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS districts (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    country_id INTEGER NOT NULL REFERENCES countries(id) ON DELETE RESTRICT,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS cities (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    country_id INTEGER NOT NULL REFERENCES countries(id) ON DELETE RESTRICT,
    district_id INTEGER NOT NULL REFERENCES districts(id) ON DELETE RESTRICT,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS service_types (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    description_ar TEXT NOT NULL DEFAULT '',
    description_en TEXT NOT NULL DEFAULT '',
    image TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS services (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    service_type_id INTEGER NOT NULL REFERENCES service_types(id) ON DELETE RESTRICT,
    price REAL NOT NULL,
    expected_time INTEGER NOT NULL,
    moving_in_minutes INTEGER NOT NULL DEFAULT 0,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS products (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    description_ar TEXT NOT NULL,
    description_en TEXT NOT NULL,
    price REAL NOT NULL,
    image TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS offers (
    id INTEGER PRIMARY KEY,
    offer_type TEXT NOT NULL CHECK (offer_type IN ('product', 'service')),
    product_id INTEGER REFERENCES products(id) ON DELETE RESTRICT,
    service_id INTEGER REFERENCES services(id) ON DELETE RESTRICT,
    from_date TEXT NOT NULL,
    to_date TEXT NOT NULL,
    percentage REAL NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    CHECK ((offer_type = 'product') = (product_id IS NOT NULL)),
    CHECK ((offer_type = 'service') = (service_id IS NOT NULL))
  )`,
  `CREATE TABLE IF NOT EXISTS car_models (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS car_categories (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    car_model_id INTEGER NOT NULL REFERENCES car_models(id) ON DELETE RESTRICT,
    region_id INTEGER REFERENCES districts(id) ON DELETE RESTRICT,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
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
  `CREATE TABLE IF NOT EXISTS questions (
    id INTEGER PRIMARY KEY,
    name_ar TEXT NOT NULL,
    name_en TEXT NOT NULL,
    content_ar TEXT NOT NULL,
    content_en TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
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
];

export function createSchema(db: Db): void {
  db.transaction(() => {
    for (const sql of statements) db.exec(sql);
  })();
}
