import { roleFields } from './administration-fields.js';
import { nowIso, type Db } from './database.js';
import { statement } from './statements.js';
import { changeMark } from './change-mark.js';
import { insertRecord } from './field-table.js';

export interface PermissionRow {
  id: number;
  parent: string;
  key: string;
  name: string;
}

export interface RoleRow {
  id: number;
  name: string;
}

export interface CatalogueEntry {
  readonly parent: string;
  readonly key: string;
  readonly name: string;
}

/** Roles, permissions and which role holds which permission. */
export class AccessRepository {
  /** permissionNamesOfRole's answers, by role, for the database as `grantsMark` marks it. */
  private readonly grants = new Map<number, readonly string[]>();
  private grantsMark: string | undefined;

  constructor(private readonly db: Db) {}

  insertRole(id: number, name: string): void {
    insertRecord(this.db, roleFields, { name, active: 1 }, nowIso(), { id });
  }

  /** Adds a role under a fixed id unless the id is in use; answers whether it was added. */
  insertRoleIfAbsent(id: number, name: string, active: boolean): boolean {
    return insertRecord(this.db, roleFields, { name, active: active ? 1 : 0 }, nowIso(), { id, orIgnore: true }) !== undefined;
  }

  /** Adds catalogue entries the table lacks; existing ones keep their ids. */
  addPermissions(entries: readonly CatalogueEntry[]): void {
    const insert = statement(this.db, 'INSERT OR IGNORE INTO permissions (parent, key, name) VALUES (?, ?, ?)');
    this.db.transaction(() => {
      for (const entry of entries) insert.run(entry.parent, entry.key, entry.name);
    })();
  }

  grantAll(roleId: number): void {
    statement(this.db, 'INSERT OR IGNORE INTO role_permissions (role_id, permission_id) SELECT ?, id FROM permissions').run(roleId);
  }

  grant(roleId: number, names: readonly string[]): void {
    const insert = statement(this.db, 'INSERT OR IGNORE INTO role_permissions (role_id, permission_id) SELECT ?, id FROM permissions WHERE name = ?');
    this.db.transaction(() => {
      for (const name of names) insert.run(roleId, name);
    })();
  }

  roleExists(id: number): boolean {
    return statement(this.db, 'SELECT 1 FROM roles WHERE id = ?').get(id) !== undefined;
  }

  roles(): RoleRow[] {
    return statement(this.db, 'SELECT id, name FROM roles WHERE active = 1 ORDER BY id').all() as RoleRow[];
  }

  role(id: number): RoleRow | undefined {
    return statement(this.db, 'SELECT id, name FROM roles WHERE id = ?').get(id) as RoleRow | undefined;
  }

  permissions(): PermissionRow[] {
    return statement(this.db, 'SELECT id, parent, key, name FROM permissions ORDER BY id').all() as PermissionRow[];
  }

  /**
   * What the role grants its admins: nothing while it is switched off. Every signed-in request
   * asks, so the answer is kept per role until the database changes (changeMark).
   */
  permissionNamesOfRole(roleId: number): string[] {
    const mark = changeMark(this.db);
    if (mark !== this.grantsMark) {
      this.grants.clear();
      this.grantsMark = mark;
    }
    const kept = mark === undefined ? undefined : this.grants.get(roleId);
    if (kept) return [...kept];
    const rows = statement(
      this.db,
      `SELECT p.name FROM role_permissions rp
         JOIN permissions p ON p.id = rp.permission_id
         JOIN roles r ON r.id = rp.role_id
       WHERE rp.role_id = ? AND r.active = 1 ORDER BY p.id`,
    ).all(roleId) as { name: string }[];
    const names = rows.map((row) => row.name);
    if (mark !== undefined) this.grants.set(roleId, names);
    return [...names];
  }

  /** The permissions the role holds, switched on or off: what giving it or switching it on grants. */
  assignedPermissionNames(roleId: number): string[] {
    const rows = statement(
      this.db,
      `SELECT p.name FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
       WHERE rp.role_id = ? ORDER BY p.id`,
    ).all(roleId) as { name: string }[];
    return rows.map((row) => row.name);
  }
}
