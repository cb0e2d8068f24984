// The accessibility walks: axe-core on every screen the descriptors give (lists, forms, show
// pages, single pages, custom and unavailable screens), the sign-in pages, the status pages and
// the open dialogs and menus, in one language and theme, and on the shell, a list, a form and the
// home page in the other theme. Each language is a test file of its own, so the two long walks
// run side by side.
import assert from 'node:assert/strict';
import { ADMIN, FRESH_HEADING, listPath, loadAreas, openInApp, screensOf, signInViaApi, waitForList, waitForPath, watchPolicy } from '../harness.mjs';
import { blockingViolations, describeViolations, serveAxe, settle } from './axe.mjs';
import { expectNoRawKeys } from '../rawKeys.mjs';

const areas = loadAreas();

/** The report detail's address, as the completed report's rows link to it. */
const REPORT_DETAIL = '/financial-reports/details?driver_id=1&status=finished&order_type=service';
const NOT_FOUND = '/no-such-screen/anywhere';

/** The hooks a list row's actions and switches carry (edit-<id>, activation-<id>...). */
const ROW_HOOK = '[data-testid^="edit-"],[data-testid^="show-"],[data-testid^="delete-"],[data-testid^="activation-"]';

const local = (href) => href.replace(/^\/dashboard/, '');

/**
 * Collects violations while walking: `check(label)` settles the page, runs axe and keeps what
 * it found under the label and the page's address, and keeps any translation key shown instead
 * of its text (or, in Arabic, an English text of the product's). Every page also says its
 * language and direction on <html>, so screen readers speak it in the right voice.
 */
function auditor(page, language) {
  const found = [];
  const visited = [];
  const rawTexts = [];
  return {
    found,
    visited,
    rawTexts,
    async check(label, { ready = FRESH_HEADING } = {}) {
      // The pointer is moved off the page's controls (to the header's bare corner) first: left
      // where a click put it, it would rest on the next screen's row buttons, whose tooltips open
      // after their delay, possibly while axe measures them half faded in.
      await page.mouse.move(0, 0);
      await settle(page, { ready });
      const url = new URL(page.url());
      const where = `${label} (${local(url.pathname)}${url.search})`;
      visited.push(where);
      const root = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
      assert.deepEqual(root, { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' }, `${where}: <html> lang and dir`);
      for (const violation of await blockingViolations(page)) found.push({ where, violation });
      await expectNoRawKeys(page, where).catch((error) => rawTexts.push(error.message.split('\n').slice(0, 8).join(' ')));
    },
  };
}

/** Opens a dashboard path and audits it once its screen has drawn. */
async function visit(page, server, audit, path, label = path) {
  await openInApp(page, server, path);
  await audit.check(label);
}

/** Opens a list and waits until its rows (or its no-data row) are shown. */
export async function openList(page, server, area) {
  await openInApp(page, server, listPath(area));
  await page.locator('table[aria-busy=false]').waitFor();
  await waitForList(page);
}

/** The first row's links and its id (from its action or switch hooks), read from the list shown. */
async function firstRow(page) {
  const row = page.locator('[data-testid=list-row]').first();
  if ((await row.count()) === 0) return { id: null, links: [] };
  return row.evaluate((element, hook) => {
    const found = element.querySelector(hook);
    return {
      id: found ? found.getAttribute('data-testid').replace(/^[a-z]+-/, '') : null,
      links: [...element.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')),
    };
  }, ROW_HOOK);
}

/**
 * Walks every area's screens as the descriptors give them: lists first (their rows give the
 * ids and links of the record screens), then create, edit, show, single and unavailable ones.
 */
async function walkAreas(page, server, audit) {
  const rowLinks = new Set();
  const firstIds = new Map();
  const firstLinks = new Map();
  for (const area of areas.filter((a) => screensOf(a).includes('list'))) {
    await openList(page, server, area);
    await audit.check(`${area.area} list`);
    const row = await firstRow(page);
    firstIds.set(area.area, row.id);
    firstLinks.set(area.area, row.links.map(local));
    for (const href of row.links) rowLinks.add(local(href));
  }

  for (const area of areas) {
    const screens = screensOf(area);
    const recordPath = (kind) => {
      const prefix = `/${area.route}/${kind}/`;
      const linked = (firstLinks.get(area.area) ?? []).find((href) => href.startsWith(prefix)) ?? [...rowLinks].find((href) => href.startsWith(prefix));
      if (linked) return linked;
      const id = firstIds.get(area.area);
      return id ? `${prefix}${encodeURIComponent(id)}` : null;
    };
    if (screens.includes('single')) {
      await visit(page, server, audit, listPath(area), `${area.area} page`);
      // A page that reads its query (the report detail) is also walked as the rows link to it.
      const linked = [...rowLinks].find((href) => href.startsWith(`${listPath(area)}?`));
      if (linked) await visit(page, server, audit, linked, `${area.area} page, linked`);
    }
    if (screens.includes('create')) await visit(page, server, audit, `/${area.route}/create`, `${area.area} create`);
    for (const kind of ['edit', 'show']) {
      if (!screens.includes(kind)) continue;
      const path = recordPath(kind);
      assert.ok(path, `${area.area} ${kind}: no row links to it and no row id to build its address`);
      await visit(page, server, audit, path, `${area.area} ${kind}`);
    }
    for (const kind of area.unavailable ?? []) {
      const path = kind === 'list' ? `/${area.route}/all` : kind === 'create' ? `/${area.route}/create` : (recordPath(kind) ?? `/${area.route}/${kind}/1`);
      await visit(page, server, audit, path, `${area.area} ${kind} (unavailable)`);
    }
  }
}

/** Asks for a reset code from the reset page (by Enter in its field); resolves to the code the server mailed. */
export async function requestResetCode(page, server) {
  await page.locator('input[name=email]').fill(ADMIN.email);
  const codeAnswer = page.waitForResponse((response) => response.url().includes('/api/v1/dashboard/forget-password'));
  await page.locator('input[name=email]').press('Enter');
  await codeAnswer;
  const code = server.lastMailTo(ADMIN.email)?.code ?? '';
  await waitForPath(page, '/email-verification/reset-password');
  await page.locator('[data-testid=code-box-0]').waitFor();
  return code;
}

/** The sign-in pages, signed out: login, the reset email, the code boxes and the new password. */
async function walkPublicPages(page, server, audit) {
  await visit(page, server, audit, '/', 'login');
  await visit(page, server, audit, '/reset-password-email', 'reset email');
  const code = await requestResetCode(page, server);
  await audit.check('verification code');
  await page.locator('[data-testid=code-box-0]').pressSequentially(code);
  await page.locator('[data-testid=verify-code]').click();
  await waitForPath(page, '/reset-password');
  await page.locator('input[name=password]').waitFor();
  await audit.check('new password');
}

/** The status pages and the open dialogs and menus of a signed-in admin. */
async function walkShellAndDialogs(page, server, audit) {
  await audit.check('home');

  await page.locator('[data-testid=bell]').click();
  await audit.check('bell menu', { ready: '[data-testid=bell-menu] [role=menu]' });
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=bell-menu] [role=menu]').waitFor({ state: 'detached' });

  await page.locator('[data-testid=profile-button]').click();
  await page.locator('[data-testid=profile-name]').waitFor();
  await audit.check('profile dialog', { ready: '[data-testid=profile-dialog]' });
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=profile-dialog]').waitFor({ state: 'detached' });

  await page.locator('[data-testid=logout]').click();
  await audit.check('logout confirmation', { ready: '[role=dialog] [data-testid=logout-confirm]' });
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=logout-confirm]').waitFor({ state: 'detached' });

  await visit(page, server, audit, '/forbidden', 'forbidden');
  await visit(page, server, audit, NOT_FOUND, 'not found');
  await visit(page, server, audit, REPORT_DETAIL, 'report detail');

  // The delete confirmation of the first list whose rows can be deleted.
  const deletable = areas.find((area) => screensOf(area).includes('list') && (area.list.actions ?? []).includes('delete'));
  await openList(page, server, deletable);
  await page.locator('[data-testid=list-row] [data-testid^="delete-"]').first().click();
  await audit.check(`${deletable.area} delete confirmation`, { ready: '[role=dialog] [data-testid=confirm-ok]' });
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=confirm-ok]').waitFor({ state: 'detached' });

  // The prompt of a custom action that asks for a reason (a rejection).
  const asksReason = (action) => action.prompt?.some((field) => field.required);
  const prompting = areas.find((area) => screensOf(area).includes('list') && (area.list.customActions ?? []).some(asksReason));
  const action = prompting.list.customActions.find(asksReason);
  await openList(page, server, prompting);
  await page.locator(`[data-testid=list-row] [data-testid^="${action.name}-"]`).first().click();
  await audit.check(`${prompting.area} ${action.name} prompt`, { ready: '[role=dialog] [data-testid=action-send]' });
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=action-send]').waitFor({ state: 'detached' });
}

/** Fails with every violation found, by page; in any case reports the count and the time. */
function report(t, audit, started, what) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  t.diagnostic(`${what}: ${audit.visited.length} routes and dialogs checked in ${seconds} s`);
  assert.equal(audit.found.length, 0, `axe found serious or critical violations (${what}):\n${describeViolations(audit.found)}`);
  assert.deepEqual(audit.rawTexts, [], `translation keys or untranslated texts shown (${what})`);
}

/** A plain descriptor area with a list and a create form (no custom screens). */
const plainArea = areas.find((area) => screensOf(area).includes('list') && screensOf(area).includes('create') && !area.custom);

/**
 * Registers a language's walks in `suite`: every route in `full`'s theme, and the shell, a list,
 * a form and home in `spot`'s. ({ theme, name } each.)
 */
export function accessibilityWalks(suite, language, full, spot) {
  suite.test(`axe: every route in ${full.name}`, { timeout: 600_000, context: { language, theme: full.theme } }, async ({ page, context, server, t }) => {
    const started = Date.now();
    await serveAxe(context);
    // Every screen opens under the Content-Security-Policy: one violation on the way fails the walk.
    const underPolicy = await watchPolicy(context, page);
    const audit = auditor(page, language);
    await walkPublicPages(page, server, audit);
    await signInViaApi(page, server, ADMIN, '/home');
    await walkShellAndDialogs(page, server, audit);
    await walkAreas(page, server, audit);
    report(t, audit, started, full.name);
    await underPolicy(`every route in ${full.name}`);
  });

  suite.test(`axe: the shell, a list, a form and home in ${spot.name}`, { timeout: 120_000, context: { language, theme: spot.theme } }, async ({ page, context, server, t }) => {
    const started = Date.now();
    await serveAxe(context);
    const audit = auditor(page, language);
    await visit(page, server, audit, '/', 'login');
    await signInViaApi(page, server, ADMIN, '/home');
    await audit.check('home');
    await openList(page, server, plainArea);
    await audit.check(`${plainArea.area} list`);
    await visit(page, server, audit, `/${plainArea.route}/create`, `${plainArea.area} create`);
    report(t, audit, started, spot.name);
  });
}
