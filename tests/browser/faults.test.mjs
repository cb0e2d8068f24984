// The dashboard when the API fails on purpose: errors, broken or unexpected answers, no network
// and slow answers on every kind of screen; saves that fail, double clicks, a session that ends
// in the middle of a form, and a descriptor the engine cannot draw.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { ADMIN, ROOT, apiSession, browserSuite, chooseOption, eventually, expectToast, followMenu, login, newContext, rowIds, signInViaApi, startServer, text, waitForPath } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const en = (key, values) => text('en', key, values);

/** An API path, matched exactly (its query ignored): `/api/v1/dashboard/banks` is not `/banks/1`. */
const apiPath = (path) => (url) => url.pathname === `/api/v1/${path}`;

const json = (body) => ({ status: 200, contentType: 'application/json', body });

/** The ways a read can fail, each with what the screen should say. */
const FAULTS = [
  {
    name: 'a 500 with a message',
    handle: (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The records store is down' }) }),
    says: 'The records store is down',
  },
  { name: 'malformed JSON', handle: (route) => route.fulfill(json('{"data": [')) },
  { name: 'an unexpected shape (data is text)', handle: (route) => route.fulfill(json('{"data": "nope"}')) },
  { name: 'an unexpected shape (no data)', handle: (route) => route.fulfill(json('{"rows": 1}')) },
  { name: 'no network', handle: (route) => route.abort('internetdisconnected'), says: en('errors.network') },
];

const SLOW_MS = 5_000;

/** Fails the test when the page threw anything it did not catch. */
function watchPageErrors(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return () => assert.deepEqual(errors, [], 'the page throws no uncaught error');
}

/** The shell is drawn (never a blank page) and the page has something to read. */
async function assertNotBlank(page, what) {
  await page.locator('[data-testid=greeting]').waitFor();
  await eventually(
    async () => (await page.locator('main').innerText()).trim(),
    (shown) => shown.length > 0,
    { message: `${what}: the main part of the page shows something` },
  );
}

/**
 * Each read screen: where it is, the call it makes, how to reach the part that shows the
 * answer (the bell opens its menu) and what it shows once the answer arrives.
 */
async function readScreens(server) {
  const token = await server.token(ADMIN);
  const orders = await server.api('dashboard/jobs/get-jobs', { token, language: 'en' });
  const order = orders.body.data[0];
  const booking = (await server.api('main/report-details', { token, language: 'en', query: { status: 'finished', booking_type: 'service' } })).body.data[0];
  return [
    { name: 'the banks list', path: '/banks/all', call: 'dashboard/banks', ready: '[data-testid=list-row]' },
    { name: "a bank's show page", path: '/banks/show/1', call: 'dashboard/banks/1', ready: '[data-testid=show-name_ar]' },
    { name: "a bank's edit form", path: '/banks/edit/1', call: 'dashboard/banks/1', ready: '#root_name_ar' },
    { name: 'the home statistics', path: '/home', call: 'dashboard/statistics', ready: '[data-testid=stat-employees]' },
    {
      name: "the bell's notifications",
      path: '/home',
      call: 'dashboard/get-notifications-admin',
      open: (page) => page.locator('[data-testid=bell]').click(),
      scope: '[data-testid=bell-menu]',
      ready: '[data-testid=bell-item]',
    },
    { name: 'an order (custom screen)', path: `/orders/show/${order.id}`, call: `dashboard/jobs/job-details/${order.id}`, ready: '[data-testid=order-section-order]' },
    {
      name: 'the report detail',
      path: `/financial-reports/details?driver_id=${booking.driver_id}&status=finished&order_type=service`,
      call: 'main/report-details',
      ready: '[data-testid=report-status]',
    },
  ];
}

/** Opens the screen; a first navigation that lands while the fault is routed. */
async function open(page, server, screen) {
  await page.goto(server.url(screen.path));
  await assertNotBlank(page, screen.name);
  if (screen.open) await screen.open(page);
  return screen.scope ? page.locator(screen.scope) : page.locator('main');
}

for (const target of ['the banks list', "a bank's show page", "a bank's edit form", 'the home statistics', "the bell's notifications", 'an order (custom screen)', 'the report detail']) {
  suite.test(
    `${target}: every failed read says so and offers a retry; a slow one shows it is loading`,
    { timeout: 240_000, context: { signedInAs: ADMIN, language: 'en' } },
    async ({ page, server }) => {
      const noPageErrors = watchPageErrors(page);
      const screen = (await readScreens(server)).find((s) => s.name === target);
      const matcher = apiPath(screen.call);

      for (const fault of FAULTS) {
        await page.route(matcher, fault.handle);
        const scope = await open(page, server, screen);
        const retry = scope.locator('[data-testid=retry]');
        try {
          await retry.waitFor();
        } catch (error) {
          throw new Error(`${screen.name}, ${fault.name}: no retry button`, { cause: error });
        }
        if (fault.says) await scope.getByText(fault.says).first().waitFor();
        assert.equal(await scope.locator(screen.ready).count(), 0, `${screen.name}, ${fault.name}: no data is pretended`);
        // The call answers again: the retry shows the data without leaving the page.
        await page.unroute(matcher);
        const before = page.url();
        await retry.click();
        await scope.locator(screen.ready).first().waitFor();
        assert.equal(page.url(), before, `${screen.name}, ${fault.name}: the retry stays on the page`);
        await scope.locator('[data-testid=retry]').waitFor({ state: 'detached' });
      }

      // A slow answer: a loading state while it is on its way, then the data. The answer is held
      // until the loading state has been seen (at most SLOW_MS), so no test waits out the delay.
      let released;
      let release;
      const held = new Promise((resolve) => {
        release = resolve;
      });
      await page.route(matcher, async (route) => {
        await Promise.race([held, new Promise((resolve) => setTimeout(resolve, SLOW_MS))]);
        released = Date.now();
        await route.continue().catch(() => {});
      });
      const started = Date.now();
      const scope = await open(page, server, screen);
      await scope.locator('[role=status], [aria-busy=true], .MuiSkeleton-root').first().waitFor();
      assert.equal(await scope.locator(screen.ready).count(), 0, `${screen.name}: nothing is shown as data before it arrives`);
      assert.ok(Date.now() - started < SLOW_MS && released === undefined, `${screen.name}: the loading state shows before the answer`);
      release();
      await scope
        .locator(screen.ready)
        .first()
        .waitFor({ timeout: SLOW_MS + 15_000 });
      assert.ok(released !== undefined, `${screen.name}: the data came with the slow answer`);
      assert.equal(await scope.locator('[data-testid=retry]').count(), 0);
      await page.unroute(matcher);
      noPageErrors();
    },
  );
}

suite.test('a screen whose code cannot be fetched says so, and a retry loads it; so does the shell', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const noPageErrors = watchPageErrors(page);
  // The show screen's code is not on the page yet and the network is gone when it is opened.
  const showCode = (url) => /\/dashboard\/assets\/ShowScreen-[^/]+\.js$/.test(url.pathname);
  await page.route(showCode, (route) => route.abort('internetdisconnected'));
  await page.goto(server.url('/banks/all'));
  const [id] = await rowIds(page);
  await page.locator(`[data-testid="show-${id}"]`).click();
  await waitForPath(page, `/banks/show/${id}`);
  const failed = page.locator('[data-testid=screen-load-failed]');
  await failed.waitFor();
  await failed.getByText(en('engine.screenLoadFailed')).waitFor();
  assert.equal(await page.locator('[data-testid=area-broken]').count(), 0, 'a missing screen is not blamed on the descriptor');
  await page.locator('[data-testid=greeting]').waitFor();

  await page.unroute(showCode);
  await failed.locator('[data-testid=retry]').click();
  await page.locator('[data-testid=show-name_ar]').waitFor();
  await waitForPath(page, `/banks/show/${id}`);

  // The shell's own code missing on a first load: a page that says so, not a blank one.
  const shellCode = (url) => /\/dashboard\/assets\/AppShell-[^/]+\.js$/.test(url.pathname);
  await page.route(shellCode, (route) => route.abort('internetdisconnected'));
  await page.goto(server.url('/home'));
  const missing = page.locator('[data-testid=screen-load-failed]');
  await missing.waitFor();
  await page.getByRole('heading', { name: en('engine.appErrorTitle') }).waitFor();
  await page.getByText(en('engine.screenLoadFailed')).waitFor();
  await page.unroute(shellCode);
  await missing.locator('[data-testid=retry]').click();
  await page.locator('[data-testid=stat-employees]').waitFor();
  noPageErrors();
});

// --- saves ---

const isBankCreate = (request) => new URL(request.url()).pathname === '/api/v1/dashboard/banks' && request.method() === 'POST';
const exactly = (value) => new RegExp(`^\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

async function bankTotal(server, token) {
  const answer = await server.api('dashboard/banks', { token });
  assert.equal(answer.status, 200);
  return answer.body.meta.total;
}

/** Fills the bank create form; returns what each field should keep. */
async function fillBank(page, suffix) {
  await page.locator('#root_name_ar').fill(`بنك المحاولة ${suffix}`);
  await page.locator('#root_name_en').fill(`Retry Bank ${suffix}`);
  await chooseOption(page, page.locator('#root_country_id'), exactly('Egypt'));
  // Off, unlike the default: a form that forgot what was typed would show it on again.
  await page.locator('#root_active').uncheck();
  return { name_ar: `بنك المحاولة ${suffix}`, name_en: `Retry Bank ${suffix}`, country: 'Egypt', active: false };
}

async function assertBankForm(page, expected, when) {
  assert.equal(await page.locator('#root_name_ar').inputValue(), expected.name_ar, `${when}: the Arabic name is kept`);
  assert.equal(await page.locator('#root_name_en').inputValue(), expected.name_en, `${when}: the English name is kept`);
  assert.match(await page.locator('#root_country_id').inputValue(), exactly(expected.country), `${when}: the country is kept`);
  assert.equal(await page.locator('#root_active').isChecked(), expected.active, `${when}: the switch is kept`);
}

suite.test('a save that fails keeps everything typed; once the API answers again it saves', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const noPageErrors = watchPageErrors(page);
  const token = await server.token(ADMIN);
  const before = await bankTotal(server, token);
  await page.goto(server.url('/banks/create'));
  const typed = await fillBank(page, 'one');
  const banks = apiPath('dashboard/banks');

  // The server fails with its own message.
  await page.route(banks, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Saving is down for a moment' }) }) : route.fallback(),
  );
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, 'Saving is down for a moment', { variant: 'error' });
  await waitForPath(page, '/banks/create');
  await assertBankForm(page, typed, 'after a 500');
  assert.equal(await page.locator('[data-testid=form-submit]').isEnabled(), true, 'the form can be sent again');
  await page.unroute(banks);

  // No network at all.
  await page.route(banks, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, en('errors.network'), { variant: 'error' });
  await assertBankForm(page, typed, 'without a network');
  assert.equal(await bankTotal(server, token), before, 'nothing was saved yet');
  await page.unroute(banks);

  // The API answers again: the same form saves as it is.
  const created = page.waitForResponse((response) => isBankCreate(response.request()));
  await page.locator('[data-testid=form-submit]').click();
  assert.equal((await created).status(), 200);
  await expectToast(page, en('messages.addedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/banks/all');
  assert.equal(await bankTotal(server, token), before + 1);
  const saved = (await server.api('dashboard/banks', { token, language: 'en', query: { name: typed.name_en } })).body.data;
  assert.equal(saved.length, 1);
  assert.equal(saved[0].active, false);
  noPageErrors();
});

suite.test('a double click on save creates one record', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const noPageErrors = watchPageErrors(page);
  const token = await server.token(ADMIN);
  const posts = [];
  page.on('request', (request) => {
    if (isBankCreate(request)) posts.push(request);
  });
  // A slow server: the second click lands while the first save is on its way.
  await page.route(apiPath('dashboard/banks'), async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });

  for (const [how, click] of [
    ['a double click', (button) => button.dblclick()],
    [
      'two clicks in one go',
      (button) =>
        button.evaluate((element) => {
          element.click();
          element.click();
        }),
    ],
    [
      'Enter twice',
      async (button) => {
        await page.locator('#root_name_en').press('Enter');
        await page
          .locator('#root_name_en')
          .press('Enter')
          .catch(() => {});
        await button.count();
      },
    ],
  ]) {
    const before = await bankTotal(server, token);
    const sent = posts.length;
    await page.goto(server.url('/banks/create'));
    const typed = await fillBank(page, how);
    await click(page.locator('[data-testid=form-submit]'));
    await expectToast(page, en('messages.addedSuccessfully'), { variant: 'success' });
    await waitForPath(page, '/banks/all');
    // Time for a second request to show up, if there were one.
    await page.waitForTimeout(1_500);
    assert.equal(posts.length - sent, 1, `${how}: one POST`);
    assert.equal(await bankTotal(server, token), before + 1, `${how}: one more record`);
    const saved = (await server.api('dashboard/banks', { token, language: 'en', query: { name: typed.name_en } })).body.data;
    assert.equal(saved.length, 1, `${how}: one record with that name`);
  }
  noPageErrors();
});

// --- drafts ---

const draftKeys = (page) => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('dashboard.draft.')));

suite.test('a save refused with 401 keeps the draft: after signing in again the same form offers it back', { context: { language: 'en' } }, async ({ page, server }) => {
  const noPageErrors = watchPageErrors(page);
  const token = await server.token(ADMIN);
  const session = await signInViaApi(page, server, ADMIN, '/home');
  await page.goto(server.url('/banks/create'));
  const typed = await fillBank(page, 'draft');
  const banks = apiPath('dashboard/banks');
  await page.route(banks, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthenticated."}' }) : route.fallback(),
  );
  await page.locator('[data-testid=form-submit]').click();
  await waitForPath(page, '/');
  await page.locator('input[name=email]').waitFor();
  assert.deepEqual(await draftKeys(page), [`dashboard.draft.${session.id}.banks.create.-`], 'the draft outlives the session');
  await page.unroute(banks);

  await login(page, server, ADMIN.email, ADMIN.password);
  // Another form of the area offers nothing.
  await page.goto(server.url('/banks/edit/1'));
  await eventually(
    () => page.locator('#root_name_en').inputValue(),
    (value) => value !== '',
    { message: 'the edit form is filled' },
  );
  assert.equal(await page.locator('[data-testid=draft-bar]').count(), 0, "an edit form does not offer the create form's draft");

  await page.goto(server.url('/banks/create'));
  const bar = page.locator('[data-testid=draft-bar]');
  await bar.waitFor();
  assert.match(await bar.innerText(), new RegExp(en('engine.draftOffer').replace(/[?]/g, '\\?')));
  assert.equal(await bar.locator('[data-testid=draft-files-left-out]').count(), 0, 'a form without files says nothing about them');
  assert.equal(await page.locator('#root_name_en').inputValue(), '', 'nothing is filled before the admin asks');
  await bar.locator('[data-testid=draft-restore]').click();
  await bar.waitFor({ state: 'detached' });
  await assertBankForm(page, typed, 'restored');

  const before = await bankTotal(server, token);
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, en('messages.addedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/banks/all');
  assert.equal(await bankTotal(server, token), before + 1);
  assert.deepEqual(await draftKeys(page), [], 'a saved form leaves no draft');
  await page.goto(server.url('/banks/create'));
  await page.locator('#root_name_en').waitFor();
  await page.waitForTimeout(500);
  assert.equal(await page.locator('[data-testid=draft-bar]').count(), 0, 'nothing is offered after a save');
  noPageErrors();
});

suite.test('a token revoked in the middle of an edit keeps the draft; Discard drops it', { context: { language: 'ar' } }, async ({ page, server }) => {
  const ar = (key, values) => text('ar', key, values);
  const noPageErrors = watchPageErrors(page);
  const apiToken = await server.token(ADMIN);
  const country = (await server.api('dashboard/countries', { token: apiToken, query: { page: 1 } })).body.data[0];
  const created = await server.api('dashboard/banks', { method: 'POST', token: apiToken, body: { name_ar: 'بنك المسودة', name_en: 'Draft Bank', country_id: country.id, active: 1 } });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const banks = (await server.api('dashboard/banks', { token: apiToken, language: 'en', query: { name: 'Draft Bank' } })).body.data;
  const id = String(banks[0].id);

  const session = await signInViaApi(page, server, ADMIN, '/home');
  await page.goto(server.url(`/banks/edit/${id}`));
  await eventually(
    () => page.locator('#root_name_en').inputValue(),
    (value) => value === 'Draft Bank',
    { message: 'the edit form is filled' },
  );
  // A form opened and left alone keeps nothing.
  await page.waitForTimeout(1_500);
  assert.deepEqual(await draftKeys(page), [], 'an untouched form keeps no draft');
  await page.locator('#root_name_en').fill('Draft Bank, typed');

  // The session ends elsewhere (signed out on another device); the save hears of it.
  assert.equal((await server.api('dashboard/logout', { method: 'POST', token: session.token })).status, 200);
  await page.locator('[data-testid=form-submit]').click();
  await waitForPath(page, '/');
  await page.locator('input[name=email]').waitFor();
  assert.deepEqual(await draftKeys(page), [`dashboard.draft.${session.id}.banks.edit.${id}`]);
  assert.equal((await server.api(`dashboard/banks/${id}`, { token: apiToken, language: 'en' })).body.data.name_en, 'Draft Bank', 'nothing was saved');

  await login(page, server, ADMIN.email, ADMIN.password);
  await page.goto(server.url(`/banks/edit/${id}`));
  const bar = page.locator('[data-testid=draft-bar]');
  await bar.waitFor();
  assert.match(await bar.innerText(), new RegExp(ar('engine.draftOffer').replace(/[?؟]/g, '.')));
  assert.equal(await page.locator('#root_name_en').inputValue(), 'Draft Bank', 'the form shows the record until the admin chooses');
  await bar.locator('[data-testid=draft-discard]').click();
  await bar.waitFor({ state: 'detached' });
  assert.equal(await page.locator('#root_name_en').inputValue(), 'Draft Bank');
  assert.deepEqual(await draftKeys(page), [], 'Discard drops the draft');
  await page.reload();
  await eventually(
    () => page.locator('#root_name_en').inputValue(),
    (value) => value === 'Draft Bank',
    { message: 'the edit form is filled again' },
  );
  await page.waitForTimeout(500);
  assert.equal(await page.locator('[data-testid=draft-bar]').count(), 0, 'a discarded draft is not offered again');
  noPageErrors();
});

// --- a descriptor the engine cannot draw ---

/** Builds the dashboard from `descriptorsDir` into `outDir`; returns whether it built and what it printed. */
function build(descriptorsDir, outDir, extraEnv = {}) {
  const env = { ...process.env, DESCRIPTORS_DIR: descriptorsDir, OUT_DIR: outDir, ...extraEnv };
  if (!('DESCRIPTOR_CHECK' in extraEnv)) delete env.DESCRIPTOR_CHECK;
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, env, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

suite.test('a broken descriptor in a production build names its area; the menu and the other areas keep working', { timeout: 300_000 }, async ({ browser }) => {
  const work = mkdtempSync(join(tmpdir(), 'faults-broken-'));
  const descriptorsDir = join(work, 'descriptors');
  cpSync(join(ROOT, 'descriptors'), descriptorsDir, { recursive: true });
  const edit = (file, change) => {
    const path = join(descriptorsDir, file);
    const descriptor = JSON.parse(readFileSync(path, 'utf8'));
    change(descriptor);
    writeFileSync(path, JSON.stringify(descriptor, null, 2));
  };
  // Two ways of breaking a list that only show when it is drawn: a cell the engine lacks, columns that are not a list.
  edit('banks.json', (d) => {
    d.list.columns.find((column) => column.field === 'country.name').cell = 'sparkles';
  });
  edit('job-titles.json', (d) => {
    d.list.columns = { id: 'common.serial' };
  });

  let server;
  try {
    // The ordinary build refuses them, naming the file.
    const refused = build(descriptorsDir, join(work, 'refused'));
    assert.equal(refused.ok, false, 'the build refuses broken descriptors');
    assert.match(refused.output, /banks\.json/);
    assert.match(refused.output, /job-titles\.json/);

    // DESCRIPTOR_CHECK=warn prints the problems and builds anyway.
    const outDir = join(work, 'dist');
    const built = build(descriptorsDir, outDir, { DESCRIPTOR_CHECK: 'warn' });
    assert.equal(built.ok, true, built.output);
    assert.match(built.output, /banks\.json/, 'the build still names the broken descriptor');

    server = await startServer({ staticDir: outDir });
    const context = await newContext(browser, server, { language: 'en', session: await apiSession(server) });
    const page = await context.newPage();
    const noPageErrors = watchPageErrors(page);

    // The broken list says which area it is and why; the shell around it stays.
    await page.goto(server.url('/banks/all'));
    const broken = page.locator('[data-testid=area-broken]');
    await broken.waitFor();
    assert.equal(await broken.getAttribute('data-area'), 'banks');
    await broken.getByText(en('engine.areaCannotDraw', { area: 'banks' })).waitFor();
    assert.match(await broken.locator('[data-testid=area-broken-detail]').innerText(), /sparkles/);
    await page.locator('[data-testid=greeting]').waitFor();

    // Its form is drawn from parts of the descriptor that are fine; its show page, which shows the
    // list's columns (it names no sections of its own), names the area and the broken cell too.
    await page.goto(server.url('/banks/create'));
    await page.locator('#root_name_ar').waitFor();
    assert.equal(await page.locator('[data-testid=area-broken]').count(), 0);
    await page.goto(server.url('/banks/show/1'));
    await broken.waitFor();
    assert.equal(await broken.getAttribute('data-area'), 'banks');
    assert.match(await broken.locator('[data-testid=area-broken-detail]').innerText(), /sparkles/);

    // The second broken area, then on through the menu to a sound one without reloading.
    await page.goto(server.url('/jobs/all'));
    await broken.waitFor();
    assert.equal(await broken.getAttribute('data-area'), 'job-titles');
    await broken.getByText(en('engine.areaCannotDraw', { area: 'job-titles' })).waitFor();
    // The group of the page shown is open as the menu arrives: following its links needs no click on it.
    await page.locator('[data-testid=menu-skeleton]').waitFor({ state: 'detached' });
    assert.equal(await page.locator('[data-testid="menu-group-referenceData"]').getAttribute('aria-expanded'), 'true');
    await followMenu(page, 'referenceData', '/cancellation-reasons/all');
    await waitForPath(page, '/cancellation-reasons/all');
    assert.ok((await rowIds(page)).length > 0, 'another area of the same menu group lists its rows');
    assert.equal(await page.locator('[data-testid=area-broken]').count(), 0);
    // And back to the broken one from the menu: still named, still contained.
    await followMenu(page, 'referenceData', '/banks/all');
    await waitForPath(page, '/banks/all');
    await broken.waitFor();
    assert.equal(await broken.getAttribute('data-area'), 'banks');
    await followMenu(page, 'geography', '/cities/all');
    await waitForPath(page, '/cities/all');
    assert.ok((await rowIds(page)).length > 0, 'an area of another group lists its rows');
    await page.goto(server.url('/home'));
    await page.locator('[data-testid=stat-employees]').waitFor();
    noPageErrors();
    await context.close();
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
