// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../testing/harness.js';
import { openStore, type DataStore } from './store.js';
import { foldText } from './text-fold.js';

/**
 * Names a substring search must tell apart as LIKE does: ASCII letters in any case, Arabic letters
 * LIKE keeps apart (hamza or not, with or without vowel marks), letters outside ASCII whose case
 * LIKE does not fold, the LIKE wildcards and quotes taken literally.
 */
const NAMES: readonly (readonly [ar: string, en: string])[] = [
  ['مصرف الراجحي - فرع العليا 12', 'Al Rajhi Bank 12 - Olaya branch'],
  ['البنك الأهلي السعودي', 'SAUDI NATIONAL BANK'],
  ['مصرف الإنماء', 'alinma bank'],
  ['مصرف الانماء - فرع جدة', 'Alinma Bank (Jeddah)'],
  ['مَصْرِف البِلاد', 'Bank Albilad'],
  ['بنك ١٠٠٪ رقمي', 'Bank 100% Digital'],
  ['بنك_الخليج', 'Gulf_Bank "Gulf"'],
  ['بنك الإمارات', 'ÉMIRATES ÉLITE'],
  ['بنك الشارقة', 'émirates élite bank'],
  ['بنك مسقط', 'Bank Muscat 120'],
  ['بنك ظفار', 'Bank Dhofar 1200'],
];

const SEARCHES: readonly string[] = [
  'Bank',
  'bank',
  'BANK 1',
  'ank 12',
  'nk 12 - o',
  'الإنماء',
  'الانماء',
  'مصرف',
  'مَصْرِف',
  'البِلاد',
  'البلاد',
  '100%',
  '0%',
  '١٠٠٪',
  '_Ba',
  'f_B',
  '"Gulf"',
  'f "',
  'Élite',
  'élite',
  'ÉLITE',
  'elite',
  'ra',
  'لب',
  'ب',
  'B',
  '12',
  'zzz',
  'بنك zzz',
];

/** What `LIKE '%text%'` over folded text finds: a folded substring, newest first. */
function expected(rows: readonly { id: number; name_ar: string; name_en: string }[], text: string): number[] {
  const wanted = foldText(text);
  return rows
    .filter((row) => foldText(row.name_ar).includes(wanted) || foldText(row.name_en).includes(wanted))
    .map((row) => row.id)
    .sort((a, b) => b - a);
}

describe('a name search on the trigram index', () => {
  let dir: string;
  let store: DataStore;
  let rows: { id: number; name_ar: string; name_en: string }[];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'full-text-'));
    store = openStore(join(dir, 'test.sqlite'));
    store.db.prepare("INSERT INTO countries (name_ar, name_en, created_at, updated_at) VALUES ('السعودية', 'Saudi Arabia', '', '')").run();
    for (const [ar, en] of NAMES) store.reference.banks.insert({ name_ar: ar, name_en: en, country_id: 1, active: 1 });
    rows = store.db.prepare('SELECT id, name_ar, name_en FROM banks').all() as typeof rows;
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds exactly what LIKE finds, in Arabic and English, in the same order', () => {
    for (const text of SEARCHES) {
      const page = store.reference.banks.page({ search: text }, 1, 100);
      expect({ text, ids: page.rows.map((row) => row.id), total: page.total }).toEqual({
        text,
        ids: expected(rows, text),
        total: expected(rows, text).length,
      });
      const all = store.reference.banks.all({ search: text }, 'asc').map((row) => row.id);
      expect({ text, all }).toEqual({ text, all: expected(rows, text).reverse() });
    }
  });

  it('pages a search as LIKE does', () => {
    const ids = expected(rows, 'an');
    const pages = [1, 2, 3, 4].map((page) => store.reference.banks.page({ search: 'ank' }, page, 3));
    expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected(rows, 'ank'));
    expect(pages.every((page) => page.total === expected(rows, 'ank').length)).toBe(true);
    expect(store.reference.banks.page({ search: 'an' }, 2, 3).rows.map((row) => row.id)).toEqual(ids.slice(3, 6));
  });

  it('reads the index for 3 characters or more, and LIKE alone for 1 or 2', () => {
    // With its index emptied, the table still holds the names: only a search through the index misses them.
    store.db.exec("INSERT INTO banks_fts (banks_fts) VALUES ('delete-all')");
    expect(store.reference.banks.page({ search: 'Bank' }, 1, 100).rows).toEqual([]);
    expect(store.reference.banks.page({ search: 'مصرف' }, 1, 100).rows).toEqual([]);
    expect(store.reference.banks.page({ search: 'Ba' }, 1, 100).rows.map((row) => row.id)).toEqual(expected(rows, 'Ba'));
    expect(store.reference.banks.page({ search: 'ب' }, 1, 100).rows.map((row) => row.id)).toEqual(expected(rows, 'ب'));
  });

  it('combines the search with the other filters', () => {
    store.reference.banks.setActive(rows[0]?.id ?? 0, false);
    const active = store.reference.banks.page({ search: 'Bank', equals: { active: 1 } }, 1, 100);
    expect(active.rows.map((row) => row.id)).toEqual(expected(rows, 'Bank').filter((id) => id !== rows[0]?.id));
    expect(active.total).toBe(expected(rows, 'Bank').length - 1);
  });
});

describe('the index follows every change, through the API', () => {
  let ctx: TestApp;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await ctx.client.login(ADMIN);
  });
  afterAll(() => ctx.close());

  const search = async (text: string): Promise<{ names: string[]; total: number }> => {
    const answer = await ctx.client.get(`/api/v1/dashboard/banks?name=${encodeURIComponent(text)}`, {
      token: admin,
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    return { names: answer.body.data.map((bank: { name_en: string }) => bank.name_en), total: answer.body.meta.total };
  };

  it('finds a created bank, its new name once renamed, and nothing once deleted', async () => {
    expect(await search('Zephyr')).toEqual({ names: [], total: 0 });
    const created = await ctx.client.post('/api/v1/dashboard/banks', {
      token: admin,
      form: { name_ar: 'مصرف زفير للتمويل', name_en: 'Zephyr Credit Union', country_id: 1, active: 1 },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(await search('Zephyr')).toEqual({ names: ['Zephyr Credit Union'], total: 1 });
    expect(await search('زفير')).toEqual({ names: ['Zephyr Credit Union'], total: 1 });

    const renamed = await ctx.client.post(`/api/v1/dashboard/banks/${id}`, {
      token: admin,
      form: { name_ar: 'مصرف الشمال للتمويل', name_en: 'Boreal Credit Union', country_id: 1, _method: 'PUT' },
    });
    expect(renamed.status).toBe(200);
    expect(await search('Zephyr')).toEqual({ names: [], total: 0 });
    expect(await search('زفير')).toEqual({ names: [], total: 0 });
    expect(await search('boreal credit')).toEqual({ names: ['Boreal Credit Union'], total: 1 });
    expect(await search('الشمال')).toEqual({ names: ['Boreal Credit Union'], total: 1 });

    expect((await ctx.client.delete(`/api/v1/dashboard/banks/${id}`, { token: admin })).status).toBe(200);
    expect(await search('Boreal')).toEqual({ names: [], total: 0 });
    expect(await search('الشمال')).toEqual({ names: [], total: 0 });
  });
});
