import { PASSWORD_MIN } from '../auth/password.js';
import type { PermissionRow } from './access.js';
import { fieldTable } from './field-table.js';
import { PHONE, PHONE_MAX } from './people-fields.js';
import type { DataStore } from './store.js';

/** The field tables of the administration's areas (see field-table.ts), each in the order its checks run. */

export const questionFields = fieldTable('questions', [
  { kind: 'text', name: 'name_ar', required: true, max: 500 },
  { kind: 'text', name: 'name_en', required: true, max: 500 },
  { kind: 'text', name: 'content_ar', required: true, max: 5000 },
  { kind: 'text', name: 'content_en', required: true, max: 5000 },
  { kind: 'active', name: 'active' },
]);

/** Granting any key of a group grants its `index` too, as the role form does. */
export function withIndexPermissions(rows: readonly PermissionRow[], ids: readonly number[]): number[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const indexOf = new Map(rows.filter((row) => row.key === 'index').map((row) => [row.parent, row.id]));
  const complete = new Set(ids);
  for (const id of ids) {
    const parent = byId.get(id)?.parent;
    const index = parent === undefined ? undefined : indexOf.get(parent);
    if (index !== undefined) complete.add(index);
  }
  return [...complete].sort((a, b) => a - b);
}

export const roleFields = fieldTable(
  'roles',
  [
    { kind: 'text', name: 'name', required: true, max: 255, unique: true },
    {
      kind: 'links',
      name: 'permissions',
      link: 'permissions',
      min: 1,
      // Typed by hand: the store's own types are read from these tables.
      missing: (store: DataStore, ids: readonly number[]): number[] => {
        const known = new Set(store.access.permissions().map((row) => row.id));
        return ids.filter((id) => !known.has(id));
      },
      complete: (store: DataStore, ids: readonly number[]): number[] => withIndexPermissions(store.access.permissions(), ids),
    },
    { kind: 'active', name: 'active' },
  ],
  { timestamps: 'created' },
);

/** Admin accounts (the `users` table). */
export const adminFields = fieldTable(
  'users',
  [
    { kind: 'image', name: 'image_data', column: 'avatar' },
    { kind: 'text', name: 'name', required: true, max: 255 },
    { kind: 'email', name: 'email', unique: true, uniqueColumn: true, collate: 'NOCASE' },
    // Required by the form, yet accounts made before it may have none. Unique as a client's or a
    // provider's: a phone number names one person (and a reset by phone must reach one account).
    { kind: 'text', name: 'phone_number', required: true, max: PHONE_MAX, pattern: PHONE, patternName: 'phone', notNull: false, unique: true },
    { kind: 'stored', column: 'country_id', type: 'INTEGER', references: { table: 'countries', onDelete: 'SET NULL' } },
    { kind: 'reference', name: 'roles', column: 'role_id', list: true, required: true, references: { table: 'roles' } },
    { kind: 'password', name: 'password', column: 'password_hash', min: PASSWORD_MIN },
    // The edit form sends `status` beside `active`; `status` is read first when both come.
    { kind: 'active', name: 'status', aliases: ['active'] },
    { kind: 'stored', column: 'login_count', type: 'INTEGER', notNull: true, default: '0' },
    { kind: 'stored', column: 'last_logged', type: 'TEXT' },
  ],
  { timestamps: 'created' },
);

/** The administration's field tables, as the schema declares them. */
export const administrationFieldTables = [roleFields, adminFields, questionFields] as const;
