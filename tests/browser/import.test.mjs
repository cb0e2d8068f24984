// Import from a spreadsheet: a CSV with good rows and bad rows of each kind (a required field left
// empty, a lookup that names nothing) goes into banks in Arabic (the file headed in English) and into cities (two lookups, the
// district's list read for the row's country) in English (the file headed in Arabic). The rows with problems are listed before
// anything is sent, the good ones are created, the summary counts them, and the file of failed
// rows holds each with its reason in the admin's language.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { ADMIN, browserSuite, text } from './harness.mjs';

const suite = browserSuite(import.meta.url);

const csvOf = (lines) => `\uFEFF${lines.map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n')}\r\n`;

async function importFile(page, area, csv) {
  await page.getByTestId('import-button').click();
  await page.getByTestId('import-file').setInputFiles({ name: `${area}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
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
