import { adminFields, questionFields, roleFields } from './administration-fields.js';
import type { AdminRow } from './admins.js';
import { SELECT_ADMIN } from './admins.js';
import { selectColumns, writableColumns, type RowOf } from './field-table.js';
import type { ReferenceTable } from './reference-tables.js';

/** Contact messages, FAQ questions, roles and admin accounts. */

export const CONTACT_MESSAGE_TYPES = ['order', 'suggestion', 'explanation', 'complaint', 'other'] as const;
export type ContactMessageType = (typeof CONTACT_MESSAGE_TYPES)[number];

export interface ContactMessageRow {
  id: number;
  name: string;
  phone_number: string | null;
  email: string | null;
  message: string;
  type: ContactMessageType;
  reply_message: string | null;
  is_reply: number;
  replied_at: string | null;
  created_at: string;
}

export type QuestionRow = RowOf<typeof questionFields.fields> & { created_at: string };

export type RoleRecordRow = RowOf<typeof roleFields.fields> & {
  created_at: string;
  users_count: number;
  /** JSON list of the ids of the permissions the role holds. */
  permission_ids_json: string;
};

export const contactMessagesTable: ReferenceTable<ContactMessageRow> = {
  table: 'contact_messages',
  select: `SELECT id, name, phone_number, email, message, type, reply_message, is_reply, replied_at, created_at
    FROM contact_messages`,
  writable: ['name', 'phone_number', 'email', 'message', 'type', 'reply_message', 'is_reply', 'replied_at'],
  searchable: ['name', 'email', 'phone_number', 'message'],
  likeable: ['name', 'email', 'phone_number'],
  exact: ['type', 'is_reply'],
  indexes: {
    contact_messages_type: 'contact_messages(type)',
    contact_messages_is_reply: 'contact_messages(is_reply)',
    contact_messages_name: 'contact_messages(name)',
    contact_messages_phone: 'contact_messages(phone_number)',
    contact_messages_email: 'contact_messages(email)',
  },
  sortable: { id: 'id', name: 'name', phone_number: 'phone_number', email: 'email' },
  fullText: ['name', 'email', 'phone_number', 'message'],
  dependents: [],
};

export const questionsTable: ReferenceTable<QuestionRow> = {
  table: 'questions',
  select: `SELECT ${selectColumns(questionFields)}, created_at FROM questions`,
  writable: writableColumns(questionFields),
  searchable: ['name_ar', 'name_en'],
  exact: ['active'],
  indexes: {
    questions_active: 'questions(active)',
    questions_name_ar: 'questions(name_ar)',
    questions_name_en: 'questions(name_en)',
    questions_created_at: 'questions(created_at)',
  },
  sortable: { id: 'id', name: { ar: 'name_ar', en: 'name_en' }, created_at: 'created_at' },
  fullText: ['name_ar', 'name_en'],
  dependents: [],
};

export const rolesTable: ReferenceTable<RoleRecordRow> = {
  table: 'roles',
  select: `SELECT ${selectColumns(roleFields, 'r')}, r.created_at,
      (SELECT COUNT(*) FROM users u WHERE u.role_id = r.id) AS users_count,
      (SELECT json_group_array(rp.permission_id) FROM role_permissions rp WHERE rp.role_id = r.id)
        AS permission_ids_json
    FROM roles r`,
  writable: writableColumns(roleFields),
  searchable: ['name'],
  exact: ['active'],
  indexes: {
    roles_active: 'roles(active)',
    roles_name: 'roles(name)',
  },
  sortable: { id: 'id', name: 'name' },
  fullText: ['name'],
  dependents: [{ table: 'users', column: 'role_id', label: { ar: 'المشرفين', en: 'admins' } }],
  links: { permissions: { table: 'role_permissions', owner: 'role_id', target: 'permission_id' } },
  timestamps: 'created',
};

export const adminsTable: ReferenceTable<AdminRow> = {
  table: 'users',
  select: SELECT_ADMIN,
  writable: writableColumns(adminFields),
  searchable: ['name', 'email', 'phone_number'],
  likeable: ['name', 'email', 'phone_number'],
  exact: ['active', 'role_id'],
  indexes: {
    users_active: 'users(active)',
    users_name: 'users(name)',
    users_phone: 'users(phone_number)',
    users_created_at: 'users(created_at)',
  },
  sortable: { id: 'id', name: 'name', email: 'email', phone_number: 'phone_number', created_at: 'created_at' },
  fullText: ['name', 'email', 'phone_number'],
  dependents: [],
  timestamps: 'created',
};
