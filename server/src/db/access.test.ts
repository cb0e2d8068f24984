// @vitest-environment node
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { openStore, type DataStore } from './store.js';

/** What a role grants is read on every signed-in request and kept between writes: never stale. */

const ROLE = 900;

let app: TestApp;
let store: DataStore;
let names: string[];

beforeAll(async () => {
  app = await createTestApp();
  store = openStore(app.dbPath);
  names = store.access
    .permissions()
    .slice(0, 3)
    .map((permission) => permission.name);
  store.access.insertRole(ROLE, 'Auditors');
  store.access.grant(ROLE, names.slice(0, 2));
});
afterAll(async () => {
  store.close();
  await app.close();
});

describe('the permissions of a role', () => {
  it('follow grants and withdrawals on this connection', () => {
    expect(store.access.permissionNamesOfRole(ROLE)).toEqual(names.slice(0, 2));
    store.access.grant(ROLE, [names[2] ?? '']);
    expect(store.access.permissionNamesOfRole(ROLE)).toEqual(names);
    store.db.prepare('DELETE FROM role_permissions WHERE role_id = ? AND permission_id = (SELECT id FROM permissions WHERE name = ?)').run(ROLE, names[0]);
    expect(store.access.permissionNamesOfRole(ROLE)).toEqual(names.slice(1));
  });

  it('follow writes of another connection, the role switched off and on', () => {
    const before = store.access.permissionNamesOfRole(ROLE);
    expect(before.length).toBeGreaterThan(0);
    const other = new Database(app.dbPath);
    other.prepare('UPDATE roles SET active = 0 WHERE id = ?').run(ROLE);
    expect(store.access.permissionNamesOfRole(ROLE)).toEqual([]);
    other.prepare('UPDATE roles SET active = 1 WHERE id = ?').run(ROLE);
    other.close();
    expect(store.access.permissionNamesOfRole(ROLE)).toEqual(before);
  });

  it('are not changed by what a caller does with an answer', () => {
    const answer = store.access.permissionNamesOfRole(ROLE);
    const expected = [...answer];
    answer.push('everything');
    answer.shift();
    expect(store.access.permissionNamesOfRole(ROLE)).toEqual(expected);
  });
});
