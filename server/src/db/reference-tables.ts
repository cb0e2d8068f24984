import type { Bilingual } from '../i18n/lang.js';
import { selectColumns, writableColumns, type RowOf } from './field-table.js';
import {
  bankFields,
  cancellationReasonFields,
  cityFields,
  countryFields,
  districtFields,
  jobTitleFields,
  jobTypeFields,
  specialistFields,
  type CancellationReasonRow,
  type CountryRow,
  type NamedRow,
} from './reference-fields.js';

/** A table that still points at a record and so blocks its deletion. */
export interface Dependent {
  readonly table: string;
  readonly column: string;
  readonly label: Bilingual;
}

/** A many-to-many table linking a record (owner) to other records (target). */
export interface LinkTable {
  readonly table: string;
  readonly owner: string;
  readonly target: string;
}

/**
 * How one reference table is read and written. Identifiers here are constants
 * of the code, never taken from a request; request values are always bound.
 */
export interface ReferenceTable<Row extends { id: number }> {
  readonly table: string;
  /** A SELECT whose output columns are the Row; filters and ordering wrap it. */
  readonly select: string;
  /**
   * The same rows as `select`, one per record, read from `table` alone: `select` without the
   * joins that only add columns to show (a required reference, which every record has). Counts
   * and the positions of deep pages read it when it has every column a filter and `scope` name.
   */
  readonly plain?: string;
  readonly writable: readonly string[];
  /** Output columns the free-text filter searches. */
  readonly searchable: readonly string[];
  /** Output columns usable in equality filters. */
  readonly exact: readonly string[];
  /** Output columns each searchable on its own (a filter per column). */
  readonly likeable?: readonly string[];
  readonly dependents: readonly Dependent[];
  /** Link tables written with the record, by link name. */
  readonly links?: Readonly<Record<string, LinkTable>>;
  /** Tables that relate the record to others without being written with it (filters only), by name. */
  readonly related?: Readonly<Record<string, LinkTable>>;
  /**
   * A condition on the output columns (written `v.column`) that lists apply: the records a
   * list shows, while a single record is still found by its id (e.g. accepted providers only).
   */
  readonly scope?: string;
  /**
   * The indexes the list filters (`exact` columns and `scope`) are answered from, by index name:
   * `table(columns or expressions)`, as CREATE INDEX takes it. Created at start when missing.
   */
  readonly indexes?: Readonly<Record<string, string>>;
  /**
   * Text columns of `table` (output under the same names) that a trigram index finds substrings
   * of, so a name filter of 3 characters or more reads only the rows holding the text.
   */
  readonly fullText?: readonly string[];
  /**
   * The fields a list may be sorted by (`sort_by`, named as the answer names them), each with the
   * output column it orders by, or one per language for a bilingual name. Only indexed columns.
   */
  readonly sortable?: Readonly<Record<string, string | Readonly<Record<'ar' | 'en', string>>>>;
  /** Which timestamp columns the table has; both unless told. */
  readonly timestamps?: 'both' | 'created';
  /** Never set; carries the Row type. */
  readonly rowType?: Row;
}

export type { CancellationReasonRow, CountryRow, NamedRow };

/** A record with the names of the country it belongs to. */
interface InCountry {
  country_name_ar: string;
  country_name_en: string;
}

export type JobTitleRow = RowOf<typeof jobTitleFields.fields> & {
  specialist_name_ar: string | null;
  specialist_name_en: string | null;
};

export type BankRow = RowOf<typeof bankFields.fields> & InCountry;

export type DistrictRow = RowOf<typeof districtFields.fields> & InCountry;

export type CityRow = RowOf<typeof cityFields.fields> &
  InCountry & {
    district_name_ar: string;
    district_name_en: string;
    district_country_id: number;
    district_country_name_ar: string;
    district_country_name_en: string;
  };

const NAMED = ['name_ar', 'name_en'] as const;

export const countriesTable: ReferenceTable<CountryRow> = {
  table: 'countries',
  select: `SELECT ${selectColumns(countryFields)} FROM countries`,
  writable: writableColumns(countryFields),
  searchable: NAMED,
  exact: ['active'],
  indexes: {
    countries_active: 'countries(active)',
    countries_name_ar: 'countries(name_ar)',
    countries_name_en: 'countries(name_en)',
  },
  sortable: { id: 'id', name_ar: 'name_ar', name_en: 'name_en' },
  fullText: NAMED,
  dependents: [
    { table: 'banks', column: 'country_id', label: { ar: 'البنوك', en: 'banks' } },
    { table: 'districts', column: 'country_id', label: { ar: 'المدن', en: 'districts' } },
    { table: 'cities', column: 'country_id', label: { ar: 'الأحياء', en: 'cities' } },
    { table: 'drivers', column: 'region_id', label: { ar: 'السائقين', en: 'drivers' } },
  ],
};

export const specialistsTable: ReferenceTable<NamedRow> = {
  table: 'specialists',
  select: `SELECT ${selectColumns(specialistFields)} FROM specialists`,
  writable: writableColumns(specialistFields),
  searchable: NAMED,
  exact: ['active'],
  indexes: {
    specialists_active: 'specialists(active)',
    specialists_name_ar: 'specialists(name_ar)',
    specialists_name_en: 'specialists(name_en)',
  },
  sortable: { id: 'id', name_ar: 'name_ar', name_en: 'name_en' },
  fullText: NAMED,
  dependents: [{ table: 'job_titles', column: 'specialist_id', label: { ar: 'المسميات الوظيفية', en: 'job titles' } }],
};

export const jobTypesTable: ReferenceTable<NamedRow> = {
  table: 'job_types',
  select: `SELECT ${selectColumns(jobTypeFields)} FROM job_types`,
  writable: writableColumns(jobTypeFields),
  searchable: NAMED,
  exact: ['active'],
  indexes: {
    job_types_active: 'job_types(active)',
    job_types_name_ar: 'job_types(name_ar)',
    job_types_name_en: 'job_types(name_en)',
  },
  sortable: { id: 'id', name_ar: 'name_ar', name_en: 'name_en' },
  fullText: NAMED,
  dependents: [],
};

export const jobTitlesTable: ReferenceTable<JobTitleRow> = {
  table: 'job_titles',
  select: `SELECT ${selectColumns(jobTitleFields, 'j')},
      s.name_ar AS specialist_name_ar, s.name_en AS specialist_name_en
    FROM job_titles j LEFT JOIN specialists s ON s.id = j.specialist_id`,
  writable: writableColumns(jobTitleFields),
  searchable: NAMED,
  exact: ['active', 'specialist_id'],
  indexes: {
    job_titles_active: 'job_titles(active)',
    job_titles_name_ar: 'job_titles(name_ar)',
    job_titles_name_en: 'job_titles(name_en)',
  },
  sortable: { id: 'id', name: { ar: 'name_ar', en: 'name_en' } },
  fullText: NAMED,
  dependents: [{ table: 'jobs', column: 'job_title_id', label: { ar: 'الطلبات', en: 'orders' } }],
};

export const banksTable: ReferenceTable<BankRow> = {
  table: 'banks',
  select: `SELECT ${selectColumns(bankFields, 'b')},
      c.name_ar AS country_name_ar, c.name_en AS country_name_en
    FROM banks b JOIN countries c ON c.id = b.country_id`,
  plain: `SELECT ${selectColumns(bankFields)} FROM banks`,
  writable: writableColumns(bankFields),
  searchable: NAMED,
  exact: ['active', 'country_id'],
  indexes: {
    banks_active: 'banks(active)',
    banks_name_ar: 'banks(name_ar)',
    banks_name_en: 'banks(name_en)',
  },
  sortable: { id: 'id', name_ar: 'name_ar', name_en: 'name_en' },
  fullText: NAMED,
  dependents: [],
};

export const cancellationReasonsTable: ReferenceTable<CancellationReasonRow> = {
  table: 'cancellation_reasons',
  select: `SELECT ${selectColumns(cancellationReasonFields)} FROM cancellation_reasons`,
  writable: writableColumns(cancellationReasonFields),
  searchable: ['title_ar', 'title_en'],
  exact: ['active', 'user_type'],
  indexes: {
    cancellation_reasons_active: 'cancellation_reasons(active)',
    cancellation_reasons_user_type: 'cancellation_reasons(user_type)',
    cancellation_reasons_title_ar: 'cancellation_reasons(title_ar)',
    cancellation_reasons_title_en: 'cancellation_reasons(title_en)',
    cancellation_reasons_discount: 'cancellation_reasons(discount_percentage)',
  },
  sortable: { id: 'id', title: { ar: 'title_ar', en: 'title_en' }, discount_percentage: 'discount_percentage' },
  fullText: ['title_ar', 'title_en'],
  dependents: [],
};

export const districtsTable: ReferenceTable<DistrictRow> = {
  table: 'districts',
  select: `SELECT ${selectColumns(districtFields, 'd')},
      c.name_ar AS country_name_ar, c.name_en AS country_name_en
    FROM districts d JOIN countries c ON c.id = d.country_id`,
  plain: `SELECT ${selectColumns(districtFields)} FROM districts`,
  writable: writableColumns(districtFields),
  searchable: NAMED,
  exact: ['active', 'country_id'],
  indexes: {
    districts_active: 'districts(active)',
    districts_name_ar: 'districts(name_ar)',
    districts_name_en: 'districts(name_en)',
  },
  sortable: { id: 'id', name_ar: 'name_ar', name_en: 'name_en' },
  fullText: NAMED,
  dependents: [
    { table: 'cities', column: 'district_id', label: { ar: 'الأحياء', en: 'cities' } },
    { table: 'drivers', column: 'city_id', label: { ar: 'السائقين', en: 'drivers' } },
  ],
};

export const citiesTable: ReferenceTable<CityRow> = {
  table: 'cities',
  select: `SELECT ${selectColumns(cityFields, 'ci')},
      c.name_ar AS country_name_ar, c.name_en AS country_name_en,
      d.name_ar AS district_name_ar, d.name_en AS district_name_en,
      d.country_id AS district_country_id,
      dc.name_ar AS district_country_name_ar, dc.name_en AS district_country_name_en
    FROM cities ci
      JOIN countries c ON c.id = ci.country_id
      JOIN districts d ON d.id = ci.district_id
      JOIN countries dc ON dc.id = d.country_id`,
  plain: `SELECT ${selectColumns(cityFields)} FROM cities`,
  writable: writableColumns(cityFields),
  searchable: NAMED,
  exact: ['active', 'country_id', 'district_id'],
  indexes: {
    cities_active: 'cities(active)',
    cities_name_ar: 'cities(name_ar)',
    cities_name_en: 'cities(name_en)',
  },
  sortable: { id: 'id', name_ar: 'name_ar', name_en: 'name_en' },
  fullText: NAMED,
  dependents: [{ table: 'drivers', column: 'town_id', label: { ar: 'السائقين', en: 'drivers' } }],
};
