// Accessibility: axe-core on every screen the descriptors give (lists, forms, show pages,
// single pages, custom and unavailable screens), the sign-in pages, the status pages and the
// open dialogs and menus, in Arabic light and English dark (the shell, a list, a form and the
// home page also in Arabic dark and English light); any serious or critical violation fails, and
// so does a translation key shown instead of its text or a breach of the Content-Security-Policy
// anywhere on the way.
// Then what a keyboard user does: filters, paging, switches, dialogs, the code boxes, a visible
// focus ring and an announced validation message. Areas are chosen by what their descriptors
// offer, not by name.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, eventually, formFields, listPath, loadAreas, screensOf, FRESH_HEADING, openInApp, signInViaApi, text, waitForList, waitForPath, watchPolicy } from './harness.mjs';
import { blockingViolations, describeViolations, serveAxe, settle } from './a11y/axe.mjs';
import { expectNoRawKeys } from './rawKeys.mjs';

const suite = browserSuite(import.meta.url);
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
async function openList(page, server, area) {
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
async function requestResetCode(page, server) {
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

const FULL_WALKS = [
  { language: 'ar', theme: 'light_theme', name: 'Arabic, light' },
  { language: 'en', theme: 'dark_theme', name: 'English, dark' },
];

for (const walk of FULL_WALKS) {
  suite.test(`axe: every route in ${walk.name}`, { timeout: 600_000, context: { language: walk.language, theme: walk.theme } }, async ({ page, context, server, t }) => {
    const started = Date.now();
    await serveAxe(context);
    // Every screen opens under the Content-Security-Policy: one violation on the way fails the walk.
    const underPolicy = await watchPolicy(context, page);
    const audit = auditor(page, walk.language);
    await walkPublicPages(page, server, audit);
    await signInViaApi(page, server, ADMIN, '/home');
    await walkShellAndDialogs(page, server, audit);
    await walkAreas(page, server, audit);
    report(t, audit, started, walk.name);
    await underPolicy(`every route in ${walk.name}`);
  });
}

/** A plain descriptor area with a list and a create form (no custom screens). */
const plainArea = areas.find((area) => screensOf(area).includes('list') && screensOf(area).includes('create') && !area.custom);

const SPOT_CHECKS = [
  { language: 'ar', theme: 'dark_theme', name: 'Arabic, dark' },
  { language: 'en', theme: 'light_theme', name: 'English, light' },
];

for (const walk of SPOT_CHECKS) {
  suite.test(`axe: the shell, a list, a form and home in ${walk.name}`, { timeout: 120_000, context: { language: walk.language, theme: walk.theme } }, async ({ page, context, server, t }) => {
    const started = Date.now();
    await serveAxe(context);
    const audit = auditor(page, walk.language);
    await visit(page, server, audit, '/', 'login');
    await signInViaApi(page, server, ADMIN, '/home');
    await audit.check('home');
    await openList(page, server, plainArea);
    await audit.check(`${plainArea.area} list`);
    await visit(page, server, audit, `/${plainArea.route}/create`, `${plainArea.area} create`);
    report(t, audit, started, walk.name);
  });
}

// --- the keyboard ---

/**
 * The area the keyboard tests use: a list with a text filter, activation switches that ask
 * nothing, deletable rows, and a create form whose first rule requires a field.
 */
const keyboardArea = areas.find(
  (area) =>
    screensOf(area).includes('list') &&
    screensOf(area).includes('create') &&
    !area.custom &&
    (area.list.filters ?? []).some((filter) => (filter.widget ?? 'text') === 'text') &&
    area.list.columns.some((column) => column.cell === 'activation') &&
    !area.list.deactivationPrompt &&
    (area.list.actions ?? []).includes('delete') &&
    area.form?.rules?.[0]?.rule === 'required' &&
    formFields(area, 'create').includes(area.form.rules[0].field),
);

/** The focused element's test id, name or tag: what a failure names. */
const focused = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    return element.getAttribute('data-testid') ?? element.closest('[data-testid]')?.getAttribute('data-testid') ?? element.getAttribute('name') ?? element.tagName.toLowerCase();
  });

/** Presses Tab until the focus is on `selector`; fails after `most` presses. */
async function tabTo(page, selector, most = 12) {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  assert.fail(`${most} presses of Tab did not reach ${selector}; the focus is on ${await focused(page)}`);
}

suite.test('keyboard: the filter panel opens, searches with Enter and resets, and the focus comes back to its toggle', { context: { signedInAs: ADMIN, language: 'ar' } }, async ({ page, server }) => {
  assert.ok(keyboardArea, 'an area offers what the keyboard tests need');
  const filter = keyboardArea.list.filters.find((candidate) => (candidate.widget ?? 'text') === 'text');
  await openList(page, server, keyboardArea);
  const toggle = page.locator('[data-testid=filter-toggle]');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.locator('form[role=search]').waitFor();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');

  await tabTo(page, `form[role=search] input[name="${filter.param}"]`);
  await page.keyboard.type('abc');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.get(filter.param) === 'abc');
  await eventually(
    () => focused(page),
    (id) => id === 'filter-toggle',
    { message: 'the focus is back on the filter toggle after searching' },
  );

  await page.keyboard.press('Enter');
  await page.locator('form[role=search]').waitFor();
  await tabTo(page, '[data-testid=filter-reset]');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.searchParams.has(filter.param));
  await eventually(
    () => focused(page),
    (id) => id === 'filter-toggle',
    { message: 'the focus is back on the filter toggle after the reset' },
  );
});

suite.test('keyboard: Tab and Enter move to page 2; Space toggles an activation switch', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const en = (key, values) => text('en', key, values);
  await openList(page, server, keyboardArea);
  const pageOne = page.getByRole('link', { name: en('engine.page', { page: 1 }), exact: true });
  const pageTwo = page.getByRole('link', { name: en('engine.page', { page: 2 }), exact: true });
  await pageOne.focus();
  await page.keyboard.press('Tab');
  assert.equal(await pageTwo.evaluate((link) => link === document.activeElement), true, 'Tab moves from page 1 to page 2');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await waitForList(page);
  await eventually(
    () => pageTwo.getAttribute('aria-current'),
    (current) => current === 'page',
    { message: 'page 2 is the current page' },
  );

  const toggle = page.locator('[data-testid=list-row] [data-testid^="activation-"] input').first();
  const before = await toggle.isChecked();
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/v1\/dashboard\//.test(response.url()));
  await toggle.focus();
  await page.keyboard.press('Space');
  assert.equal((await answer).ok(), true, 'the activation call succeeds');
  await eventually(
    () => toggle.isChecked(),
    (checked) => checked === !before,
    { message: 'Space switched the activation' },
  );
  // And back once the call is done, leaving the record as it was.
  await eventually(
    () => toggle.getAttribute('aria-disabled'),
    (busy) => busy !== 'true',
    { message: 'the switch is free again' },
  );
  await page.keyboard.press('Space');
  await eventually(
    () => toggle.isChecked(),
    (checked) => checked === before,
    { message: 'Space switched it back' },
  );
});

suite.test('keyboard: the delete dialog opens with Enter, closes with Escape and gives the focus back to its button', { context: { signedInAs: ADMIN, language: 'ar' } }, async ({ page, server }) => {
  await openList(page, server, keyboardArea);
  const remove = page.locator('[data-testid=list-row] [data-testid^="delete-"]').first();
  const removeId = await remove.getAttribute('data-testid');
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  assert.equal(await dialog.evaluate((element) => element.contains(document.activeElement)), true, 'the focus moves into the dialog');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await eventually(
    () => focused(page),
    (id) => id === removeId,
    { message: `the focus is back on ${removeId}` },
  );
  assert.equal((await page.locator('[data-testid=list-row]').count()) > 0, true, 'nothing was deleted');
});

suite.test('keyboard: the profile dialog opens from the avatar and closes with the focus back on it', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  await openInApp(page, server, '/home');
  await page.locator('[data-testid=profile-button]').focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('[data-testid=profile-dialog]');
  await page.locator('[data-testid=profile-name]').waitFor();
  assert.equal(await dialog.evaluate((element) => element.contains(document.activeElement)), true, 'the focus moves into the dialog');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await eventually(
    () => focused(page),
    (id) => id === 'profile-button',
    { message: 'the focus is back on the avatar button' },
  );
});

suite.test('keyboard: the verification code boxes advance on a digit and step back on Backspace', { context: { language: 'ar' } }, async ({ page, server }) => {
  const boxes = () => page.locator('[data-testid^="code-box-"]').evaluateAll((inputs) => inputs.map((input) => input.value));
  await openInApp(page, server, '/reset-password-email');
  await requestResetCode(page, server);
  assert.equal(await focused(page), 'code-box-0', 'the first box has the focus');
  await page.keyboard.type('1');
  assert.equal(await focused(page), 'code-box-1', 'a digit moves on');
  await page.keyboard.type('23');
  assert.equal(await focused(page), 'code-box-3');
  assert.deepEqual(await boxes(), ['1', '2', '3', '']);
  await page.keyboard.press('Backspace');
  assert.equal(await focused(page), 'code-box-2', 'Backspace on an empty box steps back');
  assert.deepEqual(await boxes(), ['1', '2', '', '']);
  await page.keyboard.type('9');
  await page.keyboard.type('4');
  assert.deepEqual(await boxes(), ['1', '2', '9', '4']);
});

/**
 * Tabs through the whole page once and returns the stops that show no focus indicator (an
 * outline or a box shadow on the focused element, or on the MUI control drawn around it (a
 * switch's hidden input), or the thicker border of a focused outlined field, MUI's or plain),
 * and any element Tab cannot leave.
 */
async function stopsWithoutFocusRing(page, most = 160) {
  await page.evaluate(() => {
    document.activeElement?.blur();
    window.getSelection()?.removeAllRanges();
  });
  const missing = [];
  const seen = new Set();
  let previous = null;
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      // The focus-visible class is set in React's next commit: two frames later it is drawn.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const ring = (node) => {
        const style = getComputedStyle(node);
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      };
      const drawn = element.closest('.Mui-focusVisible') ?? element;
      // MUI's outlined field, or a plain select drawn as one (a list's rows per page): its outline
      // is the fieldset beside it.
      const field =
        element.closest('.MuiInputBase-root.Mui-focused')?.querySelector(':scope > .MuiOutlinedInput-notchedOutline') ??
        (element.matches('select') ? element.parentElement?.querySelector(':scope > fieldset') : null);
      const shown = ring(drawn) || (field ? parseFloat(getComputedStyle(field).borderTopWidth) >= 2 : false);
      const path = [];
      for (let node = element; node && node !== document.body && path.length < 3; node = node.parentElement) {
        path.unshift(node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}`);
      }
      if (!element.hasAttribute('data-a11y-stop')) element.setAttribute('data-a11y-stop', String(document.querySelectorAll('[data-a11y-stop]').length));
      return { key: element.getAttribute('data-a11y-stop'), where: path.join(' > '), name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40), shown };
    });
    if (!stop) continue;
    if (stop.key === previous) {
      missing.push(`${stop.where} "${stop.name}" keeps the focus when Tab is pressed (a keyboard trap)`);
      break;
    }
    // Back at a stop already seen: the Tab order has come round.
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    previous = stop.key;
    if (!stop.shown) missing.push(`${stop.where} "${stop.name}"`);
  }
  assert.ok(seen.size > 5, `Tab reached only ${seen.size} elements`);
  return missing;
}

for (const theme of ['light_theme', 'dark_theme']) {
  const language = theme === 'light_theme' ? 'ar' : 'en';
  suite.test(`keyboard: every Tab stop of a list, a form and a rich-text page shows a focus ring (${theme})`, { context: { signedInAs: ADMIN, language, theme } }, async ({ page, server }) => {
    const richText = areas.find((area) => area.screen === 'single' && Object.values(area.form?.uiSchema ?? {}).some((field) => field?.['ui:widget'] === 'richText'));
    const pages = [listPath(keyboardArea), `/${keyboardArea.route}/create`, ...(richText ? [listPath(richText)] : [])];
    const missing = [];
    for (const path of pages) {
      await openInApp(page, server, path);
      await settle(page, { ready: FRESH_HEADING });
      for (const stop of await stopsWithoutFocusRing(page)) missing.push(`${path}: ${stop}`);
    }
    assert.deepEqual(missing, [], 'every focused element shows where the focus is');
  });
}

suite.test('keyboard: a form refused by its first rule says so in an alert and focuses the field', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const rule = keyboardArea.form.rules[0];
  await openInApp(page, server, `/${keyboardArea.route}/create`);
  const submit = page.locator('[data-testid=form-submit]');
  await submit.focus();
  await page.keyboard.press('Enter');
  const message = text('en', rule.message);
  const toast = page.locator('.notistack-SnackbarContainer').getByText(message, { exact: true }).first();
  await toast.waitFor();
  const announced = await toast.evaluate((element) => {
    const live = element.closest('[role=alert], [role=status], [aria-live]');
    return live ? { role: live.getAttribute('role'), live: live.getAttribute('aria-live') } : null;
  });
  assert.ok(announced && (announced.role === 'alert' || ['polite', 'assertive'].includes(announced.live)), `the message "${message}" is in a live region (found ${JSON.stringify(announced)})`);
  await eventually(
    () => page.evaluate(() => document.activeElement?.id ?? ''),
    (id) => id === `root_${rule.field}` || id.startsWith(`root_${rule.field}_`),
    { message: `the focus moves to the refused field ${rule.field}` },
  );
});
