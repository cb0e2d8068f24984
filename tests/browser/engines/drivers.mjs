// Firefox (puppeteer-core over WebDriver BiDi) and WebKit, Safari's engine (selenium-webdriver
// against WebKitGTK's WebKitWebDriver and its MiniBrowser), behind one small page interface, so a
// walk is written once and run in each. Every wait polls the page for the state it needs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort, launchBrowser } from '../harness.mjs';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_RUN = '/usr/bin/xvfb-run';

/** Default wait for a state of the page, in ms. */
export const WAIT = 20_000;

export const ENGINES = {
  chromium: { name: 'Chromium', binaries: [process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'] },
  firefox: { name: 'Firefox', binaries: [FIREFOX] },
  webkit: { name: 'WebKit', binaries: [WEBKIT_DRIVER, MINIBROWSER, XVFB_RUN] },
};

/** The binaries an engine needs that this machine lacks. */
export function missingBinaries(engine) {
  return ENGINES[engine].binaries.filter((binary) => !existsSync(binary));
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Collects the page's console errors, uncaught errors and rejections in sessionStorage, so what a
 * page logs as it is left is read on the next page of the tab. Installed by the engine before the
 * page's scripts where it can (Firefox), else right after each load (WebKit).
 */
function installErrorLog() {
  if (window.__engineLog) return;
  window.__engineLog = true;
  const keep = (text) => {
    try {
      const kept = JSON.parse(window.sessionStorage.getItem('engines.errors') ?? '[]');
      kept.push(`${window.location.pathname}: ${text}`.slice(0, 500));
      window.sessionStorage.setItem('engines.errors', JSON.stringify(kept));
    } catch {
      // a page without storage logs nothing here
    }
  };
  const describe = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : JSON.stringify(value));
  const original = console.error.bind(console);
  console.error = (...args) => {
    keep(args.map(describe).join(' '));
    original(...args);
  };
  window.addEventListener('error', (event) => keep(`uncaught ${describe(event.error ?? event.message)}`));
  window.addEventListener('unhandledrejection', (event) => keep(`unhandled rejection ${describe(event.reason)}`));
}

/** The page interface both engines implement; `raw` is the engine's own page or driver. */
class EnginePage {
  constructor(engine) {
    this.engine = engine;
  }

  /** Polls `fn(arg)` in the page until it returns a truthy value, which it returns. */
  async waitUntil(fn, arg, what, timeout = WAIT) {
    const deadline = Date.now() + timeout;
    let last;
    for (;;) {
      try {
        last = await this.evaluate(fn, arg);
        if (last) return last;
      } catch (error) {
        // A page being replaced by the next one cannot answer for a moment.
        last = String(error.message ?? error).split('\n')[0];
      }
      if (Date.now() > deadline) throw new Error(`${this.engine}: ${what} did not happen within ${timeout} ms at ${await this.url().catch(() => '?')} (last: ${JSON.stringify(last)})`);
      await sleep(100);
    }
  }

  /** Waits until an element matching `selector` is in the page (and drawn, with `visible`). */
  waitFor(selector, { visible = false, timeout } = {}) {
    return this.waitUntil(
      ({ selector: css, visible: drawn }) => {
        const element = document.querySelector(css);
        if (!element) return false;
        if (!drawn) return true;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      },
      { selector, visible },
      `${selector} ${visible ? 'showing' : 'in the page'}`,
      timeout,
    );
  }

  /** Waits until no element matches `selector`. */
  waitForGone(selector, timeout) {
    return this.waitUntil((css) => document.querySelector(css) === null, selector, `${selector} gone`, timeout);
  }

  count(selector) {
    return this.evaluate((css) => document.querySelectorAll(css).length, selector);
  }

  text(selector) {
    return this.evaluate((css) => document.querySelector(css)?.innerText ?? null, selector);
  }

  path() {
    return this.evaluate(() => window.location.pathname.replace(/^\/dashboard/, '') + window.location.search);
  }

  /** After a load the page started itself: where no script runs before the page's own, log from now on. */
  async keepLogging() {
    if (this.engine === 'WebKit') await this.evaluate(installErrorLog);
  }

  /** Errors the tab has logged so far (and forgets them). */
  async takeErrors() {
    const errors = await this.evaluate(() => {
      const kept = JSON.parse(window.sessionStorage.getItem('engines.errors') ?? '[]');
      window.sessionStorage.removeItem('engines.errors');
      return kept;
    });
    return [...this.ownErrors.splice(0), ...errors];
  }
}

/** A page driven in the browser itself (puppeteer's Firefox, Playwright's Chromium): what both do alike. */
class ScriptedPage extends EnginePage {
  constructor(engine, page) {
    super(engine);
    this.raw = page;
    this.ownErrors = [];
    page.on('pageerror', (error) => this.ownErrors.push(`uncaught ${error.message}`));
    page.on('dialog', (dialog) => void dialog.accept().catch(() => {}));
  }

  async goto(url) {
    await this.raw.goto(url, { waitUntil: 'load', timeout: 60_000 });
  }

  url() {
    return Promise.resolve(this.raw.url());
  }

  evaluate(fn, arg) {
    return this.raw.evaluate(fn, arg);
  }

  press(key) {
    return this.raw.keyboard.press(key);
  }

  screenshot(path) {
    mkdirSync(dirname(path), { recursive: true });
    return this.raw.screenshot({ path, fullPage: true });
  }
}

// --- Firefox ---

class FirefoxPage extends ScriptedPage {
  constructor(page) {
    super('Firefox', page);
  }

  async click(selector) {
    await this.waitFor(selector, { visible: true });
    await this.raw.click(selector);
  }

  async type(selector, value) {
    await this.waitFor(selector, { visible: true });
    await this.raw.click(selector);
    await this.raw.type(selector, value);
  }

  setViewport(width, height) {
    return this.raw.setViewport({ width, height });
  }
}

async function startFirefox({ language }) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocolTimeout: 180_000,
    extraPrefsFirefox: { 'intl.accept_languages': language === 'ar' ? 'ar-SA, ar, en' : 'en-US, en' },
  });
  const engine = {
    engine: 'Firefox',
    /** The tab open now. */
    page: null,
    async newPage({ width = 1366, height = 900 } = {}) {
      // A new tab: the one open at launch never gets the focus, and typed text would be lost.
      const page = await browser.newPage();
      await page.setViewport({ width, height });
      await page.evaluateOnNewDocument(installErrorLog);
      const wrapped = new FirefoxPage(page);
      page.on('console', (message) => {
        if (message.type() === 'error' && !wrapped.raw.url().startsWith('about:')) wrapped.ownErrors.push(`console ${message.text()}`.slice(0, 500));
      });
      engine.page = wrapped;
      return wrapped;
    },
    async closePage() {
      await engine.page?.raw.close().catch(() => {});
      engine.page = null;
    },
    async close() {
      await browser.close().catch(() => {});
    },
  };
  return engine;
}

// --- Chromium (the rest of the suite drives it directly; the engines' screenshots take it here) ---

class ChromiumPage extends ScriptedPage {
  constructor(page) {
    super('Chromium', page);
  }

  click(selector) {
    return this.raw.locator(selector).first().click();
  }

  type(selector, value) {
    return this.raw.locator(selector).first().pressSequentially(value);
  }

  setViewport(width, height) {
    return this.raw.setViewportSize({ width, height });
  }
}

async function startChromium() {
  const browser = await launchBrowser();
  const engine = {
    engine: 'Chromium',
    page: null,
    async newPage({ width = 1366, height = 900 } = {}) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.addInitScript(installErrorLog);
      engine.page = new ChromiumPage(page);
      return engine.page;
    },
    async closePage() {
      await engine.page?.raw
        .context()
        .close()
        .catch(() => {});
      engine.page = null;
    },
    async close() {
      await browser.close().catch(() => {});
    },
  };
  return engine;
}

// --- WebKit ---

/**
 * The driver, noting the command it was last asked and whether it has answered: a walk that stops
 * waiting says which command never came back.
 */
function traced(driver, log) {
  return new Proxy(driver, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      return (...args) => {
        const call = { command: String(property), started: Date.now(), answered: false };
        log.last = call;
        const result = value.apply(target, args);
        if (result && typeof result.then === 'function') {
          result.then(
            () => (call.answered = true),
            () => (call.answered = true),
          );
        } else call.answered = true;
        return result;
      };
    },
  });
}

class WebKitPage extends EnginePage {
  constructor(driver, By, Key) {
    super('WebKit');
    this.raw = driver;
    this.By = By;
    this.Key = Key;
    this.ownErrors = [];
  }

  async goto(url) {
    await this.raw.get(url);
    // No script runs before the page's own here: the log is installed once the page has loaded.
    await this.raw.executeScript(`(${installErrorLog})()`);
  }

  url() {
    return this.raw.getCurrentUrl();
  }

  evaluate(fn, arg) {
    return this.raw.executeScript(`return (${fn}).apply(null, arguments)`, arg);
  }

  async click(selector) {
    await this.waitFor(selector, { visible: true });
    const element = await this.raw.findElement(this.By.css(selector));
    // The first click on some buttons is swallowed unless the pointer reached them first.
    await this.raw.actions().move({ origin: element }).perform();
    await element.click();
  }

  async type(selector, value) {
    await this.waitFor(selector, { visible: true });
    const element = await this.raw.findElement(this.By.css(selector));
    await element.click();
    await element.sendKeys(value);
  }

  press(key) {
    const named = { Backspace: 'BACK_SPACE', Enter: 'ENTER', Escape: 'ESCAPE', Tab: 'TAB', Delete: 'DELETE' };
    return this.raw
      .actions()
      .sendKeys(this.Key[named[key] ?? key.toUpperCase()] ?? key)
      .perform();
  }

  setViewport(width, height) {
    return this.raw.manage().window().setRect({ width, height });
  }

  async screenshot(path) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.from(await this.raw.takeScreenshot(), 'base64'));
  }
}

/**
 * WebKitWebDriver on its own virtual display, for one session: every page starts a fresh driver,
 * browser and profile, so nothing one walk leaves (a browser still closing, its storage, the
 * driver's state) can stand in the next one's way.
 */
async function startWebKitDriver(env) {
  const port = await freePort();
  const driverProcess = spawn(XVFB_RUN, ['-a', WEBKIT_DRIVER, `--port=${port}`], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const said = { output: '' };
  driverProcess.stdout.on('data', (chunk) => (said.output += chunk));
  driverProcess.stderr.on('data', (chunk) => (said.output += chunk));
  const stop = () => {
    try {
      process.kill(-driverProcess.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline || driverProcess.exitCode !== null) {
      stop();
      throw new Error(`WebKit: WebKitWebDriver did not answer on port ${port} within 30 s:\n${said.output}`);
    }
    await sleep(200);
  }
  return {
    port,
    said,
    stop() {
      stop();
      process.removeListener('exit', stop);
    },
  };
}

async function startWebKit({ language }) {
  const { Builder, By, Key } = await import('selenium-webdriver');
  // A private locale folder: without a real locale the browser reports its language as "C".
  const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  const locale = language === 'ar' ? 'ar_SA.UTF-8' : 'en_US.UTF-8';
  const baseEnv = { ...process.env, LANG: locale, LC_ALL: locale, LANGUAGE: language === 'ar' ? 'ar' : 'en' };
  const localePath = join(home, 'locale');
  const made = spawn('localedef', ['-i', locale.split('.')[0], '-f', 'UTF-8', join(localePath, locale)], { stdio: 'ignore' });
  const localeMade = await new Promise((done) => {
    made.once('exit', (code) => done(code === 0));
    made.once('error', () => done(false));
  });
  if (localeMade) baseEnv.LOCPATH = localePath;
  let driver = null;
  let service = null;
  let pages = 0;
  const log = { last: null };
  const engine = {
    engine: 'WebKit',
    /** The tab open now. */
    page: null,
    /** The driver command asked last, and for how long it has gone unanswered. */
    lastCommand() {
      const call = log.last;
      if (!call) return 'nothing';
      const said = (service?.said.output ?? '').trim().split('\n').slice(-5).join(' | ');
      return `${call.command}, ${call.answered ? 'answered' : `unanswered for ${Math.round((Date.now() - call.started) / 1000)} s`}${said ? ` (the driver last said: ${said})` : ''}`;
    },
    async newPage({ width = 1366, height = 900 } = {}) {
      if (driver) throw new Error('WebKit: the driver takes one page at a time');
      pages += 1;
      const profile = join(home, `page-${pages}`);
      service = await startWebKitDriver({ ...baseEnv, HOME: profile, XDG_DATA_HOME: join(profile, 'data'), XDG_CACHE_HOME: join(profile, 'cache') });
      const opening = { command: 'new session', started: Date.now(), answered: false };
      log.last = opening;
      const built = await new Builder()
        .usingServer(`http://127.0.0.1:${service.port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          unhandledPromptBehavior: 'accept',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build();
      opening.answered = true;
      driver = traced(built, log);
      await driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
      await driver.manage().window().setRect({ width, height });
      engine.page = new WebKitPage(driver, By, Key);
      return engine.page;
    },
    /** Ends the session and its driver: the next page starts in a fresh browser. */
    async closePage() {
      await driver?.quit().catch(() => {});
      service?.stop();
      driver = null;
      service = null;
      engine.page = null;
    },
    async close() {
      await engine.closePage();
      rmSync(home, { recursive: true, force: true });
    },
  };
  return engine;
}

/** Starts an engine's browser ('chromium', 'firefox' or 'webkit') in the given browser language ('ar' or 'en'). */
export function startEngine(engine, { language = 'en' } = {}) {
  if (engine === 'chromium') return startChromium();
  return engine === 'firefox' ? startFirefox({ language }) : startWebKit({ language });
}
