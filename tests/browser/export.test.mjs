// Export of the whole list and the choice of columns (that every list offers Export unless its
// descriptor says "export": false is walked in lists.test.mjs). On banks filtered by a name
// that spans two pages, the CSV and the Excel files hold every matching row, with headings in
// the admin's language and ids as numbers; a cancelled export saves nothing. The columns an admin
// hides and moves stay after a reload, reach the exported file, and leave another admin's list as
// it was.
// biome-ignore-all lint/complexity/noCommaOperator: a compact CSV reader
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { ADMIN, VIEWER, browserSuite, eventually, loadAreas, newContext, apiSession, text, waitForList } from './harness.mjs';

const suite = browserSuite(import.meta.url);

const banks = loadAreas().find((area) => area.area === 'banks');
/** Rows added for the multi-page export: more than the biggest page size. */
const biggestPage = Math.max(...(banks.list.pageSizes ?? [10, 25, 50, 100]));
const ADDED = biggestPage + 5;
const WORD = 'Exportable';

/** RFC 4180 CSV into rows of fields. */
function parseCsv(source) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') (field += '"'), (i += 1);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\r' && source[i + 1] === '\n') {
      row.push(field), rows.push(row), (row = []), (field = ''), (i += 1);
    } else field += c;
  }
  if (field !== '' || row.length > 0) row.push(field), rows.push(row);
  return rows;
}

let added = null;
/** Adds the rows the filter finds (once per file) and returns the filtered total the API gives. */
async function seedBanks(server) {
  added ??= (async () => {
    const token = await server.token(ADMIN);
    const countries = await server.api('dashboard/countries', { token, query: { limit: 0, page: 0 } });
    const country = countries.body.data[0].id;
    for (let i = 1; i <= ADDED; i += 1) {
      const made = await server.api('dashboard/banks', { method: 'POST', token, body: { name_ar: `بنك ${WORD} ${i}`, name_en: `${WORD} bank ${i}`, country_id: country, active: 1 } });
      assert.ok(made.status < 300, `bank ${i} was added: ${JSON.stringify(made.body)}`);
    }
    const answer = await server.api('dashboard/banks', { token, query: { name: WORD } });
    return answer.body.meta.total;
  })();
  return added;
}

/** Chooses a format in the Export menu and returns the saved file's name and bytes. */
async function download(page, language, format) {
  await page.getByRole('button', { name: text(language, 'engine.export'), exact: true }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('menuitem', { name: text(language, format === 'csv' ? 'engine.exportCsv' : 'engine.exportXlsx') }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

async function xlsxRows(bytes) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  const rows = [];
  sheet.eachRow((row) => rows.push(row.values.slice(1)));
  return { sheet, rows };
}

/** Headings of the visible data columns, in the order shown. */
async function headings(page) {
  const all = await page.locator('thead th').allInnerTexts();
  return all.map((name) => name.trim()).filter((name) => name !== '' && name !== text('en', 'common.actions') && name !== text('ar', 'common.actions'));
}

for (const language of ['en', 'ar']) {
  suite.test(`banks filtered by a name export every page as CSV and Excel (${language})`, { timeout: 240_000, context: { language, signedInAs: ADMIN } }, async ({ page, server }) => {
    const total = await seedBanks(server);
    assert.ok(total > biggestPage, 'the filter spans more than one page of the biggest size');
    await page.goto(server.url(`/banks/all?name=${WORD}`));
    await waitForList(page);
    const shown = banks.list.columns.map((column) => text(language, column.label));
    assert.deepEqual(await headings(page), shown);
    const title = text(language, banks.title);

    const csv = await download(page, language, 'csv');
    assert.match(csv.name, new RegExp(`^${title}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    assert.deepEqual([...csv.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with a byte-order mark');
    const lines = parseCsv(csv.bytes.subarray(3).toString('utf8'));
    assert.deepEqual(lines[0], shown, 'CSV headings in the admin language');
    assert.equal(lines.length - 1, total, 'every filtered row, across pages');
    assert.ok(
      lines.slice(1).every((fields) => /^\d+$/.test(fields[0])),
      'ids are figures',
    );
    const yes = text(language, 'common.yes');
    assert.ok(
      lines.slice(1).every((fields) => fields.at(-1) === yes),
      'the activation in words',
    );

    const xlsx = await download(page, language, 'xlsx');
    assert.match(xlsx.name, new RegExp(`^${title}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    const { sheet, rows } = await xlsxRows(xlsx.bytes);
    assert.deepEqual(rows[0], shown, 'Excel headings in the admin language');
    assert.equal(rows.length - 1, total, 'every filtered row, across pages');
    assert.equal(typeof rows[1][0], 'number', 'a numeric id is a number');
    assert.equal(Boolean(sheet.views[0]?.rightToLeft), language === 'ar', 'the sheet reads in the language direction');
    assert.equal(sheet.views[0]?.state, 'frozen');
  });
}

suite.test('a cancelled export saves no file', { timeout: 180_000, context: { language: 'en', signedInAs: ADMIN } }, async ({ page, server }) => {
  await seedBanks(server);
  await page.goto(server.url(`/banks/all?name=${WORD}`));
  await waitForList(page);
  // The second page of the export waits until the admin has cancelled.
  let release;
  const held = new Promise((done) => (release = done));
  await page.route(/\/api\/v1\/dashboard\/banks\?.*/, async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('page') === '2' && url.searchParams.get('per_page') === String(biggestPage)) await held;
    await route.continue().catch(() => {});
  });
  const downloads = [];
  page.on('download', (file) => downloads.push(file));
  await page.getByRole('button', { name: text('en', 'engine.export'), exact: true }).click();
  await page.getByRole('menuitem', { name: text('en', 'engine.exportXlsx') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'engine.exportTitle', { title: text('en', banks.title) }) });
  await dialog.getByText(text('en', 'engine.exportPage', { done: 1, total: 2 })).waitFor();
  await dialog.getByRole('button', { name: text('en', 'common.cancel') }).click();
  release();
  await page.getByText(text('en', 'engine.exportCancelled')).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForTimeout(1500);
  assert.equal(downloads.length, 0, 'no file was saved');
});

suite.test(
  'hidden and moved columns stay after a reload, reach the export, and are this admin’s only',
  { timeout: 180_000, context: { language: 'en', signedInAs: ADMIN } },
  async ({ page, server, browser }) => {
    const en = (key, values) => text('en', key, values);
    const label = (field) => en(banks.list.columns.find((column) => column.field === field).label);
    const descriptorOrder = banks.list.columns.map((column) => en(column.label));
    await page.goto(server.url('/banks/all'));
    await waitForList(page);
    await page.getByRole('button', { name: en('engine.columns'), exact: true }).click();
    const menu = page.getByRole('dialog', { name: en('engine.columnsShown') });
    await menu.getByRole('checkbox', { name: label('name_ar') }).uncheck();
    await menu.getByRole('button', { name: en('engine.columnUp', { name: label('country.name') }) }).click();
    // The keyboard stays on the arrow that was pressed: Enter moves the column once more.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    const chosen = descriptorOrder.filter((name) => name !== label('name_ar') && name !== label('country.name'));
    chosen.splice(1, 0, label('country.name'));
    await eventually(
      () => headings(page),
      (names) => names.join('|') === chosen.join('|'),
      { message: 'the list shows the chosen columns' },
    );
    await page.reload();
    await waitForList(page);
    assert.deepEqual(await headings(page), chosen, 'the choice stays after a reload');
    const csv = await download(page, 'en', 'csv');
    assert.deepEqual(parseCsv(csv.bytes.subarray(3).toString('utf8'))[0], chosen, 'the export has the chosen columns in order');

    // Another admin on the same list sees the descriptor's columns.
    const other = await newContext(browser, server, { language: 'en', session: await apiSession(server, VIEWER) });
    try {
      const viewerPage = await other.newPage();
      await viewerPage.goto(server.url('/banks/all'));
      await waitForList(viewerPage);
      assert.deepEqual(await headings(viewerPage), descriptorOrder);
    } finally {
      await other.close();
    }
  },
);
