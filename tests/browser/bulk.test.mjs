// Bulk selection and bulk actions on the lists, and Undo for a single delete. The bar's actions
// are checked on every area whose list can delete, switch activation or run a bulk custom action,
// from its descriptor and the list answer's permissions; banks and admins are walked end to end.
import assert from 'node:assert/strict';
import { ADMIN, VIEWER, browserSuite, eventually, expectToast, listPath, loadAreas, openInApp, text, waitForList } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const en = (key, values) => text('en', key, values);

const byPath = (value, path) => path.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), value);

/** The bulk actions the dashboard should offer: the same rules as engine/list/bulkPlan.ts, read from the descriptor. */
function expectedBulk(area, permissions) {
  const keys = [];
  if ((area.list.actions ?? []).includes('delete') && area.api.delete && permissions.delete) keys.push('delete');
  if (area.api.activation && permissions.activate && area.list.columns.some((column) => column.cell === 'activation')) keys.push('activate', 'deactivate');
  for (const action of area.list.customActions ?? []) {
    if (action.bulk && action.call && (!action.permission || permissions[action.permission])) keys.push(action.name);
  }
  return keys;
}

async function listPermissions(server, area, token) {
  const answer = await server.api(area.api.list.path, { token, query: area.api.list.query });
  assert.equal(answer.status, 200, `${area.area}: the list answers`);
  return byPath(answer.body, area.response?.permissions ?? 'permissions') ?? {};
}

/** The keys of the action buttons in the bar, in their order. */
function barActions(page) {
  return page
    .locator('[data-testid=bulk-bar] button[data-testid^="bulk-"]:not([data-testid=bulk-clear])')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid').replace(/^bulk-/, '')));
}

const selectBox = (page, id) => page.locator(`[data-testid="select-${id}"] input`);

async function createBank(server, token, name) {
  const answer = await server.api('dashboard/banks', { method: 'POST', token, body: { name_ar: `${name} ع`, name_en: name, country_id: 1, active: 1 } });
  assert.equal(answer.status, 200, `bank ${name} created: ${JSON.stringify(answer.body)}`);
  const list = await server.api('dashboard/banks', { token, query: { name } });
  const row = list.body.data.find((bank) => bank.name_en === name);
  assert.ok(row, `bank ${name} is listed`);
  return String(row.id);
}

async function openBanks(page, server, filter) {
  await page.goto(server.url(`/banks/all${filter ? `?name=${encodeURIComponent(filter)}` : ''}`));
  await waitForList(page);
}

const bankStatus = async (server, token, id) => (await server.api(`dashboard/banks/${id}`, { token })).status;

const bulkAreas = loadAreas().filter(
  (area) => area.list && area.api?.list && ((area.list.actions ?? []).includes('delete') || area.api.activation || (area.list.customActions ?? []).some((action) => action.bulk)),
);

suite.test(
  'every list that can delete, switch or run a bulk action offers exactly the permitted ones over two selected rows',
  { timeout: 300_000, context: { signedInAs: ADMIN, language: 'en' } },
  async ({ page, server }) => {
    assert.ok(bulkAreas.length > 5, 'the descriptors have lists with bulk actions');
    const token = await server.token(ADMIN);
    for (const area of bulkAreas) {
      const expected = expectedBulk(area, await listPermissions(server, area, token));
      await openInApp(page, server, listPath(area));
      await waitForList(page);
      const boxes = page.locator('[data-testid=list-row] [data-testid^="select-"] input');
      if (expected.length === 0) {
        assert.equal(await page.locator('[data-testid=select-page]').count(), 0, `${area.area}: no selection column without a bulk action`);
        continue;
      }
      const rows = await boxes.count();
      if (rows === 0) continue;
      assert.equal(await page.getByRole('checkbox', { name: en('engine.selectPage') }).count(), 1, `${area.area}: the heading selects the page`);
      for (let i = 0; i < Math.min(2, rows); i += 1) await boxes.nth(i).check();
      const bar = page.getByRole('toolbar', { name: en('engine.bulkBar') });
      await bar.waitFor();
      assert.equal((await bar.getByTestId('bulk-count').innerText()).trim(), en('engine.bulkSelected', { count: Math.min(2, rows) }), `${area.area}: the count`);
      assert.deepEqual(await barActions(page), expected, `${area.area}: the bar's actions`);
      await bar.getByTestId('bulk-clear').click();
      await bar.waitFor({ state: 'detached' });
    }
  },
);

suite.test('banks: bulk deactivation of three rows holds after a reload', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const ids = [];
  for (const n of [1, 2, 3]) ids.push(await createBank(server, token, `Bulk Off ${n}`));
  await openBanks(page, server, 'Bulk Off');
  for (const id of ids) await selectBox(page, id).check();
  // The heading's box shows all of the page selected.
  assert.equal(await page.getByRole('checkbox', { name: en('engine.selectPage') }).isChecked(), true);
  await page.getByTestId('bulk-deactivate').click();
  const confirm = page.getByTestId('bulk-confirm');
  assert.equal(await confirm.locator('#bulk-confirm-title').innerText(), en('engine.bulkDeactivateTitle', { count: 3 }));
  await confirm.getByTestId('bulk-confirm-ok').dblclick();
  await expectToast(page, en('engine.bulkAllDone', { count: 3 }), { variant: 'success' });
  await page.reload();
  await waitForList(page);
  for (const id of ids) {
    assert.equal(await page.locator(`[data-testid="activation-${id}"] input`).isChecked(), false, `bank ${id} is off on the page`);
    assert.equal((await server.api(`dashboard/banks/${id}`, { token })).body.data.active, false, `bank ${id} is off on the server`);
  }
});

suite.test('banks in Arabic: two rows activated in bulk from the keyboard alone', { context: { signedInAs: ADMIN, language: 'ar' } }, async ({ page, server }) => {
  const ar = (key, values) => text('ar', key, values);
  const token = await server.token(ADMIN);
  const ids = [];
  for (const n of [1, 2]) {
    const id = await createBank(server, token, `Keys On ${n}`);
    assert.equal((await server.api('dashboard/activation', { method: 'POST', token, body: { model_id: id, type: 'banks', active: 0 } })).status, 200);
    ids.push(id);
  }
  await openBanks(page, server, 'Keys On');
  const live = page.getByTestId('list-live');
  // Down, x, down, x: the cursor walks the rows and each is selected as it is reached.
  for (const row of [1, 2]) {
    await page.keyboard.press('ArrowDown');
    await page.locator(`tr[data-cursor][data-row-index="${row - 1}"]:focus`).waitFor();
    assert.match(await live.innerText(), new RegExp(`^${ar('engine.keysRow', { row, count: 2, name: 'XX' }).replace('XX', '.*')}$`));
    await page.keyboard.press('x');
  }
  const bar = page.getByRole('toolbar', { name: ar('engine.bulkBar') });
  await bar.getByText(ar('engine.bulkSelected', { count: 2 })).waitFor();
  // Back from the rows to the bar's Activate, then through the question, by Tab and Enter.
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
  for (let i = 0; i < 40 && (await focused()) !== 'bulk-activate'; i += 1) await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), 'bulk-activate', 'Shift+Tab reaches the bar');
  await page.keyboard.press('Enter');
  await page.getByTestId('bulk-confirm').waitFor();
  for (let i = 0; i < 3 && (await focused()) !== 'bulk-confirm-ok'; i += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, ar('engine.bulkAllDone', { count: 2 }), { variant: 'success' });
  for (const id of ids) assert.equal((await server.api(`dashboard/banks/${id}`, { token })).body.data.active, true, `bank ${id} is on on the server`);
});

suite.test(
  "banks: a bulk delete lists the row deleted meanwhile with the server's message, and Retry failed tries it alone",
  { context: { signedInAs: ADMIN, language: 'en' } },
  async ({ page, server }) => {
    const token = await server.token(ADMIN);
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await createBank(server, token, `Bulk Gone ${n}`));
    // The list as first shown keeps coming back, as when live updates are off: the page cannot know
    // that someone else deleted a row meanwhile.
    let stale = null;
    await page.route(/\/api\/v1\/dashboard\/banks\?/, async (route) => {
      if (stale === null) {
        const response = await route.fetch();
        stale = await response.json();
      }
      await route.fulfill({ json: stale });
    });
    await openBanks(page, server, 'Bulk Gone');
    for (const id of ids) await selectBox(page, id).check();
    // Someone else deletes one of them meanwhile.
    const [gone] = ids;
    assert.equal((await server.api(`dashboard/banks/${gone}`, { method: 'DELETE', token, language: 'en' })).status, 200);
    const notFound = (await server.api(`dashboard/banks/${gone}`, { method: 'DELETE', token, language: 'en' })).body.message;
    assert.ok(typeof notFound === 'string' && notFound !== '', 'the server explains a missing record');

    await page.getByTestId('bulk-delete').click();
    assert.equal(await page.locator('#bulk-confirm-title').innerText(), en('engine.bulkDeleteTitle', { count: 3 }));
    const deletes = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
    });
    await page.getByTestId('bulk-confirm-ok').click();
    const result = page.getByTestId('bulk-result');
    await result.waitFor();
    const failed = result.getByTestId(`bulk-outcome-${gone}`);
    assert.equal(await failed.getAttribute('data-status'), 'failed');
    assert.match(await failed.innerText(), new RegExp(notFound.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    assert.equal(await result.locator('[data-status]').count(), 1, 'only the one deleted meanwhile is listed');
    for (const id of ids.slice(1)) assert.equal(await bankStatus(server, token, id), 404, `bank ${id} is deleted`);
    assert.equal(deletes.length, 3);

    await result.getByTestId('bulk-retry').click();
    await eventually(
      () => Promise.resolve(deletes.length),
      (n) => n === 4,
      { message: 'Retry failed sends one more call' },
    );
    assert.match(deletes.at(-1), new RegExp(`/banks/${gone}$`));
    await result.getByTestId(`bulk-outcome-${gone}`).waitFor();
    // Only the failed one stays selected.
    assert.equal((await page.getByTestId('bulk-count').innerText()).trim(), en('engine.bulkSelected', { count: 1 }));
    await result.getByTestId('bulk-result-close').click();
    await result.waitFor({ state: 'detached' });
    await page.unroute(/\/api\/v1\/dashboard\/banks\?/);
  },
);

suite.test('admins: the protected record is selected but skipped, and said so', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const admins = loadAreas().find((area) => area.area === 'admins');
  const [protectedId] = admins.list.protectedIds.map(String);
  await page.goto(server.url(`${listPath(admins)}?sort_by=id&sort_direction=asc`));
  await waitForList(page);
  await selectBox(page, protectedId).check();
  await page.getByTestId('bulk-deactivate').click();
  await page.getByText(en('engine.bulkSkipNote', { count: 1 })).waitFor();
  assert.equal(await page.getByTestId('bulk-confirm-ok').isDisabled(), true, 'nothing left to do');
  await page.getByTestId('bulk-confirm-cancel').click();
  // With another row: that one goes through, the protected one is listed as skipped.
  const shown = await page.locator('[data-testid=list-row]').evaluateAll((rows) =>
    rows.map((row) => ({
      id: row
        .querySelector('[data-testid^="select-"]')
        ?.getAttribute('data-testid')
        .replace(/^select-/, ''),
      text: row.textContent,
    })),
  );
  const other = shown.find((row) => row.id !== protectedId && ![ADMIN.email, VIEWER.email].some((email) => row.text.includes(email)));
  await selectBox(page, other.id).check();
  await page.getByTestId('bulk-deactivate').click();
  // Switching off may ask a reason (the list's deactivationPrompt), once for all rows.
  const reasons = page.getByTestId('bulk-confirm').locator('textarea:not([aria-hidden]), input[type=text]');
  for (let i = 0; i < (await reasons.count()); i += 1) await reasons.nth(i).fill('Moved to another team');
  await page.getByTestId('bulk-confirm-ok').click();
  const skipped = page.getByTestId('bulk-result').getByTestId(`bulk-outcome-${protectedId}`);
  assert.equal(await skipped.getAttribute('data-status'), 'skipped');
  assert.match(await skipped.innerText(), new RegExp(en('engine.bulkSkippedProtected')));
});

suite.test('single delete: Undo brings the row back and nothing is deleted', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const id = await createBank(server, token, 'Undo Kept');
  // The page's clock is moved past the Undo's wait rather than waited out.
  await page.clock.install();
  await openBanks(page, server, 'Undo Kept');
  let sent = false;
  page.on('request', (request) => {
    if (request.method() === 'DELETE') sent = true;
  });
  await page.getByTestId(`delete-${id}`).click();
  await page.getByTestId('confirm-ok').click();
  await page.getByTestId(`delete-${id}`).waitFor({ state: 'detached' });
  await expectToast(page, en('engine.deletedUndoable', { name: 'Undo Kept' }));
  await page.getByTestId('undo-delete').click();
  await page.getByTestId(`delete-${id}`).waitFor();
  await page.clock.fastForward(7000);
  await page.reload();
  await waitForList(page);
  await page.getByTestId(`delete-${id}`).waitFor();
  assert.equal(sent, false, 'no DELETE was sent');
  assert.equal(await bankStatus(server, token, id), 200);
});

suite.test('single delete: after the wait the record is gone, also after a reload', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const id = await createBank(server, token, 'Undo Gone');
  await page.clock.install();
  await openBanks(page, server, 'Undo Gone');
  await page.getByTestId(`delete-${id}`).click();
  await page.getByTestId('confirm-ok').click();
  await page.getByTestId(`delete-${id}`).waitFor({ state: 'detached' });
  // Still there on the server while the Undo is offered.
  assert.equal(await bankStatus(server, token, id), 200);
  // The Undo's wait (six seconds) goes by.
  await page.clock.fastForward(7000);
  await expectToast(page, en('messages.deletedSuccessfully'), { variant: 'success' });
  await page.reload();
  await waitForList(page);
  assert.equal(await page.getByTestId(`delete-${id}`).count(), 0);
  assert.equal(await bankStatus(server, token, id), 404);
});

suite.test('single delete: closing the page at once, or moving elsewhere in the dashboard, still deletes', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, context, server }) => {
  const token = await server.token(ADMIN);
  const closed = await createBank(server, token, 'Undo Closed');
  await openBanks(page, server, 'Undo Closed');
  await page.getByTestId(`delete-${closed}`).click();
  await page.getByTestId('confirm-ok').click();
  await page.getByTestId(`delete-${closed}`).waitFor({ state: 'detached' });
  await page.close();
  await eventually(
    () => bankStatus(server, token, closed),
    (status) => status === 404,
    { timeout: 4000, message: 'the bank is deleted though the page closed' },
  );

  const moved = await createBank(server, token, 'Undo Moved');
  const other = await context.newPage();
  await openBanks(other, server, 'Undo Moved');
  await other.getByTestId(`delete-${moved}`).click();
  await other.getByTestId('confirm-ok').click();
  await other.getByTestId(`delete-${moved}`).waitFor({ state: 'detached' });
  await other.getByTestId('add-link').click();
  await eventually(
    () => bankStatus(server, token, moved),
    (status) => status === 404,
    { timeout: 4000, message: 'the bank is deleted when the admin moves on' },
  );
});

suite.test('a limited admin sees no bulk action where the list permits none', { context: { signedInAs: VIEWER, language: 'en' } }, async ({ page, server }) => {
  const token = await server.token(VIEWER);
  for (const area of loadAreas().filter((item) => ['banks', 'countries'].includes(item.area))) {
    const permissions = await listPermissions(server, area, token);
    assert.equal(Boolean(permissions.delete), false, `${area.area}: the viewer may not delete`);
    await page.goto(server.url(listPath(area)));
    await waitForList(page);
    await page.locator('[data-testid=list-row]').first().waitFor();
    assert.equal(await page.locator('[data-testid^="select-"]').count(), 0, `${area.area}: no selection boxes`);
    assert.equal(await page.getByTestId('bulk-delete').count(), 0, `${area.area}: no bulk delete`);
  }
});
