import { adminsTable, contactMessagesTable, questionsTable, rolesTable } from './administration-tables.js';
import { carCategoriesTable, carModelsTable, offersTable, productsTable, servicesTable, serviceTypesTable } from './catalogue-tables.js';
import type { Db } from './database.js';
import { createFullTextIndex } from './full-text.js';
import { textSortColumns } from './list-order.js';
import { FOLDED } from './text-fold.js';
import { bookingsTable, driversTable, employeesTable, jobsTable, joinRequestsTable, nameChangeRequestsTable, providersTable, ratesTable, reportsTable, walletRequestsTable } from './people-tables.js';
import { banksTable, cancellationReasonsTable, citiesTable, countriesTable, districtsTable, jobTitlesTable, jobTypesTable, specialistsTable } from './reference-tables.js';
import type { ReferenceTable } from './reference-tables.js';

/** Every table a list reads, with the indexes its filters need. */
export const listTables: readonly ReferenceTable<{ id: number }>[] = [
  countriesTable,
  specialistsTable,
  jobTypesTable,
  jobTitlesTable,
  banksTable,
  cancellationReasonsTable,
  districtsTable,
  citiesTable,
  serviceTypesTable,
  servicesTable,
  productsTable,
  offersTable,
  carModelsTable,
  carCategoriesTable,
  contactMessagesTable,
  questionsTable,
  rolesTable,
  adminsTable,
  employeesTable,
  providersTable,
  joinRequestsTable,
  nameChangeRequestsTable,
  driversTable,
  jobsTable,
  reportsTable,
  bookingsTable,
  ratesTable,
  walletRequestsTable,
];

/** The sort indexes of lists served outside the areas (the sent notifications). */
export const otherListIndexes: Readonly<Record<string, string>> = {
  sent_notifications_title_ar: 'sent_notifications(title_ar)',
  sent_notifications_title_en: 'sent_notifications(title_en)',
  sent_notifications_sender: 'sent_notifications(sender)',
  sent_notifications_title_ar_folded: `sent_notifications(${FOLDED}(title_ar))`,
  sent_notifications_title_en_folded: `sent_notifications(${FOLDED}(title_en))`,
  sent_notifications_sender_folded: `sent_notifications(${FOLDED}(sender))`,
};

/**
 * The sort indexes of a list: lists order text by `folded(column)`, so each declared one-column
 * index on a sortable text column gets its folded twin.
 */
function foldedIndexes(db: Db, spec: ReferenceTable<{ id: number }>): [name: string, on: string][] {
  const sortable = textSortColumns(db, spec.select, spec.sortable ?? {});
  return Object.entries(spec.indexes ?? {}).flatMap(([name, on]) => {
    const single = /^(\w+)\((\w+)\)$/.exec(on);
    return single?.[1] && single[2] && sortable.has(single[2]) ? [[`${name}_folded`, `${single[1]}(${FOLDED}(${single[2]}))`] as [string, string]] : [];
  });
}

/**
 * The indexes the lists' filters declare, and the trigram indexes of their text columns (filled
 * from the rows already there when a database gains them). Runs at every start; idempotent.
 */
export function createListIndexes(db: Db, tables: readonly ReferenceTable<{ id: number }>[] = listTables): void {
  for (const [name, on] of Object.entries(otherListIndexes)) db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${on}`);
  const fullText = new Map<string, readonly string[]>();
  for (const spec of tables) {
    for (const [name, on] of [...Object.entries(spec.indexes ?? {}), ...foldedIndexes(db, spec)]) db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${on}`);
    if (!spec.fullText) continue;
    const declared = fullText.get(spec.table);
    if (declared && declared.join(',') !== spec.fullText.join(',')) {
      throw new Error(`${spec.table}: two lists declare different full-text columns`);
    }
    fullText.set(spec.table, spec.fullText);
  }
  for (const [table, columns] of fullText) createFullTextIndex(db, table, columns);
}
