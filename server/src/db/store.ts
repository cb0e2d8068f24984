import { AccessRepository } from './access.js';
import { adminsTable, contactMessagesTable, questionsTable, rolesTable } from './administration-tables.js';
import { AdminRepository } from './admins.js';
import { carCategoriesTable, carModelsTable, offersTable, productsTable, servicesTable, serviceTypesTable } from './catalogue-tables.js';
import { openDatabase, type Db } from './database.js';
import { FinancialReportsRepository } from './financial-reports.js';
import { notificationRepositories, type NotificationRepositories } from './notifications.js';
import { PeopleRepository } from './people.js';
import { bookingsTable, driversTable, employeesTable, jobsTable, joinRequestsTable, nameChangeRequestsTable, providersTable, ratesTable, reportsTable, walletRequestsTable } from './people-tables.js';
import { ReferenceRepository } from './reference-repository.js';
import { banksTable, cancellationReasonsTable, citiesTable, countriesTable, districtsTable, jobTitlesTable, jobTypesTable, specialistsTable } from './reference-tables.js';
import { SavedViewsRepository } from './saved-views.js';
import { createSchema } from './schema.js';
import { SentNotificationsRepository } from './sent-notifications.js';
import { SettingsRepository } from './settings.js';
import { StatisticsRepository } from './statistics.js';
import { WorkingHoursRepository } from './working-hours.js';

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

function catalogueRepositories(db: Db) {
  return {
    serviceTypes: new ReferenceRepository(db, serviceTypesTable),
    services: new ReferenceRepository(db, servicesTable),
    products: new ReferenceRepository(db, productsTable),
    offers: new ReferenceRepository(db, offersTable),
    carModels: new ReferenceRepository(db, carModelsTable),
    carCategories: new ReferenceRepository(db, carCategoriesTable),
  };
}

function contentRepositories(db: Db) {
  return {
    contactMessages: new ReferenceRepository(db, contactMessagesTable),
    questions: new ReferenceRepository(db, questionsTable),
    roles: new ReferenceRepository(db, rolesTable),
    admins: new ReferenceRepository(db, adminsTable),
  };
}

function peopleRepositories(db: Db) {
  return {
    employees: new ReferenceRepository(db, employeesTable),
    providers: new ReferenceRepository(db, providersTable),
    joinRequests: new ReferenceRepository(db, joinRequestsTable),
    nameChangeRequests: new ReferenceRepository(db, nameChangeRequestsTable),
    drivers: new ReferenceRepository(db, driversTable),
    jobs: new ReferenceRepository(db, jobsTable),
    reports: new ReferenceRepository(db, reportsTable),
    bookings: new ReferenceRepository(db, bookingsTable),
    rates: new ReferenceRepository(db, ratesTable),
    walletRequests: new ReferenceRepository(db, walletRequestsTable),
  };
}

export type ReferenceRepositories = ReturnType<typeof referenceRepositories>;
export type PeopleRepositories = ReturnType<typeof peopleRepositories>;
export type CatalogueRepositories = ReturnType<typeof catalogueRepositories>;
export type ContentRepositories = ReturnType<typeof contentRepositories>;

/** The data layer as the rest of the server sees it: repositories over one database. */
export interface DataStore {
  readonly db: Db;
  readonly admins: AdminRepository;
  readonly access: AccessRepository;
  readonly reference: ReferenceRepositories;
  readonly catalogue: CatalogueRepositories;
  /** Contact messages, FAQ, roles and admin accounts as list areas. */
  readonly content: ContentRepositories;
  /** Clients, providers, their requests, drivers, orders, reports, bookings, ratings and wallet requests. */
  readonly people: PeopleRepositories;
  /** What those areas do beyond create / update / delete (decisions, wallets, ban reasons ...). */
  readonly peopleActions: PeopleRepository;
  readonly settings: SettingsRepository;
  readonly workingHours: WorkingHoursRepository;
  /** The admins' own notifications, and the app activity that raises them. */
  readonly notifications: NotificationRepositories;
  /** Notifications sent to app users, with their recipients. */
  readonly sentNotifications: SentNotificationsRepository;
  /** The home screen's figures and the financial reports: sums over the orders. */
  readonly statistics: StatisticsRepository;
  readonly financialReports: FinancialReportsRepository;
  /** The admins' saved views of lists (an extension of the API). */
  readonly savedViews: SavedViewsRepository;
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
    catalogue: catalogueRepositories(db),
    content: contentRepositories(db),
    people: peopleRepositories(db),
    peopleActions: new PeopleRepository(db),
    settings: new SettingsRepository(db),
    workingHours: new WorkingHoursRepository(db),
    notifications: notificationRepositories(db),
    sentNotifications: new SentNotificationsRepository(db),
    statistics: new StatisticsRepository(db),
    financialReports: new FinancialReportsRepository(db),
    savedViews: new SavedViewsRepository(db),
    close: () => db.close(),
  };
}
