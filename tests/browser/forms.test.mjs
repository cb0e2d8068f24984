// Forms that lose nothing and overwrite nobody: the cursor starts in a new record's first field,
// leaving a changed form asks first (menu, Back, reload), another admin's edit made meanwhile is
// shown and merged instead of overwritten, the server's field errors take the cursor to the
// field, and a wrong email says so. The generic checks run for every area that has a create form.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ADMIN, browserSuite, eventually, expectToast, formFields, listPath, loadAreas, screensOf, text, waitForList, waitForPath } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const signedIn = { signedInAs: ADMIN, language: 'en' };
const en = (key, values) => text('en', key, values);

/** Areas whose create screen is a descriptor form (not a bespoke screen). */
const createForms = loadAreas().filter((area) => screensOf(area).includes('create') && area.form && !area.custom?.create && screensOf(area).includes('list'));

/** Opens an area's create form from its list (a navigation inside the app, so Back stays in it). */
async function openCreate(page, server, area) {
  await page.goto(server.url(listPath(area)));
  await waitForList(page);
  await page.locator('[data-testid=add-link]').click();
  await page.locator('form [data-testid=form-submit]').waitFor();
}

/** The id of the form field the focused element belongs to ("" when the focus is outside the form). */
function focusedField(page, fields) {
  return page.evaluate((names) => {
    const active = document.activeElement;
    if (!active || !active.closest('form')) return '';
    // The field whose own element is, or sits next to, the focused one (a file field's button).
    for (let node = active; node && node.tagName !== 'FORM'; node = node.parentElement) {
      const inside = [...node.querySelectorAll('[id^="root_"]')].map((element) => element.id);
      const own = [node.id, ...inside].find((id) => names.some((name) => id === `root_${name}`));
      if (own) return own.slice('root_'.length);
    }
    return '?';
  }, fields);
}

/** The first field the form shows (in page order) of the fields it has. */
function firstShownField(page, fields) {
  return page.evaluate((names) => {
    const form = document.querySelector('form');
    const elements = names
      .map((name) => document.getElementById(`root_${name}`))
      .filter((element) => element && form.contains(element) && !(element instanceof HTMLInputElement && element.type === 'hidden' && !element.hasAttribute('hidden')));
    elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    return elements[0]?.id.slice('root_'.length) ?? '';
  }, fields);
}

const unsavedDialog = (page) => page.getByRole('dialog', { name: en('engine.unsavedTitle') });

for (const area of createForms) {
  suite.test(`${area.area}: the create form starts in its first field and asks before unsaved changes are left`, { context: signedIn }, async ({ page, server }) => {
    await openCreate(page, server, area);
    const createPath = new URL(page.url()).pathname.replace(/^\/dashboard/, '');
    const fields = formFields(area, 'create');
    const first = await firstShownField(page, fields);
    assert.ok(first, 'the form shows a field');
    await eventually(
      () => focusedField(page, fields),
      (field) => field === first,
      { message: `the cursor in ${first}` },
    );

    // A field to type in: the first plain text or number field of the form.
    const typable = fields.find((field) => {
      const property = area.form.schema.properties[field];
      const type = Array.isArray(property.type) ? property.type.find((item) => item !== 'null') : property.type;
      return (
        ['string', 'number', 'integer'].includes(type) &&
        !property.format &&
        !property.oneOf &&
        !area.form.uiSchema?.[field]?.['ui:widget'] &&
        !(area.form.conditions ?? []).some((condition) => condition.field === field)
      );
    });
    if (!typable) return;
    const input = page.locator(`#root_${typable}`);
    const value = /string/.test(JSON.stringify(area.form.schema.properties[typable].type)) ? 'Something typed' : '42';
    await input.fill(value === '42' ? '7' : 'Typed then undone');
    await input.fill('');
    // Typing then undoing leaves nothing to lose: the menu goes at once.
    await page.locator('[data-testid="menu-link-/home"]').click();
    await waitForPath(page, '/home');
    assert.equal(await unsavedDialog(page).count(), 0);

    await page.goBack();
    await waitForPath(page, createPath);
    await input.waitFor();
    await input.fill(value);
    await page.locator('[data-testid="menu-link-/home"]').click();
    await unsavedDialog(page).waitFor();
    const stay = page.getByRole('button', { name: en('engine.unsavedStay'), exact: true });
    await eventually(() => stay.evaluate((button) => button === document.activeElement), Boolean, { message: 'Stay has the focus' });
    await stay.click();
    await unsavedDialog(page).waitFor({ state: 'detached' });
    await waitForPath(page, createPath);
    assert.equal(await input.inputValue(), value, 'Stay keeps what was typed');

    // Back asks too.
    await page.goBack().catch(() => {});
    await unsavedDialog(page).waitFor();
    await page.getByRole('button', { name: en('engine.unsavedStay'), exact: true }).click();
    await waitForPath(page, createPath);
    assert.equal(await input.inputValue(), value);

    // Reloading lets the browser ask.
    const asked = page.waitForEvent('dialog');
    const reload = page.reload().catch(() => {});
    const dialog = await asked;
    assert.equal(dialog.type(), 'beforeunload');
    await dialog.accept();
    await reload;
    await page.locator('form [data-testid=form-submit]').waitFor();

    // Leave goes.
    await input.fill(value === '42' ? '43' : 'Typed again');
    await page.locator('[data-testid="menu-link-/home"]').click();
    await page.getByRole('button', { name: en('engine.unsavedLeave'), exact: true }).click();
    await waitForPath(page, '/home');
  });
}

// --- a long form keeps Save in view ---

const longest = [...createForms].sort((a, b) => formFields(b, 'create').length - formFields(a, 'create').length)[0];

suite.test(`${longest.area}: on a phone, Save stays in view at the bottom of a long form`, { context: { ...signedIn, viewport: { width: 390, height: 700 } } }, async ({ page, server }) => {
  await openCreate(page, server, longest);
  const save = page.locator('[data-testid=form-submit]');
  const inView = async () => {
    const box = await save.boundingBox();
    return box !== null && box.y >= 0 && box.y + box.height <= 700;
  };
  await eventually(inView, Boolean, { message: 'Save in view at the top of the form' });
  await page.mouse.wheel(0, 600);
  await eventually(inView, Boolean, { message: 'Save in view halfway down' });
  // The form goes on below it: the bar is kept in view, not simply at the form's end.
  const last = await page.locator('form [id^=root_]').last().boundingBox();
  const bar = await page.locator('[data-testid=form-actions]').boundingBox();
  assert.ok(last && bar && last.y + last.height > bar.y, 'fields continue under the bar');
});

// --- another admin's edit made meanwhile ---

const banks = loadAreas().find((area) => area.area === 'banks');

async function readBank(server, token, id) {
  const answer = await server.api(`dashboard/banks/${id}`, { token });
  assert.equal(answer.status, 200);
  return answer.body.data;
}

/** Saves a bank as another admin would (the API, beside the browser). */
async function saveBankElsewhere(server, token, id, changes) {
  const bank = await readBank(server, token, id);
  const body = { _method: 'PUT', name_ar: bank.name_ar, name_en: bank.name_en, country_id: bank.country.id, active: bank.active ? 1 : 0, ...changes };
  const answer = await server.api(`dashboard/banks/${id}`, { method: 'POST', token, body });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
}

async function openBankEdit(page, server, id) {
  await page.goto(server.url(`/${banks.route}/edit/${id}`));
  await page.locator('#root_name_ar').waitFor();
  await eventually(
    () => page.locator('#root_name_ar').inputValue(),
    (value) => value !== '',
    { message: 'the bank loaded' },
  );
}

suite.test('an edit saved meanwhile by another admin is taken, not overwritten', { context: signedIn }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const id = 3;
  await openBankEdit(page, server, id);
  await saveBankElsewhere(server, token, id, { name_en: 'Their English name' });
  await page.locator('#root_name_ar').fill('اسمي العربي');
  await page.locator('[data-testid=form-submit]').click();

  const dialog = page.getByRole('dialog', { name: en('engine.conflictTitle') });
  await dialog.waitFor();
  const row = dialog.locator('[data-testid=conflict-name_en]');
  assert.equal(await row.getAttribute('data-status'), 'theirs');
  assert.match(await row.innerText(), /Their English name/);
  assert.match(await row.innerText(), new RegExp(en('engine.conflictTakenTheirs')));
  assert.equal(await row.getByRole('radio', { name: en('engine.conflictTakeTheirs') }).isChecked(), true);
  // Only the fields changed meanwhile are listed.
  assert.equal(await dialog.locator('[data-testid^=conflict-name_ar]').count(), 0);
  await dialog.getByRole('button', { name: en('engine.conflictSaveMerged') }).click();
  await expectToast(page, en('messages.editedSuccessfully'));
  const saved = await readBank(server, token, id);
  assert.equal(saved.name_ar, 'اسمي العربي');
  assert.equal(saved.name_en, 'Their English name');
});

suite.test('a field both admins changed is saved as chosen', { context: signedIn }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const id = 4;
  await openBankEdit(page, server, id);
  await saveBankElsewhere(server, token, id, { name_en: 'Theirs first' });
  await page.locator('#root_name_en').fill('Mine first');
  await page.locator('#root_name_ar').fill('عربي مني');
  await page.locator('[data-testid=form-submit]').click();
  const dialog = page.getByRole('dialog', { name: en('engine.conflictTitle') });
  const row = dialog.locator('[data-testid=conflict-name_en]');
  await row.waitFor();
  assert.equal(await row.getAttribute('data-status'), 'both');
  // Both changed: mine unless chosen otherwise.
  assert.equal(await row.getByRole('radio', { name: en('engine.conflictKeepMine') }).isChecked(), true);
  // Going back to the form saves nothing and keeps what was typed.
  await dialog.getByRole('button', { name: en('common.cancel'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.locator('#root_name_en').inputValue(), 'Mine first');
  assert.equal((await readBank(server, token, id)).name_en, 'Theirs first');

  await page.locator('[data-testid=form-submit]').click();
  await row.waitFor();
  await row.getByRole('radio', { name: en('engine.conflictTakeTheirs') }).check();
  await dialog.getByRole('button', { name: en('engine.conflictSaveMerged') }).click();
  await expectToast(page, en('messages.editedSuccessfully'));
  await waitForPath(page, '/banks/all');
  const saved = await readBank(server, token, id);
  assert.equal(saved.name_en, 'Theirs first');
  assert.equal(saved.name_ar, 'عربي مني');
});

suite.test('the merged values become the form and the record read again is the new starting point', { context: signedIn }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const id = 5;
  await openBankEdit(page, server, id);
  await saveBankElsewhere(server, token, id, { name_en: 'First change' });
  // The save is refused by the server, so the form stays with the merged values.
  await page.locator('#root_name_ar').fill('x'.repeat(300));
  await page.locator('[data-testid=form-submit]').click();
  const dialog = page.getByRole('dialog', { name: en('engine.conflictTitle') });
  await dialog.getByRole('button', { name: en('engine.conflictSaveMerged') }).click();
  await dialog.waitFor({ state: 'detached' });
  await eventually(
    () => page.locator('#root_name_en').inputValue(),
    (value) => value === 'First change',
    { message: 'the form holds their value' },
  );
  await page.locator('#root_name_ar').fill('عربي');
  // Nothing changed since: saved without asking.
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, en('messages.editedSuccessfully'));
  assert.equal(await dialog.count(), 0);
  assert.equal((await readBank(server, token, id)).name_en, 'First change');
});

suite.test('a record that cannot be read again before saving is said, with save anyway and retry', { context: signedIn }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const id = 6;
  await openBankEdit(page, server, id);
  await page.locator('#root_name_en').fill('Saved anyway');
  await page.route(`**/api/v1/dashboard/banks/${id}`, (route) => (route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback()));
  await page.locator('[data-testid=form-submit]').click();
  const failed = page.locator('[data-testid=recheck-failed]');
  await failed.waitFor();
  assert.match(await failed.innerText(), new RegExp(en('engine.conflictCheckFailed').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await failed.getByRole('button', { name: en('engine.conflictRetry') }).click();
  await failed.waitFor();
  await failed.getByRole('button', { name: en('engine.conflictSaveAnyway') }).click();
  await expectToast(page, en('messages.editedSuccessfully'));
  assert.equal((await readBank(server, token, id)).name_en, 'Saved anyway');
});

// --- errors ---

suite.test("the server's field error takes the cursor to that field", { context: signedIn }, async ({ page, server }) => {
  await openCreate(page, server, banks);
  await page.locator('#root_name_ar').fill('بنك');
  // Longer than the server takes; the form itself does not check the length.
  await page.locator('#root_name_en').fill('B'.repeat(300));
  await page.locator('#root_country_id').click();
  await page.locator('li[role=option]').nth(1).click();
  // Start from the top of the page: the field in error is brought into view.
  await page.locator('#root_name_ar').focus();
  await page.locator('[data-testid=form-submit]').click();
  await eventually(
    () => page.evaluate(() => document.activeElement?.id),
    (id) => id === 'root_name_en',
    { message: 'the cursor in name_en' },
  );
  assert.equal(await page.locator('#root_name_en').getAttribute('aria-invalid'), 'true');
  assert.equal(await page.locator('#root_name_ar').getAttribute('aria-invalid'), 'false');
});

/** Forms whose rules before an email rule only ask for text fields: the email rule can be reached by typing. */
const emailForms = createForms.flatMap((area) => {
  const fields = formFields(area, 'create');
  const rules = area.form.rules.filter((rule) => fields.includes(rule.field) && !rule.when);
  const at = rules.findIndex((rule) => rule.rule === 'email');
  if (at < 0) return [];
  const before = rules.slice(0, at);
  const typable = (field) => area.form.schema.properties[field]?.type === 'string' && !area.form.schema.properties[field]?.format && !area.form.uiSchema?.[field]?.['ui:widget'];
  if (!before.every((rule) => rule.rule === 'required' && (rule.field === rules[at].field || typable(rule.field)))) return [];
  return [{ area, email: rules[at], before: [...new Set(before.map((rule) => rule.field))].filter((field) => field !== rules[at].field) }];
});

test('some create form has an email rule reachable by typing', () => {
  assert.ok(emailForms.length > 0);
});

for (const { area, email, before } of emailForms) {
  suite.test(`${area.area}: an email that is not valid says so, and the toast goes once it is fixed`, { context: signedIn }, async ({ page, server }) => {
    await openCreate(page, server, area);
    for (const field of before) await page.locator(`#root_${field}`).fill('Someone');
    const input = page.locator(`#root_${email.field}`);
    await input.fill('not-an-email');
    await page.locator('[data-testid=form-submit]').click();
    const toast = await expectToast(page, en(email.message), { variant: 'error' });
    assert.notEqual(en(email.message), en('VALIDATION.email'), 'not the "enter your email" text');
    await eventually(
      () => page.evaluate(() => document.activeElement?.id),
      (id) => id === `root_${email.field}`,
      { message: 'the cursor in the email' },
    );
    await input.fill('someone@example.com');
    await toast.waitFor({ state: 'detached' });
    assert.equal(await input.getAttribute('aria-invalid'), 'false');
  });
}

suite.test('general settings: an emptied field says to fill in the fields, and a second one does not stack a second toast', { context: signedIn }, async ({ page, server }) => {
  await page.goto(server.url('/settings'));
  const commission = page.locator('#root_app_commission');
  const tax = page.locator('#root_value_added_tax');
  await commission.waitFor();
  await eventually(
    () => commission.inputValue(),
    (value) => value !== '',
    { message: 'the settings are read' },
  );
  const message = en('VALIDATION.phoneVerificationInputs');
  assert.equal(message, 'Please fill in all the fields', 'the message fits every place it is used');
  // The most toasts of the message on screen at once, from here on.
  await page.evaluate((wanted) => {
    const count = () => [...document.querySelectorAll('.notistack-SnackbarContainer [role=alert]')].filter((el) => el.textContent.includes(wanted)).length;
    window.mostToasts = 0;
    new MutationObserver(() => {
      window.mostToasts = Math.max(window.mostToasts, count());
    }).observe(document.body, { childList: true, subtree: true });
  }, message);
  const save = page.locator('form [data-testid=form-submit]');
  await tax.fill('');
  await save.click();
  await expectToast(page, message, { variant: 'error' });
  // The tax still empty, the commission emptied too: its rule comes first and stops the save.
  await commission.fill('');
  await save.click();
  await eventually(
    () => page.evaluate(() => document.activeElement?.id),
    (id) => id === 'root_app_commission',
    { message: 'the cursor goes to the commission' },
  );
  // Two frames: what the last save showed is drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await page.evaluate(() => window.mostToasts), 1, 'one toast of the message, not two');
});
