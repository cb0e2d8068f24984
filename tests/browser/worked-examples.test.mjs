// The worked examples of docs/descriptors.md, done as an analyst would: applied to copies of the
// descriptors and texts, checked, built into a dashboard of their own, and looked at in Chromium.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { applyExamples, readExamples } from '../descriptors/workedExamples.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const work = mkdtempSync(join(tmpdir(), 'worked-examples-'));
const descriptorsDir = join(work, 'descriptors');
const localesDir = join(work, 'locales');
const outDir = join(work, 'dist');
mkdirSync(descriptorsDir);
mkdirSync(localesDir);

const examples = readExamples(readFileSync(join(root, 'docs/descriptors.md'), 'utf8'));
let files = readdirSync(join(root, 'descriptors'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ file: `descriptors/${name}`, text: readFileSync(join(root, 'descriptors', name), 'utf8') }));
let locales = { ar: JSON.parse(readFileSync(join(root, 'locales/ar.json'), 'utf8')), en: JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8')) };
for (const steps of examples.values()) ({ files, locales } = applyExamples(steps, files, locales));
for (const f of files) writeFileSync(join(descriptorsDir, f.file.replace('descriptors/', '')), f.text);
for (const lang of ['ar', 'en']) writeFileSync(join(localesDir, `${lang}.json`), `${JSON.stringify(locales[lang], null, 2)}\n`);

// The checker passes the changed descriptors, and the build takes them.
execFileSync(process.execPath, [join(root, 'engine/cli/validate-descriptors.mjs'), '--dir', descriptorsDir, '--locales', localesDir], { stdio: 'pipe' });
execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'pipe',
  env: { ...process.env, DESCRIPTORS_DIR: descriptorsDir, LOCALES_DIR: localesDir, OUT_DIR: outDir },
});

// The harness serves and reads what it is pointed at.
process.env.DESCRIPTORS_DIR = descriptorsDir;
process.env.LOCALES_DIR = localesDir;
process.env.STATIC_DIR = outDir;
const { ADMIN, browserSuite, chooseOption, eventually, expectToast, rowIds, text, waitForList } = await import('./harness.mjs');

const suite = browserSuite(import.meta.url);
const en = { language: 'en', signedInAs: ADMIN };

suite.test("the added column shows each country's dial code", { context: en }, async ({ page, server }) => {
  await page.goto(server.url('/areas/all'));
  await waitForList(page);
  await page.getByRole('columnheader', { name: text('en', 'countries.dialCode') }).waitFor();
  const token = await server.token();
  const first = (await server.api('dashboard/countries', { token, query: { page: 1 }, language: 'en' })).body.data[0];
  assert.ok(first.key, 'the seeded country has a dial code');
  await page.getByRole('row').filter({ hasText: first.name_en }).getByRole('cell', { name: first.key, exact: true }).waitFor();
});

suite.test('the added filter narrows banks to one country and keeps it in the address', { context: en }, async ({ page, server }) => {
  await page.goto(server.url('/banks/all'));
  await waitForList(page);
  const token = await server.token();
  const banks = (await server.api('dashboard/banks', { token, query: { per_page: 1000 }, language: 'en' })).body.data;
  const country = banks[0].country;
  await page.getByTestId('filter-toggle').click();
  await chooseOption(page, page.getByRole('combobox', { name: text('en', 'banks.country') }), country.name);
  await page.getByTestId('filter-submit').click();
  await page.waitForURL(/country_id=/);
  const expected = banks
    .filter((b) => b.country?.id === country.id)
    .map((b) => String(b.id))
    .slice(0, 10)
    .sort();
  // The rows of the unfiltered page stay until the filtered answer arrives.
  await eventually(
    async () => (await rowIds(page)).sort(),
    (ids) => JSON.stringify(ids) === JSON.stringify(expected),
    { message: "only that country's banks are listed" },
  );
  assert.ok(expected.length < banks.length, 'the filter leaves some banks out');
});

suite.test("the added form field loads, refuses a wrong dial code with the rule's message and saves a right one", { context: en }, async ({ page, server }) => {
  const token = await server.token();
  const country = (await server.api('dashboard/countries', { token, query: { page: 1 }, language: 'en' })).body.data[0];
  await page.goto(server.url(`/areas/edit/${country.id}`));
  const field = page.locator('#root_key');
  await field.waitFor();
  assert.equal(await field.inputValue(), country.key ?? '');
  await field.fill('966');
  await page.getByTestId('form-submit').click();
  await expectToast(page, text('en', 'VALIDATION.dialCode'));
  await field.fill('+967');
  await page.getByTestId('form-submit').click();
  await page.waitForURL(/\/areas\/all/);
  const saved = (await server.api(`dashboard/countries/${country.id}`, { token, language: 'en' })).body.data;
  assert.equal(saved.key, '+967');
});

suite.test('the field added on server and form refuses a wrong SWIFT code with its message and saves a right one', { context: en }, async ({ page, server }) => {
  const token = await server.token();
  const bank = (await server.api('dashboard/banks', { token, query: { page: 1 }, language: 'en' })).body.data[0];
  await page.goto(server.url(`/banks/edit/${bank.id}`));
  const field = page.locator('#root_swift_code');
  await field.waitFor();
  await field.fill('RJHI1');
  await page.getByTestId('form-submit').click();
  await expectToast(page, text('en', 'VALIDATION.swiftFormat', { field: text('en', 'banks.swiftCode') }));
  await field.fill('RJHISARI');
  await page.getByTestId('form-submit').click();
  await page.waitForURL(/\/banks\/all/);
  const saved = (await server.api(`dashboard/banks/${bank.id}`, { token, language: 'en' })).body.data;
  assert.equal(saved.swift_code, 'RJHISARI');
});
