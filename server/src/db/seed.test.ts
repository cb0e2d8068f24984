// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../auth/catalogue.js';
import { verifyPassword } from '../auth/password.js';
import { CONTACT_MESSAGE_TYPES } from './administration-tables.js';
import { seedIfEmpty, writeSeedImages } from './seed.js';
import { openStore, type DataStore } from './store.js';

const dir = mkdtempSync(join(tmpdir(), 'marketplace-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const catalogue = loadCatalogue();
const TODAY = '2030-06-15';

async function seeded(name: string): Promise<DataStore> {
  const store = openStore(join(dir, name));
  await seedIfEmpty(store, catalogue, TODAY);
  return store;
}

/** Every list repository of the store, by a readable name. */
function repositories(store: DataStore) {
  return { ...store.reference, ...store.catalogue, ...store.content };
}

const TIMES = ['created_at', 'created_date', 'replied_at', 'last_logged', 'password_hash'];
const withoutTimes = (rows: readonly object[]) => rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !TIMES.includes(key))));

describe('seed', () => {
  it('is deterministic', async () => {
    const first = await seeded('a.sqlite');
    const second = await seeded('b.sqlite');
    try {
      const one = repositories(first);
      const two = repositories(second);
      for (const key of Object.keys(one) as (keyof typeof one)[]) {
        expect(withoutTimes(one[key].all({}, 'asc')), key).toEqual(withoutTimes(two[key].all({}, 'asc')));
      }
      expect(first.settings.read('contact_us')).toEqual(second.settings.read('contact_us'));
      for (const key of Object.keys(first.people) as (keyof DataStore['people'])[]) {
        expect(withoutTimes(first.people[key].all({}, 'asc')), key).toEqual(withoutTimes(second.people[key].all({}, 'asc')));
      }
    } finally {
      first.close();
      second.close();
    }
  });

  it('fills every paged list with at least three pages, and inactive rows where there is a switch', async () => {
    const store = await seeded('c.sqlite');
    try {
      for (const [key, repository] of Object.entries(repositories(store))) {
        const rows = repository.all({}, 'asc');
        expect(rows.length, key).toBeGreaterThanOrEqual(21);
        if (key !== 'serviceTypes' && key !== 'contactMessages') {
          expect(repository.all({ equals: { active: 0 } }, 'asc').length, key).toBeGreaterThan(0);
        }
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

  it('seeds a catalogue that fills every screen', async () => {
    const store = await seeded('g.sqlite');
    try {
      const { catalogue: repos } = store;
      const types = new Set(repos.services.all({}, 'asc').map((service) => service.service_type_id));
      expect(types.size).toBeGreaterThanOrEqual(10);
      const offers = repos.offers.all({}, 'asc');
      expect(new Set(offers.map((offer) => offer.offer_type))).toEqual(new Set(['product', 'service']));
      for (const offer of offers) expect(offer.target_price).toBeGreaterThan(0);
      expect(offers.some((offer) => offer.from_date <= TODAY && offer.to_date >= TODAY)).toBe(true);
      expect(offers.find((offer) => offer.id === 1)).toMatchObject({ from_date: '2030-05-16', to_date: '2030-06-05' });
      for (const category of repos.carCategories.all({}, 'asc')) {
        const services = JSON.parse(category.services_json) as { type_id: number }[];
        expect(new Set(services.map((service) => service.type_id)).size, category.name_en).toBeGreaterThanOrEqual(2);
      }
      for (const type of repos.serviceTypes.all({}, 'asc')) {
        expect(type.image).toMatch(/^\/storage\/[0-9a-f]{32}\.png$/);
        expect(store.workingHours.days(type.id).length).toBeGreaterThan(0);
        expect(store.workingHours.periods(type.id).length).toBeGreaterThan(0);
      }
      for (const product of repos.products.all({}, 'asc')) expect(product.image).toMatch(/^\/storage\/[0-9a-f]{32}\.png$/);
    } finally {
      store.close();
    }
  });

  it('writes the seeded pictures as valid PNG files', async () => {
    const store = await seeded('h.sqlite');
    const uploads = join(dir, 'pictures');
    try {
      writeSeedImages(uploads);
      writeSeedImages(uploads);
      const path = store.catalogue.products.find(1)?.image ?? '';
      const file = readFileSync(join(uploads, path.replace('/storage/', '')));
      expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(file.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect(file.readUInt32BE(16)).toBe(48);
      expect(file.subarray(-8, -4).toString('ascii')).toBe('IEND');
    } finally {
      store.close();
    }
  });

  it('seeds contact messages of every type, some replied, and every settings type', async () => {
    const store = await seeded('i.sqlite');
    try {
      const messages = store.content.contactMessages.all({}, 'asc');
      expect(new Set(messages.map((message) => message.type))).toEqual(new Set(CONTACT_MESSAGE_TYPES));
      expect(messages.filter((message) => message.is_reply === 1).length).toBeGreaterThan(3);
      expect(messages.filter((message) => message.is_reply === 0).length).toBeGreaterThan(3);
      for (const message of messages) expect(message.reply_message === null).toBe(message.is_reply === 0);
      for (const type of ['about_app', 'terms', 'privacy_policy', 'delete_account']) {
        expect(store.settings.read(type)['content_ar'], type).toMatch(/^<h2>/);
      }
      expect(Object.keys(store.settings.read('general'))).toHaveLength(8);
      expect(store.settings.read('contact_us')['phone_number']).toEqual(['0550000100', '0550000200']);
    } finally {
      store.close();
    }
  });

  it('seeds the people and work areas: three pages each, every status, linked consistently', async () => {
    const store = await seeded('k.sqlite');
    try {
      const { people } = store;
      const pages = {
        employees: people.employees,
        providers: people.providers,
        joinRequests: people.joinRequests,
        nameChangeRequests: people.nameChangeRequests,
        drivers: people.drivers,
        jobs: people.jobs,
        reports: people.reports,
        bookings: people.bookings,
        rates: people.rates,
        walletRequests: people.walletRequests,
      };
      for (const [key, repository] of Object.entries(pages)) {
        expect(repository.page({}, 1, 10).total, key).toBeGreaterThanOrEqual(21);
      }
      expect(people.employees.all({ equals: { active: 0 } }, 'asc').length).toBeGreaterThan(0);
      expect(people.providers.all({}, 'asc').every((row) => row.join_status === 'accepted')).toBe(true);
      expect(people.joinRequests.all({}, 'asc').every((row) => row.join_status === 'pending')).toBe(true);
      const jobs = people.jobs.all({}, 'asc');
      expect(new Set(jobs.map((job) => job.status)).size).toBe(7);
      for (const job of jobs) {
        expect(job.to_date >= job.from_date, job.job_number).toBe(true);
        expect(job.created_at.slice(0, 10) <= job.from_date || job.from_date > TODAY, job.job_number).toBe(true);
        if (job.status === 'finished') {
          expect(job.invoice_key).toMatch(/^[0-9a-f]{32}$/);
          expect(job.rate_by_provider).not.toBeNull();
        }
        if (job.status === 'canceled') {
          // What the job's page shows: why, and who canceled it.
          expect(job.cancel_reason ?? '', job.job_number).toMatch(/\S/);
          expect(['provider', 'employee', 'admin'], job.job_number).toContain(job.canceled_by);
        }
        if (job.status === 'new') expect(job.employee_id).toBeNull();
      }
      for (let i = 1; i < jobs.length; i += 1) expect(jobs[i]!.created_at >= jobs[i - 1]!.created_at).toBe(true);
      expect(new Set(people.reports.all({}, 'asc').map((row) => row.status))).toEqual(new Set(['published', 'blocked', 'pending']));
      const drivers = people.drivers.all({}, 'asc');
      for (const driver of drivers.filter((row) => row.active === 0)) expect(JSON.parse(driver.ban_reasons_json).length).toBeGreaterThan(0);
      const rates = people.rates.all({}, 'asc');
      expect(rates.some((rate) => !Number.isInteger(rate.rate_number))).toBe(true);
      const wallets = people.walletRequests.all({}, 'asc');
      for (const type of ['provider', 'employee']) {
        expect(new Set(wallets.filter((row) => row.user_type === type).map((row) => row.status))).toEqual(new Set(['new', 'done', 'rejected']));
      }
      for (const row of wallets.filter((entry) => entry.status === 'new')) expect(row.balance).toBeLessThanOrEqual(row.user_balance);
      const bookings = people.bookings.all({}, 'asc');
      expect(new Set(bookings.map((row) => row.booking_type))).toEqual(new Set(['service', 'product']));
      expect(people.employees.find(1)?.name).toBe('حساب المنصة');
      expect(store.peopleActions.latestProviderUpdate(1)?.provider_id).toBe(1);
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
    expect(await verifyPassword('Viewer123', store.admins.findByEmail('viewer@example.com')?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('Content123', store.admins.findByEmail('content@example.com')?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('Staff123', store.admins.findByEmail('nasser@example.com')?.password_hash ?? '')).toBe(true);
    const admins = store.admins.count();
    expect(admins).toBeGreaterThanOrEqual(21);
    store.reference.banks.setActive(1, false);
    store.close();
    const again = await seeded(path);
    try {
      expect(again.reference.banks.find(1)?.active).toBe(0);
      expect(again.admins.count()).toBe(admins);
    } finally {
      again.close();
    }
  });

  it('fills the catalogue of a database that predates it, leaving the rest alone', async () => {
    const path = 'j.sqlite';
    const store = await seeded(path);
    const admins = store.admins.count();
    // A database that predates the catalogue predates the bookings made from it too.
    for (const table of [
      'rates',
      'booking_products',
      'bookings',
      'offers',
      'car_category_services',
      'car_categories',
      'car_models',
      'products',
      'services',
      'working_days',
      'working_periods',
      'service_types',
    ]) {
      store.db.prepare(`DELETE FROM ${table}`).run();
    }
    store.close();
    const again = await seeded(path);
    try {
      expect(again.catalogue.serviceTypes.all({}, 'asc').length).toBeGreaterThan(20);
      expect(again.catalogue.offers.all({}, 'asc').length).toBeGreaterThan(20);
      expect(again.admins.count()).toBe(admins);
    } finally {
      again.close();
    }
  });

  it('grants every catalogue permission to the super admin, two to the viewer and distinct sets to roles 3 and 4', async () => {
    const store = await seeded('f.sqlite');
    try {
      const total = catalogue.groups.reduce((sum, group) => sum + group.keys.length, 0);
      expect(store.access.permissionNamesOfRole(1)).toHaveLength(total);
      expect(store.access.permissionNamesOfRole(2)).toEqual(['banks index', 'countries index']);
      const content = store.access.permissionNamesOfRole(3);
      const products = store.access.permissionNamesOfRole(4);
      expect(store.access.role(3)?.name).toBe('content editor');
      expect(store.access.role(4)?.name).toBe('catalogue manager');
      expect(content).toEqual(expect.arrayContaining(['appContent edit', 'questions create', 'contactMessages reply']));
      expect(content).not.toContain('services create');
      expect(products).toEqual(expect.arrayContaining(['services create', 'carModel create', 'carCategory edit', 'serviceTypes edit']));
      expect(products).not.toContain('questions create');
      // Every seeded permission name exists in the catalogue.
      const names = new Set(catalogue.groups.flatMap((group) => group.keys.map((key) => `${group.parent} ${key}`)));
      for (const role of store.access.roles()) {
        for (const name of store.access.permissionNamesOfRole(role.id)) expect(names.has(name), name).toBe(true);
      }
    } finally {
      store.close();
    }
  });
});
