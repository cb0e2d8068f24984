// Live lists and records: what one admin changes shows on another admin's open screens without a
// reload (the list refreshed where it is, the row marked and announced; an open form told, keeping
// what was typed; who else has the record open), a backend publishing through the Pusher HTTP API
// reaches them the same way, and after a server restart the open list is fetched once.
import assert from 'node:assert/strict';
import Pusher from 'pusher';
import { ADMIN, VIEWER, apiSession, browserSuite, eventually, expectToast, newContext, text, waitForList } from './harness.mjs';

// The server the suite starts signs with this secret, so this file can publish as a backend would.
const SECRET = 'live-test-pusher-secret';
process.env.PUSHER_APP_SECRET = SECRET;

const suite = browserSuite(import.meta.url);

const isBankListRead = (request) => /\/api\/v1\/dashboard\/banks\?/.test(request.url()) && request.method() === 'GET';

/** Waits until the page's live connection is up (the header's indicator). */
async function live(page, timeout = 15_000) {
  await eventually(
    () => page.locator('[data-testid=realtime-indicator]').getAttribute('data-state'),
    (state) => state === 'connected',
    { timeout, message: 'live updates are connected' },
  );
}

/** A seeded admin whose role ("banks editor") edits banks: a second person on the same records. */
const BANKS_EDITOR = { email: 'dalal@example.com', password: 'Staff123', name: 'Dalal Alshammari' };

/** Another browser context (another person), signed in as the account, on a page. */
async function otherPerson(suiteBrowser, server, account, path, language = 'en') {
  const context = await newContext(suiteBrowser, server, { language, session: await apiSession(server, account) });
  const page = await context.newPage();
  await page.goto(server.url(path));
  return { context, page };
}

function firstBankRow(page) {
  return page.locator('[data-testid=list-row]').first();
}

/** A bank row's id, from its first column. */
async function bankIdOf(row) {
  return (await row.locator('td:not([data-select])').first().innerText()).trim();
}

suite.test('an admin’s edit through the UI shows on another admin’s open banks list without a reload', { context: { signedInAs: VIEWER, language: 'en' } }, async ({ page, server, browser }) => {
  await page.goto(server.url('/banks/all'));
  await waitForList(page);
  await live(page);
  await page.evaluate(() => (window.__sameDocument = true));
  const row = firstBankRow(page);
  const id = await bankIdOf(row);

  const editor = await otherPerson(browser, server, ADMIN, `/banks/edit/${id}`);
  try {
    const field = editor.page.locator('#root_name_en');
    await field.waitFor();
    const renamed = `Renamed live ${Date.now()}`;
    await field.fill(renamed);
    await editor.page.locator('[data-testid=form-submit]').click();
    await expectToast(editor.page, text('en', 'messages.editedSuccessfully'));

    const shown = page.locator('[data-testid=list-row]').filter({ hasText: renamed });
    await shown.waitFor({ timeout: 10_000 });
    assert.equal(await shown.getAttribute('data-changed'), 'true', 'the changed row is marked');
    const unmarked = await page
      .locator('[data-testid=list-row]:not([data-changed])')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    assert.notEqual(await shown.evaluate((element) => getComputedStyle(element).backgroundColor), unmarked, 'the mark is a colour the other rows have not');
    // The viewer may not list the admins: the server tells them an admin made it, not which one.
    await eventually(
      () => page.locator('[data-testid=list-live]').innerText(),
      (said) => said === text('en', 'live.updated', { id, name: text('en', 'live.anotherAdmin') }),
      { message: 'the change is announced' },
    );
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no reload happened');
    await eventually(
      () => shown.getAttribute('data-changed'),
      (mark) => mark === null,
      { timeout: 8_000, message: 'the mark goes after a moment' },
    );
  } finally {
    await editor.context.close();
  }
});

suite.test(
  'two admins on one edit form: each sees the other, and the one still typing is told and keeps the text',
  { context: { signedInAs: ADMIN, language: 'en' } },
  async ({ page, server, browser }) => {
    const token = await server.token(ADMIN);
    const bank = (await server.api('dashboard/banks', { token, language: 'en' })).body.data[0];
    await page.goto(server.url(`/banks/edit/${bank.id}`));
    await page.locator('#root_name_en').waitFor();
    await live(page);

    const other = await otherPerson(browser, server, BANKS_EDITOR, `/banks/edit/${bank.id}`);
    try {
      await other.page.locator('#root_name_en').waitFor();
      await eventually(
        () =>
          page
            .locator('[data-testid=record-presence]')
            .innerText()
            .catch(() => ''),
        (shown) => shown.includes(BANKS_EDITOR.name),
        { message: 'the first admin sees the second on the record' },
      );
      await eventually(
        () =>
          other.page
            .locator('[data-testid=record-presence]')
            .innerText()
            .catch(() => ''),
        (shown) => shown.length > 0,
        { message: 'the second sees the first' },
      );

      await page.locator('#root_name_en').fill('Mine, not saved yet');
      const saved = `Saved by the second ${Date.now()}`;
      await other.page.locator('#root_name_en').fill(saved);
      await other.page.locator('[data-testid=form-submit]').click();
      await expectToast(other.page, text('en', 'messages.editedSuccessfully'));

      const notice = page.locator('[data-testid=record-changed]');
      await notice.waitFor({ timeout: 10_000 });
      assert.match(await notice.innerText(), new RegExp(text('en', 'live.changedBy', { name: BANKS_EDITOR.name }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      assert.equal(await page.locator('#root_name_en').inputValue(), 'Mine, not saved yet', 'what was typed stays');
      // The second admin left the page when saving: they are no longer shown as here.
      await eventually(
        () => page.locator('[data-testid=record-presence]').count(),
        (n) => n === 0,
        { message: 'the one who left is no longer shown' },
      );

      await page.locator('[data-testid=record-reload]').click();
      await eventually(
        () => page.locator('#root_name_en').inputValue(),
        (value) => value === saved,
        { message: 'reload shows the saved record' },
      );
      assert.equal(await notice.count(), 0);
    } finally {
      await other.context.close();
    }
  },
);

suite.test(
  'a backend publishing through the HTTP API reaches the open list, and a notification sent twice toasts once',
  { context: { signedInAs: ADMIN, language: 'en' } },
  async ({ page, server }) => {
    await page.goto(server.url('/banks/all'));
    await waitForList(page);
    await live(page);
    const id = await bankIdOf(firstBankRow(page));
    const backend = new Pusher({ appId: 'marketplace', key: 'dashboard-key', secret: SECRET, host: '127.0.0.1', port: new URL(server.origin).port, useTLS: false });

    // Connected is not yet subscribed: the channel is asked for after its authorisation, and an
    // event published before that reaches nobody (as with Pusher).
    await eventually(
      async () => (await (await backend.get({ path: '/channels/private-dashboard.banks' })).json()).occupied,
      (occupied) => occupied === true,
      { message: 'the open list is subscribed to its channel' },
    );
    const refreshed = page.waitForRequest(isBankListRead);
    await backend.trigger('private-dashboard.banks', 'model.changed', { group: 'banks', id: Number(id), action: 'updated', by: { id: 99, name: 'Backend job' }, at: new Date().toISOString() });
    await refreshed;
    await eventually(
      () => page.locator('[data-testid=list-live]').innerText(),
      (said) => said === text('en', 'live.updated', { id, name: 'Backend job' }),
      { message: 'the backend’s change is announced' },
    );
    assert.equal(await firstBankRow(page).getAttribute('data-changed'), 'true');

    const notification = {
      id: `backend-${Date.now()}`,
      title: 'Backend notice',
      title_en: 'Backend notice',
      title_ar: 'تنبيه',
      notify_type: 'contact_us',
      data: { type: 'contact', provider_id: null },
    };
    const event = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
    await backend.trigger('private-App.Models.User.1', event, notification);
    await backend.trigger('private-App.Models.User.1', event, notification);
    await expectToast(page, 'Backend notice');
    await new Promise((done) => setTimeout(done, 1000));
    assert.equal(await page.locator('.notistack-SnackbarContainer [role=alert]').filter({ hasText: 'Backend notice' }).count(), 1, 'one toast for one notification');
  },
);

suite.test(
  'after a server restart the open list is fetched once, and the header says when live updates are down',
  { context: { signedInAs: VIEWER, language: 'en' }, timeout: 120_000 },
  async ({ page, server }) => {
    await page.goto(server.url('/banks/all'));
    await waitForList(page);
    await live(page);
    const indicator = page.locator('[data-testid=realtime-indicator]');
    assert.equal(await indicator.getAttribute('aria-label'), text('en', 'live.state.connected'));
    const states = [];
    await page.exposeFunction('__liveState', (state) => states.push(state));
    await page.evaluate(() => {
      const node = document.querySelector('[data-testid=realtime-indicator]');
      new MutationObserver(() => window.__liveState(node.getAttribute('data-state'))).observe(node, { attributes: true, attributeFilter: ['data-state'] });
    });
    let reads = 0;
    page.on('request', (request) => {
      if (isBankListRead(request)) reads += 1;
    });

    await server.restart();
    await live(page, 10_000);
    assert.ok(
      states.some((state) => state === 'unavailable' || state === 'connecting'),
      `the indicator showed the outage: ${states.join(', ')}`,
    );
    await eventually(
      () => reads,
      (n) => n >= 1,
      { message: 'the list is fetched after the reconnection' },
    );
    await new Promise((done) => setTimeout(done, 1500));
    assert.equal(reads, 1, 'fetched once, not more');
  },
);
