import { createHash } from 'node:crypto';
import type { Db, SqlValue } from './database.js';
import { insertSeedRows, type SeedRow } from './field-table.js';
import { EXPERIENCE_LEVELS, JOB_STATUSES, type JobStatus } from './people-tables.js';
import { seedDocument, seedImage, type SeedFile } from './seed-files.js';
import {
  aboutMeTexts,
  addressLines,
  arabicFamilyNames,
  arabicFirstNames,
  blockReasons,
  cancelReasons,
  carColors,
  driverBanReasons,
  englishFamilyNames,
  englishFirstNames,
  jobLocations,
  joinRejectReasons,
  nameChangeReasons,
  providerDescriptions,
  providerNames,
  rateComments,
  reportReasons,
  taskTitles,
  walletNotes,
  walletRejectNotes,
} from './seed-people-data.js';
import type { DataStore } from './store.js';
import { driverFields } from './work-fields.js';
import { employeeFields, providerFields } from './people-fields.js';

/** Seeded together or not at all, as their rows refer to one another by seeded ids. */
export const PEOPLE_TABLES = ['employees', 'providers', 'drivers', 'jobs', 'bookings', 'wallet_requests'] as const;

const COUNTS = {
  employees: 40,
  acceptedProviders: 34,
  pendingProviders: 26,
  rejectedProviders: 5,
  nameChangeRequests: 37,
  drivers: 32,
  jobs: 70,
  reportedJobs: 15,
  reports: 36,
  bookings: 40,
  ratedBookings: 32,
  walletRequests: 44,
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const range = (count: number, make: (index: number) => SeedFile): SeedFile[] => Array.from({ length: count }, (_, i) => make(i));
const avatars = range(12, (i) => seedImage(`avatar-${i + 1}`, 15 + i * 29));
const logos = range(12, (i) => seedImage(`logo-${i + 1}`, 100 + i * 23));
const driverPhotos = range(8, (i) => seedImage(`driver-${i + 1}`, 60 + i * 37));
const bookingPhotos = range(6, (i) => seedImage(`booking-${i + 1}`, 180 + i * 41));
const registers = range(4, (i) => seedImage(`register-${i + 1}`, 30 + i * 53));
const resumes = range(6, (i) => seedDocument(`resume-${i + 1}`, ['Curriculum vitae', `Candidate ${i + 1}`, 'Hourly work in retail, events and offices', 'Languages: Arabic, English']));
const certificates = range(4, (i) => seedDocument(`certificate-${i + 1}`, ['Certificate of completion', `Training course ${i + 1}`, 'Customer service and safety']));

/** The pictures and documents the people seed refers to. */
export const peopleSeedFiles: readonly SeedFile[] = [...avatars, ...logos, ...driverPhotos, ...bookingPhotos, ...registers, ...resumes, ...certificates];

/** The n-th item of a list, cycling; the list must not be empty. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('seed: an empty list');
  return item;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
const money = (value: number): number => Math.round(value * 100) / 100;
const HALF_STARS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

function shiftDate(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function personName(index: number): string {
  return index % 3 === 2 ? `${nth(englishFirstNames, index)} ${nth(englishFamilyNames, index * 3)}` : `${nth(arabicFirstNames, index)} ${nth(arabicFamilyNames, index * 7)}`;
}

/** Builds INSERT statements once per table and runs them with values in column order. */
function inserter(db: Db, table: string, columns: readonly string[]): (values: readonly SqlValue[]) => number {
  const statement = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  return (values) => Number(statement.run(...values).lastInsertRowid);
}

interface Place {
  cityId: number;
  districtId: number;
  countryId: number;
}

/** What the people seed links to, read from the reference data and the catalogue. */
function readReferences(db: Db) {
  const places = db
    .prepare(
      `SELECT ci.id AS cityId, ci.district_id AS districtId, d.country_id AS countryId
        FROM cities ci JOIN districts d ON d.id = ci.district_id JOIN countries c ON c.id = d.country_id
        WHERE ci.active = 1 AND d.active = 1 AND c.active = 1 ORDER BY ci.id`,
    )
    .all() as Place[];
  const banks = db.prepare('SELECT id, country_id FROM banks WHERE active = 1 ORDER BY id').all() as {
    id: number;
    country_id: number;
  }[];
  const titles = db.prepare('SELECT id, specialist_id FROM job_titles WHERE active = 1 AND specialist_id IS NOT NULL ORDER BY id').all() as { id: number; specialist_id: number }[];
  const specialists = [...new Set(titles.map((title) => title.specialist_id))].sort((a, b) => a - b);
  const ids = (sql: string) => (db.prepare(sql).all() as { id: number }[]).map((row) => row.id);
  return {
    places,
    saudiPlaces: places.filter((place) => place.countryId === 1).length > 0 ? places.filter((place) => place.countryId === 1) : places,
    banksOf: (countryId: number) => banks.filter((bank) => bank.country_id === countryId).map((bank) => bank.id),
    specialists,
    titlesOf: (specialistId: number) => titles.filter((title) => title.specialist_id === specialistId).map((title) => title.id),
    titles: titles.map((title) => title.id),
    jobTypes: ids('SELECT id FROM job_types WHERE active = 1 ORDER BY id'),
    services: db.prepare('SELECT id, price FROM services WHERE active = 1 ORDER BY id').all() as {
      id: number;
      price: number;
    }[],
    carCategories: db.prepare('SELECT id, car_model_id FROM car_categories WHERE active = 1 ORDER BY id').all() as {
      id: number;
      car_model_id: number;
    }[],
    products: db.prepare('SELECT id, price FROM products WHERE active = 1 ORDER BY id').all() as {
      id: number;
      price: number;
    }[],
  };
}

type References = ReturnType<typeof readReferences>;

const IBAN_COUNTRY: Readonly<Record<number, string>> = {
  1: 'SA',
  2: 'EG',
  3: 'AE',
  4: 'KW',
  5: 'QA',
  6: 'BH',
  7: 'OM',
  8: 'JO',
};

function ibanFor(countryId: number, id: number, salt: number): string {
  return `${IBAN_COUNTRY[countryId] ?? 'SA'}${pad(10 + ((id * 7 + salt) % 90))}80000${pad(id * 7919 + salt, 13)}`;
}

/** Two distinct specializations for a record, picked by position. */
function specialistsFor(refs: References, index: number): number[] {
  const first = nth(refs.specialists, index);
  const second = nth(refs.specialists, index * 3 + 1);
  return index % 2 === 0 || first === second ? [first] : [first, second];
}

function seedEmployees(db: Db, refs: References, hash: string, now: number): number[] {
  const rows: SeedRow<typeof employeeFields.fields>[] = [];
  const created: string[] = [];
  const balances: number[] = [];
  for (let i = 0; i < COUNTS.employees; i += 1) {
    const id = i + 1;
    const place = nth(refs.places, i * 3);
    const bank = refs.banksOf(place.countryId)[i % 3] ?? null;
    const logins = (i * 13) % 60;
    const balance = money(((i * 137.5) % 2500) + 150);
    balances.push(balance);
    created.push(new Date(now - (COUNTS.employees - i) * 2 * DAY).toISOString());
    const english = i % 3 === 2;
    rows.push({
      name: id === 1 ? 'حساب المنصة' : personName(i),
      user_name: `client_${pad(id, 3)}`,
      email: `client${id}@example.com`,
      phone_number: `0551${pad(id, 6)}`,
      app_type: i % 2 ? 'ios' : 'android',
      avatar: i % 3 === 1 ? null : nth(avatars, i).path,
      birthday: `${1975 + ((i * 7) % 28)}-${pad(1 + ((i * 5) % 12))}-${pad(1 + ((i * 11) % 28))}`,
      is_available: i % 4 === 3 ? 0 : 1,
      active: i > 0 && i % 7 === 6 ? 0 : 1,
      work_locations: JSON.stringify(nth([['1'], ['0'], ['1', '0']], i)),
      experience: nth(EXPERIENCE_LEVELS, i),
      city_id: place.cityId,
      bank_id: bank,
      iban: bank === null ? null : ibanFor(place.countryId, id, 1),
      about_me: nth(aboutMeTexts, i)[english ? 1 : 0],
      resume: i % 4 === 0 ? nth(resumes, i).path : null,
      password_hash: hash,
      login_count: logins,
      last_logged: logins ? new Date(now - ((i * 7) % 72) * HOUR).toISOString() : null,
      total_work_hours: (i * 17) % 300,
      balance,
    });
  }
  insertSeedRows(db, employeeFields, rows, (index) => created[index] ?? new Date(now).toISOString());
  const specialist = inserter(db, 'employee_specialists', ['employee_id', 'specialist_id']);
  const jobTitle = inserter(db, 'employee_job_titles', ['employee_id', 'job_title_id']);
  const attachment = inserter(db, 'employee_attachments', ['employee_id', 'file', 'created_at']);
  rows.forEach((_, i) => {
    const id = i + 1;
    for (const specialistId of specialistsFor(refs, i)) {
      specialist([id, specialistId]);
      for (const titleId of refs.titlesOf(specialistId).slice(0, 1 + (i % 2))) jobTitle([id, titleId]);
    }
    if (i % 5 === 0) {
      for (let n = 0; n <= i % 2; n += 1) attachment([id, nth(certificates, i + n).path, created[i] ?? '']);
    }
  });
  return balances;
}

type JoinStatus = 'accepted' | 'pending' | 'rejected';

function joinStatusOf(index: number): JoinStatus {
  if (index < COUNTS.acceptedProviders) return 'accepted';
  return index < COUNTS.acceptedProviders + COUNTS.pendingProviders ? 'pending' : 'rejected';
}

function seedProviders(db: Db, refs: References, hash: string, now: number): number[] {
  const total = COUNTS.acceptedProviders + COUNTS.pendingProviders + COUNTS.rejectedProviders;
  const rows: SeedRow<typeof providerFields.fields>[] = [];
  const created: string[] = [];
  const balances: number[] = [];
  for (let i = 0; i < total; i += 1) {
    const id = i + 1;
    const status = joinStatusOf(i);
    const place = nth(refs.places, i * 5 + 1);
    const bank = refs.banksOf(place.countryId)[i % 2] ?? null;
    const logins = status === 'accepted' ? (i * 11) % 80 : 0;
    const balance = status === 'accepted' ? money(((i * 311.25) % 9000) + 500) : 0;
    balances.push(balance);
    created.push(new Date(now - (total - i) * 30 * HOUR).toISOString());
    const base = nth(providerNames, i);
    rows.push({
      name: id === 1 ? 'المنصة للخدمات' : i < providerNames.length ? base : `${base} ${Math.floor(i / providerNames.length) + 1}`,
      email: `provider${id}@example.com`,
      phone_number: `0552${pad(id, 6)}`,
      app_type: i % 2 ? 'android' : 'ios',
      logo: i % 5 === 4 ? null : nth(logos, i).path,
      user_type: i % 3 === 0 ? 'individual' : 'company',
      is_available: i % 4 === 2 ? 0 : 1,
      active: status === 'accepted' && i % 8 === 7 ? 0 : 1,
      experience: (i * 3) % 20,
      bank_id: bank,
      iban: bank === null ? null : ibanFor(place.countryId, id, 2),
      resume: i % 5 === 0 ? nth(resumes, i + 3).path : null,
      description: nth(providerDescriptions, i)[i % 2 === 0 ? 0 : 1],
      trade_register_number: `10${pad((id * 9173) % 100_000_000, 8)}`,
      website: `https://provider${id}.example.com`,
      password_hash: hash,
      login_count: logins,
      last_logged: logins ? new Date(now - ((i * 5) % 96) * HOUR).toISOString() : null,
      balance,
      join_status: status,
      join_reason: status === 'rejected' ? nth(joinRejectReasons, i) : null,
    });
  }
  insertSeedRows(db, providerFields, rows, (index) => created[index] ?? new Date(now).toISOString());
  const specialist = inserter(db, 'provider_specialists', ['provider_id', 'specialist_id']);
  const city = inserter(db, 'provider_cities', ['provider_id', 'city_id']);
  rows.forEach((_, i) => {
    const id = i + 1;
    for (const specialistId of specialistsFor(refs, i + 2)) specialist([id, specialistId]);
    const place = nth(refs.places, i * 5 + 1);
    city([id, place.cityId]);
    const second = nth(refs.places, i * 5 + 2);
    if (i % 3 === 1 && second.cityId !== place.cityId) city([id, second.cityId]);
  });
  seedProviderUpdates(db, refs, now);
  return balances;
}

function seedProviderUpdates(db: Db, refs: References, now: number): void {
  const insert = inserter(db, 'provider_updates', [
    'provider_id',
    'image',
    'commercial_register',
    'tax_register',
    'company_logo',
    'country_id',
    'district_id',
    'address',
    'license_number',
    'name',
    'code',
    'company_name',
    'user_type',
    'created_at',
  ]);
  [1, 2, 3, 5, 8, 13, 21, 34, 36, 40, 45, 50].forEach((providerId, i) => {
    const place = nth(refs.places, providerId * 5 + 1);
    insert([
      providerId,
      nth(logos, i + 1).path,
      nth(registers, i).path,
      nth(registers, i + 1).path,
      nth(logos, i + 5).path,
      place.countryId,
      place.districtId,
      nth(addressLines, i),
      `LIC-${pad(4000 + providerId * 17, 6)}`,
      nth(providerNames, providerId - 1),
      `PRV-${pad(providerId, 4)}`,
      `${nth(providerNames, providerId - 1)}`,
      i % 3 === 0 ? 'individual' : 'company',
      new Date(now - (12 - i) * 6 * HOUR).toISOString(),
    ]);
  });
}

function seedNameChangeRequests(db: Db, now: number): void {
  const insert = inserter(db, 'name_change_requests', ['employee_id', 'new_name', 'status', 'reason', 'created_at', 'updated_at']);
  for (let i = 0; i < COUNTS.nameChangeRequests; i += 1) {
    const status = i < 30 ? 'pending' : i < 34 ? 'accepted' : 'rejected';
    const created = new Date(now - (COUNTS.nameChangeRequests - i) * 9 * HOUR).toISOString();
    insert([2 + (i % (COUNTS.employees - 1)), personName(i + 5), status, status === 'rejected' ? nth(nameChangeReasons, i) : null, created, created]);
  }
}

function seedDrivers(db: Db, refs: References, hash: string, now: number): void {
  const rows: SeedRow<typeof driverFields.fields>[] = [];
  const created: string[] = [];
  for (let i = 0; i < COUNTS.drivers; i += 1) {
    const id = i + 1;
    const place = nth(refs.saudiPlaces, i * 2);
    const logins = (i * 19) % 120;
    created.push(new Date(now - (COUNTS.drivers - i) * 36 * HOUR).toISOString());
    rows.push({
      name: personName(i + 11),
      phone_number: `0553${pad(id, 6)}`,
      email: i % 4 === 3 ? null : `driver${id}@example.com`,
      address: nth(addressLines, i),
      image: i % 6 === 5 ? null : nth(driverPhotos, i).path,
      driver_type: i % 8 === 7 ? 'delivery' : i % 2 ? 'washing_polishing' : 'washing',
      region_id: place.countryId,
      city_id: place.districtId,
      town_id: place.cityId,
      number_orders_allowed_per_day: 3 + (i % 8),
      is_available: i % 3 === 2 ? 0 : 1,
      active: i % 6 === 5 ? 0 : 1,
      password_hash: hash,
      login_count: logins,
      last_logged: logins ? new Date(now - ((i * 3) % 48) * HOUR).toISOString() : null,
    });
  }
  insertSeedRows(db, driverFields, rows, (index) => created[index] ?? new Date(now).toISOString());
  const ban = inserter(db, 'driver_ban_reasons', ['driver_id', 'reason', 'created_at']);
  rows.forEach((row, i) => {
    // Switched-off drivers carry their reasons; some drivers were switched off before and back on.
    const reasons = row.active === 0 ? 1 + (i % 2) : i % 9 === 4 ? 1 : 0;
    for (let n = 0; n < reasons; n += 1) {
      ban([i + 1, nth(driverBanReasons, i + n), new Date(now - (10 - n) * DAY).toISOString()]);
    }
  });
}

/** Dates of an order by status: finished and canceled ones lie in the past, new ones ahead. */
function jobPeriod(status: JobStatus, index: number, today: string): { from: string; to: string } {
  const length = 2 + (index % 6);
  const start: Record<JobStatus, number> = {
    new: 5 + (index % 20),
    approved: 3 + (index % 10),
    in_way: 0,
    processing: -1 - (index % 3),
    done: -length - 1,
    finished: -30 - (index % 40),
    canceled: -10 + (index % 20),
  };
  const from = start[status];
  return { from: shiftDate(today, from), to: shiftDate(today, from + length - 1) };
}

function seedJobs(db: Db, refs: References, today: string, now: number): void {
  const insert = inserter(db, 'jobs', [
    'id',
    'job_number',
    'provider_id',
    'employee_id',
    'job_title_id',
    'job_type_id',
    'status',
    'experience',
    'work_space',
    'location',
    'from_date',
    'to_date',
    'from_hour',
    'to_hour',
    'daily_hour',
    'salary_per_hour',
    'tax_rate',
    'rate_by_provider',
    'rate_by_provider_comment',
    'rate_by_employee',
    'rate_by_employee_comment',
    'cancel_reason',
    'canceled_by',
    'invoice_key',
    'report_status',
    'block_reason',
    'created_at',
    'updated_at',
  ]);
  const task = inserter(db, 'job_tasks', ['job_id', 'title']);
  // Orders in every status, numbered in the order of their periods; each was posted days before it starts.
  const plans = Array.from({ length: COUNTS.jobs }, (_, n) => {
    const status = nth(JOB_STATUSES, n);
    return { status, ...jobPeriod(status, n, today) };
  }).sort((a, b) => a.from.localeCompare(b.from));
  let posted = 0;
  plans.forEach(({ status, from, to }, i) => {
    const id = i + 1;
    const startHour = nth([8, 9, 10, 16], i);
    const daily = 4 + (i % 5);
    const finished = status === 'finished';
    const canceled = status === 'canceled';
    const cancel = nth(cancelReasons, i);
    const reported = i % 4 === 1 && i < COUNTS.reportedJobs * 4 ? Math.floor(i / 4) : undefined;
    const reportStatus = reported === undefined ? 'published' : nth(['pending', 'published', 'blocked'] as const, reported);
    const lead = Date.parse(`${from}T08:00:00Z`) - (3 + (i % 9)) * DAY;
    posted = Math.max(posted + HOUR, Math.min(lead, now - (COUNTS.jobs - i) * HOUR));
    const created = new Date(posted).toISOString();
    insert([
      id,
      `JOB-${pad(id, 5)}`,
      1 + ((i * 5) % COUNTS.acceptedProviders),
      status === 'new' ? null : 2 + ((i * 7) % (COUNTS.employees - 1)),
      nth(refs.titles, i * 3),
      refs.jobTypes.length ? nth(refs.jobTypes, i) : null,
      status,
      nth(EXPERIENCE_LEVELS, i + 1),
      i % 2,
      nth(jobLocations, i),
      from,
      to,
      `${pad(startHour)}:00`,
      `${pad(startHour + daily)}:00`,
      daily,
      25 + ((i * 7) % 56),
      15,
      finished ? nth(HALF_STARS, i + 4) : null,
      finished ? nth(rateComments, i) : null,
      finished ? nth(HALF_STARS, i * 2 + 3) : null,
      finished ? nth(rateComments, i + 2) : null,
      canceled ? cancel[1] : null,
      canceled ? cancel[0] : null,
      finished ? createHash('md5').update(`invoice:${id}`).digest('hex') : null,
      reportStatus,
      reportStatus === 'blocked' ? nth(blockReasons, i) : null,
      created,
      created,
    ]);
    for (let n = 0; n < 2 + (i % 3); n += 1) task([id, nth(taskTitles, i + n * 3)]);
  });
}

function seedReports(db: Db, now: number): void {
  const insert = inserter(db, 'job_reports', ['report_number', 'job_id', 'reporter_id', 'reason', 'created_at', 'updated_at']);
  const reportedJobs = Array.from({ length: COUNTS.reportedJobs }, (_, n) => n * 4 + 2);
  for (let r = 0; r < COUNTS.reports; r += 1) {
    const created = new Date(now - (COUNTS.reports - r) * 7 * HOUR).toISOString();
    insert([`RP-${pad(1001 + r, 5)}`, nth(reportedJobs, r), 2 + ((r * 11) % (COUNTS.employees - 1)), nth(reportReasons, r), created, created]);
  }
}

function seedBookings(db: Db, refs: References, today: string, now: number): void {
  const insert = inserter(db, 'bookings', [
    'id',
    'booking_type',
    'status',
    'booking_date',
    'booking_time',
    'service_id',
    'service_price',
    'car_model_id',
    'car_category_id',
    'car_number',
    'car_color',
    'region_id',
    'city_id',
    'town_id',
    'lat',
    'lon',
    'address',
    'payment_method',
    'delivery_price',
    'tax_rate',
    'client_id',
    'driver_id',
    'image',
    'created_at',
    'updated_at',
  ]);
  const product = inserter(db, 'booking_products', ['booking_id', 'product_id', 'qty', 'price']);
  const rate = inserter(db, 'rates', ['booking_id', 'rate_number', 'rate_comment', 'active', 'created_at', 'updated_at']);
  for (let b = 0; b < COUNTS.bookings; b += 1) {
    const id = b + 1;
    const type = b % 3 === 2 ? 'product' : 'service';
    const status: JobStatus = b < COUNTS.ratedBookings ? 'finished' : nth(JOB_STATUSES, b);
    const service = type === 'service' && refs.services.length ? nth(refs.services, b * 3) : undefined;
    const category = refs.carCategories.length ? nth(refs.carCategories, b) : undefined;
    const place = nth(refs.saudiPlaces, b * 5);
    const daysAgo = COUNTS.bookings - b;
    const created = new Date(now - daysAgo * DAY).toISOString();
    insert([
      id,
      type,
      status,
      shiftDate(today, status === 'finished' ? -daysAgo : 1 + (b % 5)),
      `${pad(8 + (b % 10))}:${b % 2 ? '30' : '00'}`,
      service?.id ?? null,
      service?.price ?? 0,
      type === 'service' ? (category?.car_model_id ?? null) : null,
      type === 'service' ? (category?.id ?? null) : null,
      type === 'service' ? `${1000 + b * 37} ${nth(['ABC', 'RDS', 'KSA', 'NJD'], b)}` : null,
      type === 'service' ? nth(carColors, b)[b % 2 === 0 ? 0 : 1] : null,
      place.countryId,
      place.districtId,
      place.cityId,
      money(24.6 + (b % 10) * 0.021),
      money(46.6 + (b % 7) * 0.034),
      nth(addressLines, b),
      nth(['cash', 'card', 'wallet'], b),
      type === 'product' ? 20 : b % 2 ? 15 : 0,
      15,
      2 + ((b * 3) % (COUNTS.employees - 1)),
      status === 'new' ? null : 1 + ((b * 5) % COUNTS.drivers),
      b % 4 === 1 ? nth(bookingPhotos, b).path : null,
      created,
      created,
    ]);
    const items = type === 'product' ? 1 + (b % 3) : b % 4 === 0 ? 1 : 0;
    for (let n = 0; n < items && refs.products.length; n += 1) {
      const item = nth(refs.products, b * 2 + n * 5);
      product([id, item.id, 1 + ((b + n) % 3), item.price]);
    }
    if (b < COUNTS.ratedBookings) {
      const rated = new Date(now - daysAgo * DAY + 3 * HOUR).toISOString();
      rate([id, nth(HALF_STARS, b * 3 + 1), nth(rateComments, b), b % 6 === 5 ? 0 : 1, rated, rated]);
    }
  }
}

function seedWalletRequests(db: Db, employeeBalances: readonly number[], providerBalances: readonly number[], now: number): void {
  const insert = inserter(db, 'wallet_requests', ['wallet_number', 'employee_id', 'provider_id', 'balance', 'status', 'transfer_balance', 'notes', 'active', 'created_at', 'updated_at']);
  for (let w = 0; w < COUNTS.walletRequests; w += 1) {
    const employee = w % 2 === 1;
    const userId = employee ? 2 + ((w * 3) % (COUNTS.employees - 1)) : 2 + ((w * 5) % (COUNTS.acceptedProviders - 1));
    const wallet = (employee ? employeeBalances : providerBalances)[userId - 1] ?? 0;
    const status = nth(['new', 'done', 'rejected'] as const, w);
    // A new request never asks for more than the wallet holds.
    const amount = money(Math.min(wallet, 50 + ((w * 37) % 400)));
    const created = new Date(now - (COUNTS.walletRequests - w) * 11 * HOUR).toISOString();
    insert([
      `WL${pad(100_000 + w * 731, 7)}`,
      employee ? userId : null,
      employee ? null : userId,
      amount,
      status,
      status === 'done' ? amount : null,
      status === 'done' ? nth(walletNotes, w) : status === 'rejected' ? nth(walletRejectNotes, w) : null,
      w % 10 === 9 ? 0 : 1,
      created,
      created,
    ]);
  }
}

/**
 * Clients, providers (accepted, pending and rejected applicants), their profile-update and
 * name-change requests, drivers with ban reasons, orders in every status with reports against
 * some, bookings with products and ratings, and wallet requests of both kinds in every status.
 * `passwordHash` is shared by every account; `today` anchors the orders' dates.
 */
export function seedPeople(store: DataStore, today: string, passwordHash: string): void {
  const { db } = store;
  const refs = readReferences(db);
  if (refs.places.length === 0 || refs.titles.length === 0 || refs.specialists.length === 0) return;
  const now = Date.now();
  const employeeBalances = seedEmployees(db, refs, passwordHash, now);
  const providerBalances = seedProviders(db, refs, passwordHash, now);
  seedNameChangeRequests(db, now);
  seedDrivers(db, refs, passwordHash, now);
  seedJobs(db, refs, today, now);
  seedReports(db, now);
  seedBookings(db, refs, today, now);
  seedWalletRequests(db, employeeBalances, providerBalances, now);
}
