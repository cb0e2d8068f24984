// The benchmark's large data set, shared by bench/run.mjs and bench/server-load.mjs: bank
// branches named as real ones are, in Arabic and English, so a name search meets varied text in
// both languages (a full-text index on one repeated word would flatter it).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Banks and money-transfer houses by country id (the seed's first eight countries), Arabic then English. */
const BRANDS = {
  1: [
    ['مصرف الراجحي', 'Al Rajhi Bank'],
    ['البنك الأهلي السعودي', 'Saudi National Bank'],
    ['بنك الرياض', 'Riyad Bank'],
    ['البنك السعودي الأول', 'Saudi Awwal Bank'],
    ['البنك السعودي الفرنسي', 'Banque Saudi Fransi'],
    ['البنك العربي الوطني', 'Arab National Bank'],
    ['مصرف الإنماء', 'Alinma Bank'],
    ['بنك الجزيرة', 'Bank AlJazira'],
    ['بنك البلاد', 'Bank Albilad'],
    ['البنك السعودي للاستثمار', 'The Saudi Investment Bank'],
    ['إنجاز للحوالات', 'Enjaz Remittance'],
    ['تحويل الراجحي', 'Tahweel Al Rajhi'],
  ],
  2: [
    ['البنك الأهلي المصري', 'National Bank of Egypt'],
    ['بنك مصر', 'Banque Misr'],
    ['البنك التجاري الدولي', 'Commercial International Bank'],
    ['بنك القاهرة', 'Banque du Caire'],
    ['بنك الإسكندرية', 'Bank of Alexandria'],
  ],
  3: [
    ['بنك الإمارات دبي الوطني', 'Emirates NBD'],
    ['بنك أبوظبي الأول', 'First Abu Dhabi Bank'],
    ['بنك أبوظبي التجاري', 'Abu Dhabi Commercial Bank'],
    ['بنك دبي الإسلامي', 'Dubai Islamic Bank'],
    ['بنك المشرق', 'Mashreq Bank'],
    ['الإمارات للصرافة', 'UAE Exchange'],
  ],
  4: [
    ['بنك الكويت الوطني', 'National Bank of Kuwait'],
    ['بيت التمويل الكويتي', 'Kuwait Finance House'],
    ['بنك الخليج', 'Gulf Bank'],
  ],
  5: [
    ['بنك قطر الوطني', 'Qatar National Bank'],
    ['البنك التجاري', 'Commercial Bank of Qatar'],
    ['بنك الدوحة', 'Doha Bank'],
  ],
  6: [
    ['بنك البحرين الوطني', 'National Bank of Bahrain'],
    ['بنك البحرين والكويت', 'Bank of Bahrain and Kuwait'],
  ],
  7: [
    ['بنك مسقط', 'Bank Muscat'],
    ['بنك ظفار', 'Bank Dhofar'],
  ],
  8: [
    ['البنك العربي', 'Arab Bank'],
    ['بنك الإسكان', 'Housing Bank'],
  ],
};

/** Where the branches are, by country id. */
const PLACES = {
  1: [
    ['العليا', 'Olaya'],
    ['الملز', 'Al Malaz'],
    ['النسيم', 'Al Naseem'],
    ['الروضة', 'Al Rawdah'],
    ['جدة', 'Jeddah'],
    ['مكة المكرمة', 'Makkah'],
    ['المدينة المنورة', 'Madinah'],
    ['الدمام', 'Dammam'],
    ['الخبر', 'Khobar'],
    ['الطائف', 'Taif'],
    ['أبها', 'Abha'],
    ['تبوك', 'Tabuk'],
    ['بريدة', 'Buraydah'],
    ['حائل', 'Hail'],
    ['جازان', 'Jazan'],
  ],
  2: [
    ['القاهرة', 'Cairo'],
    ['الإسكندرية', 'Alexandria'],
    ['الجيزة', 'Giza'],
    ['المنصورة', 'Mansoura'],
    ['أسيوط', 'Asyut'],
  ],
  3: [
    ['دبي', 'Dubai'],
    ['أبوظبي', 'Abu Dhabi'],
    ['الشارقة', 'Sharjah'],
    ['العين', 'Al Ain'],
    ['عجمان', 'Ajman'],
  ],
  4: [
    ['مدينة الكويت', 'Kuwait City'],
    ['حولي', 'Hawalli'],
    ['الجهراء', 'Jahra'],
  ],
  5: [
    ['الدوحة', 'Doha'],
    ['الوكرة', 'Al Wakrah'],
    ['الخور', 'Al Khor'],
  ],
  6: [
    ['المنامة', 'Manama'],
    ['المحرق', 'Muharraq'],
  ],
  7: [
    ['مسقط', 'Muscat'],
    ['صلالة', 'Salalah'],
    ['صحار', 'Sohar'],
  ],
  8: [
    ['عمّان', 'Amman'],
    ['إربد', 'Irbid'],
    ['الزرقاء', 'Zarqa'],
  ],
};

/** Share of the rows per country id: most branches are in the first market. */
const COUNTRY_WEIGHTS = [
  [1, 50],
  [2, 15],
  [3, 12],
  [4, 6],
  [5, 6],
  [6, 4],
  [7, 4],
  [8, 3],
];

/** Share of the rows switched off. */
const INACTIVE = 0.1;

/** A small seeded generator (mulberry32): the same rows on every run, so figures compare. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (next, list) => list[Math.floor(next() * list.length)];

function country(next) {
  let roll = next() * COUNTRY_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [id, weight] of COUNTRY_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return id;
  }
  return COUNTRY_WEIGHTS[0][0];
}

/**
 * The i-th branch (1-based): `{name_ar, name_en, country_id, active}`. The English name carries the
 * branch number right after the brand ("Al Rajhi Bank 9913 - Olaya branch"), so the benchmark's
 * search "Bank 99" matches the branches numbered 99… of the brands ending in "Bank", as the
 * former "Bank N" rows did, among names it must not match.
 */
export function bankBranch(i, next) {
  const countryId = country(next);
  const [brandAr, brandEn] = pick(next, BRANDS[countryId]);
  const [placeAr, placeEn] = pick(next, PLACES[countryId]);
  return {
    name_ar: `${brandAr} - فرع ${placeAr} ${i}`,
    name_en: `${brandEn} ${i} - ${placeEn} branch`,
    country_id: countryId,
    active: next() < INACTIVE ? 0 : 1,
  };
}

/**
 * Adds `count` bank branches to a seeded database: `db` is its path or an open better-sqlite3
 * connection. The same `seed` gives the same rows.
 */
export async function addBanks(db, count, { seed = 2024 } = {}) {
  const Database = require('better-sqlite3');
  const connection = typeof db === 'string' ? new Database(db) : db;
  try {
    // The server's triggers index the names folded: this connection writes through them, so it
    // needs the server's own folding (server/src/db/text-fold.ts, built by npm run build:server).
    const { registerTextFolding } = await import('../server/dist/db/text-fold.js');
    registerTextFolding(connection);
    const insert = connection.prepare('INSERT INTO banks (name_ar, name_en, country_id, active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
    const now = new Date().toISOString();
    const next = random(seed);
    connection.transaction(() => {
      for (let i = 1; i <= count; i += 1) {
        const bank = bankBranch(i, next);
        insert.run(bank.name_ar, bank.name_en, bank.country_id, bank.active, now, now);
      }
    })();
    // A bulk load leaves a full-text index in many segments, each read by every search; an
    // import merges them once done, as SQLite advises (FTS5 'optimize').
    const indexes = connection.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE % USING fts5%'").pluck().all();
    for (const index of indexes) connection.exec(`INSERT INTO ${index} (${index}) VALUES ('optimize')`);
  } finally {
    if (typeof db === 'string') connection.close();
  }
}
