// Banks, end to end as the super admin: the list (paging, filters), create with its checks,
// edit, show, activation and delete, in Arabic (right to left) and in English; and what an admin
// who may only list them is spared.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { ADMIN, VIEWER, browserSuite, chooseOption, eventually, expectToast, login, rowIds, text, waitForList, waitForPath } from './harness.mjs';

const suite = browserSuite(import.meta.url);

const isBankWrite = (request) => /\/api\/v1\/dashboard\/banks(\/|$|\?)/.test(request.url()) && request.method() !== 'GET';
const isBankListRead = (response) => /\/api\/v1\/dashboard\/banks\?/.test(response.url()) && response.request().method() === 'GET';
const exactly = (value) => new RegExp(`^\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

async function bankTotal(server, token) {
  const answer = await server.api('dashboard/banks', { token });
  assert.equal(answer.status, 200);
  return answer.body.meta.total;
}

suite.test('banks round trip in Arabic (right to left)', { context: { language: 'ar' } }, async ({ page, server }) => {
  const ar = (key, values) => text('ar', key, values);
  const token = await server.token(ADMIN);
  await login(page, server, ADMIN.email, ADMIN.password);
  assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
  assert.equal(await page.locator('html').getAttribute('lang'), 'ar');

  // The list: the first page, then page 2 straight from the URL.
  await page.goto(server.url('/banks/all'));
  const firstPage = await rowIds(page);
  assert.ok(firstPage.length > 0, 'the first page shows rows');
  await page.goto(server.url('/banks/all?page=2'));
  await waitForList(page);
  const secondPage = await rowIds(page);
  assert.ok(secondPage.length > 0, 'page 2 shows rows');
  assert.deepEqual(
    secondPage.filter((id) => firstPage.includes(id)),
    [],
    'page 2 shows other rows than page 1',
  );
  const pageTwo = page.getByRole('link', { name: ar('engine.page', { page: 2 }), exact: true });
  assert.equal(await pageTwo.getAttribute('aria-current'), 'page', 'the page-2 button is the current one');
  assert.equal(await page.getByRole('link', { name: ar('engine.page', { page: 1 }), exact: true }).getAttribute('aria-current'), null);
  // Right to left: the next-page arrow sits to the left of the previous-page arrow.
  const previousBox = await page.getByRole('link', { name: ar('engine.previousPage'), exact: true }).boundingBox();
  const nextBox = await page.getByRole('link', { name: ar('engine.nextPage'), exact: true }).boundingBox();
  assert.ok(nextBox.x < previousBox.x, 'the paginator runs right to left');
  // The paginator's own buttons move between pages too.
  await page.getByRole('link', { name: ar('engine.page', { page: 3 }), exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '3');
  // The rows of the page before stay until the new page arrives.
  await eventually(
    () => rowIds(page),
    (ids) => ids.length > 0 && ids.every((id) => !secondPage.includes(id)),
    { message: 'page 3 shows other rows' },
  );

  // Filter by name: fewer rows, the filter in the URL, and a reload keeps it.
  const wanted = 'الراجحي';
  await page.locator('[data-testid=filter-toggle]').click();
  await page.locator('input[name=name]').fill(wanted);
  await page.locator('[data-testid=filter-submit]').click();
  await page.waitForURL((url) => url.searchParams.get('name') === wanted);
  assert.equal(new URL(page.url()).searchParams.get('page'), '1', 'a new filter starts at page 1');
  await waitForList(page);
  const filtered = page.locator('[data-testid=list-row]');
  await eventually(
    () => filtered.count(),
    (n) => n === 1,
    { message: 'one bank matches the name filter' },
  );
  assert.match(await filtered.first().innerText(), /مصرف الراجحي/);
  await page.reload();
  await waitForList(page);
  assert.equal(new URL(page.url()).searchParams.get('name'), wanted);
  assert.equal(await page.locator('[data-testid=list-row]').count(), 1, 'the reloaded page keeps the filter');

  // The status filter (an MUI select) narrows to the inactive banks.
  await page.locator('[data-testid=filter-toggle]').click();
  await page.locator('input[name=name]').fill('');
  await chooseOption(page, page.getByRole('combobox', { name: ar('common.status') }), exactly(ar('common.notActive')));
  await page.locator('[data-testid=filter-submit]').click();
  await page.waitForURL((url) => url.searchParams.get('active') === '0' && !url.searchParams.has('name'));
  const switches = () => page.locator('[data-testid=list-row] [data-testid^=activation-] input').evaluateAll((inputs) => inputs.map((input) => input.checked));
  await eventually(switches, (states) => states.length > 1 && states.every((checked) => checked === false), { message: 'only inactive banks are listed' });

  // Reset: back to page 1 without filters.
  await page.locator('[data-testid=filter-toggle]').click();
  await page.locator('[data-testid=filter-reset]').click();
  await page.waitForURL((url) => url.search === '?page=1');
  await eventually(
    () => rowIds(page),
    (ids) => JSON.stringify(ids) === JSON.stringify(firstPage),
    { message: 'reset shows the unfiltered first page' },
  );

  // Create a bank with its country.
  const totalBefore = await bankTotal(server, token);
  await page.locator('[data-testid=add-link]').click();
  await waitForPath(page, '/banks/create');
  await page.locator('#root_name_ar').fill('بنك الاختبار');
  await page.locator('#root_name_en').fill('Test Bank');
  await chooseOption(page, page.locator('#root_country_id'), exactly('السعودية'));
  const created = page.waitForResponse((response) => isBankWrite(response.request()));
  await page.locator('[data-testid=form-submit]').click();
  assert.equal((await created).status(), 200);
  await expectToast(page, ar('messages.addedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/banks/all');
  await waitForList(page);
  assert.equal(await bankTotal(server, token), totalBefore + 1);
  const newest = page.locator('[data-testid=list-row]').first();
  await eventually(
    () => newest.innerText(),
    (row) => row.includes('بنك الاختبار') && row.includes('Test Bank'),
    { message: 'the new bank heads the list' },
  );
  const [id] = await rowIds(page);
  const row = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="edit-${id}"]`) });
  assert.match(await row.innerText(), /السعودية/);

  // Edit its English name.
  await page.locator(`[data-testid="edit-${id}"]`).click();
  await waitForPath(page, `/banks/edit/${id}`);
  await eventually(
    () => page.locator('#root_name_en').inputValue(),
    (value) => value === 'Test Bank',
    { message: 'the edit form is filled' },
  );
  assert.equal(await page.locator('#root_name_ar').inputValue(), 'بنك الاختبار');
  await page.locator('#root_name_en').fill('Test Bank Edited');
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, ar('messages.editedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/banks/all');
  await waitForList(page);
  await eventually(
    () => row.innerText(),
    (value) => value.includes('Test Bank Edited'),
    { message: 'the list shows the new English name' },
  );

  // Show page.
  await page.locator(`[data-testid="show-${id}"]`).click();
  await waitForPath(page, `/banks/show/${id}`);
  await page.locator('[data-testid=show-name_ar]').waitFor();
  assert.equal((await page.locator('[data-testid=show-id]').innerText()).trim(), id);
  assert.equal((await page.locator('[data-testid=show-name_ar]').innerText()).trim(), 'بنك الاختبار');
  assert.equal((await page.locator('[data-testid=show-name_en]').innerText()).trim(), 'Test Bank Edited');
  assert.equal((await page.locator('[data-testid="show-country.name"]').innerText()).trim(), 'السعودية');
  // Its History, newest first: who changed the English name, from what to what, in Arabic.
  const change = page.locator('[data-testid^=history-entry-][data-event=updated]').first();
  await change.waitFor();
  assert.ok((await change.innerText()).includes(ar('history.events.updated')), 'the entry says the record was changed');
  const nameLine = change.locator('[data-testid=history-field-name_en]');
  assert.equal((await nameLine.locator('dt').innerText()).trim(), ar('common.nameEn'));
  assert.deepEqual([(await nameLine.getByTestId('history-old').innerText()).trim(), (await nameLine.getByTestId('history-new').innerText()).trim()], ['Test Bank', 'Test Bank Edited']);
  // Read from the right: the old English name first, then the arrow, then the new one, even though
  // both are Latin text that would otherwise run together left to right.
  const [oldBox, newBox] = [await nameLine.getByTestId('history-old').boundingBox(), await nameLine.getByTestId('history-new').boundingBox()];
  assert.ok(oldBox.x > newBox.x, `the old value stands to the right of the new one in Arabic (${oldBox.x} vs ${newBox.x})`);
  await page.getByRole('link', { name: ar('common.back'), exact: true }).click();
  await waitForPath(page, '/banks/all');
  await waitForList(page);

  // Activation: the new bank is active; the switch turns it off and the list reloads.
  const toggle = page.locator(`[data-testid="activation-${id}"] input`);
  assert.equal(await toggle.isChecked(), true, 'a new bank starts active');
  const activation = page.waitForResponse((response) => response.url().includes('/api/v1/dashboard/activation'));
  const reloaded = page.waitForResponse(isBankListRead);
  await toggle.click();
  assert.equal((await activation).status(), 200);
  await reloaded;
  await expectToast(page, ar('messages.changeActivation'), { variant: 'success' });
  await eventually(
    () => toggle.isChecked(),
    (checked) => checked === false,
    { message: 'the switch shows the bank off' },
  );
  assert.equal((await server.api(`dashboard/banks/${id}`, { token })).body.data.active, false, 'the server has the bank off');

  // Delete: Cancel keeps it; OK removes it.
  await page.locator(`[data-testid="delete-${id}"]`).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  assert.match(await dialog.locator('#confirm-title').innerText(), /بنك الاختبار/, 'the dialog names the bank');
  await dialog.getByRole('button', { name: ar('common.cancel'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.locator(`[data-testid="delete-${id}"]`).count(), 1);
  // Enter pressed out of habit answers Cancel, which has the focus: nothing is deleted.
  await page.locator(`[data-testid="delete-${id}"]`).click();
  await dialog.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'confirm-cancel', 'Cancel has the focus');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  assert.equal((await server.api(`dashboard/banks/${id}`, { token })).status, 200, 'Enter did not delete the bank');
  await page.locator(`[data-testid="delete-${id}"]`).click();
  await page.locator('[data-testid=confirm-ok]').click();
  await expectToast(page, ar('messages.deletedSuccessfully'), { variant: 'success' });
  await page.locator(`[data-testid="delete-${id}"]`).waitFor({ state: 'detached' });
  assert.equal((await server.api(`dashboard/banks/${id}`, { token })).status, 404);
  assert.equal(await bankTotal(server, token), totalBefore);

  // The activity log holds the edit, in Arabic, with the record's number and its area by title,
  // and puts the deleted bank back from its entry.
  await page.goto(server.url(`/activity/all?subject_type=banks&subject_id=${id}`));
  await waitForList(page);
  const entries = page.locator('[data-testid=list-row]');
  const editEntry = entries.filter({ hasText: ar('activity.events.updated') }).first();
  await editEntry.waitFor();
  assert.match(await editEntry.innerText(), new RegExp(ar('banks.title')));
  const deleteEntry = entries.filter({ hasText: ar('activity.events.deleted') }).first();
  // The deleted bank's link says it is gone, with no retry or edit, and still shows who deleted it.
  await deleteEntry.getByRole('link', { name: `#${id}`, exact: true }).click();
  await waitForPath(page, `/banks/show/${id}`);
  assert.equal((await page.getByTestId('record-gone').innerText()).trim(), ar('engine.recordGone'));
  await page.locator('[data-testid^=history-entry-][data-event=deleted]').first().waitFor();
  assert.deepEqual([await page.getByTestId('retry').count(), await page.getByTestId('show-edit').count()], [0, 0], 'nothing to retry or edit');
  await page.goBack();
  await waitForList(page);
  await deleteEntry.locator('[data-testid^="restore-"]').click();
  const restoreDialog = page.getByRole('dialog');
  await restoreDialog.getByText(ar('activity.restoreConfirm')).waitFor();
  const restored = page.waitForResponse((response) => /\/dashboard\/activity\/\d+\/restore$/.test(new URL(response.url()).pathname));
  await restoreDialog.locator('[data-testid=action-send]').click();
  // The server's own words, in the admin's language.
  await expectToast(page, (await (await restored).json()).message, { variant: 'success' });
  assert.equal((await server.api(`dashboard/banks/${id}`, { token })).status, 200, 'the deleted bank is back with its id');
  assert.equal(await bankTotal(server, token), totalBefore + 1);
  await eventually(
    () => deleteEntry.locator('[data-testid^="restore-"]').count(),
    (count) => count === 0,
    { message: 'a restored entry offers no second restore once the list reloads' },
  );
  // The entry's record number leads to the bank, back again.
  await editEntry.getByRole('link', { name: `#${id}`, exact: true }).click();
  await waitForPath(page, `/banks/show/${id}`);
});

suite.test('banks in English (left to right): list, create, edit, delete', { context: { language: 'en' } }, async ({ page, server }) => {
  const en = (key, values) => text('en', key, values);
  await login(page, server, ADMIN.email, ADMIN.password);
  assert.equal(await page.locator('html').getAttribute('dir'), 'ltr');
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');

  await page.goto(server.url('/banks/all'));
  await waitForList(page);
  assert.ok((await rowIds(page)).length > 0);
  await page.getByRole('columnheader', { name: en('common.nameEn'), exact: true }).waitFor();
  // Left to right: the next-page arrow sits to the right of the previous-page button.
  const previousBox = await page.getByRole('button', { name: en('engine.previousPage'), exact: true }).boundingBox();
  const nextBox = await page.getByRole('link', { name: en('engine.nextPage'), exact: true }).boundingBox();
  assert.ok(nextBox.x > previousBox.x, 'the paginator runs left to right');

  await page.locator('[data-testid=add-link]').click();
  await waitForPath(page, '/banks/create');
  await page.locator('#root_name_ar').fill('بنك إنجليزي');
  await page.locator('#root_name_en').fill('English Walk Bank');
  await chooseOption(page, page.locator('#root_country_id'), exactly('Egypt'));
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, en('messages.addedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/banks/all');
  await waitForList(page);
  const [id] = await rowIds(page);
  const row = page.locator('[data-testid=list-row]').first();
  await eventually(
    () => row.innerText(),
    (value) => value.includes('English Walk Bank') && value.includes('Egypt'),
    { message: 'the new bank heads the list' },
  );

  await page.locator(`[data-testid="edit-${id}"]`).click();
  await waitForPath(page, `/banks/edit/${id}`);
  await eventually(
    () => page.locator('#root_name_en').inputValue(),
    (value) => value === 'English Walk Bank',
    { message: 'the edit form is filled' },
  );
  await page.locator('#root_name_en').fill('English Walk Bank 2');
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, en('messages.editedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/banks/all');
  await waitForList(page);
  const edited = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="edit-${id}"]`) });
  await eventually(
    () => edited.innerText(),
    (value) => value.includes('English Walk Bank 2'),
    { message: 'the list shows the new name' },
  );

  // Its History in English, and the earlier name put back from it through the edit form.
  await page.goto(server.url(`/banks/show/${id}`));
  const change = page.locator('[data-testid^=history-entry-][data-event=updated]').first();
  await change.waitFor();
  const nameLine = change.locator('[data-testid=history-field-name_en]');
  assert.equal((await nameLine.locator('dt').innerText()).trim(), en('common.nameEn'));
  assert.deepEqual([(await nameLine.getByTestId('history-old').innerText()).trim(), (await nameLine.getByTestId('history-new').innerText()).trim()], ['English Walk Bank', 'English Walk Bank 2']);
  await change.getByRole('button', { name: en('history.restoreOne'), exact: true }).click();
  await waitForPath(page, `/banks/edit/${id}`);
  await eventually(
    () => page.locator('#root_name_en').inputValue(),
    (value) => value === 'English Walk Bank',
    { message: 'the earlier name is in the form' },
  );
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, en('messages.editedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/banks/all');
  await waitForList(page);
  await eventually(
    () => edited.innerText(),
    (value) => value.includes('English Walk Bank') && !value.includes('English Walk Bank 2'),
    { message: 'the list shows the name put back' },
  );

  await page.locator(`[data-testid="delete-${id}"]`).click();
  assert.equal(await page.locator('#confirm-title').innerText(), en('engine.deleteTitle', { name: 'English Walk Bank' }));
  await page.locator('[data-testid=confirm-ok]').click();
  await expectToast(page, en('messages.deletedSuccessfully'), { variant: 'success' });
  await page.locator(`[data-testid="delete-${id}"]`).waitFor({ state: 'detached' });

  // The activity log in English: the edit names the changed field by its label and links to the bank.
  await page.goto(server.url('/activity/all?subject_type=banks&event=updated'));
  await waitForList(page);
  const record = page.getByRole('link', { name: `#${id}`, exact: true });
  const editEntry = page.locator('[data-testid=list-row]').filter({ has: record }).first();
  await editEntry.waitFor();
  const entryText = await editEntry.innerText();
  assert.match(entryText, new RegExp(en('activity.events.updated')));
  assert.match(entryText, new RegExp(en('common.nameEn')));
  assert.match(entryText, new RegExp(en('banks.title')));
  assert.equal(await editEntry.getByRole('link', { name: `#${id}`, exact: true }).getAttribute('href'), `/dashboard/banks/show/${id}`);

  // Its export words the entry as the screen does: the area by its title, the field by its label.
  await page.getByRole('button', { name: en('engine.export'), exact: true }).click();
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('menuitem', { name: en('engine.exportCsv') }).click()]);
  const csv = (await readFile(await file.path(), 'utf8')).split('\r\n');
  const line = csv.find((row) => row.includes(`,${en('activity.events.updated')},${en('banks.title')},${id},`));
  assert.ok(line, `the edit's entry is in the file: ${csv.slice(0, 3).join(' / ')}`);
  assert.match(line, new RegExp(en('common.nameEn')));
});

suite.test("an incomplete bank form is refused with the form's own messages, in order, and nothing is saved", { context: { language: 'ar' } }, async ({ page, server }) => {
  const ar = (key, values) => text('ar', key, values);
  const token = await server.token(ADMIN);
  await login(page, server, ADMIN.email, ADMIN.password);
  const writes = [];
  page.on('request', (request) => {
    if (isBankWrite(request)) writes.push(`${request.method()} ${request.url()}`);
  });
  const totalBefore = await bankTotal(server, token);
  await page.goto(server.url('/banks/all'));
  await page.locator('[data-testid=add-link]').click();
  await waitForPath(page, '/banks/create');
  await page.locator('#root_name_ar').waitFor();

  // Each refusal names the first missing field, as a toast in the page's language:
  // the Arabic name, then the English name, then the country.
  const steps = [
    { fill: null, message: 'VALIDATION.nameAr' },
    { fill: ['#root_name_ar', 'بنك ناقص'], message: 'VALIDATION.nameEn' },
    { fill: ['#root_name_en', 'Incomplete Bank'], message: 'VALIDATION.country' },
  ];
  for (const step of steps) {
    if (step.fill) await page.locator(step.fill[0]).fill(step.fill[1]);
    await page.locator('[data-testid=form-submit]').click();
    try {
      await expectToast(page, ar(step.message), { variant: 'error', timeout: 5_000 });
    } catch (error) {
      // Name what stood in the way, e.g. the browser's own "required" bubble.
      const blocked = await page.evaluate(() => {
        const invalid = document.querySelector('form :invalid');
        return invalid ? { field: invalid.id || invalid.name || invalid.className, bubble: invalid.validationMessage } : null;
      });
      error.message += blocked ? `\n    the browser's own form validation blocked the submit at ${JSON.stringify(blocked)}` : '';
      throw error;
    } finally {
      await waitForPath(page, '/banks/create');
      assert.deepEqual(writes, [], 'no save call is sent for an incomplete form');
    }
  }
  assert.equal(await bankTotal(server, token), totalBefore, 'no bank was saved');
});

suite.test(
  'a double click on a bank’s edit link, or on Add, opens the form once: one step in the history, Back to the list, nothing written',
  { context: { signedInAs: ADMIN, language: 'ar' } },
  async ({ page, server }) => {
    const writes = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/v1/')) writes.push(`${request.method()} ${request.url()}`);
    });
    for (const link of ['[data-testid=list-row] [data-testid^="edit-"]', '[data-testid=add-link]']) {
      await page.goto(server.url('/banks/all'));
      await waitForList(page);
      await page.locator(link).first().dblclick();
      await waitForPath(page, link.includes('edit') ? /^\/banks\/edit\/\d+$/ : '/banks/create');
      await page.locator('#root_name_ar').waitFor();
      assert.equal(await page.locator('[role=dialog]').count(), 0);
      // One step in the history: Back returns to the list, not to the same form again.
      await page.goBack();
      await waitForPath(page, '/banks/all');
      await waitForList(page);
    }
    assert.deepEqual(writes, [], 'opening a form writes nothing');
  },
);

suite.test(
  'a form pointed at from the list has its code and record fetched before the click, which opens it with that record; its choices are read only once it is opened',
  { context: { signedInAs: ADMIN, language: 'en' } },
  async ({ page, server }) => {
    const token = await server.token(ADMIN);
    const asked = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(server.url('/banks/all'));
    await waitForList(page);
    await page.waitForLoadState('networkidle');
    const [first] = await rowIds(page);
    const nameOf = async (id) => (await server.api(`dashboard/banks/${id}`, { token })).body.data.name_ar;
    const choicesRead = () => asked.filter((path) => path.endsWith('/api/v1/dashboard/countries')).length;

    // Pointed at: the form's code and the record are fetched, its choices are not, and the page stays the list.
    const editFirst = page.getByTestId(`edit-${first}`);
    await editFirst.hover();
    await eventually(
      () => asked.filter((path) => /\/FormScreen-[^/]*\.js$/.test(path) || path === `/api/v1/dashboard/banks/${first}`).length,
      (count) => count >= 2,
      { message: 'the form’s code and the record are fetched as the pointer rests on the link' },
    );
    assert.equal(choicesRead(), 0, 'a form pointed at reads no choices');
    assert.equal(await page.locator('#root_name_ar').count(), 0, 'nothing of the form is drawn before the click');

    await editFirst.click();
    await waitForPath(page, `/banks/edit/${first}`);
    const field = page.locator('#root_name_ar');
    await field.waitFor();
    assert.equal(await field.inputValue(), await nameOf(first));
    await eventually(
      () => page.title(),
      (title) => title.startsWith('Edit: '),
      { message: 'the tab names the form' },
    );
    await eventually(choicesRead, (count) => count > 0, { message: 'the choices are read once opened' });

    // Add: opened with the cursor in its first field.
    await page.goto(server.url('/banks/all'));
    await waitForList(page);
    await page.getByTestId('add-link').hover();
    await page.getByTestId('add-link').click();
    await waitForPath(page, '/banks/create');
    await field.waitFor();
    await eventually(
      () => page.evaluate(() => document.activeElement?.id),
      (id) => id === 'root_name_ar',
      { message: 'the cursor in the first field' },
    );
  },
);

suite.test(
  'an admin who may only list banks gets nothing fetched ahead as the pointer crosses the list: no form code, no record read, no form in the page',
  { context: { signedInAs: VIEWER, language: 'en' } },
  async ({ page, server }) => {
    const asked = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(server.url('/banks/all'));
    await waitForList(page);
    await page.waitForLoadState('networkidle');
    const [first] = await rowIds(page);
    assert.equal(await page.getByTestId(`edit-${first}`).count(), 0, 'no edit link');
    assert.equal(await page.getByTestId('add-link').count(), 0, 'no Add');
    // The pointer rests on the row, then on everything in it that can be pointed at.
    const row = page.locator('[data-testid=list-row]').first();
    await row.hover();
    for (const target of await row.locator('a, button, [role=switch], input').all()) if (await target.isVisible()) await target.hover();
    await page.waitForTimeout(400);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      asked.filter((path) => /\/(FormScreen|ShowScreen)-[^/]*\.js$/.test(path)),
      [],
      'no screen’s code fetched',
    );
    assert.deepEqual(
      asked.filter((path) => /\/dashboard\/banks\/\d+$/.test(path)),
      [],
      'no bank read',
    );
    assert.equal(await page.locator('form').count(), 0, 'no form in the page');
  },
);

suite.test(
  'a bank that never was, or an address made up to attack, says it is not there: no retry, no edit, no history',
  { context: { signedInAs: ADMIN, language: 'en' } },
  async ({ page, server }) => {
    for (const id of ['999999', '<img src=x onerror=alert(1)>', "1' OR 1=1", '-1']) {
      await page.goto(server.url(`/banks/show/${encodeURIComponent(id)}`));
      const gone = page.getByTestId('record-gone');
      await gone.waitFor();
      assert.equal((await gone.innerText()).trim(), text('en', 'engine.recordGone'), `${id}: says it is not there`);
      const left = {
        retry: await page.getByTestId('retry').count(),
        edit: await page.getByTestId('show-edit').count(),
        history: await page.getByTestId('history').count(),
        img: await page.locator('main img[src=x]').count(),
      };
      assert.deepEqual(left, { retry: 0, edit: 0, history: 0, img: 0 }, `${id}: nothing to retry, edit or read, nothing drawn from the address`);
    }
  },
);

// A banks editor: every banks key, none of the activity log's.
const BANKS_EDITOR = { email: 'dalal@example.com', password: 'Staff123' };

suite.test(
  'a limited admin opening a bank deleted meanwhile is told it is gone, in Arabic, and sees who deleted it: no retry, no edit, and of the activity log only that record’s history',
  { context: { signedInAs: BANKS_EDITOR, language: 'ar' } },
  async ({ page, server }) => {
    const token = await server.token(ADMIN);
    const country = (await server.api('dashboard/countries', { token, query: { limit: 0, active: 1 } })).body.data[0];
    const created = await server.api('dashboard/banks', { method: 'POST', token, body: { name_ar: 'بنك يحذف', name_en: 'Bank to delete', country_id: country.id, active: 1 } });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { id } = created.body.data;
    assert.equal((await server.api(`dashboard/banks/${id}`, { method: 'DELETE', token })).status, 200);
    const asked = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/dashboard/activity')) asked.push(`${url.pathname}?${url.searchParams.get('subject_type')}/${url.searchParams.get('subject_id')}`);
    });
    await page.goto(server.url(`/banks/show/${id}`));
    const gone = page.getByTestId('record-gone');
    await gone.waitFor();
    assert.equal((await gone.innerText()).trim(), text('ar', 'engine.recordGone'));
    // The record's history is open to whoever may list its area (server/README.md), the log itself is not.
    const deletion = page.locator('[data-testid^=history-entry-][data-event=deleted]');
    await deletion.waitFor();
    assert.match(await deletion.innerText(), /Admin/, 'who deleted it');
    const left = {
      retry: await page.getByTestId('retry').count(),
      edit: await page.getByTestId('show-edit').count(),
      restore: await page.locator('[data-testid^=history-restore]').count(),
    };
    assert.deepEqual(left, { retry: 0, edit: 0, restore: 0 }, 'nothing to retry, edit or put back');
    assert.deepEqual([...new Set(asked)], [`/api/v1/dashboard/activity?banks/${id}`], 'of the activity log, only this record’s history is asked for');
  },
);
