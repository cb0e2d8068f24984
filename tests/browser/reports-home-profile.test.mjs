// The financial reports (totals, filters, the Excel link, the PDF made in the browser, links to
// orders and to the report detail), the statistics home page and the profile dialog.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ADMIN, apiSession, browserSuite, eventually, expectToast, newContext, pathOf, text, waitForList, waitForPath } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const CONTENT = { email: 'content@example.com', password: 'Content123' };
const CATALOGUE = { email: 'catalogue@example.com', password: 'Catalogue123' };

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const digits = (shown) => shown.replace(/[^\d.٠-٩٫]/g, '');

async function report(server, type, query = {}) {
  const token = await server.token();
  const answer = await server.api('dashboard/reports/financial-reports-jobs', { token, language: 'en', query: { type, ...query } });
  assert.equal(answer.status, 200);
  return answer.body;
}

/** How many pages a PDF file has, read from its page objects. */
function pdfPages(bytes) {
  return (bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

suite.test('the completed report: totals, a provider filter, the Excel file and a PDF', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const all = await report(server, 'finished');
  await page.goto(server.url('/financial-reports/all'));
  await waitForList(page);
  const total = all.total_budget.total_jobs_salary;
  const shown = await page.locator('[data-testid="summary-total_budget.total_jobs_salary"]').innerText();
  assert.equal(Number(digits(shown).replace(/,/g, '')), total, `the total reads ${total}: ${shown}`);
  assert.equal(await page.locator('[data-testid=list-row]').count(), all.provider_budget.data.length);

  // The Excel button opens the file the answer links to: a real workbook.
  const href = await page.locator('[data-testid=export-link]').getAttribute('href');
  assert.ok(href?.includes('financial-reports-excel'), `the Excel link: ${href}`);
  const file = await fetch(href);
  assert.equal(file.status, 200);
  assert.match(file.headers.get('content-type') ?? '', /spreadsheetml/);
  assert.equal(
    Buffer.from(await file.arrayBuffer())
      .subarray(0, 2)
      .toString('latin1'),
    'PK',
    'an .xlsx is a zip file',
  );

  // Filter by one provider's name: only that provider's row, and the totals follow.
  const provider = all.provider_budget.data[1].provider_applicant;
  await page.locator('[data-testid=filter-toggle]').click();
  await page.locator('input[name=name]').fill(provider.name);
  await page.locator('[data-testid=filter-submit]').click();
  await page.waitForURL((url) => url.searchParams.get('name') === provider.name);
  await waitForList(page);
  const filtered = await report(server, 'finished', { name: provider.name });
  await eventually(
    () => page.locator('[data-testid=list-row]').count(),
    (n) => n === filtered.provider_budget.data.length,
    { message: 'the filtered rows' },
  );
  assert.match(await page.locator('[data-testid=list-row]').first().innerText(), new RegExp(escapeRegExp(provider.name)));
  const filteredTotal = await page.locator('[data-testid="summary-total_budget.total_jobs_salary"]').innerText();
  assert.equal(Number(digits(filteredTotal).replace(/,/g, '')), filtered.total_budget.total_jobs_salary);

  // The PDF is made in the browser, saved, and says so.
  await page
    .locator('[data-testid=filter-reset]')
    .click()
    .catch(() => {});
  await page.goto(server.url('/financial-reports/all'));
  await waitForList(page);
  const download = page.waitForEvent('download');
  await page.locator('[data-testid=export-pdf]').click();
  const saved = await download;
  assert.match(saved.suggestedFilename(), /^financial-reports-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = readFileSync(await saved.path());
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.ok(pdfPages(bytes) >= 1, 'the PDF has pages');
  await expectToast(page, text('en', 'messages.generatedSuccessfully'));
});

suite.test('the uncompleted report links its count to the orders it counted, and its rows to the provider’s orders', { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
  const open = await report(server, 'in_progress');
  // A provider with more than one uncompleted order: a list of all their orders, or of the
  // finished ones, would not show the count.
  const index = open.provider_budget.data.findIndex((row) => row.count > 1);
  assert.ok(index >= 0, 'a provider on the first page has more than one uncompleted order');
  const first = open.provider_budget.data[index];
  await page.goto(server.url('/financial-not-finished-reports/all'));
  await waitForList(page);
  const row = page.locator('[data-testid=list-row]').nth(index);
  const countLink = row.locator(`a[href*="providerId=${first.provider_applicant.id}"]`);
  assert.equal(await countLink.getAttribute('href'), `/dashboard/orders/all?page=1&providerId=${first.provider_applicant.id}&is_finished=0`);
  const ordersLink = row.locator('a[href*="/orders/all?provider="]');
  assert.equal(decodeURIComponent((await ordersLink.getAttribute('href')).split('provider=')[1]), first.provider_applicant.name);
  await countLink.click();
  await waitForPath(page, '/orders/all');
  await waitForList(page);
  assert.match(pathOf(page), new RegExp(`providerId=${first.provider_applicant.id}`));
  const shown = await page.locator('[data-testid=list-row]').allInnerTexts();
  assert.equal(shown.length, first.count, `the ${first.count} counted orders are listed: ${shown.join(' | ')}`);
  for (const line of shown) assert.doesNotMatch(line, new RegExp(`${text('ar', 'orders.statuses.finished')}|${text('ar', 'orders.statuses.canceled')}`));
});

suite.test('the report detail shows the order, its address with coordinates and a map link', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const token = await server.token();
  const booking = (await server.api('main/report-details', { token, language: 'en', query: { status: 'finished', booking_type: 'service' } })).body.data[0];
  await page.goto(server.url(`/financial-reports/details?driver_id=${booking.driver_id}&status=finished&order_type=service`));
  await page.locator('[data-testid=report-coordinates]').waitFor();
  const coordinates = await page.locator('[data-testid=report-coordinates]').innerText();
  assert.match(coordinates, new RegExp(String(booking.address_client.lat).slice(0, 5)));
  assert.match(await page.locator('[data-testid=report-map-link]').getAttribute('href'), /openstreetmap\.org\/\?mlat=/);
  assert.equal(await page.locator('[data-testid=report-products-table]').count(), 0, 'a service order has no products table');
  // Without tiles to load here, the map gives way to a notice rather than a grey box.
  await page.locator('[data-testid=report-map-unavailable], [data-testid=report-map] .leaflet-tile-loaded').first().waitFor({ timeout: 20_000 });

  // A view with nothing to show says so.
  await page.goto(server.url('/financial-reports/details'));
  await page.locator('[data-testid=report-no-match]').waitFor();
});

suite.test('home shows the eight statistics and fits a phone in both languages and themes', async ({ server, browser }) => {
  const token = await server.token();
  const stats = (await server.api('dashboard/statistics', { token })).body.data;
  const session = await apiSession(server);
  for (const [language, theme] of [
    ['ar', 'light_theme'],
    ['en', 'dark_theme'],
  ]) {
    const context = await newContext(browser, server, { language, theme, session, viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      await page.goto(server.url('/home'));
      for (const key of ['employees', 'providers', 'total_user_app', 'jobs', 'job_not_completed', 'job_finished', 'job_canceled']) {
        const value = page.locator(`[data-testid="stat-${key}-value"]`);
        await value.waitFor();
        assert.equal(Number(digits(await value.innerText()).replace(/,/g, '')), stats[key], `${key} in ${language}`);
      }
      await page.locator('[data-testid=jobs-chart-graphic]').waitFor();
      await page.locator('[data-testid=users-chart-graphic]').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scroll at 360 px in ${language} (${overflow} px)`);
    } finally {
      await context.close();
    }
  }
});

suite.test('the profile dialog checks its fields and saves the name', { context: { signedInAs: CONTENT } }, async ({ page, server }) => {
  await page.goto(server.url('/home'));
  await page.locator('[data-testid=profile-button]').click();
  const name = page.locator('[data-testid=profile-name] input, input[data-testid=profile-name]').first();
  await name.waitFor();
  await eventually(
    () => name.inputValue(),
    (value) => value !== '',
    { message: 'the profile is loaded' },
  );

  // The rules speak in order: an empty name first.
  await name.fill('');
  await page.locator('[data-testid=profile-save]').click();
  await expectToast(page, text('ar', 'VALIDATION.name'));

  // The password fields appear with the switch and their rules apply; the current password is asked for too.
  await name.fill('محررة المحتوى');
  await page.locator('[data-testid=profile-change-password] input, input[data-testid=profile-change-password]').first().check();
  const password = page.locator('[data-testid=profile-password] input, input[data-testid=profile-password]').first();
  await password.fill('abc');
  await page.locator('[data-testid=profile-save]').click();
  await expectToast(page, text('ar', 'VALIDATION.passwordLength'));
  assert.equal(await page.getByLabel(text('ar', 'profile.currentPassword')).count(), 1, 'the current password is asked for');
  await page.locator('[data-testid=profile-change-password] input, input[data-testid=profile-change-password]').first().uncheck();
  assert.equal(await page.getByLabel(text('ar', 'profile.currentPassword')).count(), 0, 'and no longer once the switch is off');

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/dashboard/update-profile'));
  await page.locator('[data-testid=profile-save]').click();
  assert.equal((await saved).status(), 200);
  await eventually(
    () => page.locator('[data-testid=greeting]').innerText(),
    (shown) => shown.includes('محررة المحتوى'),
    { message: 'the greeting shows the new name' },
  );
  const token = await server.token(CONTENT);
  const me = (await server.api('dashboard/login', { method: 'POST', body: CONTENT })).body.data;
  const profile = (await server.api(`dashboard/users/${me.id}`, { token })).body.data;
  assert.equal(profile.name, 'محررة المحتوى');
});

suite.test('the profile dialog asks for the current password to change the email and password, and ends the other sessions', { context: { signedInAs: CATALOGUE } }, async ({ page, server }) => {
  const other = await server.token(CATALOGUE);
  await page.goto(server.url('/home'));
  await page.locator('[data-testid=profile-button]').click();
  const email = page.locator('input[data-testid=profile-email]');
  await email.waitFor();
  await eventually(
    () => email.inputValue(),
    (value) => value === CATALOGUE.email,
    { message: 'the profile is loaded' },
  );

  // A new email brings the current password field; left empty, the dialog says so and sends nothing.
  await email.fill('catalogue.manager@example.com');
  const current = page.getByLabel(text('ar', 'profile.currentPassword'));
  await current.waitFor();
  await page.locator('[data-testid=profile-save]').click();
  await expectToast(page, text('ar', 'VALIDATION.currentPassword'));

  // A wrong one: the server's refusal is shown, the dialog stays with what was typed.
  await current.fill('Wrong123');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/dashboard/update-profile'));
  await page.locator('[data-testid=profile-save]').click();
  assert.equal((await refused).status(), 422);
  await expectToast(page, 'كلمة المرور الحالية غير صحيحة', { variant: 'error' });
  assert.equal(await email.inputValue(), 'catalogue.manager@example.com');
  assert.equal(await current.getAttribute('aria-invalid'), 'true');

  // The right one, with a new password: saved; this session goes on, the other one has ended.
  await page.locator('input[data-testid=profile-change-password]').check();
  await page.locator('input[data-testid=profile-password]').fill('Changed123');
  await page.locator('input[data-testid=profile-password-confirmation]').fill('Changed123');
  await current.fill(CATALOGUE.password);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/dashboard/update-profile'));
  await page.locator('[data-testid=profile-save]').click();
  assert.equal((await saved).status(), 200);
  await page.locator('[data-testid=profile-dialog]').waitFor({ state: 'detached' });
  const me = await server.api('dashboard/login', { method: 'POST', body: { email: 'catalogue.manager@example.com', password: 'Changed123' } });
  assert.equal(me.status, 200, 'the new email and password sign in');
  assert.equal((await server.api(`dashboard/users/${me.body.data.id}`, { token: other })).status, 401, 'the other session has ended');
  await page.locator('[data-testid=profile-button]').click();
  await eventually(
    () => email.inputValue(),
    (value) => value === 'catalogue.manager@example.com',
    { message: 'this session still reads the profile' },
  );
});
