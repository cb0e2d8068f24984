// Notifications end to end: a notification raised on the server reaches an open dashboard
// over the real-time channel (badge, toast, list) without a reload, a click marks it read and
// opens where its type leads, the notifications page marks and deletes, the connection comes
// back after the server restarts, and a notification is sent from the create form.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, chooseOption, eventually, expectToast, pathOf, text, waitForList, waitForPath } from './harness.mjs';

const suite = browserSuite(import.meta.url);

const badge = (page) => page.locator('[data-testid=bell-badge]');
const unreadCount = async (page) => Number(await badge(page).getAttribute('data-count'));

/** Waits until the bell's real-time connection is up. */
async function connected(page, timeout = 15_000) {
  await eventually(
    () => page.locator('[data-testid=bell]').getAttribute('data-realtime'),
    (state) => state === 'connected',
    { timeout, message: 'the real-time connection is up' },
  );
}

/** Raises one marketplace event on the server; answers the stored notification's texts. */
async function raise(server, type) {
  const token = await server.token();
  const answer = await server.api('dashboard/demo/notify', { method: 'POST', token, body: { notify_type: type } });
  assert.equal(answer.status, 200, `raising ${type}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** The admin's newest incoming notification, as the API gives it. */
async function newest(server, language) {
  const token = await server.token();
  const answer = await server.api('dashboard/get-notifications-admin', { token, language });
  return { first: answer.body.data[0], unread: answer.body.unread_notifications_count };
}

suite.test('a notification raised on the server arrives without a reload; clicking it opens the provider', { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
  await page.goto(server.url('/home'));
  await connected(page);
  const before = await unreadCount(page);
  await page.evaluate(() => (window.__sameDocument = true));

  const raised = await raise(server, 'provider_update_profile');
  assert.ok(raised.data.provider_id, 'the event names the provider');
  await eventually(
    () => unreadCount(page),
    (count) => count === before + 1,
    { message: 'the badge counts the new notification' },
  );
  await expectToast(page, raised.title_ar);
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no reload happened');

  await page.locator('[data-testid=bell]').click();
  const item = page.locator('[data-testid=bell-item]').first();
  await item.waitFor();
  assert.match(await item.innerText(), new RegExp(raised.title_ar));
  assert.equal(await item.getAttribute('data-read'), 'false');
  await item.click();
  await waitForPath(page, `/providers/show/${raised.data.provider_id}`);
  await eventually(
    () => unreadCount(page),
    (count) => count === before,
    { message: 'the badge counts it read' },
  );
  const { first } = await newest(server, 'ar');
  assert.equal(first.read, true, 'the server has it read');
});

suite.test('the notifications page takes arrivals live, marks read and deletes (English)', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  await page.goto(server.url('/all-notifications'));
  await connected(page);
  await page.locator('[data-testid=inbox-item]').first().waitFor();
  await page.evaluate(() => (window.__sameDocument = true));

  const raised = await raise(server, 'contact_us');
  const first = page.locator('[data-testid=inbox-item]').first();
  await eventually(
    () => first.innerText(),
    (shown) => shown.includes(raised.title_en),
    { message: 'the new notification heads the list' },
  );
  await expectToast(page, raised.title_en);
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no reload happened');

  // Mark read: the page's counter and the bell's badge both go down by one.
  const { first: stored, unread } = await newest(server, 'en');
  assert.equal(await unreadCount(page), unread);
  await page.locator(`[data-testid=inbox-read-${stored.id}]`).click();
  await expectToast(page, text('en', 'inbox.markedRead'));
  await eventually(
    () => unreadCount(page),
    (count) => count === unread - 1,
    { message: 'the badge goes down' },
  );
  await eventually(
    () => page.locator('[data-testid=inbox-unread]').innerText(),
    (shown) => shown.includes(String(unread - 1)),
    { message: 'the page counter goes down' },
  );
  assert.equal(await first.getAttribute('data-read'), 'true');

  // Delete one, after confirming.
  await page.locator(`[data-testid=inbox-delete-${stored.id}]`).click();
  await page.locator('[data-testid=confirm-ok]').click();
  await expectToast(page, text('en', 'messages.deletedSuccessfully'));
  await eventually(
    () => page.locator(`[data-testid=inbox-delete-${stored.id}]`).count(),
    (n) => n === 0,
    { message: 'the deleted one is gone' },
  );

  // Clicking a job notification goes to the orders list.
  await raise(server, 'new_job');
  const { first: job } = await newest(server, 'en');
  await page.locator(`[data-testid=inbox-open-${job.id}]`).waitFor();
  await page.locator(`[data-testid=inbox-open-${job.id}]`).click();
  await waitForPath(page, '/orders/all');
  await waitForList(page);
});

suite.test('delete all asks first, then empties the page and the badge', { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
  await page.goto(server.url('/notifications/get-notifications'));
  await page.locator('[data-testid=inbox-item]').first().waitFor();
  await page.locator('[data-testid=inbox-delete-all]').click();
  await page.getByRole('button', { name: text('ar', 'common.cancel') }).click();
  assert.ok((await page.locator('[data-testid=inbox-item]').count()) > 0, 'cancel keeps them');
  await page.locator('[data-testid=inbox-delete-all]').click();
  await page.locator('[data-testid=confirm-ok]').click();
  await page.getByText(text('ar', 'inbox.empty')).waitFor();
  await eventually(
    () => unreadCount(page),
    (count) => count === 0,
    { message: 'the badge is empty' },
  );
  const token = await server.token();
  assert.equal((await server.api('dashboard/get-notifications-admin', { token })).body.meta.total, 0);
});

suite.test('after the server restarts the connection is back within 10 s, without a reload', { context: { signedInAs: ADMIN }, timeout: 120_000 }, async ({ page, server, t }) => {
  await page.goto(server.url('/home'));
  await connected(page);
  await page.evaluate(() => (window.__sameDocument = true));
  await server.restart();
  const back = Date.now();
  await connected(page, 10_000);
  const seconds = (Date.now() - back) / 1000;
  assert.ok(seconds <= 10, `connected again after ${seconds} s`);
  t.diagnostic(`connected again ${seconds.toFixed(1)} s after the server answered`);
  const before = await unreadCount(page);
  const raised = await raise(server, 'new_provider');
  await eventually(
    () => unreadCount(page),
    (count) => count === before + 1,
    { message: 'a notification after the restart arrives' },
  );
  await expectToast(page, raised.title_ar);
  // The channel joined again after the restart is joined once: one notification, one toast.
  await new Promise((done) => setTimeout(done, 800));
  assert.equal(await page.locator('.notistack-SnackbarContainer [role=alert]').filter({ hasText: raised.title_ar }).count(), 1, 'one toast');
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no reload happened');
});

suite.test('a notification is sent from the create form; a chosen group needs someone chosen (English)', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  await page.goto(server.url('/notifications/create'));
  await page.locator('#root_sender').waitFor();
  // The rules speak in order: the receiver type first.
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, text('en', 'VALIDATION.receiverType'));

  await chooseOption(page, page.locator('#root_sender'), text('en', 'notifications.senders.employee'));
  const title = `Maintenance window ${Date.now()}`;
  await page.locator('#root_title_ar').fill('نافذة صيانة');
  await page.locator('#root_title_en').fill(title);
  await page.locator('#root_content_ar').fill('سيتوقف التطبيق ساعة للصيانة.');
  await page.locator('#root_content_en').fill('The app stops for an hour of maintenance.');
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, text('en', 'VALIDATION.clientAtLeast'));
  assert.equal(pathOf(page), '/notifications/create', 'nothing was sent');

  const token = await server.token();
  const client = (await server.api('dashboard/all-employees', { token, language: 'en' })).body.data[0];
  await page.locator('#root_employees').click();
  const listbox = page.getByRole('listbox');
  await listbox.locator('li[role=option]').filter({ hasText: client.full_name }).first().click();
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/dashboard/send-notifications'));
  await page.locator('[data-testid=form-submit]').click();
  assert.equal((await saved).status(), 200);
  await waitForPath(page, '/notifications/all');
  await waitForList(page);
  assert.match(await page.locator('[data-testid=list-row]').first().innerText(), new RegExp(title));

  const sent = (await server.api('dashboard/send-notifications', { token, language: 'en', query: { title } })).body.data[0];
  const detail = (await server.api(`dashboard/send-notifications/${sent.id}`, { token, language: 'en' })).body.data;
  assert.equal(detail.sender, 'employee');
  assert.deepEqual(
    detail.employees.map((e) => e.id),
    [client.id],
  );

  // Its show page reads it back.
  await page.goto(server.url(`/notifications/show/${sent.id}`));
  await page.locator('[data-testid="show-title_en"]').waitFor();
  assert.equal((await page.locator('[data-testid="show-title_en"]').innerText()).trim(), title);
});

suite.test('menu targets without a screen here say so, and are not a not-found', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  for (const path of ['/authorizations/all', '/shipment/all']) {
    await page.goto(server.url(path));
    await page.locator('[data-testid=unavailable]').waitFor();
    assert.equal(await page.locator('[data-testid=not-found-back]').count(), 0);
  }
});
