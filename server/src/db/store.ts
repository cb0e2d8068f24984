import { AccessRepository } from './access.js';
import { AdminRepository } from './admins.js';
import { openDatabase, type Db } from './database.js';
import { ReferenceRepository } from './reference-repository.js';
import {
  banksTable,
  cancellationReasonsTable,
  citiesTable,
  countriesTable,
  districtsTable,
  jobTitlesTable,
  jobTypesTable,
  specialistsTable,
} from './reference-tables.js';
import { createSchema } from './schema.js';

function referenceRepositories(db: Db) {
  return {
    countries: new ReferenceRepository(db, countriesTable),
    specialists: new ReferenceRepository(db, specialistsTable),
    jobTypes: new ReferenceRepository(db, jobTypesTable),
    jobTitles: new ReferenceRepository(db, jobTitlesTable),
    banks: new ReferenceRepository(db, banksTable),
    cancellationReasons: new ReferenceRepository(db, cancellationReasonsTable),
    districts: new ReferenceRepository(db, districtsTable),
    cities: new ReferenceRepository(db, citiesTable),
  };
}

export type ReferenceRepositories = ReturnType<typeof referenceRepositories>;

/** The data layer as the rest of the server sees it: repositories over one database. */
export interface DataStore {
  readonly db: Db;
  readonly admins: AdminRepository;
  readonly access: AccessRepository;
  readonly reference: ReferenceRepositories;
  close(): void;
}

export function openStore(path: string): DataStore {
  const db = openDatabase(path);
  createSchema(db);
  return {
    db,
    admins: new AdminRepository(db),
    access: new AccessRepository(db),
    reference: referenceRepositories(db),
    close: () => db.close(),
  };
}
