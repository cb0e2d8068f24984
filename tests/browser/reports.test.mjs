// A financial report's row opens the detail of the same provider, with the same sums.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { ADMIN, browserSuite, expectToast, text, waitForList } from './harness.mjs';
import { chooseDate } from './dateField.mjs';

const suite = browserSuite(import.meta.url);
const digits = (shown) => Number(shown.replace(/[^\d.]/g, ''));

suite.test('a row of the completed report opens that provider, with the row’s amounts', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const token = await server.token();
  const answer = await server.api('dashboard/reports/financial-reports-jobs', { token, language: 'en', query: { type: 'finished' } });
  assert.equal(answer.status, 200);
  // Not the first row: a detail that ignores the provider shows the first one, or someone else.
  const index = 3;
  const expected = answer.body.provider_budget.data[index];
  await page.goto(server.url('/financial-reports/all'));
  await waitForList(page);
  const row = page.locator('[data-testid=list-row]').nth(index);
  const cells = await row.innerText();
  assert.match(cells, new RegExp(expected.provider_applicant.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await row.locator('a[href*="/financial-reports/details"]').click();
  await page.locator('[data-testid=report-section-provider]').waitFor();
  assert.equal(await page.locator('[data-testid=report-provider-name]').innerText(), expected.provider_applicant.name);
  assert.equal(await page.locator('[data-testid=report-provider-phone]').innerText(), expected.provider_applicant.phone);
  assert.equal(digits(await page.locator('[data-testid=report-provider-amount]').innerText()), expected.total_jobs_salary);
  assert.equal(digits(await page.locator('[data-testid=report-provider-tax]').innerText()), expected.total_tax);
  assert.equal(Number(await page.locator('[data-testid=report-provider-count]').innerText()), expected.count);
  // The amounts shown in the row are the amounts of the detail.
  assert.ok(cells.includes(String(expected.count)));
});

/** How many pages a PDF file has, read from its page objects. */
function pdfPages(bytes) {
  return (bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

async function savePdf(page, name) {
  const download = page.waitForEvent('download');
  await page.locator('[data-testid=export-pdf]').click();
  const saved = await download;
  const bytes = readFileSync(await saved.path());
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}/${name}.pdf`, bytes);
  return bytes;
}

for (const language of ['en', 'ar']) {
  suite.test(`the PDF of the completed report holds every row of the filtered report (${language})`, { context: { signedInAs: ADMIN, language } }, async ({ page, server }) => {
    const token = await server.token();
    const all = (await server.api('dashboard/reports/financial-reports-jobs', { token, language: 'en', query: { type: 'finished', per_page: 1000 } })).body;
    const rows = all.provider_budget.data;
    assert.ok(all.provider_budget.total > 1 && rows.length === all.provider_budget.total, `every row in one answer: ${rows.length} of ${all.provider_budget.total}`);
    await page.goto(server.url('/financial-reports/all'));
    await waitForList(page);
    const whole = await savePdf(page, `report-all-${language}`);

    const one = rows[rows.length - 1].provider_applicant;
    await page.goto(server.url(`/financial-reports/all?name=${encodeURIComponent(one.name)}`));
    await waitForList(page);
    const filtered = await savePdf(page, `report-one-${language}`);
    assert.ok(pdfPages(whole) >= pdfPages(filtered));
    assert.ok(whole.length > filtered.length * 1.5, `every row makes a bigger file: ${whole.length} vs ${filtered.length}`);

    // A long report (90 providers over several answer pages): every page is read, and the file
    // takes more A4 pages.
    await page.route('**/dashboard/reports/financial-reports-jobs?*', async (route) => {
      const url = new URL(route.request().url());
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const current = Number(url.searchParams.get('page') ?? 1);
      const total = 90;
      const data = Array.from({ length: total }, (_, index) => ({
        provider_applicant: { id: index + 1, name: `${rows[index % rows.length].provider_applicant.name} ${index + 1}`, phone: `05500${String(index).padStart(5, '0')}` },
        total_jobs_salary: 100 + index,
        total_tax: 15,
        count: 1,
      })).slice((current - 1) * perPage, current * perPage);
      await route.fulfill({
        json: { ...all, provider_budget: { data, current_page: current, per_page: perPage, last_page: Math.ceil(total / perPage), total } },
      });
    });
    await page.goto(server.url('/financial-reports/all'));
    await waitForList(page);
    const long = await savePdf(page, `report-long-${language}`);
    assert.ok(pdfPages(long) >= 3, `90 rows take several pages: ${pdfPages(long)}`);
    assert.ok(pdfPages(long) > pdfPages(whole));
  });
}

/** Changes the address's query inside the running dashboard, as Back, Forward or a pasted link do. */
async function moveInApp(page, path) {
  await page.evaluate((href) => {
    const idx = (window.history.state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

const refused = [
  { route: 'financial-reports', api: 'dashboard/reports/financial-reports-jobs', query: { type: 'finished' }, language: 'ar' },
  { route: 'rates', api: 'main/get-rates', query: {}, language: 'en' },
];
for (const { route, api, query, language } of refused) {
  suite.test(
    `a filter the server refuses on /${route} shows its message where the results were, and nothing of the list before (${language})`,
    { context: { signedInAs: ADMIN, language } },
    async ({ page, server }) => {
      const bad = { from_date: '2026-03-10', to_date: '2026-03-01' };
      const answer = await server.api(api, { token: await server.token(), language, query: { ...query, ...bad } });
      assert.equal(answer.status, 422);
      await page.goto(server.url(`/${route}/all`));
      await waitForList(page);
      assert.ok((await page.locator('[data-testid=list-row]').count()) > 0, 'the unfiltered list has rows');

      await moveInApp(page, server.url(`/${route}/all?page=1&from_date=${bad.from_date}&to_date=${bad.to_date}`));
      const alert = page.locator('[data-testid=list-refused]');
      await alert.waitFor();
      assert.match(await alert.innerText(), new RegExp(answer.body.message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      // Nothing of the unfiltered list beside it: no rows, no totals, no export of the old figures.
      assert.equal(await page.locator('[data-testid=list-row]').count(), 0);
      assert.equal(await page.locator('[data-testid=list-summary]').count(), 0);
      assert.equal(await page.locator('[data-testid=export-link]').count(), 0);
      assert.equal(await page.locator('[data-testid=export-pdf]').count(), 0);
      // The filter stays, to be corrected from the message.
      await page.locator('[data-testid=filter-chip-to_date]').waitFor();
      await alert.getByRole('button', { name: text(language, 'engine.changeFilters') }).click();
      await page.locator('#filter-to_date').first().waitFor();
    },
  );
}

suite.test('a date range whose end is before its start is refused in the filter panel, before any call', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  await page.goto(server.url('/financial-reports/all'));
  await waitForList(page);
  const before = page.url();
  await page.locator('[data-testid=filter-toggle]').click();
  const panel = page.getByRole('search');
  await chooseDate(panel.locator('#filter-from_date').first(), '2026-03-10');
  await chooseDate(panel.locator('#filter-to_date').first(), '2026-03-01');
  await page.locator('[data-testid=filter-submit]').click();
  await expectToast(page, text('en', 'VALIDATION.dateOrder'), { variant: 'error' });
  assert.equal(page.url(), before, 'the refused range is not applied');
});

suite.test(
  'an Excel link that expired while the report was open is asked for again, and a refused one is told in the admin’s language, not opened raw',
  { context: { signedInAs: ADMIN, language: 'ar' } },
  async ({ page, context, server }) => {
    const refusal = await server.api('dashboard/reports/financial-reports-excel', { language: 'ar', query: { type: 'finished', lang: 'ar', expires: '1', signature: '0' } });
    assert.equal(refusal.status, 403);
    // The link the page holds has expired (an hour went by): the list's answer is read with an
    // expired one, and a list asked for after that gives a fresh link, as the server signs it.
    const expire = (href) => {
      const url = new URL(href);
      url.searchParams.set('expires', '1');
      return url.href;
    };
    const holdExpired = async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      await route.fulfill({ response, json: { ...answer, excel_report: expire(answer.excel_report) } });
    };
    const list = /\/dashboard\/reports\/financial-reports-jobs\?/;
    await context.route(list, holdExpired);
    await page.goto(server.url('/financial-reports/all'));
    await waitForList(page);
    assert.match(await page.locator('[data-testid=export-link]').getAttribute('href'), /[?&]expires=1&/);
    await context.unroute(list, holdExpired);
    const tabs = [];
    context.on('page', (opened) => tabs.push(opened.url()));
    const download = page.waitForEvent('download');
    await page.locator('[data-testid=export-link]').click();
    const saved = await download;
    assert.match(saved.suggestedFilename(), /\.xlsx$/);
    assert.equal(
      readFileSync(await saved.path())
        .subarray(0, 2)
        .toString('latin1'),
      'PK',
      'a workbook is saved',
    );

    // Refused every time: said in a toast, in Arabic.
    await context.route('**/financial-reports-excel?*', (route) => route.continue({ url: expire(route.request().url()) }));
    await page.locator('[data-testid=export-link]').click();
    await expectToast(page, text('ar', 'engine.exportFailed', { message: refusal.body.message }), { variant: 'error' });
    assert.deepEqual(tabs, [], 'no tab opens on the raw answer');
  },
);
