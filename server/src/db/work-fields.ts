import { PASSWORD_MIN } from '../auth/password.js';
import { fieldTable } from './field-table.js';
import { PHONE, PHONE_MAX } from './people-fields.js';

/** The field tables of the work areas (see field-table.ts), each in the order its checks run. */

export const DRIVER_TYPES = ['washing', 'washing_polishing', 'delivery'] as const;
/** A lower-case letter, an upper-case letter and a digit. */
const DRIVER_PASSWORD = /(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

const place = (name: 'region_id' | 'city_id' | 'town_id', table: string) => ({ kind: 'reference', name, required: true, references: { table, onDelete: 'RESTRICT' } }) as const;

export const driverFields = fieldTable('drivers', [
  { kind: 'image', name: 'image_data', column: 'image' },
  { kind: 'text', name: 'full_name', column: 'name', required: true, max: 255 },
  { kind: 'text', name: 'phone_number', required: true, max: PHONE_MAX, pattern: PHONE, patternName: 'phone', unique: true },
  { kind: 'email', name: 'email', required: false, unique: true, collate: 'NOCASE' },
  place('region_id', 'countries'),
  place('city_id', 'districts'),
  place('town_id', 'cities'),
  { kind: 'text', name: 'address', required: true, max: 500 },
  { kind: 'choice', name: 'driver_type', values: DRIVER_TYPES },
  { kind: 'number', name: 'number_orders_allowed_per_day', required: true, min: 1, max: 100, integer: true, createDefault: 5 },
  { kind: 'password', name: 'password', column: 'password_hash', min: PASSWORD_MIN, pattern: { test: DRIVER_PASSWORD, message: 'passwordRequirements' } },
  { kind: 'flag', name: 'available', column: 'is_available', createDefault: true },
  { kind: 'active', name: 'status' },
  { kind: 'stored', column: 'login_count', type: 'INTEGER', notNull: true, default: '0' },
  { kind: 'stored', column: 'last_logged', type: 'TEXT' },
]);

/** The work areas' field tables, as the schema declares them. */
export const workFieldTables = [driverFields] as const;
