// Shared harness of the browser tests: one dashboard server (fresh SQLite database) and one
// Chromium per test file, a fresh browser context per test, and small helpers for the
// dashboard's sign-in, toasts and API.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { completeArea } from '../../engine/cli/completeArea.mjs';
import { readDescriptors } from '../../engine/cli/readDescriptors.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RESULTS_DIR = join(ROOT, 'test-results');

// The build takes its descriptors and texts from DESCRIPTORS_DIR / LOCALES_DIR when set (see
// vite.config.ts); the tests read the same folders, and the server serves STATIC_DIR's build.
const DESCRIPTORS_DIR = resolve(process.env.DESCRIPTORS_DIR ?? join(ROOT, 'descriptors'));
const LOCALES_DIR = resolve(process.env.LOCALES_DIR ?? join(ROOT, 'locales'));
const STATIC_DIR = resolve(process.env.STATIC_DIR ?? join(ROOT, 'dist'));

export const ADMIN = { email: 'admin@example.com', password: 'Admin123' };
export const VIEWER = { email: 'viewer@example.com', password: 'Viewer123' };

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Default wait of every Playwright action and assertion poll, in ms. */
export const ACTION_TIMEOUT = 15_000;

// --- texts and descriptors, read from the product itself ---

const locales = {
  ar: JSON.parse(readFileSync(join(LOCALES_DIR, 'ar.json'), 'utf8')),
  en: JSON.parse(readFileSync(join(LOCALES_DIR, 'en.json'), 'utf8')),
};

/** A translation from locales/{language}.json, with {{name}} placeholders filled. */
export function text(language, key, values = {}) {
  const found = key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), locales[language]);
  if (typeof found !== 'string') throw new Error(`locales/${language}.json has no text "${key}"`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    const value = String(values[name] ?? '');
    // An Arabic text keeps a value written left to right apart (first-strong isolate … pop), as the dashboard writes it.
    return language === 'ar' && /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/.test(value) && !value.startsWith('\u2068') ? `\u2068${value}\u2069` : value;
  });
}

/** Every area descriptor (descriptors/*.json with kind "area"), in file-name order. */
export function loadAreas() {
  // As the dashboard reads them: with the shared calls and lookups they use merged in, the rules
  // their required fields get by convention, and a show page's fields taken from the list's columns.
  return readDescriptors(DESCRIPTORS_DIR)
    .map(({ descriptor }) => descriptor)
    .filter((descriptor) => descriptor.kind === 'area')
    .map(completeArea);
}

/** The menu descriptor (descriptors/menu.json). */
export function loadMenu() {
  return JSON.parse(readFileSync(join(DESCRIPTORS_DIR, 'menu.json'), 'utf8'));
}

/**
 * The screens an area has, by the same rules as the dashboard's router: a single-record page,
 * or a list with create / edit / show where the descriptor gives what each needs (a form or a
 * custom screen).
 */
export function screensOf(area) {
  if (area.screen === 'single') return area.form || area.custom?.single ? ['single'] : [];
  const screens = [];
  if (area.list && area.api.list) screens.push('list');
  if (area.api.create && (area.form || area.custom?.create)) screens.push('create');
  if (area.api.update && area.api.show && (area.form || area.custom?.edit)) screens.push('edit');
  if (area.api.show && (area.show || area.custom?.show)) screens.push('show');
  return screens;
}

/** Where an area starts: its list, or its one page. */
export function listPath(area) {
  return area.screen === 'single' ? `/${area.route}` : `/${area.route}/all`;
}

/** The form fields a screen shows (create hides `editOnly`, edit hides `createOnly`). */
export function formFields(area, mode) {
  const hidden = new Set(mode === 'create' ? (area.form?.editOnly ?? []) : (area.form?.createOnly ?? []));
  return Object.keys(area.form?.schema?.properties ?? {}).filter((name) => !hidden.has(name));
}

// --- the server ---

/** A port nobody listens on now, for a server or a driver of this test run. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts `node server/dist/main.js` on a free port with a fresh database and waits until the
 * dashboard answers (`staticDir`: another build to serve than STATIC_DIR's). Returns
 * { origin, base, url(path), api(...), stop() }.
 */
export async function startServer({ staticDir = STATIC_DIR } = {}) {
  for (const built of [join(ROOT, 'server', 'dist', 'main.js'), join(staticDir, 'index.html')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: build first (npx vite build && npx tsc -p server/tsconfig.json)`);
  }
  let port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dashboard-browser-'));
  // A copy of the build: a rebuild while the tests run cannot pull files from under the pages.
  const staticCopy = join(dataDir, 'static');
  cpSync(staticDir, staticCopy, { recursive: true });
  // DEMO_EVENTS=1: the notification walks raise marketplace events through the demo call.
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_PATH: join(dataDir, 'dashboard.sqlite'), STATIC_DIR: staticCopy, DEMO_EVENTS: '1' };
  // Mail goes to the log transport's outbox beside the database (read by lastMailTo), never to the page.
  delete env.MAIL_TRANSPORT;
  delete env.MAIL_OUTBOX;
  delete env.RESET_CODE_IN_ANSWER;
  delete env.LOG;
  let origin = `http://127.0.0.1:${port}`;
  let child;
  let output = '';
  let exited = null;
  let exit;
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  /** Starts the server process and waits until it serves the dashboard. */
  const launch = async () => {
    exited = null;
    child = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const started = output.length;
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    exit = new Promise((done) => child.once('exit', (code, signal) => done((exited = { code, signal }))));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (exited) throw new Error(`the server exited (${JSON.stringify(exited)}) before answering:\n${output}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the server did not answer within 30 s:\n${output}`);
      }
      if (output.slice(started).includes('Dashboard:')) {
        try {
          const response = await fetch(`${origin}/dashboard/`);
          if (response.ok) break;
        } catch {
          // not listening yet
        }
      }
      await sleep(100);
    }
  };

  /** Ends the server process: SIGTERM, then SIGKILL after 5 s. */
  const halt = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const stopped = await Promise.race([exit.then(() => true), sleep(5_000).then(() => false)]);
    if (!stopped) {
      child.kill('SIGKILL');
      await exit;
    }
  };

  // Test files run side by side: another file's server can take the port between the probe and
  // the listen. Then the first start tries another free port; a restart keeps its port.
  for (let attempt = 1; ; attempt += 1) {
    const before = output.length;
    try {
      await launch();
      break;
    } catch (error) {
      if (attempt === 5 || !exited || !output.slice(before).includes('EADDRINUSE')) throw error;
      port = await freePort();
      env.PORT = String(port);
      origin = `http://127.0.0.1:${port}`;
    }
  }

  const server = {
    origin,
    base: `${origin}/dashboard`,
    /** The build this server serves (its own copy: a test may change it, as a deployment would). */
    staticDir: staticCopy,
    /** The absolute URL of a dashboard path, e.g. url('/banks/all'). */
    url: (path = '/') => `${origin}/dashboard${path.startsWith('/') ? path : `/${path}`}`,
    /** Calls the API directly; resolves to { status, body }. */
    async api(path, { method = 'GET', token, body, language = 'ar', query } = {}) {
      const target = new URL(`/api/v1/${path.replace(/^\/+/, '')}`, origin);
      for (const [key, value] of Object.entries(query ?? {})) target.searchParams.set(key, String(value));
      const headers = { Accept: 'application/json', 'Accept-Language': language, lang: language };
      if (token) headers.Authorization = `Bearer ${token}`;
      const init = { method, headers };
      if (body !== undefined) init.body = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
      const response = await fetch(target, init);
      const raw = await response.text();
      let parsed = raw;
      try {
        parsed = raw === '' ? null : JSON.parse(raw);
      } catch {
        // not JSON: kept as text
      }
      return { status: response.status, body: parsed };
    },
    /** A session token straight from the API (for checks made beside the browser). */
    async token({ email, password } = ADMIN) {
      const answer = await server.api('dashboard/login', { method: 'POST', body: { email, password } });
      assert.equal(answer.status, 200, `API login of ${email} failed: ${JSON.stringify(answer.body)}`);
      return answer.body.data.token;
    },
    output: () => output,
    /**
     * The newest mail the server sent to an address, read from its outbox as the admin would read
     * their mail: { to, subject, text, code } (code: the four-digit reset code in the text), or null.
     */
    lastMailTo(email) {
      const outbox = join(dataDir, 'mail-outbox.jsonl');
      if (!existsSync(outbox)) return null;
      const mails = readFileSync(outbox, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      const mail = mails.findLast((entry) => entry.to.toLowerCase() === email.toLowerCase());
      return mail ? { ...mail, code: /\b\d{4}\b/.exec(mail.text)?.[0] ?? null } : null;
    },
    /** How the server process ended, or null while it runs. */
    exited: () => exited,
    /** Stops the server and starts it again on the same port and database (pages stay open). */
    async restart() {
      await halt();
      await launch();
    },
    async stop() {
      process.removeListener('exit', killOnExit);
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

// --- the browser ---

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A fresh context whose pages start in the chosen language and theme: an init script writes
 * the preferences into localStorage before the dashboard's own scripts run. With `session`
 * (the login answer's data), the context also starts signed in: the session is written once
 * per tab, so signing out or a refused token still clears it for good.
 */
export async function newContext(browser, server, { language = 'ar', theme = 'light_theme', viewport = { width: 1366, height: 900 }, session, serviceWorkers = 'block' } = {}) {
  // The service worker is tried in its own test (offline.test.mjs); elsewhere every load goes to the server as the test routes it.
  const context = await browser.newContext({ viewport, locale: language === 'ar' ? 'ar-SA' : 'en-US', serviceWorkers });
  await context.addInitScript(
    ({ language: lang, theme: mode, session: data, origin }) => {
      try {
        if (window.location.origin !== origin) return;
        window.localStorage.setItem('dashboard.language', lang);
        window.localStorage.setItem('dashboard.theme', mode);
        if (data && window.sessionStorage.getItem('tests.sessionSeeded') === null) {
          window.sessionStorage.setItem('tests.sessionSeeded', '1');
          window.localStorage.setItem('dashboard.session', JSON.stringify(data));
        }
      } catch {
        // pages without storage (about:blank) need no preferences
      }
    },
    { language, theme, session: session ?? null, origin: server.origin },
  );
  context.setDefaultTimeout(ACTION_TIMEOUT);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

/** The session data of an API login, as the dashboard stores it after signing in. */
export async function apiSession(server, { email, password } = ADMIN) {
  const answer = await server.api('dashboard/login', { method: 'POST', body: { email, password } });
  assert.equal(answer.status, 200, `API login of ${email} failed`);
  return answer.body.data;
}

// --- page helpers ---

/** The path of the page under /dashboard, with its query (e.g. "/banks/all?page=2"). */
export function pathOf(page) {
  const url = new URL(page.url());
  return url.pathname.replace(/^\/dashboard/, '') + url.search;
}

/** Waits until the page's path (under /dashboard, query ignored) matches. */
export async function waitForPath(page, expected, timeout = ACTION_TIMEOUT) {
  const matches = (url) => {
    const path = url.pathname.replace(/^\/dashboard/, '') || '/';
    return typeof expected === 'string' ? path === expected : expected.test(path);
  };
  await page.waitForURL(matches, { timeout });
}

/**
 * Signs in through the login page and waits for /home. Signing in ends with a full page load
 * of /home, so this waits for that document (not just the address bar) and the shell.
 */
export async function login(page, server, email, password) {
  await page.goto(server.url('/'));
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  const reload = page.waitForResponse((response) => response.request().resourceType() === 'document' && new URL(response.url()).pathname === '/dashboard/home');
  const counted = bellCounted(page);
  await page.locator('[data-testid=login-submit]').click();
  await reload;
  await page.waitForLoadState('load');
  await waitForPath(page, '/home');
  await page.locator('[data-testid=greeting]').waitFor();
  await counted;
}

/**
 * The bell's first count read: it comes once the first page is drawn, so a test that ends or
 * changes the session right after signing in waits for it rather than meeting it late.
 */
function bellCounted(page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/dashboard/get-notifications-admin');
}

/**
 * Signs in with a token of its own from the API (no login page, no welcome toast) and opens
 * `path`; for tests that end the session, so no other test's token is touched.
 */
export async function signInViaApi(page, server, { email, password } = ADMIN, path = '/home') {
  const session = await apiSession(server, { email, password });
  await page.goto(server.url('/'));
  await page.locator('input[name=email]').waitFor();
  await page.evaluate((data) => window.localStorage.setItem('dashboard.session', JSON.stringify(data)), session);
  const counted = bellCounted(page);
  await page.goto(server.url(path));
  await waitForPath(page, path);
  await page.locator('[data-testid=greeting]').waitFor();
  await counted;
  return session;
}

/** Waits for a toast (notistack snackbar) whose text contains `expected` (a string or RegExp). */
export async function expectToast(page, expected, { variant, timeout = ACTION_TIMEOUT } = {}) {
  const selector = variant ? `.notistack-SnackbarContainer .notistack-MuiContent-${variant}` : '.notistack-SnackbarContainer [role=alert]';
  const toast = page.locator(selector).filter({ hasText: expected }).first();
  try {
    await toast.waitFor({ state: 'visible', timeout });
  } catch (error) {
    const shown = await page
      .locator('.notistack-SnackbarContainer [role=alert]')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`no ${variant ?? ''} toast with ${String(expected)}; toasts shown: ${JSON.stringify(shown)}`, { cause: error });
  }
  return toast;
}

/** Polls `read` until `check(value)` holds; fails with the last value after `timeout` ms. */
export async function eventually(read, check, { timeout = ACTION_TIMEOUT, interval = 100, message = 'condition' } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await read();
    if (check(last)) return last;
    if (Date.now() > deadline) assert.fail(`${message} not met within ${timeout} ms; last value: ${JSON.stringify(last)}`);
    await sleep(interval);
  }
}

/**
 * Follows a link of the side menu, opening its group when closed. A group slides open and moves
 * the items below it as it does: a click on a moving link can press on one place and lift on
 * another, which clicks nothing, so this waits for the link to stand still first.
 */
export async function followMenu(page, group, link) {
  const toggle = page.locator(`[data-testid="menu-group-${group}"]`);
  const target = page.locator(`[data-testid="menu-link-${link}"]`);
  await page.locator('[data-testid=menu-skeleton]').waitFor({ state: 'detached' });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await target.waitFor({ state: 'visible' });
  let last;
  await eventually(
    async () => {
      const box = await target.boundingBox();
      const still = box !== null && last !== undefined && last !== null && box.x === last.x && box.y === last.y && box.height === last.height;
      last = box;
      return still;
    },
    Boolean,
    { interval: 120, message: `the menu link ${link} to stand still` },
  );
  await target.click();
}

/** The ids of the list rows shown, read from their action / activation hooks. */
export async function rowIds(page) {
  await page.locator('[data-testid=list-row]').first().waitFor();
  return page.locator('[data-testid=list-row]').evaluateAll((rows) =>
    rows.map((row) => {
      const hook = row.querySelector('[data-testid^="edit-"],[data-testid^="show-"],[data-testid^="delete-"],[data-testid^="activation-"]');
      if (hook) return hook.getAttribute('data-testid').replace(/^[a-z]+-/, '');
      // The first cell of the record's own (after the selection box, where there is one).
      return row.querySelector('td:not([data-select])')?.textContent?.trim() ?? '';
    }),
  );
}

/** Waits until the list has settled (rows or the no-data row shown, no refresh bar). */
export async function waitForList(page) {
  await page.locator('table[aria-busy=false]').waitFor();
  await page.locator('.MuiLinearProgress-root').waitFor({ state: 'detached' });
}

/** Picks an option of an MUI select: opens it, then clicks the option with this text. */
export async function chooseOption(page, trigger, optionText) {
  await trigger.click();
  const option = page.locator('li[role=option]').filter({ hasText: optionText }).first();
  await option.click();
  await page
    .locator('li[role=option]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
}

/**
 * Picks an option of a lookup picker, whether a plain MUI select or a searchable one (an input the
 * admin types into): a searchable one gets `search` typed first (default: the option text, when
 * it is a string), so a long list is narrowed (and searched on the server where it is).
 */
export async function pickOption(page, trigger, optionText, { search = typeof optionText === 'string' ? optionText : undefined } = {}) {
  const typable = await trigger.evaluate((element) => element.tagName === 'INPUT');
  await trigger.click();
  if (typable && search !== undefined) await trigger.fill(search);
  const option = page.locator('li[role=option]').filter({ hasText: optionText }).first();
  await option.click();
  await page
    .locator('li[role=option]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
}

// --- the per-file suite ---

function safeName(name) {
  return name
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/**
 * Registers the file's hooks (one server and one browser for the whole file) and returns
 * `{ server, browser, test(name, options, fn) }`. Each test gets a fresh context and page
 * (`options.context`: newContext's options, plus `signedInAs: { email, password }` to start
 * signed in without the login page; that token is shared by the file's tests, so a test that
 * signs out or revokes its token uses signInViaApi instead; `reuse: true` for a test that only
 * reads: it gets the tab the previous such test of the same options left, where it is, with the
 * dashboard's caches, so not for a test that waits for a call to the server); a failing test leaves a
 * full-page screenshot in test-results/.
 */
export function browserSuite(file) {
  const suite = { server: null, browser: null };
  const fileName = basename(fileURLToPath(file)).replace(/\.test\.mjs$/, '');

  before(async () => {
    suite.server = await startServer();
    suite.browser = await launchBrowser();
  });

  after(async () => {
    await suite.browser?.close().catch(() => {});
    await suite.server?.stop();
  });

  suite.test = (name, options, fn) => {
    if (typeof options === 'function') [options, fn] = [{}, options];
    const { timeout = 90_000, context: contextOptions = {}, ...testOptions } = options;
    test(name, { timeout, ...testOptions }, async (t) => {
      const { signedInAs, reuse, ...rest } = contextOptions;
      let session;
      if (signedInAs) {
        // One API login per account and file: the token stays valid for the file's tests.
        suite.sessions ??= new Map();
        if (!suite.sessions.has(signedInAs.email)) suite.sessions.set(signedInAs.email, await apiSession(suite.server, signedInAs));
        session = suite.sessions.get(signedInAs.email);
      }
      // `reuse`: tests that only read share one tab per language, theme and account, so each
      // moves inside the running dashboard instead of loading it afresh.
      const reuseKey = reuse ? JSON.stringify({ ...rest, account: signedInAs?.email ?? null }) : null;
      suite.reused ??= new Map();
      let opened = reuseKey ? suite.reused.get(reuseKey) : undefined;
      if (!opened) {
        const context = await newContext(suite.browser, suite.server, { ...rest, ...(session ? { session } : {}) });
        opened = { context, page: await context.newPage() };
        if (reuseKey) suite.reused.set(reuseKey, opened);
      }
      const { context, page } = opened;
      const consoleErrors = [];
      const onPageError = (error) => consoleErrors.push(String(error));
      page.on('pageerror', onPageError);
      // Requests still without an answer when a test fails say where a page got stuck.
      const pending = new Set();
      const onRequest = (request) => pending.add(request);
      const onFinished = (request) => pending.delete(request);
      const onFailed = (request) => {
        pending.delete(request);
        // Requests a navigation cut short are ordinary; any other failure is worth naming.
        const reason = request.failure()?.errorText ?? '';
        if (!reason.includes('ERR_ABORTED')) consoleErrors.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
      };
      context.on('request', onRequest);
      context.on('requestfinished', onFinished);
      context.on('requestfailed', onFailed);
      let passed = false;
      try {
        await fn({ page, context, server: suite.server, browser: suite.browser, t });
        passed = true;
      } catch (error) {
        mkdirSync(RESULTS_DIR, { recursive: true });
        const shot = join(RESULTS_DIR, `${fileName}--${safeName(name)}.png`);
        await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
        const where = `at ${page.url()}; screenshot: ${shot}`;
        const unanswered = [...pending].map((request) => `${request.method()} ${request.url()}`);
        const serverGone = suite.server.exited();
        if (serverGone) consoleErrors.unshift(`the server process ended (${JSON.stringify(serverGone)}); its output:\n${suite.server.output()}`);
        const uncaught = (consoleErrors.length > 0 ? `; page problems: ${consoleErrors.join(' | ')}` : '') + (unanswered.length > 0 ? `; unanswered requests: ${unanswered.join(' | ')}` : '');
        if (error instanceof Error) error.message = `${error.message}\n    (${where}${uncaught})`;
        throw error;
      } finally {
        page.off('pageerror', onPageError);
        context.off('request', onRequest);
        context.off('requestfinished', onFinished);
        context.off('requestfailed', onFailed);
        // A shared tab is kept for the next test only while the tests pass: a failure's state stays behind.
        if (!reuseKey || !passed) {
          suite.reused.delete(reuseKey);
          await context.close().catch(() => {});
        }
      }
    });
  };
  return suite;
}

/**
 * Records the page's policy violations: the document's `securitypolicyviolation` events, and
 * console errors and warnings that speak of the policy (what a library logs when it is refused)
 * or of a form validator the build did not make (the form would then guess rather than check).
 */
export async function watchPolicy(context, page) {
  const violations = [];
  await context.exposeBinding('__policyViolation', (_source, report) => violations.push(report));
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void window.__policyViolation?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          page: document.location.pathname,
        }),
      true,
    );
  });
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && /Content[- ]Security[- ]Policy|unsafe-eval|^Form validation:/i.test(message.text())) {
      violations.push({ console: message.text().slice(0, 300), page: new URL(page.url()).pathname });
    }
  });
  /** No violation so far, once the page has settled. */
  const check = async (where) => {
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(300);
    assert.deepEqual(violations, [], `no policy violation, up to ${where}`);
  };
  return check;
}

/** Marks the headings of the screen being left; the next screen's heading is a fresh one. */
const STALE_HEADING = 'data-left';
/** The heading of the screen just opened by openInApp. */
export const FRESH_HEADING = `h1:not([${STALE_HEADING}])`;

/**
 * Opens a dashboard path. Inside the running dashboard it moves by a history entry, as the
 * browser's back and forward buttons do, so each screen's code loads once for a whole walk; a
 * first visit, a change of the query alone, or leaving the sign-in page loads the page afresh.
 * Waits for the new screen's heading.
 */
export async function openInApp(page, server, path) {
  const target = new URL(server.url(path));
  const here = new URL(page.url());
  // The sign-in page, opened signed out, is drawn alone, without the router: leaving it loads the next page.
  const alone = /^\/dashboard\/?$/.test(here.pathname);
  const running = !alone && here.origin === target.origin && here.pathname.startsWith('/dashboard') && (await page.evaluate(() => document.querySelector('#root')?.childElementCount > 0));
  if (!running || here.pathname === target.pathname) {
    await page.goto(target.href);
  } else {
    await page.evaluate(
      ({ href, stale }) => {
        for (const heading of document.querySelectorAll('h1')) heading.setAttribute(stale, '');
        const idx = (window.history.state?.idx ?? 0) + 1;
        window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', href);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      { href: target.href, stale: STALE_HEADING },
    );
  }
  await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search);
  await page.locator(FRESH_HEADING).first().waitFor();
}
