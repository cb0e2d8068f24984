// People and work, end to end as the super admin: clients (the protected record 1, the wallet
// edit, the show page), providers, name-change requests, ad reports, drivers (create with the
// password rule, availability, ban reasons), orders (URL filters, the date pair, the detail by
// state, the unavailable create page) and ratings in Arabic; the request flows (join requests,
// wallet requests, blocking an ad, deactivating a driver) in English; and what the viewer sees.
// Every change is checked on the screen and again through the API.
import assert from 'node:assert/strict';
import { ADMIN, VIEWER, browserSuite, chooseOption, eventually, expectToast, listPath, loadAreas, loadMenu, rowIds, text, waitForList, waitForPath } from './harness.mjs';
import { chooseDate } from './dateField.mjs';

const suite = browserSuite(import.meta.url);
const arabic = { language: 'ar', signedInAs: ADMIN };
const english = { language: 'en', signedInAs: ADMIN };
const ar = (key, values) => text('ar', key, values);
const en = (key, values) => text('en', key, values);

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (value) => new RegExp(`^\\s*${escapeRegExp(value)}\\s*$`);

/** A 1 x 1 PNG, as an image field takes it from the disk. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A day as a date input holds it: YYYY-MM-DD, local time. */
function day(offset = 0) {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The answer of the next API call whose path matches `path` (a RegExp on the pathname). */
function nextCall(page, path, { method } = {}) {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (method ? request.method() !== method : request.method() === 'GET') return false;
    return path.test(new URL(response.url()).pathname);
  });
}

/** Waits for a call's answer and checks it is a 200 (naming what the server said otherwise). */
async function expectOk(answer) {
  const response = await answer;
  if (response.status() !== 200) {
    const body = await response.text().catch(() => '');
    assert.fail(`${response.request().method()} ${response.url()} answered ${response.status()}: ${body}`);
  }
  return response;
}

/** The list row holding the element with this data-testid. */
const rowWith = (page, testId) => page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="${testId}"]`) });

/** The API's data of a call that must answer 200. */
async function apiData(server, token, path, query) {
  const answer = await server.api(path, { token, query });
  assert.equal(answer.status, 200, `GET ${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** The custom-action dialog: its send button, and the dialog itself. */
function actionDialog(page) {
  const dialog = page.getByRole('dialog');
  return { dialog, send: dialog.locator('[data-testid=action-send]') };
}

// --- Arabic: one main path per area ---

suite.test('clients: the list, record 1 locked, the wallet edit with its amount check, the show page', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  await page.goto(server.url('/clients/all'));
  await waitForList(page);
  const firstPage = await rowIds(page);
  assert.ok(firstPage.length > 0, 'the list shows clients');

  // Record 1 (the platform's own account): found by its name, a lock instead of actions.
  const platform = await apiData(server, token, 'dashboard/employees/1');
  await page.locator('[data-testid=filter-toggle]').click();
  await page.locator('input[name=name]').fill(platform.full_name);
  await page.locator('[data-testid=filter-submit]').click();
  await page.waitForURL((url) => url.searchParams.get('name') === platform.full_name);
  await waitForList(page);
  await eventually(
    () => rowIds(page),
    (ids) => ids.length === 1 && ids[0] === '1',
    { message: 'the name filter finds record 1 alone' },
  );
  const protectedRow = page.locator('[data-testid=list-row]').first();
  assert.equal(await protectedRow.locator('[data-testid=lock]').count(), 1, 'record 1 shows a lock');
  for (const action of ['show', 'edit', 'delete', 'wallet']) {
    assert.equal(await protectedRow.locator(`[data-testid="${action}-1"]`).count(), 0, `record 1 has no ${action} action`);
  }
  const refused = await server.api('dashboard/edit-wallet-employee/1', { method: 'POST', token, body: { new_balance: 10 } });
  assert.equal(refused.status, 403, 'the API refuses changes to record 1 as well');

  // The wallet of another client: a negative amount is refused in the dialog, a valid one saved.
  await page.goto(server.url('/clients/all?page=1'));
  await waitForList(page);
  const id = firstPage.find((value) => value !== '1');
  const before = await apiData(server, token, `dashboard/employees/${id}`);
  await page.locator(`[data-testid="wallet-${id}"]`).click();
  const { dialog, send } = actionDialog(page);
  await dialog.waitFor();
  const writes = [];
  const watch = (request) => {
    if (request.url().includes('/edit-wallet-employee/')) writes.push(request.url());
  };
  page.on('request', watch);
  await dialog.locator('input[name=new_balance]').fill('-5');
  await send.click();
  await expectToast(page, ar('VALIDATION.positive'), { variant: 'error' });
  assert.ok(await dialog.isVisible(), 'the dialog stays open after a refused amount');
  assert.deepEqual(writes, [], 'a negative amount is not sent');
  page.off('request', watch);
  const newBalance = before.balance.amount + 123.5;
  await dialog.locator('input[name=new_balance]').fill(String(newBalance));
  await dialog.locator('textarea[name=notes]').fill('تسوية الرصيد');
  const saved = nextCall(page, new RegExp(`/api/v1/dashboard/edit-wallet-employee/${id}$`), { method: 'POST' });
  await send.click();
  await expectOk(saved);
  await expectToast(page, ar('messages.verifiedSuccessfully'), { variant: 'success' });
  await dialog.waitFor({ state: 'detached' });
  const after = await apiData(server, token, `dashboard/employees/${id}`);
  assert.equal(after.balance.amount, newBalance, 'the API has the new balance');

  // The show page: the name and the login count.
  await page.locator(`[data-testid="show-${id}"]`).click();
  await waitForPath(page, `/clients/show/${id}`);
  await page.locator('[data-testid=show-full_name]').waitFor();
  assert.equal((await page.locator('[data-testid=show-full_name]').innerText()).trim(), after.full_name);
  assert.equal((await page.locator('[data-testid=show-login_count]').innerText()).trim(), String(after.login_count));
  assert.match(await page.locator('[data-testid="show-balance.amount"]').innerText(), new RegExp(escapeRegExp(newBalance.toLocaleString('ar', { maximumFractionDigits: 2 }))));
});

suite.test('record 1 of clients and providers, on the last page, has no activation switch either', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  for (const [route, call] of [
    ['clients', 'dashboard/employees'],
    ['providers', 'dashboard/providers'],
  ]) {
    const { last_page: lastPage } = (await server.api(call, { token })).body.meta;
    await page.goto(server.url(`/${route}/all?page=${lastPage}`));
    await waitForList(page);
    const ids = await rowIds(page);
    assert.equal(ids.at(-1), '1', `record 1 closes the last page of ${route}`);
    const row = page.locator('[data-testid=list-row]').last();
    assert.equal(await row.locator('[data-testid=lock]').count(), 1, `${route}: record 1 shows a lock`);
    assert.equal(await row.locator('[data-testid="activation-1"]').count(), 0, `${route}: record 1 has no activation switch`);
  }
});

suite.test('providers: the list, a show page, and the activation switch', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  await page.goto(server.url('/providers/all'));
  await waitForList(page);
  const ids = await rowIds(page);
  assert.ok(ids.length > 0, 'the list shows providers');
  const apiIds = (await apiData(server, token, 'dashboard/providers', { page: 1 })).map((provider) => String(provider.id));
  assert.deepEqual(ids, apiIds, "the list shows the API's first page");

  const id = ids.find((value) => value !== '1');
  const provider = await apiData(server, token, `dashboard/providers/${id}`);
  await page.locator(`[data-testid="show-${id}"]`).click();
  await waitForPath(page, `/providers/show/${id}`);
  await page.locator('[data-testid=show-full_name]').waitFor();
  assert.equal((await page.locator('[data-testid=show-full_name]').innerText()).trim(), provider.full_name);
  assert.equal((await page.locator('[data-testid=show-email]').innerText()).trim(), provider.email);

  await page.getByRole('link', { name: ar('common.back'), exact: true }).click();
  await waitForPath(page, '/providers/all');
  await waitForList(page);
  const toggle = page.locator(`[data-testid="activation-${id}"] input`);
  assert.equal(await toggle.isChecked(), provider.active, "the switch shows the API's state");
  const activation = nextCall(page, /\/api\/v1\/dashboard\/activation$/, { method: 'POST' });
  await toggle.click();
  await expectOk(activation);
  await expectToast(page, ar('messages.changeActivation'), { variant: 'success' });
  await eventually(
    () => toggle.isChecked(),
    (checked) => checked === !provider.active,
    { message: 'the switch flips' },
  );
  assert.equal((await apiData(server, token, `dashboard/providers/${id}`)).active, !provider.active, 'the API agrees');
});

suite.test('name-change requests: the show page, then accepting one renames the client', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const [request] = await apiData(server, token, 'dashboard/employees/employee-requests', { page: 1 });
  const { employee } = request;
  assert.notEqual(employee.name, request.new_name);
  await page.goto(server.url('/change-name-requests/all'));
  await waitForList(page);
  const row = rowWith(page, `accept-${request.id}`);
  const rowText = await row.innerText();
  assert.ok(rowText.includes(employee.name) && rowText.includes(request.new_name), 'the row shows the current and the new name');

  // The show page (reached with the client's user name) shows both names.
  await row.locator(`[data-testid="open-${request.id}"]`).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/change-name-requests/show/${request.id}`) && url.searchParams.get('user_name') === employee.user_name);
  await page.locator('[data-testid="show-employee.name"]').waitFor();
  assert.equal((await page.locator('[data-testid="show-employee.name"]').innerText()).trim(), employee.name);
  assert.equal((await page.locator('[data-testid=show-new_name]').innerText()).trim(), request.new_name);
  assert.equal((await page.locator('[data-testid="show-employee.phone"]').innerText()).trim(), employee.phone);

  // Accept: a confirm dialog, then the client carries the new name and the request leaves the list.
  await page.goto(server.url('/change-name-requests/all'));
  await waitForList(page);
  await page.locator(`[data-testid="accept-${request.id}"]`).click();
  const { dialog, send } = actionDialog(page);
  await dialog.waitFor();
  assert.match(await dialog.innerText(), new RegExp(escapeRegExp(ar('requests.acceptConfirm'))));
  const decided = nextCall(page, new RegExp(`/employees/change-status-requests/${request.id}$`), { method: 'POST' });
  await send.click();
  await expectOk(decided);
  await expectToast(page, /./, { variant: 'success' });
  await page.locator(`[data-testid="accept-${request.id}"]`).waitFor({ state: 'detached' });
  assert.equal((await apiData(server, token, `dashboard/employees/${employee.id}`)).full_name, request.new_name, 'the API has the new name');
  assert.equal((await apiData(server, token, `dashboard/employees/employee-requests/${request.id}`)).status, 'accepted');
  const pending = await apiData(server, token, 'dashboard/employees/employee-requests', { page: 1 });
  assert.ok(!pending.some((item) => item.id === request.id), 'the request left the pending list');
});

suite.test('ad reports: republishing a blocked ad', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const reports = await apiData(server, token, 'dashboard/report-jobs/reports', { page: 1 });
  const blocked = reports.find((report) => report.status === 'blocked');
  assert.ok(blocked, 'the first page has a blocked ad');
  await page.goto(server.url('/reports/all'));
  await waitForList(page);

  // A blocked ad offers republish (not block); confirming publishes it.
  const row = rowWith(page, `show-${blocked.id}`);
  assert.match(await row.innerText(), new RegExp(escapeRegExp(ar('reports.statuses.blocked'))));
  assert.equal(await row.locator(`[data-testid="block-${blocked.id}"]`).count(), 0, 'a blocked ad offers no block action');
  await row.locator(`[data-testid="republish-${blocked.id}"]`).click();
  const { dialog, send } = actionDialog(page);
  await dialog.waitFor();
  assert.match(await dialog.innerText(), new RegExp(escapeRegExp(ar('reports.republishConfirm'))));
  const changed = nextCall(page, new RegExp(`/report-jobs/change-status/${blocked.id}$`), { method: 'POST' });
  await send.click();
  await expectOk(changed);
  await expectToast(page, /./, { variant: 'success' });
  await row.locator(`[data-testid="block-${blocked.id}"]`).waitFor();
  assert.equal(await row.locator(`[data-testid="republish-${blocked.id}"]`).count(), 0);
  assert.match(await row.innerText(), new RegExp(escapeRegExp(ar('reports.statuses.published'))));
  assert.equal((await apiData(server, token, `dashboard/report-jobs/reports/${blocked.id}`)).status, 'published', 'the API has the ad published');
  // Every report of the same ad follows it.
  const sameAd = await apiData(server, token, 'dashboard/report-jobs/reports', { reportable_ad: blocked.reportable.job_number });
  assert.ok(sameAd.length > 0);
  for (const report of sameAd.filter((item) => item.reportable.id === blocked.reportable.id)) assert.equal(report.status, 'published', `report ${report.id} of the same ad`);
});

suite.test('ad reports: the provider-active toggle column switches the reported provider', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const reports = await apiData(server, token, 'dashboard/report-jobs/reports', { page: 1 });
  const report = reports.find((item) => item.status === 'published' && item.reportable.provider.active);
  const providerId = report.reportable.provider.id;
  assert.notEqual(providerId, report.id, "a report whose id is not its provider's");
  await page.goto(server.url('/reports/all'));
  await waitForList(page);
  const toggle = page.locator(`[data-testid="toggle-reportable.provider.active-${report.id}"] input`);
  assert.equal(await toggle.isChecked(), true);
  const activation = nextCall(page, /\/api\/v1\/dashboard\/activation$/, { method: 'POST' });
  await toggle.click();
  await expectOk(activation);
  await eventually(
    () => toggle.isChecked(),
    (checked) => checked === false,
    { message: 'the toggle shows the provider off' },
  );
  assert.equal((await apiData(server, token, `dashboard/providers/${providerId}`)).active, false, 'the API has the provider off');
  // Every row of that provider follows.
  for (const other of reports.filter((item) => item.reportable.provider.id === providerId)) {
    await eventually(
      () => page.locator(`[data-testid="toggle-reportable.provider.active-${other.id}"] input`).isChecked(),
      (checked) => checked === false,
      { message: `report ${other.id} shows the provider off` },
    );
  }
});

suite.test('drivers: create with the password rule, the availability toggle, ban reasons on the show page', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const [country] = await apiData(server, token, 'dashboard/all-countries', { active: 1 });
  const [district] = await apiData(server, token, 'dashboard/district-of-countries', { country_id: country.id, active: 1 });
  const [city] = await apiData(server, token, 'dashboard/cities-of-district', { district_id: district.id });
  const phone = '0559876543';

  await page.goto(server.url('/drivers/create'));
  await page.locator('#root_full_name').waitFor();
  await page.locator('#root_image_data').setInputFiles({ name: 'driver.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('#root_full_name').fill('سائق الاختبار');
  await page.locator('#root_phone_number').fill(phone);
  await page.locator('#root_email').fill('test.driver@example.com');
  await chooseOption(page, page.locator('#root_region_id'), exactly(country.name));
  await chooseOption(page, page.locator('#root_city_id'), exactly(district.name));
  await chooseOption(page, page.locator('#root_town_id'), exactly(city.name));
  await page.locator('#root_address').fill('شارع التحلية');
  await chooseOption(page, page.locator('#root_driver_type'), exactly(ar('drivers.types.washing')));

  // A password without a digit is refused before anything is sent.
  const writes = [];
  const watch = (request) => {
    if (request.url().includes('/api/v1/main/add-driver')) writes.push(request.url());
  };
  page.on('request', watch);
  await page.locator('#root_password').fill('Abcdefgh');
  await page.locator('#root_password_confirmation').fill('Abcdefgh');
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, ar('VALIDATION.passwordRequirements'), { variant: 'error' });
  assert.deepEqual(writes, [], 'no save call for a password without a digit');
  page.off('request', watch);

  await page.locator('#root_password').fill('Abcdefg1');
  await page.locator('#root_password_confirmation').fill('Abcdefg1');
  const created = nextCall(page, /\/api\/v1\/main\/add-driver$/, { method: 'POST' });
  await page.locator('[data-testid=form-submit]').click();
  await expectOk(created);
  await expectToast(page, ar('messages.addedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/drivers/all');
  await waitForList(page);
  const [driver] = await apiData(server, token, 'main/get-drivers', { phone_number: phone });
  assert.ok(driver, 'the API lists the new driver');
  assert.deepEqual(
    {
      name: driver.full_name,
      type: driver.driver_type,
      region: driver.region?.id,
      city: driver.city?.id,
      town: driver.town?.id,
      available: driver.is_available,
      status: driver.status,
      perDay: driver.number_orders_allowed_per_day,
    },
    { name: 'سائق الاختبار', type: 'washing', region: country.id, city: district.id, town: city.id, available: 1, status: 1, perDay: 5 },
  );

  // Availability: the toggle column switches the new driver off.
  const available = page.locator(`[data-testid="toggle-is_available-${driver.id}"] input`);
  await available.waitFor();
  assert.equal(await available.isChecked(), true);
  const switched = nextCall(page, /\/api\/v1\/main\/driver-is-available$/, { method: 'GET' });
  await available.click();
  await expectOk(switched);
  await eventually(
    () => available.isChecked(),
    (checked) => checked === false,
    { message: 'the toggle shows the driver unavailable' },
  );
  assert.equal((await apiData(server, token, 'main/show-driver', { driver_id: driver.id })).is_available, 0, 'the API has the driver unavailable');

  // A driver with ban reasons lists them on the show page; a driver without has no such section.
  const drivers = await apiData(server, token, 'main/get-drivers', { page: 1 });
  const banned = drivers.find((item) => item.ban_reasons.length > 1);
  assert.ok(banned, 'the first page has a driver with ban reasons');
  await page.goto(server.url(`/drivers/show/${banned.id}`));
  await page.locator('[data-testid=show-full_name]').waitFor();
  assert.equal((await page.locator('[data-testid=show-full_name]').innerText()).trim(), banned.full_name);
  await page.getByRole('heading', { name: ar('drivers.banReasons'), exact: true }).waitFor();
  const reasons = (await page.locator('[data-testid=show-ban_reasons] li').allInnerTexts()).map((value) => value.trim());
  assert.deepEqual(
    reasons,
    banned.ban_reasons.map((ban) => ban.reason),
  );
  await page.goto(server.url(`/drivers/show/${driver.id}`));
  await page.locator('[data-testid=show-full_name]').waitFor();
  assert.equal(await page.locator('[data-testid=show-ban_reasons]').count(), 0, 'no ban reasons for a driver never banned');
});

suite.test('orders: the provider and finished filters from the URL, the date pair, the detail by state, no create page', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const finished = await apiData(server, token, 'dashboard/jobs/get-jobs', { is_finished: 1 });
  // A provider with finished orders and others besides.
  let providerId;
  for (const order of finished) {
    const all = await server.api('dashboard/jobs/get-jobs', { token, query: { provider_id: order.provider.id } });
    if (all.body.meta.total > finished.filter((item) => item.provider.id === order.provider.id).length) {
      providerId = order.provider.id;
      break;
    }
  }
  assert.ok(providerId, 'a provider has finished and unfinished orders');
  const expected = (await apiData(server, token, 'dashboard/jobs/get-jobs', { provider_id: providerId, is_finished: 1 })).map((order) => String(order.id));
  assert.ok(expected.length > 0);

  await page.goto(server.url(`/orders/all?page=1&providerId=${providerId}&is_finished=1`));
  await waitForList(page);
  const ids = await eventually(
    () => rowIds(page),
    (value) => value.length > 0,
    { message: 'the filtered list shows orders' },
  );
  assert.deepEqual(ids, expected, "the list shows only that provider's finished orders");
  for (const row of await page.locator('[data-testid=list-row]').all()) {
    assert.match(await row.innerText(), new RegExp(`${escapeRegExp(ar('orders.statuses.finished'))}|${escapeRegExp(ar('orders.statuses.done'))}`));
  }

  // A start date without an end date is refused by the filter panel.
  await page.goto(server.url('/orders/all'));
  await waitForList(page);
  await page.locator('[data-testid=filter-toggle]').click();
  await chooseDate(page.locator('select[name=from_date-day]'), day(-30));
  await page.locator('[data-testid=filter-submit]').click();
  await expectToast(page, ar('VALIDATION.datePair'), { variant: 'error' });
  assert.equal(new URL(page.url()).searchParams.get('from_date'), null, 'the refused filter is not applied');

  // A finished order: the ratings section and the invoice button.
  const done = finished[0];
  await page.goto(server.url(`/orders/show/${done.id}`));
  await page.locator('[data-testid=order-section-order]').waitFor();
  await page.locator('[data-testid=order-section-ratings]').waitFor();
  assert.equal(await page.locator('[data-testid=order-invoice]').getAttribute('href'), done.invoice);
  assert.equal(await page.locator('[data-testid=order-section-cancellation]').count(), 0);

  // A canceled order: the cancellation section, no ratings, no invoice.
  const [canceled] = await apiData(server, token, 'dashboard/jobs/get-jobs', { status: 'canceled' });
  await page.goto(server.url(`/orders/show/${canceled.id}`));
  await page.locator('[data-testid=order-section-cancellation]').waitFor();
  assert.match(await page.locator('[data-testid=order-section-cancellation]').innerText(), new RegExp(escapeRegExp(canceled.who_canceled.reason)));
  assert.equal(await page.locator('[data-testid=order-section-ratings]').count(), 0, 'no ratings for a canceled order');
  assert.equal(await page.locator('[data-testid=order-invoice]').count(), 0, 'no invoice for a canceled order');

  // Orders are not created from the dashboard: the page says so (it is not a not-found).
  await page.goto(server.url('/orders/create'));
  await page.locator('[data-testid=unavailable]').waitFor();
  assert.equal(await page.getByText(ar('errors.notFoundTitle')).count(), 0);
});

suite.test('ratings: stars, the link to the order, and the published switch', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const rates = await apiData(server, token, 'main/get-rates', { page: 1 });
  const rate = rates[0];
  await page.goto(server.url('/rates/all'));
  await waitForList(page);
  const row = rowWith(page, `activation-${rate.id}`);
  await row.getByRole('img', { name: ar('engine.stars', { value: rate.rate_number }) }).waitFor();

  // The published switch.
  const toggle = row.locator(`[data-testid="activation-${rate.id}"] input`);
  assert.equal(await toggle.isChecked(), rate.status === 1);
  const changed = nextCall(page, /\/api\/v1\/main\/change-status$/, { method: 'POST' });
  await toggle.click();
  await expectOk(changed);
  await expectToast(page, ar('messages.changeActivation'), { variant: 'success' });
  await eventually(
    () => toggle.isChecked(),
    (checked) => checked === (rate.status !== 1),
    { message: 'the switch flips' },
  );
  const [after] = await apiData(server, token, 'main/get-rates', { booking_id: rate.booking_id });
  assert.equal(after.status, rate.status === 1 ? 0 : 1, 'the API agrees');

  // The order number links to the order's page.
  await row.getByRole('link', { name: String(rate.booking_id), exact: true }).click();
  await waitForPath(page, `/orders/show/${rate.booking_id}`);
  await page.locator('[data-testid=order-section-order]').waitFor();
  assert.equal((await page.locator('[data-testid=order-id]').innerText()).trim(), String(rate.booking_id));
});

// --- English: the request flows ---

suite.test('a join request rejected with a reason leaves the list and the pending requests', { context: english }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const [request] = await apiData(server, token, 'dashboard/request-join-providers', { page: 1 });
  await page.goto(server.url('/provider-join-requests/all'));
  await waitForList(page);
  await page.locator(`[data-testid="reject-${request.id}"]`).click();
  const { dialog, send } = actionDialog(page);
  await dialog.waitFor();
  assert.equal(await send.isDisabled(), true, 'send waits for a reason');
  await dialog.locator('textarea[name=reason]').fill('   ');
  assert.equal(await send.isDisabled(), true, 'spaces are no reason');
  const reason = 'The commercial register has expired';
  await dialog.locator('textarea[name=reason]').fill(reason);
  assert.equal(await send.isDisabled(), false);
  const decided = nextCall(page, /\/api\/v1\/dashboard\/change-status-join$/, { method: 'POST' });
  await send.click();
  await expectOk(decided);
  await expectToast(page, /./, { variant: 'success' });
  await page.locator(`[data-testid="reject-${request.id}"]`).waitFor({ state: 'detached' });
  const pending = await server.api('dashboard/request-join-providers', { token, query: { email: request.email } });
  assert.deepEqual(pending.body.data, [], 'the API no longer lists the request as pending');
  const provider = await apiData(server, token, `dashboard/providers/${request.id}`);
  assert.deepEqual({ status: provider.join_status, reason: provider.join_reason }, { status: 'rejected', reason });
});

suite.test("wallet requests: a provider's accepted with a transfer amount, a client's rejected", { context: english }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const requests = await apiData(server, token, 'dashboard/wallets/requests-wallet', { type: 'provider', page: 1 });
  const index = requests.findIndex((request) => request.status === 'new');
  const request = requests[index];
  const amount = Math.min(100, request.user.wallet_balance);
  await page.goto(server.url('/wallet-provider/all'));
  await waitForList(page);
  const row = page.locator('[data-testid=list-row]').nth(index);
  await row.locator(`[data-testid="accept-${request.id}"]`).click();
  let { dialog, send } = actionDialog(page);
  await dialog.waitFor();
  // The dialog says whose request it accepts and how much was asked for, as money.
  const money = (value) => `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${en('common.currency')}`;
  const context = await dialog.locator('[data-testid=action-context]').innerText();
  assert.ok(context.includes(request.user.name) && context.includes(money(request.balance)), `the dialog names the requester and the amount: ${context}`);
  await dialog.locator('input[name=transfer_balance]').fill(String(amount));
  await dialog.locator('textarea[name=notes]').fill('Paid by bank transfer');
  let decided = nextCall(page, /\/api\/v1\/dashboard\/wallets\/submit-requests-wallet$/, { method: 'POST' });
  await send.click();
  await expectOk(decided);
  await expectToast(page, /./, { variant: 'success' });
  await row.locator(`[data-testid="accept-${request.id}"]`).waitFor({ state: 'detached' });
  // A decided request shows a dash (nothing left to do), not the lock that means "no permission".
  await row.locator('[data-testid=no-action]').waitFor();
  assert.equal(await row.locator('[data-testid=lock]').count(), 0, 'a done request shows no lock');
  assert.equal(await row.locator(`[data-testid="reject-${request.id}"]`).count(), 0, 'a done request has no actions');
  assert.match(await row.innerText(), new RegExp(escapeRegExp(en('wallets.statuses.done'))));
  const [done] = (await apiData(server, token, 'dashboard/wallets/requests-wallet', { type: 'provider', page: 1 })).filter((item) => item.id === request.id);
  assert.deepEqual({ status: done.status, transfer: done.transfer_balance, notes: done.notes }, { status: 'done', transfer: amount, notes: 'Paid by bank transfer' });
  assert.equal(done.user.wallet_balance, request.user.wallet_balance - amount, "the amount left the provider's wallet");

  // A client's request, rejected with a note.
  const clientRequests = await apiData(server, token, 'dashboard/wallets/requests-wallet', { type: 'employee', page: 1 });
  const clientIndex = clientRequests.findIndex((item) => item.status === 'new');
  const clientRequest = clientRequests[clientIndex];
  await page.goto(server.url('/wallet-client/all'));
  await waitForList(page);
  const clientRow = page.locator('[data-testid=list-row]').nth(clientIndex);
  await clientRow.locator(`[data-testid="reject-${clientRequest.id}"]`).click();
  ({ dialog, send } = actionDialog(page));
  await dialog.waitFor();
  await dialog.locator('textarea[name=notes]').fill('The IBAN does not match the name');
  decided = nextCall(page, /\/api\/v1\/dashboard\/wallets\/submit-requests-wallet$/, { method: 'POST' });
  await send.click();
  await expectOk(decided);
  await clientRow.locator(`[data-testid="reject-${clientRequest.id}"]`).waitFor({ state: 'detached' });
  await clientRow.locator('[data-testid=no-action]').waitFor();
  assert.match(await clientRow.innerText(), new RegExp(escapeRegExp(en('wallets.statuses.rejected'))));
  const [rejected] = (await apiData(server, token, 'dashboard/wallets/requests-wallet', { type: 'employee', page: 1 })).filter((item) => item.id === clientRequest.id);
  assert.deepEqual(
    { status: rejected.status, notes: rejected.notes, wallet: rejected.user.wallet_balance },
    { status: 'rejected', notes: 'The IBAN does not match the name', wallet: clientRequest.user.wallet_balance },
  );
});

suite.test('an ad blocked with a reason', { context: english }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const reports = await apiData(server, token, 'dashboard/report-jobs/reports', { page: 1 });
  const report = reports.find((item) => item.status === 'published');
  await page.goto(server.url('/reports/all'));
  await waitForList(page);
  const row = rowWith(page, `show-${report.id}`);
  await row.locator(`[data-testid="block-${report.id}"]`).click();
  const { dialog, send } = actionDialog(page);
  await dialog.waitFor();
  assert.equal(await send.isDisabled(), true, 'send waits for a reason');
  const reason = 'Asks for payment outside the app';
  await dialog.locator('textarea[name=reason]').fill(reason);
  const changed = nextCall(page, new RegExp(`/report-jobs/change-status/${report.id}$`), { method: 'POST' });
  await send.click();
  await expectOk(changed);
  await expectToast(page, /./, { variant: 'success' });
  await row.locator(`[data-testid="republish-${report.id}"]`).waitFor();
  assert.match(await row.innerText(), new RegExp(escapeRegExp(en('reports.statuses.blocked'))));
  const after = await apiData(server, token, `dashboard/report-jobs/reports/${report.id}`);
  assert.deepEqual({ status: after.status, reason: after.reportable.block_reason }, { status: 'blocked', reason });
});

suite.test('a driver deactivated with a reason; activating again asks nothing', { context: english }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const drivers = await apiData(server, token, 'main/get-drivers', { page: 1 });
  const driver = drivers.find((item) => item.status === 1 && item.ban_count === 0);
  await page.goto(server.url('/drivers/all'));
  await waitForList(page);
  const toggle = page.locator(`[data-testid="activation-${driver.id}"] input`);
  assert.equal(await toggle.isChecked(), true);
  const calls = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/main/user-change-status')) calls.push(request.url());
  });
  await toggle.click();
  const { dialog, send } = actionDialog(page);
  await dialog.waitFor();
  assert.match(await dialog.innerText(), new RegExp(escapeRegExp(en('engine.deactivateTitle'))));
  assert.equal(await send.isDisabled(), true, 'send waits for a reason');
  assert.deepEqual(calls, [], 'nothing is sent before the reason');
  const reason = 'Did not show up for two bookings';
  await dialog.locator('textarea[name=reason]').fill(reason);
  let changed = nextCall(page, /\/api\/v1\/main\/user-change-status$/, { method: 'POST' });
  await send.click();
  await expectOk(changed);
  await expectToast(page, en('messages.changeActivation'), { variant: 'success' });
  await dialog.waitFor({ state: 'detached' });
  await eventually(
    () => toggle.isChecked(),
    (checked) => checked === false,
    { message: 'the switch shows the driver off' },
  );
  let after = await apiData(server, token, 'main/show-driver', { driver_id: driver.id });
  assert.equal(after.status, 0);
  assert.deepEqual(
    after.ban_reasons.map((ban) => ban.reason),
    [reason],
    'the API has the ban reason',
  );

  changed = nextCall(page, /\/api\/v1\/main\/user-change-status$/, { method: 'POST' });
  await toggle.click();
  await expectOk(changed);
  assert.equal(await page.getByRole('dialog').count(), 0, 'activating asks for nothing');
  await eventually(
    () => toggle.isChecked(),
    (checked) => checked === true,
    { message: 'the switch shows the driver on' },
  );
  after = await apiData(server, token, 'main/show-driver', { driver_id: driver.id });
  assert.equal(after.status, 1);
});

// --- the viewer ---

suite.test('the viewer sees the name-change requests (without decisions) and no other people or work entry', { context: { language: 'ar', signedInAs: VIEWER } }, async ({ page, server }) => {
  const areas = new Map(loadAreas().map((area) => [area.area, area]));
  const groups = loadMenu().items.filter((item) => item.group === 'people' || item.group === 'work');
  const entries = groups.flatMap((group) => group.items.map((item) => listPath(areas.get(item.area))));
  const nameRequests = listPath(areas.get('change-name-requests'));
  assert.ok(entries.includes(nameRequests) && entries.length > 1);

  await page.goto(server.url('/home'));
  await page.locator('[data-testid=greeting]').waitFor();
  await page.locator('[data-testid=menu-skeleton]').waitFor({ state: 'detached' });
  await page.locator('[data-testid^="menu-link-"]').first().waitFor();
  for (const group of await page.locator('[data-testid^="menu-group-"]').all()) {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  const links = await page.locator('[data-testid^="menu-link-"]').evaluateAll((found) => found.map((link) => link.getAttribute('data-testid').replace(/^menu-link-/, '')));
  assert.ok(links.includes(nameRequests), `the menu shows ${nameRequests}: ${links}`);
  for (const to of entries.filter((entry) => entry !== nameRequests)) assert.ok(!links.includes(to), `the menu hides ${to}`);

  await page.locator(`[data-testid="menu-link-${nameRequests}"]`).click();
  await waitForPath(page, nameRequests);
  await waitForList(page);
  const rows = page.locator('[data-testid=list-row]');
  assert.ok((await rows.count()) > 0, 'the viewer sees the requests');
  assert.equal(await page.locator('[data-testid=list-row] [data-testid^="accept-"], [data-testid=list-row] [data-testid^="reject-"]').count(), 0, 'no accept or reject actions');
  // The API agrees: the viewer may list the requests but not decide them.
  const viewerToken = await server.token(VIEWER);
  const answer = await server.api('dashboard/employees/employee-requests', { token: viewerToken });
  assert.equal(answer.status, 200);
  assert.equal(await rows.count(), answer.body.data.length);
  assert.equal(answer.body.permissions.accept_or_refuse, false);
  const [first] = answer.body.data;
  const decision = await server.api(`dashboard/employees/change-status-requests/${first.id}`, { method: 'POST', token: viewerToken, body: { status: 'accepted' } });
  assert.equal(decision.status, 403, "the API refuses the viewer's decision");
});
