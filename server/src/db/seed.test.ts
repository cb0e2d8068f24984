// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../auth/catalogue.js';
import { verifyPassword } from '../auth/password.js';
import { seedIfEmpty } from './seed.js';
import { openStore, type DataStore } from './store.js';

const dir = mkdtempSync(join(tmpdir(), 'marketplace-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const catalogue = loadCatalogue();

async function seeded(name: string): Promise<DataStore> {
  const store = openStore(join(dir, name));
  await seedIfEmpty(store, catalogue);
  return store;
}

describe('seed', () => {
  it('is deterministic', async () => {
    const first = await seeded('a.sqlite');
    const second = await seeded('b.sqlite');
    try {
      for (const key of Object.keys(first.reference) as (keyof DataStore['reference'])[]) {
        expect(first.reference[key].all({}, 'asc')).toEqual(second.reference[key].all({}, 'asc'));
      }
    } finally {
      first.close();
      second.close();
    }
  });

  it('fills every list with at least three pages and some inactive rows', async () => {
    const store = await seeded('c.sqlite');
    try {
      for (const [key, repository] of Object.entries(store.reference)) {
        const rows = repository.all({}, 'asc');
        expect(rows.length, key).toBeGreaterThanOrEqual(key === 'banks' ? 30 : 25);
        expect(repository.all({ equals: { active: 0 } }, 'asc').length, key).toBeGreaterThan(0);
      }
      expect(store.reference.countries.find(1)).toMatchObject({ name_en: 'Saudi Arabia', key: '+966' });
    } finally {
      store.close();
    }
  });

  it('keeps every city in the country of its district', async () => {
    const store = await seeded('d.sqlite');
    try {
      for (const city of store.reference.cities.all({}, 'asc')) expect(city.country_id).toBe(city.district_country_id);
    } finally {
      store.close();
    }
  });

  it('creates the demo accounts with hashed passwords and does not seed twice', async () => {
    const path = 'e.sqlite';
    const store = await seeded(path);
    const admin = store.admins.findByEmail('admin@example.com');
    expect(admin?.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Admin123', admin?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('Viewer123', store.admins.findByEmail('viewer@example.com')?.password_hash ?? '')).toBe(
      true,
    );
    store.reference.banks.setActive(1, false);
    store.close();
    const again = await seeded(path);
    try {
      expect(again.reference.banks.find(1)?.active).toBe(0);
      expect(again.admins.count()).toBe(2);
    } finally {
      again.close();
    }
  });

  it('grants every catalogue permission to the super admin and two to the viewer', async () => {
    const store = await seeded('f.sqlite');
    try {
      const total = catalogue.groups.reduce((sum, group) => sum + group.keys.length, 0);
      expect(store.access.permissionNamesOfRole(1)).toHaveLength(total);
      expect(store.access.permissionNamesOfRole(2)).toEqual(['banks index', 'countries index']);
    } finally {
      store.close();
    }
  });
});
