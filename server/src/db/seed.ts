import { hashPassword } from '../auth/password.js';
import { permissionName, type PermissionCatalogue } from '../auth/catalogue.js';
import { nowIso, type Db, type SqlValue } from './database.js';
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
import type { DataStore } from './store.js';

function insertRows(db: Db, table: string, columns: readonly string[], rows: readonly (readonly SqlValue[])[]): void {
  const now = nowIso();
  const names = ['id', ...columns, 'created_at', 'updated_at'];
  const insert = db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
  rows.forEach((row, index) => insert.run(index + 1, ...row, now, now));
}

const flag = (active: boolean | undefined): number => (active === false ? 0 : 1);

function seedReferenceData(db: Db): void {
  insertRows(
    db,
    'countries',
    ['name_ar', 'name_en', 'key', 'flag', 'active'],
    countrySeeds.map(([ar, en, key, emoji, active]) => [ar, en, key, emoji, flag(active)]),
  );
  insertRows(
    db,
    'districts',
    ['name_ar', 'name_en', 'country_id', 'active'],
    districtSeeds.map(([ar, en, countryId, active]) => [ar, en, countryId, flag(active)]),
  );
  insertRows(
    db,
    'cities',
    ['name_ar', 'name_en', 'district_id', 'country_id', 'active'],
    citySeeds.map(([ar, en, districtId, active]) => {
      const country = districtSeeds[districtId - 1]?.[2];
      if (country === undefined) throw new Error(`seed: city ${en} names a missing district ${districtId}`);
      return [ar, en, districtId, country, flag(active)];
    }),
  );
  insertRows(
    db,
    'banks',
    ['name_ar', 'name_en', 'country_id', 'active'],
    bankSeeds.map(([ar, en, countryId, active]) => [ar, en, countryId, flag(active)]),
  );
  insertRows(
    db,
    'specialists',
    ['name_ar', 'name_en', 'active'],
    specialistSeeds.map(([ar, en, active]) => [ar, en, flag(active)]),
  );
  insertRows(
    db,
    'job_titles',
    ['name_ar', 'name_en', 'specialist_id', 'active'],
    jobTitleSeeds.map(([ar, en, specialistId, active]) => [
      ar,
      en,
      specialistId === 0 ? null : specialistId,
      flag(active),
    ]),
  );
  insertRows(
    db,
    'job_types',
    ['name_ar', 'name_en', 'active'],
    jobTypeSeeds.map(([ar, en, active]) => [ar, en, flag(active)]),
  );
  insertRows(
    db,
    'cancellation_reasons',
    ['title_ar', 'title_en', 'discount_percentage', 'user_type', 'active'],
    cancellationReasonSeeds.map(([ar, en, discount, userType, active]) => [ar, en, discount, userType, flag(active)]),
  );
}

/**
 * Brings the permissions table up to the catalogue on every start, so a key
 * added to the catalogue later reaches an existing database; the super admin
 * role always holds every permission.
 */
export function syncPermissions(store: DataStore, catalogue: PermissionCatalogue): void {
  store.access.addPermissions(
    catalogue.groups.flatMap((group) =>
      group.keys.map((key) => ({ parent: group.parent, key, name: permissionName(group.parent, key) })),
    ),
  );
  if (store.access.roleExists(SUPER_ADMIN_ROLE_ID)) store.access.grantAll(SUPER_ADMIN_ROLE_ID);
}

/** Fills an empty database with the demo accounts and the reference data; does nothing otherwise. */
export async function seedIfEmpty(store: DataStore, catalogue: PermissionCatalogue): Promise<boolean> {
  if (store.admins.count() > 0) {
    syncPermissions(store, catalogue);
    return false;
  }
  const hashes = await Promise.all(adminSeeds.map((admin) => hashPassword(admin.password)));
  store.db.transaction(() => {
    for (const [id, name] of roleSeeds) store.access.insertRole(id, name);
    syncPermissions(store, catalogue);
    store.access.grant(VIEWER_ROLE_ID, viewerPermissions);
    adminSeeds.forEach((admin, index) => {
      store.admins.insert({
        id: admin.id,
        name: admin.name,
        email: admin.email,
        phoneNumber: admin.phoneNumber,
        passwordHash: hashes[index] ?? '',
        roleId: admin.roleId,
        active: true,
      });
    });
    seedReferenceData(store.db);
  })();
  return true;
}
