// Every list whose descriptor marks sortable columns, generated from the descriptors: sorting by the
// first sortable column ascending then descending shows the rows in the server's order and says so
// with aria-sort; Back restores the order before.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, eventually, listPath, loadAreas, rowIds, screensOf, text, waitForList } from './harness.mjs';

const suite = browserSuite(import.meta.url);

function valueAt(value, path) {
  return path.split('.').reduce((inner, key) => (inner && typeof inner === 'object' ? inner[key] : undefined), value);
}

const sorted = loadAreas().flatMap((area) => {
  if (!area.list?.sort || area.custom?.list || !screensOf(area).includes('list')) return [];
  const column = area.list.columns.find((candidate) => candidate.sortable);
  if (!column) return [];
  return [{ area, column, key: typeof column.sortable === 'string' ? column.sortable : column.field }];
});

/** The ids of the page the server answers for this order. */
async function serverIds(server, token, { area, key }, direction) {
  const query = { ...(area.api.list.query ?? {}), page: '1', per_page: String(area.list.pageSizes?.[0] ?? 10), [area.list.sort.param]: key, [area.list.sort.directionParam]: direction };
  const answer = await server.api(area.api.list.path, { token, query, language: 'en' });
  assert.equal(answer.status, 200, `${area.area}: the server sorts by ${key}`);
  return valueAt(answer.body, area.response?.rows ?? 'data').map((row) => String(row.id));
}

/** The rows shown are the server's: by id where the row names it, else by count. */
async function expectRows(page, expected, message) {
  await waitForList(page);
  await eventually(
    () => rowIds(page),
    (shown) => (shown.every((id) => expected.includes(id)) ? shown.join() === expected.join() : shown.length === expected.length),
    { message },
  );
}

suite.test('every sortable list sorts by its first sortable column both ways, and Back restores the order', { context: { language: 'en', signedInAs: ADMIN } }, async ({ page, server }) => {
  assert.ok(sorted.length >= 20, `lists with sorting: ${sorted.length}`);
  const token = await server.token(ADMIN);
  for (const item of sorted) {
    const { area, column, key } = item;
    await page.goto(server.url(listPath(area)));
    await waitForList(page);
    const heading = page.getByRole('columnheader', { name: text('en', column.label), exact: true });
    assert.equal(await heading.getAttribute('aria-sort'), 'none', `${area.area}: not sorted yet`);
    const up = await serverIds(server, token, item, 'asc');
    await heading.getByRole('link').click();
    await page.waitForURL((url) => url.searchParams.get(area.list.sort.param) === key && url.searchParams.get(area.list.sort.directionParam) === 'asc');
    await expectRows(page, up, `${area.area}: ascending by ${key}`);
    assert.equal(await heading.getAttribute('aria-sort'), 'ascending');
    const down = await serverIds(server, token, item, 'desc');
    await heading.getByRole('link').click();
    await page.waitForURL((url) => url.searchParams.get(area.list.sort.directionParam) === 'desc');
    await expectRows(page, down, `${area.area}: descending by ${key}`);
    assert.equal(await heading.getAttribute('aria-sort'), 'descending');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get(area.list.sort.directionParam) === 'asc');
    await expectRows(page, up, `${area.area}: Back shows the ascending order again`);
    assert.equal(await heading.getAttribute('aria-sort'), 'ascending');
  }
});

suite.test('an order the descriptor does not allow is ignored, not an error page', { context: { language: 'en', signedInAs: ADMIN } }, async ({ page, server }) => {
  const { area } = sorted[0];
  await page.goto(server.url(`${listPath(area)}?${area.list.sort.param}=password&${area.list.sort.directionParam}=up`));
  await waitForList(page);
  assert.ok((await rowIds(page)).length > 0);
  assert.equal(await page.locator('[aria-sort=ascending],[aria-sort=descending]').count(), 0);
});
