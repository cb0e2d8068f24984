// The walks every engine other than Chromium takes (Chromium takes the full suite): sign-in,
// real-time toast, export and rich text in one short walk; every area's list in Arabic; every
// form (and a sample of edit and show pages) in English. Each engine gets one browser, one server
// and one tab per walk; a screen is opened inside the running dashboard, as the back and forward
// buttons move, so each walk loads the dashboard once per language.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { join } from 'node:path';
import { ADMIN, RESULTS_DIR, apiSession, formFields, loadAreas, screensOf, startServer, text } from '../harness.mjs';
import { rawKeysIn } from '../rawKeys.mjs';
import { ENGINES, missingBinaries, startEngine } from './drivers.mjs';

const areas = loadAreas();
/** Arabic-Indic and Eastern Arabic-Indic digits: the dashboard writes every number in Latin digits. */
const NATIVE_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

/** Sets the dashboard's stored preferences (and session) for the origin before a first load. */
export async function prepare(page, server, { language, session }) {
  await page.goto(`${server.origin}/engines-blank`);
  await page.evaluate(
    ({ lang, data }) => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      window.localStorage.setItem('dashboard.language', lang);
      window.localStorage.setItem('dashboard.theme', 'light_theme');
      if (data) window.localStorage.setItem('dashboard.session', JSON.stringify(data));
    },
    { lang: language, data: session ?? null },
  );
}

const PROBLEMS = {
  '[data-testid=not-found-back]': 'the not-found page',
  '[data-testid=go-back]': 'the forbidden page',
  '[data-testid=retry]': 'a load error',
  '[data-testid=permission-retry]': 'a failed permission check',
};

/** Waits for `ready` and fails at once when the dashboard shows an error page instead. */
export async function waitForScreen(page, ready, what) {
  const shown = await page.waitUntil(
    ({ ready: css, problems }) => {
      if (document.querySelector(css)) return 'ready';
      for (const [selector, problem] of Object.entries(problems)) if (document.querySelector(selector)) return `${problem}: ${document.querySelector('[role=alert]')?.innerText ?? ''}`;
      return false;
    },
    { ready, problems: PROBLEMS },
    `${what} (${ready})`,
  );
  assert.equal(shown, 'ready', `${page.engine}: ${what} shows ${shown}`);
}

/** Opens a dashboard path inside the running dashboard, by a history entry, as openInApp does. */
export async function openInApp(page, server, path) {
  await page.evaluate((href) => {
    const idx = (window.history.state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, server.url(path));
}

/** The list has settled: rows or its no-data row drawn, no refresh bar. */
export async function waitForList(page, what) {
  await waitForScreen(page, 'table[aria-busy=false]', what);
  await page.waitForGone('.MuiLinearProgress-root');
}

/** No translation key, and (in Arabic) no Arabic-Indic digit beside the Latin ids and phones. */
async function expectTexts(page, what, language) {
  const shown = await page.evaluate(() => document.body.innerText);
  assert.deepEqual(rawKeysIn(shown), [], `${page.engine}: ${what} shows translation keys`);
  if (language === 'ar') {
    const line = shown.split('\n').find((l) => NATIVE_DIGITS.test(l));
    assert.equal(line, undefined, `${page.engine}: ${what} writes a number in Arabic-Indic digits: "${line}"`);
  }
}

async function expectNoErrors(page, where) {
  const errors = await page.takeErrors();
  assert.deepEqual(errors, [], `${page.engine}: the page logged errors up to ${where}`);
}

/** The first row's id, from its action hooks. */
export function firstRowId(page) {
  return page.evaluate(() => {
    const hook = document.querySelector('[data-testid=list-row] :is([data-testid^="edit-"],[data-testid^="show-"],[data-testid^="delete-"],[data-testid^="activation-"])');
    return hook ? hook.getAttribute('data-testid').replace(/^[a-z]+-/, '') : null;
  });
}

const fieldSelector = (name) => `[id="root_${name}"], [id="root_${name}_0"]`;

/** Waits until the worker this page registered is active, and the page has drawn what followed. */
async function serviceWorkerSettled(page) {
  await page.waitUntil(() => !('serviceWorker' in navigator) || navigator.serviceWorker.ready.then((registration) => Boolean(registration.active)), null, 'the service worker to be active', 60_000);
  // What the registration raised is drawn by the next frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
}

/** sign-in → no false update prompt → real-time toast → export → rich text. */
async function everydayWalk(browser, server) {
  const page = await browser.newPage();
  await prepare(page, server, { language: 'ar' });
  await page.goto(server.url('/'));
  await page.waitFor('input[name=email]', { visible: true });

  await page.type('input[name=email]', ADMIN.email);
  await page.type('input[name=password]', ADMIN.password);
  await page.click('[data-testid=login-submit]');
  await page.waitUntil(() => window.location.pathname === '/dashboard/home' && document.querySelector('[data-testid=greeting]') !== null, null, 'home after signing in');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
  // A first visit (the worker installed while signing in) has no older version running: nothing
  // may offer to reload into a new one.
  await serviceWorkerSettled(page);
  assert.equal(await page.count('[data-testid=update-prompt]'), 0, `${page.engine}: a first visit offers a new version`);
  await page.waitFor('[data-testid=bell][data-realtime=connected]');
  await expectTexts(page, '/home', 'ar');

  // A marketplace event raised on the server arrives as a toast, without a reload.
  await page.evaluate(() => (window.__sameDocument = true));
  const token = await server.token();
  const raised = await server.api('dashboard/demo/notify', { method: 'POST', token, body: { notify_type: 'contact_us' } });
  assert.equal(raised.status, 200, JSON.stringify(raised.body));
  await page.waitUntil(
    (title) => [...document.querySelectorAll('.notistack-SnackbarContainer [role=alert]')].some((toast) => toast.innerText.includes(title)),
    raised.body.data.title_ar,
    'the real-time toast',
  );
  assert.equal(await page.evaluate(() => window.__sameDocument), true, `${page.engine}: the toast came without a reload`);

  // A read still under way when the admin leaves the page is cut short, and is no error: the
  // banks' read starts, and the page goes home at that moment.
  await page.evaluate((home) => {
    const fetchAnswer = window.fetch;
    window.fetch = (...args) => {
      const call = fetchAnswer(...args);
      if (/\/api\/v1\/dashboard\/banks\b/.test(String(args[0]?.url ?? args[0]))) window.location.assign(home);
      return call;
    };
  }, server.url('/home'));
  await openInApp(page, server, '/banks/all');
  await page.waitUntil(() => window.location.pathname === '/dashboard/home' && !window.__sameDocument && document.querySelector('[data-testid=greeting]') !== null, null, 'home again');
  await page.keepLogging();
  await expectNoErrors(page, 'leaving a page with a read under way');

  // Export: the CSV file the page hands to the browser holds the list's rows.
  await openInApp(page, server, '/banks/all');
  await waitForList(page, 'banks list');
  // The file is read where the page makes it (the page's policy lets it fetch no blob: address).
  await page.evaluate(() => {
    window.__savedFiles = [];
    const blobs = new Map();
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob) => {
      const address = createObjectURL.call(URL, blob);
      blobs.set(address, blob);
      return address;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function saved() {
      if (this.download && blobs.has(this.href)) {
        const name = this.download;
        void blobs
          .get(this.href)
          .text()
          .then((body) => window.__savedFiles.push({ name, body }));
        return;
      }
      click.call(this);
    };
  });
  await page.click('[data-testid=export-menu]');
  await page.click('[data-testid=export-csv]');
  const file = await page.waitUntil(() => window.__savedFiles[0], null, 'the CSV file', 60_000);
  assert.match(file.name, /\.csv$/, `${page.engine}: the export is a CSV file`);
  const lines = file.body.trim().split(/\r?\n/);
  const bankCount = (await server.api('dashboard/banks', { token })).body.meta.total;
  assert.equal(lines.length, bankCount + 1, `${page.engine}: the CSV has a header and every bank`);

  // Rich text: what is typed into the English policy is what the server stores.
  await openInApp(page, server, '/app-content/policy');
  await page.waitUntil(() => document.querySelector('#root_content_en')?.innerText.trim(), null, 'the stored policy in the editor');
  const typed = `Policy typed in ${page.engine}`;
  await page.evaluate(() => {
    const editor = document.querySelector('#root_content_en');
    editor.focus();
    const range = document.createRange();
    range.selectNodeContents(editor);
    window.getSelection().removeAllRanges();
    window.getSelection().addRange(range);
  });
  await page.press('Backspace');
  await page.type('#root_content_en', typed);
  await page.waitUntil((expected) => document.querySelector('#root_content_en').innerText.trim() === expected, typed, 'the typed policy');
  await page.click('[data-testid=form-submit]');
  const saved = text('ar', 'messages.savedSuccessfully');
  await page.waitUntil((expected) => [...document.querySelectorAll('.notistack-SnackbarContainer [role=alert]')].some((toast) => toast.innerText.includes(expected)), saved, 'the saved toast');
  const stored = (await server.api('dashboard/general-setting', { token, query: { type: 'privacy_policy' } })).body.data;
  assert.equal(stored.content_en.replace(/<[^>]+>/g, '').trim(), typed, `${page.engine}: the server stores the typed policy`);
  await expectNoErrors(page, 'the end of the everyday walk');
}

/** Every area's list in Arabic, in one tab. */
async function listsWalk(browser, server, session) {
  const page = await browser.newPage();
  await prepare(page, server, { language: 'ar', session });
  await page.goto(server.url('/home'));
  await page.waitFor('[data-testid=greeting]');
  for (const area of areas) {
    if (area.screen === 'single' || !screensOf(area).includes('list')) continue;
    const what = `${area.area} list`;
    await openInApp(page, server, `/${area.route}/all`);
    await page.waitUntil((path) => window.location.pathname === path, `/dashboard/${area.route}/all`, what);
    await waitForList(page, what);
    assert.ok((await page.count('[data-testid=list-row]')) > 0, `${page.engine}: ${what} shows rows`);
    await expectTexts(page, what, 'ar');
  }
  await expectNoErrors(page, 'the end of the lists');
}

/** Every area's create form or one page in English, and the edit and show pages of every third area. */
async function formsWalk(browser, server, session) {
  const page = await browser.newPage();
  await prepare(page, server, { language: 'en', session });
  await page.goto(server.url('/home'));
  await page.waitFor('[data-testid=greeting]');
  let sampled = 0;
  for (const area of areas) {
    const screens = screensOf(area);
    if (screens.includes('single')) {
      await openInApp(page, server, `/${area.route}`);
      await waitForScreen(page, area.custom?.single ? 'main h1' : fieldSelector(formFields(area, 'edit')[0]), `${area.area} page`);
      await expectTexts(page, `${area.area} page`, 'en');
      continue;
    }
    if (screens.includes('create')) {
      await openInApp(page, server, `/${area.route}/create`);
      await waitForScreen(page, area.custom?.create ? 'main h1' : fieldSelector(formFields(area, 'create')[0]), `${area.area} create`);
      await expectTexts(page, `${area.area} create`, 'en');
    }
    if (!screens.includes('list') || !(screens.includes('edit') || screens.includes('show'))) continue;
    sampled += 1;
    if (sampled % 3 !== 1) continue;
    await openInApp(page, server, `/${area.route}/all`);
    await waitForList(page, `${area.area} list`);
    const id = await firstRowId(page);
    assert.ok(id, `${page.engine}: the first row of ${area.area} has an id`);
    if (screens.includes('edit')) {
      await openInApp(page, server, `/${area.route}/edit/${encodeURIComponent(id)}`);
      await waitForScreen(page, area.custom?.edit ? 'main h1' : fieldSelector(formFields(area, 'edit')[0]), `${area.area} edit`);
      await expectTexts(page, `${area.area} edit`, 'en');
    }
    if (screens.includes('show')) {
      await openInApp(page, server, `/${area.route}/show/${encodeURIComponent(id)}`);
      await waitForScreen(page, area.custom?.show ? 'main h1' : `[data-testid="show-${area.show.sections[0].fields[0].field}"]`, `${area.area} show`);
      await expectTexts(page, `${area.area} show`, 'en');
    }
  }
  await expectNoErrors(page, 'the end of the forms');
}

/**
 * Registers the engine's walks as the file's tests. Without the engine's binaries the file is
 * skipped with a warning, except under CI, where a missing engine fails.
 */
export function engineSuite(engine) {
  const { name } = ENGINES[engine];
  const missing = missingBinaries(engine);
  if (missing.length > 0 && !process.env.CI) {
    console.warn(`WARNING: ${name} is not installed (${missing.join(', ')} missing): its browser walks are skipped. .ci/run installs it.`);
    test(`${name} walks`, { skip: `${name} is not installed` }, () => {});
    return;
  }
  const state = { server: null, browser: null, session: null };
  before(async () => {
    assert.deepEqual(missing, [], `${name} is not installed`);
    state.server = await startServer();
    state.browser = await startEngine(engine, { language: 'ar' });
    state.session = await apiSession(state.server, ADMIN);
  });
  after(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  // A walk that stops short of the test's limit says which driver command never came back.
  const limit = 170_000;
  const walk = (title, fn) =>
    test(`${name}: ${title}`, { timeout: 180_000 }, async () => {
      let timer;
      const stalled = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${name}: the walk did not end within ${limit / 1000} s; the driver was last asked: ${state.browser.lastCommand?.() ?? 'unknown'}`)), limit);
      });
      try {
        await Promise.race([fn(state.browser, state.server, state.session), stalled]);
      } catch (error) {
        const shot = join(RESULTS_DIR, `engines-${engine}-${title.replace(/\W+/g, '-')}.png`);
        // A driver that no longer answers takes no screenshot either: the message goes out without it.
        await Promise.race([state.browser.page?.screenshot(shot).catch(() => {}), new Promise((done) => setTimeout(done, 5_000))]);
        if (error instanceof Error) error.message = `${error.message}\n    (screenshot: ${shot})`;
        throw error;
      } finally {
        clearTimeout(timer);
        await state.browser.closePage();
      }
    });
  walk('sign-in, real-time toast, export and rich text', everydayWalk);
  walk('every list in Arabic', listsWalk);
  walk('every form and a sample of edit and show pages in English', formsWalk);
}
