import { PASSWORD_MIN } from '../auth/password.js';
import { existsIn, fieldTable, missingIn } from './field-table.js';

/** The field tables of clients (employees) and providers (see field-table.ts), each in the order its checks run. */

export const PHONE_MAX = 15;
export const PHONE = /^\+?\d{7,15}$/;
/** Two letters, two digits, then 10 to 30 letters or digits (spaces are dropped, letters upper-cased first). */
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

export const EXPERIENCE_LEVELS = ['unspecified', 'graduate', 'beginner', 'intermediate', 'professional'] as const;
export const PROVIDER_TYPES = ['individual', 'company'] as const;
/** Work locations as the forms send them: 1 office, 0 remote. */
export const WORK_LOCATIONS = ['1', '0'] as const;
export const JOIN_STATUSES = ['pending', 'accepted', 'rejected'] as const;
const APP_TYPES = ['android', 'ios'] as const;

const phone = { kind: 'text', name: 'phone', column: 'phone_number', required: true, max: PHONE_MAX, pattern: PHONE, patternName: 'phone', unique: true, createOnly: true } as const;

const specialists = <R extends false | 'update'>(required: R) => ({ kind: 'links', name: 'specialist_id', link: 'specialists', min: 0, required, missing: missingIn('specialists') }) as const;

const bank = <R extends false | 'update'>(required: R) =>
  [
    { kind: 'reference', name: 'bank_id', required, references: { table: 'banks', onDelete: 'SET NULL' } },
    { kind: 'text', name: 'IBAN', column: 'iban', required, max: 34, pattern: IBAN, patternName: 'iban', compact: true },
  ] as const;

const password = { kind: 'password', name: 'password', column: 'password_hash', min: PASSWORD_MIN } as const;

/** What the apps keep up to date: never written by a form. */
const appColumns = [
  { kind: 'stored', column: 'app_type', type: 'TEXT', notNull: true, default: "'android'", values: APP_TYPES },
  { kind: 'stored', column: 'is_available', type: 'INTEGER', notNull: true, default: '1', writable: true },
  { kind: 'stored', column: 'login_count', type: 'INTEGER', notNull: true, default: '0' },
  { kind: 'stored', column: 'last_logged', type: 'TEXT' },
  { kind: 'stored', column: 'balance', type: 'REAL', notNull: true, default: '0' },
] as const;

export const employeeFields = fieldTable('employees', [
  { kind: 'image', name: 'profile_image', column: 'avatar', optional: true },
  { kind: 'pdf', name: 'resume', column: 'resume' },
  { kind: 'text', name: 'name', required: true, max: 255 },
  // The edit form asks for every field of the profile; a new client needs only a name, a phone and a password.
  { kind: 'email', name: 'email', required: 'update', unique: true, collate: 'NOCASE' },
  phone,
  { kind: 'text', name: 'user_name', required: 'update', max: 255, unique: true },
  { kind: 'date', name: 'birthday', required: 'update', notAfterToday: true },
  { kind: 'choice', name: 'experience', values: EXPERIENCE_LEVELS, required: 'update' },
  // Only the city is stored: its district and country follow from it (checked against it).
  { kind: 'reference', name: 'country_id', required: 'update', stored: false, exists: existsIn('countries') },
  { kind: 'reference', name: 'district_id', required: 'update', stored: false, exists: existsIn('districts') },
  { kind: 'reference', name: 'city_id', required: 'update', references: { table: 'cities', onDelete: 'SET NULL' } },
  ...bank('update'),
  { kind: 'text', name: 'about_me', required: 'update', max: 2000 },
  { kind: 'choiceList', name: 'work_location_id', column: 'work_locations', values: WORK_LOCATIONS, min: 0, required: 'update' },
  specialists('update'),
  { kind: 'links', name: 'job_id', link: 'jobTitles', min: 0, required: 'update', missing: missingIn('job_titles') },
  password,
  { kind: 'active', name: 'active' },
  ...appColumns,
  { kind: 'stored', column: 'total_work_hours', type: 'REAL', notNull: true, default: '0' },
]);

export const providerFields = fieldTable('providers', [
  { kind: 'image', name: 'logo', column: 'logo', optional: true },
  { kind: 'pdf', name: 'resume', column: 'resume' },
  { kind: 'text', name: 'name', required: true, max: 255 },
  // The edit form asks for the email; the create form leaves it to the admin.
  { kind: 'email', name: 'email', required: 'update', unique: true, collate: 'NOCASE' },
  phone,
  // The places a provider serves: only the cities are stored, each checked against the districts and countries sent.
  { kind: 'links', name: 'country_id', min: 0, missing: missingIn('countries') },
  { kind: 'links', name: 'district_id', min: 0, missing: missingIn('districts') },
  { kind: 'links', name: 'city_id', link: 'cities', min: 0, missing: missingIn('cities') },
  specialists(false),
  { kind: 'number', name: 'experience', required: false, min: 0, max: 70, integer: true },
  { kind: 'url', name: 'website', required: false },
  { kind: 'text', name: 'trade_register_number', required: false, max: 50 },
  { kind: 'text', name: 'description', required: false, max: 5000 },
  ...bank(false),
  password,
  { kind: 'active', name: 'active' },
  ...appColumns,
  { kind: 'stored', column: 'user_type', type: 'TEXT', notNull: true, default: "'company'", values: PROVIDER_TYPES, writable: true },
  { kind: 'stored', column: 'join_status', type: 'TEXT', notNull: true, default: "'accepted'", values: JOIN_STATUSES, writable: true },
  { kind: 'stored', column: 'join_reason', type: 'TEXT' },
]);

/** The people areas' field tables, as the schema declares them. */
export const peopleFieldTables = [employeeFields, providerFields] as const;
