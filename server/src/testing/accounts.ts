import { hashPassword } from '../auth/password.js';
import { openStore } from '../db/store.js';
import type { TestApp } from './harness.js';

let nextRole = 900;
/** One hash for every test account: scrypt is slow on purpose. */
let testHash: Promise<string> | undefined;

/**
 * An admin account whose role holds exactly the named permissions (`"employees show"` ...),
 * signed in; answers its token.
 */
export async function signInWith(ctx: TestApp, permissions: readonly string[]): Promise<string> {
  const role = (nextRole += 1);
  const email = `role${role}@example.com`;
  const store = openStore(ctx.dbPath);
  try {
    store.access.insertRole(role, `test role ${role}`);
    store.access.grant(role, permissions);
    store.admins.insert({
      name: `Tester ${role}`,
      email,
      phoneNumber: null,
      passwordHash: await (testHash ??= hashPassword('Tester123')),
      roleId: role,
      active: true,
    });
  } finally {
    store.close();
  }
  return ctx.client.login({ email, password: 'Tester123' });
}
