import { hashPassword } from '../auth/password.js';
import { permissionName, type PermissionCatalogue } from '../auth/catalogue.js';
import { localToday } from '../validation/form-validator.js';
import { nowIso, type Db, type SqlValue } from './database.js';
import { questionFields } from './administration-fields.js';
import { insertSeedRows } from './field-table.js';
import { carCategoryFields, carModelFields, offerFields, productFields, serviceFields, serviceTypeFields } from './catalogue-fields.js';
import { bankFields, cancellationReasonFields, cityFields, countryFields, districtFields, jobTitleFields, jobTypeFields, specialistFields } from './reference-fields.js';
import { carCategorySeeds, carModelSeeds, offerSeeds, productSeeds, serviceSeeds, serviceTypeSeeds, workingHourPatternOf, workingHourPatterns } from './seed-catalogue-data.js';
import { contactMessageSeeds, contactSettingsSeed, contentPageSeeds, demoStaffSeeds, extraRoleSeeds, generalSettingsSeed, questionSeeds, STAFF_PASSWORD, staffSeeds } from './seed-content-data.js';
import {
  adminSeeds,
  bankSeeds,
  cancellationReasonSeeds,
  citySeeds,
  countrySeeds,
  districtSeeds,
  jobTitleSeeds,
  jobTypeSeeds,
  roleSeeds,
  specialistSeeds,
  SUPER_ADMIN_ROLE_ID,
  VIEWER_ROLE_ID,
  viewerPermissions,
} from './seed-data.js';
import { seedImage, writeSeedFiles } from './seed-files.js';
import { seedNotifications } from './seed-notifications.js';
import { PEOPLE_PASSWORD } from './seed-people-data.js';
import { PEOPLE_TABLES, peopleSeedFiles, seedPeople } from './seed-people.js';
import { seedSentNotifications } from './seed-sent-notifications.js';
import type { DataStore } from './store.js';

function insertRows(db: Db, table: string, columns: readonly string[], rows: readonly (readonly SqlValue[])[], createdAt: (index: number) => string = () => nowIso()): void {
  const names = ['id', ...columns, 'created_at', 'updated_at'];
  const insert = db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
  rows.forEach((row, index) => {
    const stamp = createdAt(index);
    insert.run(index + 1, ...row, stamp, stamp);
  });
}

const flag = (active: boolean | undefined): number => (active === false ? 0 : 1);

const serviceTypeImages = serviceTypeSeeds.map((_, index) => seedImage(`service-type-${index + 1}`, index * 47));
const productImages = productSeeds.map((_, index) => seedImage(`product-${index + 1}`, 200 + index * 31));

/** Writes the seeded pictures and documents the uploads folder lacks; cheap enough to run on every start. */
export function writeSeedImages(uploadsDir: string): void {
  writeSeedFiles(uploadsDir, [...serviceTypeImages, ...productImages, ...peopleSeedFiles]);
}

function seedReferenceData(db: Db): void {
  const now = (): string => nowIso();
  insertSeedRows(
    db,
    countryFields,
    countrySeeds.map(([name_ar, name_en, key, emoji, active]) => ({ name_ar, name_en, key, flag: emoji, active: flag(active) })),
    now,
  );
  insertSeedRows(
    db,
    districtFields,
    districtSeeds.map(([name_ar, name_en, country_id, active]) => ({ name_ar, name_en, country_id, active: flag(active) })),
    now,
  );
  insertSeedRows(
    db,
    cityFields,
    citySeeds.map(([name_ar, name_en, district_id, active]) => {
      const country = districtSeeds[district_id - 1]?.[2];
      if (country === undefined) throw new Error(`seed: city ${name_en} names a missing district ${district_id}`);
      return { name_ar, name_en, district_id, country_id: country, active: flag(active) };
    }),
    now,
  );
  insertSeedRows(
    db,
    bankFields,
    bankSeeds.map(([name_ar, name_en, country_id, active]) => ({ name_ar, name_en, country_id, active: flag(active) })),
    now,
  );
  insertSeedRows(
    db,
    specialistFields,
    specialistSeeds.map(([name_ar, name_en, active]) => ({ name_ar, name_en, active: flag(active) })),
    now,
  );
  insertSeedRows(
    db,
    jobTitleFields,
    jobTitleSeeds.map(([name_ar, name_en, specialistId, active]) => ({ name_ar, name_en, specialist_id: specialistId === 0 ? null : specialistId, active: flag(active) })),
    now,
  );
  insertSeedRows(
    db,
    jobTypeFields,
    jobTypeSeeds.map(([name_ar, name_en, active]) => ({ name_ar, name_en, active: flag(active) })),
    now,
  );
  insertSeedRows(
    db,
    cancellationReasonFields,
    cancellationReasonSeeds.map(([title_ar, title_en, discount_percentage, user_type, active]) => ({ title_ar, title_en, discount_percentage, user_type, active: flag(active) })),
    now,
  );
}

/** A date some days from `today` (YYYY-MM-DD), on the calendar, whatever the time zone. */
function shiftDate(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function seedCatalogue(store: DataStore, today: string): void {
  const { db } = store;
  const now = (): string => nowIso();
  insertSeedRows(
    db,
    serviceTypeFields,
    serviceTypeSeeds.map(([name_ar, name_en, description_ar, description_en], index) => ({ name_ar, name_en, description_ar, description_en, image: serviceTypeImages[index]?.path ?? null })),
    now,
  );
  insertSeedRows(
    db,
    serviceFields,
    serviceSeeds.map(([name_ar, name_en, service_type_id, price, expected_time, moving_in_minutes, active]) => ({
      name_ar,
      name_en,
      service_type_id,
      price,
      expected_time,
      moving_in_minutes,
      active: flag(active),
    })),
    now,
  );
  insertSeedRows(
    db,
    productFields,
    productSeeds.map(([name_ar, name_en, description_ar, description_en, price, active], index) => ({
      name_ar,
      name_en,
      description_ar,
      description_en,
      price,
      image: productImages[index]?.path ?? '',
      active: flag(active),
    })),
    now,
  );
  insertSeedRows(
    db,
    offerFields,
    offerSeeds.map(([offer_type, targetId, fromOffset, toOffset, percentage, active]) => ({
      offer_type,
      product_id: offer_type === 'product' ? targetId : null,
      service_id: offer_type === 'service' ? targetId : null,
      from_date: shiftDate(today, fromOffset),
      to_date: shiftDate(today, toOffset),
      percentage,
      active: flag(active),
    })),
    now,
  );
  insertSeedRows(
    db,
    carModelFields,
    carModelSeeds.map(([name_ar, name_en, active]) => ({ name_ar, name_en, active: flag(active) })),
    now,
  );
  insertSeedRows(
    db,
    carCategoryFields,
    carCategorySeeds.map(([name_ar, name_en, car_model_id, regionId, , active]) => ({ name_ar, name_en, car_model_id, region_id: regionId || null, active: flag(active) })),
    now,
  );
  const link = db.prepare('INSERT INTO car_category_services (car_category_id, service_id) VALUES (?, ?)');
  carCategorySeeds.forEach(([, , , , serviceIds], index) => {
    for (const serviceId of serviceIds) link.run(index + 1, serviceId);
  });
  serviceTypeSeeds.forEach((_, index) => {
    const pattern = workingHourPatterns[workingHourPatternOf(index + 1)];
    store.workingHours.replace(
      index + 1,
      pattern.days,
      pattern.periods.map(([start, end]) => ({ start, end })),
    );
  });
}

interface StaffHashes {
  readonly demo: readonly string[];
  readonly staff: string;
}

function seedContentAndStaff(store: DataStore, hashes: StaffHashes): void {
  const { db } = store;
  const now = Date.now();
  insertRows(
    db,
    'contact_messages',
    ['name', 'phone_number', 'email', 'type', 'message', 'reply_message', 'is_reply', 'replied_at'],
    contactMessageSeeds.map(([name, phone, email, type, message, reply, hoursAgo]) => [
      name,
      phone,
      email,
      type,
      message,
      reply,
      reply === null ? 0 : 1,
      reply === null ? null : new Date(now - (hoursAgo - 2) * 3_600_000).toISOString(),
    ]),
    (index) => new Date(now - (contactMessageSeeds[index]?.[6] ?? 0) * 3_600_000).toISOString(),
  );
  insertSeedRows(
    db,
    questionFields,
    questionSeeds.map(([name_ar, name_en, content_ar, content_en, active]) => ({ name_ar, name_en, content_ar, content_en, active: flag(active) })),
    (index) => new Date(now - (questionSeeds.length - index) * 86_400_000).toISOString(),
  );
  for (const [type, page] of Object.entries(contentPageSeeds)) store.settings.replace(type, page);
  store.settings.replace('general', generalSettingsSeed);
  store.settings.replace('contact_us', contactSettingsSeed);

  for (const [id, name, active, permissions] of extraRoleSeeds) {
    if (store.access.insertRoleIfAbsent(id, name, active)) store.access.grant(id, permissions);
  }
  const accounts = [
    ...demoStaffSeeds.map((seed, index) => ({ ...seed, hash: hashes.demo[index] ?? '', active: true })),
    ...staffSeeds.map(([name, email, phoneNumber, roleId, active]) => ({
      name,
      email,
      phoneNumber,
      roleId,
      active,
      hash: hashes.staff,
    })),
  ];
  for (const account of accounts) {
    if (store.admins.findByEmail(account.email) || !store.access.roleExists(account.roleId)) continue;
    store.admins.insert({
      name: account.name,
      email: account.email,
      phoneNumber: account.phoneNumber,
      passwordHash: account.hash,
      roleId: account.roleId,
      active: account.active,
    });
  }
}

/**
 * Brings the permissions table up to the catalogue on every start, so a key
 * added to the catalogue later reaches an existing database; the super admin
 * role always holds every permission.
 */
export function syncPermissions(store: DataStore, catalogue: PermissionCatalogue): void {
  store.access.addPermissions(catalogue.groups.flatMap((group) => group.keys.map((key) => ({ parent: group.parent, key, name: permissionName(group.parent, key) }))));
  if (store.access.roleExists(SUPER_ADMIN_ROLE_ID)) store.access.grantAll(SUPER_ADMIN_ROLE_ID);
}

/** Seeded together or not at all, as their rows refer to one another by seeded ids. */
const CATALOGUE_TABLES = ['service_types', 'services', 'products', 'offers', 'car_models', 'car_categories'] as const;
const CONTENT_TABLES = ['contact_messages', 'questions'] as const;

function isEmpty(db: Db, table: string): boolean {
  return db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() === undefined;
}

/**
 * Fills what is empty: the demo accounts and reference data of a new database, and the
 * catalogue, the content (with the staff roles and accounts) and the people and work areas of a
 * database that predates them. Answers whether the database was new. `today` anchors the
 * offers' and the orders' dates.
 */
export async function seedIfEmpty(store: DataStore, catalogue: PermissionCatalogue, today: string = localToday()): Promise<boolean> {
  const { db } = store;
  const fresh = store.admins.count() === 0;
  const needsCatalogue = CATALOGUE_TABLES.every((table) => isEmpty(db, table));
  const needsContent = CONTENT_TABLES.every((table) => isEmpty(db, table));
  const needsPeople = PEOPLE_TABLES.every((table) => isEmpty(db, table));
  const [baseHashes, staffHashes, peopleHash] = await Promise.all([
    fresh ? Promise.all(adminSeeds.map((admin) => hashPassword(admin.password))) : Promise.resolve([]),
    needsContent ? Promise.all([...demoStaffSeeds.map((seed) => hashPassword(seed.password)), hashPassword(STAFF_PASSWORD)]) : Promise.resolve([]),
    // Every seeded client, provider and driver shares one password, hashed once.
    needsPeople ? hashPassword(PEOPLE_PASSWORD) : Promise.resolve(''),
  ]);
  db.transaction(() => {
    if (fresh) {
      for (const [id, name] of roleSeeds) store.access.insertRole(id, name);
      syncPermissions(store, catalogue);
      store.access.grant(VIEWER_ROLE_ID, viewerPermissions);
      adminSeeds.forEach((admin, index) => {
        store.admins.insert({
          id: admin.id,
          name: admin.name,
          email: admin.email,
          phoneNumber: admin.phoneNumber,
          passwordHash: baseHashes[index] ?? '',
          roleId: admin.roleId,
          active: true,
        });
      });
      seedReferenceData(db);
    }
    syncPermissions(store, catalogue);
    if (needsCatalogue) seedCatalogue(store, today);
    if (needsContent) {
      seedContentAndStaff(store, {
        demo: staffHashes.slice(0, demoStaffSeeds.length),
        staff: staffHashes[demoStaffSeeds.length] ?? '',
      });
    }
    if (needsPeople) seedPeople(store, today, peopleHash);
    seedSentNotifications(store);
    seedNotifications(store);
  })();
  return fresh;
}
