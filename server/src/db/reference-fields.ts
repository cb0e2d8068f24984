import { fieldTable, type RowOf } from './field-table.js';

/** The field tables of the eight reference-data areas (see field-table.ts). */

const NAME_MAX = 255;

/** Whom a cancellation reason applies to. */
export const USER_TYPES = ['employee', 'provider'] as const;

/** The Arabic and English names most areas share. */
export const nameColumns = [
  { kind: 'text', name: 'name_ar', required: true, max: NAME_MAX },
  { kind: 'text', name: 'name_en', required: true, max: NAME_MAX },
] as const;

const active = { kind: 'active', name: 'active' } as const;

const country = { kind: 'reference', name: 'country_id', required: true, references: { table: 'countries', onDelete: 'RESTRICT' } } as const;

export const countryFields = fieldTable('countries', [...nameColumns, { kind: 'text', name: 'key', required: false, max: 8 }, { kind: 'text', name: 'flag', required: false, max: 16 }, active]);

export const specialistFields = fieldTable('specialists', [...nameColumns, active]);

export const jobTypeFields = fieldTable('job_types', [...nameColumns, active]);

export const jobTitleFields = fieldTable('job_titles', [
  ...nameColumns,
  { kind: 'reference', name: 'specialist_id', required: false, references: { table: 'specialists', onDelete: 'RESTRICT' } },
  active,
]);

/** A bank's SWIFT (BIC) code: four letters of the bank, two of the country, two of the place, and three of a branch or none. */
const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export const bankFields = fieldTable('banks', [...nameColumns, country, { kind: 'text', name: 'swift_code', required: false, max: 11, pattern: SWIFT, patternName: 'swift' }, active]);

export const cancellationReasonFields = fieldTable('cancellation_reasons', [
  { kind: 'text', name: 'title_ar', required: true, max: NAME_MAX },
  { kind: 'text', name: 'title_en', required: true, max: NAME_MAX },
  { kind: 'number', name: 'discount_percentage', required: true, min: 0, max: 100, default: '0' },
  { kind: 'choice', name: 'user_type', values: USER_TYPES },
  active,
]);

export const districtFields = fieldTable('districts', [...nameColumns, country, active]);

export const cityFields = fieldTable('cities', [...nameColumns, country, { kind: 'reference', name: 'district_id', required: true, references: { table: 'districts', onDelete: 'RESTRICT' } }, active]);

/** The field tables whose CREATE TABLE the schema takes from here. */
export const referenceFieldTables = [countryFields, specialistFields, jobTypeFields, jobTitleFields, bankFields, cancellationReasonFields, districtFields, cityFields] as const;

export type NamedRow = RowOf<typeof specialistFields.fields>;
export type CountryRow = RowOf<typeof countryFields.fields>;
export type CancellationReasonRow = RowOf<typeof cancellationReasonFields.fields>;
