// Full-page screenshots of the dashboard for a look over every screen (not part of the test
// run): the login page, home, every area's list / create / edit / show (or its one page),
// /forbidden and the not-found page, in Arabic and English, light and dark; plus a phone-width
// list with the menu drawer open. Files go to screenshots/<language>-<theme>/.
//
//   node tests/browser/screenshots.mjs            (all four combinations)
//   node tests/browser/screenshots.mjs ar-dark    (only the named ones)
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, ROOT, apiSession, launchBrowser, listPath, loadAreas, newContext, screensOf, startServer } from './harness.mjs';

const OUT = join(ROOT, 'screenshots');
const COMBINATIONS = [
  { language: 'ar', theme: 'light_theme', name: 'ar-light' },
  { language: 'ar', theme: 'dark_theme', name: 'ar-dark' },
  { language: 'en', theme: 'light_theme', name: 'en-light' },
  { language: 'en', theme: 'dark_theme', name: 'en-dark' },
];
const wanted = process.argv.slice(2);
const combinations = wanted.length > 0 ? COMBINATIONS.filter((c) => wanted.includes(c.name)) : COMBINATIONS;
if (combinations.length === 0) throw new Error(`choose among ${COMBINATIONS.map((c) => c.name).join(', ')}`);

const areas = loadAreas();
const problems = [];

/** Waits for what a screen shows once loaded; a page that never settles is still shot. */
async function settle(page, ready) {
  try {
    // The not-found, forbidden and load-error pages are shot as they are.
    const elsewhere = '[data-testid=not-found-back], [data-testid=go-back], [data-testid=retry]';
    await page.locator(`${ready}, ${elsewhere}`).first().waitFor({ state: 'visible', timeout: 15_000 });
    if (!ready.includes('go-back') && !ready.includes('not-found') && (await page.locator(elsewhere).count()) > 0) {
      problems.push(`${page.url()}: shows the not-found, forbidden or load-error page`);
    }
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
    // Spinners and skeletons of lookups (selects, lists) finish before the shot.
    await page
      .locator('[role=progressbar], .MuiSkeleton-root')
      .first()
      .waitFor({ state: 'detached', timeout: 3_000 })
      .catch(() => {});
  } catch (error) {
    problems.push(`${page.url()}: ${ready} did not show (${error.message.split('\n')[0]})`);
  }
}

let last = Date.now();
async function shoot(page, dir, name) {
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
  if (process.env.VERBOSE) console.log(`${dir.split('/').pop()}/${name} ${Date.now() - last} ms`);
  last = Date.now();
}

async function takeCombination(browser, server, session, combination) {
  const dir = join(OUT, combination.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const base = { language: combination.language, theme: combination.theme };
  let count = 0;
  const next = (name) => `${String((count += 1)).padStart(3, '0')}-${name}`;

  // Signed out: the login page.
  const signedOut = await newContext(browser, server, base);
  const outPage = await signedOut.newPage();
  await outPage.goto(server.url('/'));
  await settle(outPage, '[data-testid=login-submit]');
  await shoot(outPage, dir, next('login'));
  await signedOut.close();

  const context = await newContext(browser, server, { ...base, session });
  const page = await context.newPage();
  await page.goto(server.url('/home'));
  await settle(page, '[data-testid=greeting]');
  await shoot(page, dir, next('home'));

  for (const area of areas) {
    const screens = screensOf(area);
    if (screens.includes('single')) {
      await page.goto(server.url(listPath(area)));
      await settle(page, area.custom?.single ? 'main h1' : '[data-testid=form-submit]');
      await shoot(page, dir, next(`${area.area}-page`));
      continue;
    }
    const links = {};
    if (screens.includes('list')) {
      await page.goto(server.url(listPath(area)));
      await settle(page, 'table[aria-busy=false]');
      await shoot(page, dir, next(`${area.area}-list`));
      // The first row's edit / show pages: by the row's own link to them (an action or a
      // custom action), else by the id of its action hooks.
      const row = page.locator('[data-testid=list-row]').first();
      if ((await row.count()) > 0) {
        const id = await row.evaluate((element) => {
          const hook = element.querySelector('[data-testid^="edit-"],[data-testid^="show-"],[data-testid^="delete-"],[data-testid^="activation-"]');
          return hook ? hook.getAttribute('data-testid').replace(/^[a-z]+-/, '') : null;
        });
        for (const kind of ['edit', 'show']) {
          const link = row.locator(`a[href^="/dashboard/${area.route}/${kind}/"]`).first();
          if ((await link.count()) > 0) {
            const href = new URL((await link.getAttribute('href')) ?? '', server.origin);
            links[kind] = href.pathname.replace(/^\/dashboard/, '') + href.search;
          } else if (id) links[kind] = `/${area.route}/${kind}/${encodeURIComponent(id)}`;
        }
      }
    }
    if (screens.includes('create')) {
      await page.goto(server.url(`/${area.route}/create`));
      await settle(page, '[data-testid=form-submit]');
      await shoot(page, dir, next(`${area.area}-create`));
    }
    if (screens.includes('edit') && links.edit) {
      await page.goto(server.url(links.edit));
      await settle(page, '[data-testid=form-submit]');
      await shoot(page, dir, next(`${area.area}-edit`));
    }
    if (screens.includes('show') && links.show) {
      await page.goto(server.url(links.show));
      await settle(page, area.custom?.show ? 'main h1' : '[data-testid^="show-"]');
      await shoot(page, dir, next(`${area.area}-show`));
    }
  }

  await page.goto(server.url('/forbidden'));
  await settle(page, '[data-testid=go-back]');
  await shoot(page, dir, next('forbidden'));
  await page.goto(server.url('/no-such-page'));
  await settle(page, '[data-testid=not-found-back]');
  await shoot(page, dir, next('not-found'));
  await context.close();

  // A phone-width list with the menu drawer open.
  const phone = await newContext(browser, server, { ...base, session, viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  const firstList = areas.find((area) => screensOf(area).includes('list'));
  await phonePage.goto(server.url(listPath(firstList)));
  await settle(phonePage, 'table[aria-busy=false]');
  await phonePage.locator('[data-testid=menu-toggle]').click();
  await settle(phonePage, '.MuiDrawer-modal .MuiDrawer-paper');
  await phonePage.waitForTimeout(400);
  await shoot(phonePage, dir, next(`mobile-${firstList.area}-list-menu-open`));
  await phone.close();
  return count;
}

const started = Date.now();
const server = await startServer();
const browser = await launchBrowser();
try {
  const session = await apiSession(server, ADMIN);
  // Two at a time: one per core.
  for (let i = 0; i < combinations.length; i += 2) {
    const counts = await Promise.all(combinations.slice(i, i + 2).map((combination) => takeCombination(browser, server, session, combination)));
    combinations.slice(i, i + 2).forEach((combination, index) => {
      console.log(`${combination.name}: ${counts[index]} screenshots`);
    });
  }
} catch (error) {
  if (server.exited()) console.error(`the server ended (${JSON.stringify(server.exited())}):\n${server.output()}`);
  throw error;
} finally {
  await browser.close();
  await server.stop();
}
for (const problem of problems) console.warn(`warning: ${problem}`);
console.log(`Screenshots in ${OUT} (${Math.round((Date.now() - started) / 1000)} s)`);
