// Import from a spreadsheet: a CSV with good rows and bad rows of each kind (a required field left
// empty, a lookup that names nothing, a picture not chosen, a phone the server finds taken) goes
// into banks in Arabic (the file headed in English), into cities (two lookups, the district's list
// read for the row's country) in English (the file headed in Arabic), and into drivers in Arabic
// (three lookups in turn, a photo chosen beside the sheet, each row sent as multipart). The rows
// with problems are listed before anything is sent, the good ones are created, the summary counts
// them, and the file of failed rows holds each with its reason in the admin's language.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { ADMIN, browserSuite, text } from './harness.mjs';

const suite = browserSuite(import.meta.url);

const csvOf = (lines) => `\uFEFF${lines.map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n')}\r\n`;

async function importFile(page, area, csv, files = []) {
  await page.getByTestId('import-button').click();
  await page.getByTestId('import-file').setInputFiles({ name: `${area}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  if (files.length > 0) {
    await page.getByTestId('import-files').setInputFiles(files);
    await page
      .getByTestId('import-files-chosen')
      .filter({ hasText: String(files.length) })
      .waitFor();
  }
  await page.getByTestId('import-check').click();
  await page.getByTestId('import-problems').waitFor();
  const problems = await page.locator('[data-testid=import-problems] tbody tr').allInnerTexts();
  await page.getByTestId('import-send').click();
  await page.getByTestId('import-summary').waitFor();
  const summary = await page.getByTestId('import-summary').innerText();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-failed-file').click()]);
  const failed = (await readFile(await file.path())).toString('utf8');
  await page.getByTestId('import-close').click();
  return { problems, summary, failed };
}

suite.test('a CSV of banks in Arabic: good rows go in, bad rows come back with their reasons', { context: { language: 'ar', signedInAs: ADMIN } }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const countries = (await server.api('dashboard/countries', { token, query: { limit: 0, page: 0 } })).body.data;
  const country = countries[0];
  const stamp = Date.now() % 100000;
  const csv = csvOf([
    // Headed in English on the Arabic page: headers match the labels of either language.
    [text('en', 'common.nameAr'), text('en', 'common.nameEn'), text('en', 'banks.country')],
    [`بنك الاستيراد ${stamp}`, `Imported bank ${stamp}`, country.name_en ?? country.name],
    ['', `No Arabic ${stamp}`, country.name_en ?? country.name],
    [`بنك بلا دولة ${stamp}`, `Nowhere bank ${stamp}`, 'أتلانتس'],
  ]);
  await page.goto(server.url('/banks/all'));
  const { problems, summary, failed } = await importFile(page, 'banks', csv);
  assert.equal(problems.length, 2, 'both bad rows are listed before sending');
  assert.match(problems[0], new RegExp(text('ar', 'VALIDATION.nameAr')), "the form's own message");
  assert.equal(summary, text('ar', 'import.summary', { created: 1, updated: 0, failed: 0, skipped: 2 }));
  const lines = failed
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(lines[0].split(',').at(-1), text('ar', 'import.reason'));
  assert.equal(lines.length, 3, 'the header and the two bad rows');
  const found = await server.api('dashboard/banks', { token, query: { name: `Imported bank ${stamp}` } });
  assert.equal(found.body.data.length, 1, 'the good row was created');
});

suite.test('a CSV of cities in English finds the country and the district by name', { context: { language: 'en', signedInAs: ADMIN } }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const districts = (await server.api('dashboard/districts', { token, query: { limit: 0, page: 0 } })).body.data;
  const district = districts.find((item) => item.country?.id !== undefined) ?? districts[0];
  const countries = (await server.api('dashboard/countries', { token, query: { limit: 0, page: 0 } })).body.data;
  const country = countries.find((item) => item.id === (district.country?.id ?? district.country_id));
  assert.ok(country, 'a district with its country');
  const stamp = Date.now() % 100000;
  const csv = csvOf([
    // Headed in Arabic on the English page.
    [text('ar', 'common.nameEn'), text('ar', 'common.nameAr'), text('ar', 'cities.country'), text('ar', 'cities.district')],
    [`Imported city ${stamp}`, `مدينة مستوردة ${stamp}`, country.name_ar ?? country.name, district.name_en ?? district.name],
    [`Lost city ${stamp}`, `مدينة ضائعة ${stamp}`, country.name_ar ?? country.name, 'Nowhere district'],
  ]);
  await page.goto(server.url('/cities/all'));
  const { problems, summary, failed } = await importFile(page, 'cities', csv);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /Nowhere district/);
  assert.equal(summary, text('en', 'import.summary', { created: 1, updated: 0, failed: 0, skipped: 1 }));
  assert.match(failed, /Lost city/);
});

/** A 1×1 PNG: a picture the server can make a thumbnail of. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

suite.test('a CSV of drivers in Arabic finds country, area and city in turn, and sends each photo chosen beside it', { context: { language: 'ar', signedInAs: ADMIN } }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const cities = (await server.api('dashboard/cities', { token, query: { limit: 0, page: 0 } })).body.data;
  const city = cities.find((item) => item.active && item.district?.id !== undefined && item.country?.id !== undefined);
  assert.ok(city, 'a city with its area and country');
  const taken = (await server.api('main/get-drivers', { token })).body.data[0].phone_number;
  const stamp = String(Date.now() % 100000).padStart(5, '0');
  const headers = ['common.name', 'common.phone', 'people.country', 'people.area', 'people.city', 'drivers.address', 'drivers.type', 'auth.password', 'auth.confirmPassword', 'people.photo'];
  const row = (name, phone, town, photo) => [name, phone, city.country.name, city.district.name, town, 'شارع الملك فهد', text('ar', 'drivers.types.washing'), 'Driver1pass', 'Driver1pass', photo];
  const csv = csvOf([
    headers.map((key) => text('ar', key)),
    row(`سائق مستورد ${stamp}`, `05599${stamp}`, city.name_ar ?? city.name, 'driver.png'),
    row(`سائق بلا صورة ${stamp}`, `05598${stamp}`, city.name_ar ?? city.name, 'absent.jpg'),
    row(`سائق بلا مدينة ${stamp}`, `05597${stamp}`, 'مدينة لا وجود لها', 'driver.png'),
    row(`سائق برقم مأخوذ ${stamp}`, taken, city.name_ar ?? city.name, 'driver.png'),
  ]);
  await page.goto(server.url('/drivers/all'));
  const { problems, summary, failed } = await importFile(page, 'drivers', csv, [{ name: 'driver.png', mimeType: 'image/png', buffer: PNG }]);
  assert.equal(problems.length, 2, 'the photo not chosen and the city not found are listed before sending');
  // The file name keeps its own direction inside the Arabic sentence.
  assert.ok(
    problems.some((problem) => problem.includes(text('ar', 'import.noSuchFile', { value: '\u2068absent.jpg\u2069' }))),
    problems.join(' / '),
  );
  assert.match(problems.join('\n'), /مدينة لا وجود لها/);
  assert.equal(summary, text('ar', 'import.summary', { created: 1, updated: 0, failed: 1, skipped: 2 }), "the taken phone is the server's refusal of its row");
  assert.equal(
    failed
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n').length,
    4,
    'the header and the three rows that did not go in',
  );
  const found = (await server.api('main/get-drivers', { token, query: { phone_number: `05599${stamp}` } })).body.data;
  assert.equal(found.length, 1, 'the good row was created');
  assert.equal(found[0].town.id, city.id, 'with the city found through its country and area');
  assert.match(found[0].profile_image ?? '', /^https?:\/\/.+\.png$/, 'and the chosen photo stored as its picture');
});
