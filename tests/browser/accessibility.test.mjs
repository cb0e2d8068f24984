// Accessibility in Arabic: axe-core on every screen the descriptors give (lists, forms, show
// pages, single pages, custom and unavailable screens), the sign-in pages, the status pages and
// the open dialogs and menus, in the light theme (the shell, a list, a form and the home page also
// in the dark one); any serious or critical violation fails, and so does a translation key shown
// instead of its text or a breach of the Content-Security-Policy anywhere on the way. The same
// walks in English are in accessibility-english.test.mjs.
// Then what a keyboard user does: filters, paging, switches, dialogs, the code boxes, a visible
// focus ring and an announced validation message. Areas are chosen by what their descriptors
// offer, not by name.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, eventually, formFields, listPath, loadAreas, screensOf, FRESH_HEADING, openInApp, text, waitForList } from './harness.mjs';
import { settle } from './a11y/axe.mjs';
import { accessibilityWalks, openList, requestResetCode } from './a11y/walks.mjs';

const suite = browserSuite(import.meta.url);
const areas = loadAreas();

accessibilityWalks(suite, 'ar', { theme: 'light_theme', name: 'Arabic, light' }, { theme: 'dark_theme', name: 'Arabic, dark' });

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
    // Each walk numbers its stops afresh: the shell's buttons outlive the page a walk before numbered,
    // and a number taken from how many are marked could repeat one of theirs and end the walk early.
    for (const marked of document.querySelectorAll('[data-a11y-stop]')) marked.removeAttribute('data-a11y-stop');
    window.a11yNextStop = 0;
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
      if (!element.hasAttribute('data-a11y-stop')) element.setAttribute('data-a11y-stop', String(window.a11yNextStop++));
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
