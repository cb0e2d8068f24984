// Saved views of lists: a filtered and sorted view saved by an admin survives a reload and, applied
// from another address, shows the same rows and columns; a shared view reaches another admin, who
// cannot delete it, while a private one stays private; without the API's saved-views endpoint the
// views are kept in the browser. (That every list offers the menu unless its descriptor turns it
// off is walked in lists.test.mjs.)
import assert from 'node:assert/strict';
import { ADMIN, apiSession, browserSuite, eventually, listPath, loadAreas, newContext, pathOf, rowIds, text, waitForList } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const CONTENT = { email: 'content@example.com', password: 'Content123' };

const areas = loadAreas();
const banks = areas.find((area) => area.area === 'banks');
const faq = areas.find((area) => area.area === 'faq');

const viewsButton = (page) => page.getByRole('button', { name: new RegExp(`^${text('en', 'engine.views')}`) });
const menu = (page) => page.getByRole('dialog', { name: text('en', 'engine.viewsMenu') });

async function headings(page) {
  return page.locator('table thead th').allInnerTexts();
}

/** Opens the menu and saves the current view under a name (shared when asked). */
async function saveView(page, name, { shared = false } = {}) {
  await viewsButton(page).click();
  await menu(page).getByText(text('en', 'engine.viewSaveCurrent')).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'engine.viewSaveTitle') });
  await dialog.getByRole('textbox', { name: text('en', 'engine.viewName') }).fill(name);
  if (shared) await dialog.getByRole('switch', { name: text('en', 'engine.viewShare') }).check();
  await dialog.getByRole('button', { name: text('en', 'common.save') }).click();
  await dialog.waitFor({ state: 'detached' });
  await viewsButton(page).filter({ hasText: name }).waitFor();
}

suite.test('a saved view survives a reload and, applied from elsewhere, shows the same rows and columns', { context: { language: 'en', signedInAs: ADMIN } }, async ({ page, server }) => {
  const [filter] = banks.list.filters.filter((item) => item.widget === 'status');
  const column = banks.list.columns.find((item) => item.sortable);
  const key = typeof column.sortable === 'string' ? column.sortable : column.field;
  const address = `${listPath(banks)}?${filter.param}=1&${banks.list.sort.param}=${key}&${banks.list.sort.directionParam}=desc&page=2&per_page=10`;
  await page.goto(server.url(address));
  await waitForList(page);
  const adminId = await page.evaluate(() => JSON.parse(window.localStorage.getItem('dashboard.session') ?? '{}').id);
  // The columns chosen as the Columns menu keeps them (each named by its field and heading).
  const keys = banks.list.columns.map((item) => item.field + item.label);
  const columns = { order: [...keys].reverse(), hidden: [keys[0]] };
  await page.evaluate(([id, choice]) => window.localStorage.setItem(`dashboard.columns.${id}.banks`, JSON.stringify(choice)), [adminId, columns]);
  await page.goto(server.url(address.replace('page=2', 'page=1')));
  await waitForList(page);
  const rows = await rowIds(page);
  const shownColumns = await headings(page);
  await saveView(page, 'Active, newest names first');

  await page.reload();
  await waitForList(page);
  await viewsButton(page).filter({ hasText: 'Active, newest names first' }).waitFor();

  // Somewhere else, with other columns: the view brings back its address (page 1) and its columns.
  await page.evaluate((id) => window.localStorage.removeItem(`dashboard.columns.${id}.banks`), adminId);
  await page.goto(server.url(`${listPath(banks)}?page=2`));
  await waitForList(page);
  assert.notDeepEqual(await headings(page), shownColumns, "the descriptor's columns here");
  assert.equal(await viewsButton(page).innerText(), text('en', 'engine.views'));
  await viewsButton(page).click();
  await menu(page)
    .getByRole('button', { name: /^Active, newest names first/ })
    .click();
  await page.waitForURL((url) => url.searchParams.get(filter.param) === '1' && url.searchParams.get('page') === '1');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get(banks.list.sort.param), key);
  assert.equal(url.searchParams.get(banks.list.sort.directionParam), 'desc');
  await waitForList(page);
  await eventually(
    () => rowIds(page),
    (shown) => shown.join() === rows.join(),
    { message: 'the rows of the saved view' },
  );
  assert.deepEqual(await headings(page), shownColumns);
  const kept = await page.evaluate((id) => JSON.parse(window.localStorage.getItem(`dashboard.columns.${id}.banks`) ?? 'null'), adminId);
  assert.deepEqual(kept, columns);
  await viewsButton(page).filter({ hasText: 'Active, newest names first' }).waitFor();
});

suite.test('a shared view reaches another admin, who cannot delete it; a private one does not', { context: { language: 'en', signedInAs: ADMIN } }, async ({ page, server, browser }) => {
  await page.goto(server.url(`${listPath(faq)}?${faq.list.filters[0].param}=a`));
  await waitForList(page);
  await saveView(page, 'FAQ with a', { shared: true });
  await page.goto(server.url(`${listPath(faq)}?${faq.list.filters[0].param}=b`));
  await waitForList(page);
  await saveView(page, 'Mine <b>only</b>');

  const context = await newContext(browser, server, { language: 'en', session: await apiSession(server, CONTENT) });
  try {
    const other = await context.newPage();
    await other.goto(server.url(listPath(faq)));
    await waitForList(other);
    await viewsButton(other).click();
    const shared = menu(other).getByTestId('saved-view').filter({ hasText: 'FAQ with a' });
    await shared.waitFor();
    assert.match(await shared.innerText(), new RegExp(text('en', 'engine.viewSharedBy', { name: '.+' })));
    assert.equal(await shared.getByRole('button', { name: /^Delete/ }).count(), 0);
    assert.equal(await shared.getByRole('button', { name: /^Rename/ }).count(), 0);
    assert.equal(await menu(other).getByText('Mine <b>only</b>').count(), 0);
    // Its own API refuses too.
    const token = await server.token(CONTENT);
    const listed = await server.api('dashboard/saved-views', { token, query: { area: 'faq' } });
    const id = listed.body.data.find((view) => view.name === 'FAQ with a').id;
    assert.equal((await server.api(`dashboard/saved-views/${id}`, { method: 'DELETE', token })).status, 403);
    // Applying it works for them as for anyone.
    await shared.getByRole('button', { name: /^FAQ with a/ }).click();
    await other.waitForURL((url) => url.searchParams.get(faq.list.filters[0].param) === 'a');
  } finally {
    await context.close();
  }
  // The owner still has it, and sees the HTML of a name as text.
  await page.reload();
  await viewsButton(page).click();
  await menu(page).getByText('Mine <b>only</b>').waitFor();
  assert.equal(await menu(page).locator('b').count(), 0);
});

suite.test('without the saved-views endpoint, views are kept in the browser, private, and survive a reload', { context: { language: 'en', signedInAs: ADMIN } }, async ({ page, server }) => {
  let asked = 0;
  await page.route('**/api/v1/dashboard/saved-views**', (route) => {
    asked += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'Route not found' }) });
  });
  await page.goto(server.url(`${listPath(banks)}?${banks.list.filters[0].param}=bank`));
  await waitForList(page);
  await viewsButton(page).click();
  await menu(page).getByText(text('en', 'engine.viewsNone')).waitFor();
  await menu(page).getByText(text('en', 'engine.viewSaveCurrent')).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'engine.viewSaveTitle') });
  await dialog.getByText(text('en', 'engine.viewLocalHint')).waitFor();
  assert.equal(await dialog.getByRole('switch').count(), 0, 'no share switch');
  await dialog.getByRole('textbox', { name: text('en', 'engine.viewName') }).fill('Kept here');
  await dialog.getByRole('button', { name: text('en', 'common.save') }).click();
  await viewsButton(page).filter({ hasText: 'Kept here' }).waitFor();
  const beforeReload = asked;

  await page.reload();
  await waitForList(page);
  await viewsButton(page).filter({ hasText: 'Kept here' }).waitFor();
  assert.equal(asked, beforeReload + 1, 'after a reload the API is asked once, then the browser serves');
  await page.goto(server.url(listPath(banks)));
  await viewsButton(page).click();
  await menu(page)
    .getByRole('button', { name: /^Kept here/ })
    .click();
  await page.waitForURL((url) => url.searchParams.get(banks.list.filters[0].param) === 'bank');
  assert.match(pathOf(page), /page=1/);
});
