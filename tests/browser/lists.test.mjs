// Every list whose descriptor marks sortable columns, generated from the descriptors: sorting by the
// first sortable column ascending then descending shows the rows in the server's order and says so
// with aria-sort; Back restores the order before. Leaving a list for a form or a record and coming
// back lands on the same page, filter, order and scroll. Every list fits a 1366 px window (its
// actions in sight) and shows its rows as cards on a phone.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, eventually, listPath, loadAreas, openInApp, pathOf, rowIds, screensOf, text, waitForList, waitForPath } from './harness.mjs';

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

// Three orders of every sortable list (about 3 s a list, and each new area adds one): more than
// the usual 90 s on a busy machine.
suite.test(
  'every sortable list sorts by its first sortable column both ways, and Back restores the order',
  { timeout: 240_000, context: { language: 'en', signedInAs: ADMIN } },
  async ({ page, server }) => {
    assert.ok(sorted.length >= 20, `lists with sorting: ${sorted.length}`);
    const token = await server.token(ADMIN);
    for (const item of sorted) {
      const { area, column, key } = item;
      await openInApp(page, server, listPath(area));
      await waitForList(page);
      const heading = page.getByRole('columnheader', { name: text('en', column.label), exact: true });
      assert.equal(await heading.getAttribute('aria-sort'), 'none', `${area.area}: not sorted yet`);
      const up = await serverIds(server, token, item, 'asc');
      await heading.getByRole('link').click();
      await page.waitForURL((url) => url.searchParams.get(area.list.sort.param) === key && url.searchParams.get(area.list.sort.directionParam) === 'asc');
      await expectRows(page, up, `${area.area}: ascending by ${key}`);
      await eventually(
        () => heading.getAttribute('aria-sort'),
        (value) => value === 'ascending',
        { message: `${area.area}: aria-sort ascending` },
      );
      const down = await serverIds(server, token, item, 'desc');
      await heading.getByRole('link').click();
      await page.waitForURL((url) => url.searchParams.get(area.list.sort.directionParam) === 'desc');
      await expectRows(page, down, `${area.area}: descending by ${key}`);
      await eventually(
        () => heading.getAttribute('aria-sort'),
        (value) => value === 'descending',
        { message: `${area.area}: aria-sort descending` },
      );
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get(area.list.sort.directionParam) === 'asc');
      await expectRows(page, up, `${area.area}: Back shows the ascending order again`);
      await eventually(
        () => heading.getAttribute('aria-sort'),
        (value) => value === 'ascending',
        { message: `${area.area}: aria-sort ascending` },
      );
    }
  },
);

suite.test('an order the descriptor does not allow is ignored, not an error page', { context: { language: 'en', signedInAs: ADMIN } }, async ({ page, server }) => {
  const { area } = sorted[0];
  await page.goto(server.url(`${listPath(area)}?${area.list.sort.param}=password&${area.list.sort.directionParam}=up`));
  await waitForList(page);
  assert.ok((await rowIds(page)).length > 0);
  assert.equal(await page.locator('[aria-sort=ascending],[aria-sort=descending]').count(), 0);
});

// --- coming back where you were ---

const banks = loadAreas().find((area) => area.area === 'banks');

/** Banks, page 2 of the active ones, by English name descending, scrolled to the bottom. */
async function openBanksPageTwo(page, server) {
  const address = `${listPath(banks)}?active=1&page=2&sort_by=name_en&sort_direction=desc`;
  await page.goto(server.url(address));
  await waitForList(page);
  const ids = await rowIds(page);
  assert.ok(ids.length > 1, 'page 2 of the active banks shows rows');
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 100, `the list scrolls (${scrolled})`);
  return { address, ids, scrolled };
}

async function expectBackAt(page, { address, ids, scrolled }, what) {
  await waitForPath(page, listPath(banks));
  assert.equal(pathOf(page), address, `${what}: back on page 2 with the same filter and order`);
  await waitForList(page);
  assert.deepEqual(await rowIds(page), ids, `${what}: the same rows`);
  await eventually(
    () => page.evaluate(() => window.scrollY),
    (top) => Math.abs(top - scrolled) < 60,
    { message: `${what}: scrolled back to ${scrolled}` },
  );
}

suite.test(
  'saving an edit opened from page 2 of a filtered, sorted list returns to that page, filter, order and scroll',
  { context: { language: 'en', signedInAs: ADMIN, viewport: { width: 1366, height: 500 } } },
  async ({ page, server }) => {
    const where = await openBanksPageTwo(page, server);
    const id = where.ids.at(-1);
    await page.locator(`[data-testid="edit-${id}"]`).click();
    await waitForPath(page, `/banks/edit/${id}`);
    await page.locator('[data-testid=form-submit]').click();
    await expectBackAt(page, where, 'after saving');

    // Cancel goes back the same way.
    await page.locator(`[data-testid="edit-${id}"]`).click();
    await waitForPath(page, `/banks/edit/${id}`);
    await page.getByRole('link', { name: text('en', 'common.cancel'), exact: true }).click();
    await expectBackAt(page, where, 'after cancelling');
  },
);

suite.test(
  "a record's Back returns to the page, filter, order and scroll of the list it was opened from",
  { context: { language: 'en', signedInAs: ADMIN, viewport: { width: 1366, height: 500 } } },
  async ({ page, server }) => {
    const where = await openBanksPageTwo(page, server);
    const id = where.ids.at(-1);
    await page.locator(`[data-testid="show-${id}"]`).click();
    await waitForPath(page, `/banks/show/${id}`);
    await page.getByRole('link', { name: text('en', 'common.back'), exact: true }).click();
    await expectBackAt(page, where, 'after the record');

    // Opened straight from its address, the record's Back goes to the list's first page.
    await page.goto(server.url(`/banks/show/${id}`));
    await page.getByRole('link', { name: text('en', 'common.back'), exact: true }).click();
    await waitForPath(page, listPath(banks));
    assert.equal(pathOf(page), listPath(banks));
  },
);

// --- tables that fit ---

const engineLists = loadAreas().filter((area) => !area.custom?.list && screensOf(area).includes('list') && area.screen !== 'single');
const hasActions = (area) => (area.list.actions?.length ?? 0) > 0 || (area.list.customActions?.length ?? 0) > 0;

/** How the page and the first row sit in the window. */
function layoutOf(page) {
  return page.evaluate(() => {
    const row = document.querySelector('[data-testid=list-row]');
    const actions = row?.querySelector('[data-actions]')?.getBoundingClientRect();
    return {
      width: window.innerWidth,
      pageWidth: document.documentElement.scrollWidth,
      rowDisplay: row ? getComputedStyle(row).display : null,
      label: row ? getComputedStyle(row.querySelector('td[data-label]'), '::before').content : null,
      actions: actions ? { left: Math.round(actions.left), right: Math.round(actions.right) } : null,
    };
  });
}

suite.test(
  'at 1366 px every list fits the window, its first row’s actions in sight, and offers Export, Columns and Views unless its descriptor turns them off',
  { timeout: 180_000, context: { language: 'en', signedInAs: ADMIN, viewport: { width: 1366, height: 800 } } },
  async ({ page, server }) => {
    assert.ok(engineLists.length >= 20, `lists: ${engineLists.length}`);
    const button = (key) => page.getByRole('button', { name: new RegExp(`^${text('en', key)}`) });
    for (const area of engineLists) {
      await openInApp(page, server, listPath(area));
      await waitForList(page);
      const layout = await layoutOf(page);
      assert.ok(layout.pageWidth <= layout.width, `${area.area}: the page is ${layout.pageWidth} px wide in a ${layout.width} px window`);
      if (hasActions(area) && layout.actions !== null) {
        assert.ok(layout.actions.left >= 0 && layout.actions.right <= layout.width, `${area.area}: the actions cell ${JSON.stringify(layout.actions)} lies inside the window`);
      }
      const offered = { 'engine.export': area.list.export !== false, 'engine.columns': true, 'engine.views': area.list.savedViews !== false };
      for (const [key, expected] of Object.entries(offered)) {
        await eventually(
          () => button(key).count(),
          (count) => count === (expected ? 1 : 0),
          { message: `${area.area}: ${expected ? 'a' : 'no'} ${text('en', key)} button` },
        );
      }
    }
    // The widest lists in Arabic too.
    await page.evaluate(() => window.localStorage.setItem('dashboard.language', 'ar'));
    for (const area of engineLists.filter((candidate) => ['clients', 'providers', 'admins'].includes(candidate.area))) {
      await page.goto(server.url(listPath(area)));
      await waitForList(page);
      const layout = await layoutOf(page);
      assert.ok(layout.pageWidth <= layout.width, `${area.area} (ar): the page is ${layout.pageWidth} px wide in a ${layout.width} px window`);
      if (hasActions(area) && layout.actions !== null) assert.ok(layout.actions.left >= 0 && layout.actions.right <= layout.width, `${area.area} (ar): the actions cell lies inside the window`);
    }
  },
);

suite.test(
  'on a phone (390 px) every list shows its rows as cards of label: value, with no sideways scroll',
  { context: { language: 'ar', signedInAs: ADMIN, viewport: { width: 390, height: 800 } } },
  async ({ page, server }) => {
    for (const area of engineLists) {
      await openInApp(page, server, listPath(area));
      await waitForList(page);
      const layout = await layoutOf(page);
      assert.ok(layout.pageWidth <= layout.width, `${area.area}: the page is ${layout.pageWidth} px wide in a ${layout.width} px window`);
      if (layout.rowDisplay === null) continue;
      assert.equal(layout.rowDisplay, 'block', `${area.area}: a row is a card`);
      assert.equal(layout.label, `"${text('ar', area.list.columns[0].label)}"`, `${area.area}: each value has its label`);
      if (hasActions(area) && layout.actions) assert.ok(layout.actions.left >= 0 && layout.actions.right <= layout.width, `${area.area}: the actions are on the card`);
    }
  },
);

// --- rows that arrive late ---

suite.test(
  'on a phone (390 px), rows that arrive after the list is drawn move nothing, even when none come: every list shifts its layout by under 0.01 (the web counts up to 0.1 as good)',
  { timeout: 240_000, context: { language: 'ar', signedInAs: ADMIN, viewport: { width: 390, height: 800 } } },
  async ({ page, context, server }) => {
    // The page's layout shifts not caused by the admin, summed (the browser's own measure of content that jumps).
    await context.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const twoFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    /** Opens `path` with the list's call held until the list is drawn; resolves to the layout's shift. */
    const shiftOf = async (area, path) => {
      let answer;
      const held = new Promise((resolve) => {
        answer = resolve;
      });
      const isList = (url) => url.pathname === `/api/v1/${area.api.list.path}`;
      await page.route(isList, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(server.url(path));
      // The list is drawn, waiting for its rows, before they come.
      await page.locator('main table').waitFor();
      await page.locator('[data-testid=menu-skeleton]').waitFor({ state: 'detached' });
      await twoFrames();
      answer();
      await waitForList(page);
      await twoFrames();
      await page.unroute(isList);
      return page.evaluate(() => window.layoutShift);
    };
    const shifts = [];
    for (const area of engineLists) shifts.push({ area: area.area, shift: await shiftOf(area, listPath(area)) });
    // A list that turns out shorter than its outline (here: a search that finds nothing) does not
    // pull the footer up into sight either.
    const searchable = engineLists.find((area) => (area.list.filters ?? []).some((filter) => (filter.widget ?? 'text') === 'text'));
    const param = searchable.list.filters.find((filter) => (filter.widget ?? 'text') === 'text').param;
    shifts.push({ area: `${searchable.area}, nothing found`, shift: await shiftOf(searchable, `${listPath(searchable)}?${param}=zzzz-nothing-has-this`) });
    console.log(JSON.stringify(shifts));
    // The rows' outlines hold each card's place, and the screen fills the window at least, so the
    // footer is out of sight until the screen is in and stays where it was drawn.
    const moved = shifts.filter(({ shift }) => shift >= 0.01);
    assert.deepEqual(moved, [], 'lists whose content jumps as the rows arrive');
  },
);

suite.test('a list opens its filter panel, and a row action names itself in a tooltip when pointed at', { context: { language: 'en', signedInAs: ADMIN } }, async ({ page, server }) => {
  await page.goto(server.url('/banks/all'));
  await waitForList(page);
  await page.locator('[data-testid=filter-toggle]').click();
  await page.getByRole('search', { name: text('en', 'engine.filters') }).waitFor();
  await page.keyboard.press('Escape');
  const [id] = await rowIds(page);
  await page.locator(`[data-testid="edit-${id}"]`).hover();
  await page.getByRole('tooltip', { name: text('en', 'engine.edit') }).waitFor();
});

suite.test('a row pointed at takes its hover colour at once, and gives it up at once when the pointer leaves', { context: { language: 'en', signedInAs: ADMIN } }, async ({ page, server }) => {
  const area = engineLists.find((candidate) => candidate.list.columns.length > 1);
  await openInApp(page, server, listPath(area));
  await waitForList(page);
  const row = page.locator('[data-testid=list-row]').first();
  const colour = () => row.evaluate((element) => getComputedStyle(element).backgroundColor);
  const resting = await colour();
  // Pointed at its first cell (its buttons would open tooltips), then away to the page's heading.
  await row.locator('td').first().hover();
  const pointed = await colour();
  assert.notEqual(pointed, resting, 'the row takes a hover colour');
  await page.waitForTimeout(400);
  assert.equal(await colour(), pointed, 'the hover colour was whole from the start, not fading in');
  await page.locator('h1').first().hover();
  assert.equal(await colour(), resting, 'the hover colour goes as the pointer leaves');
});

// A field focused while the filter panel slides open used to scroll the half-open panel, which then
// slid its content back down as it grew: a press on Search could start on the button and end beside
// it, and search nothing.
suite.test(
  'the filter panel’s Search button stays where it is drawn while the panel opens with a field already being typed in',
  { context: { language: 'en', signedInAs: ADMIN } },
  async ({ page, server }) => {
    await page.goto(server.url('/banks/all'));
    await waitForList(page);
    await page.evaluate(() => {
      window.__searchTops = [];
      const look = () => {
        const button = document.querySelector('[data-testid=filter-submit]');
        if (button) window.__searchTops.push(Math.round(button.getBoundingClientRect().top));
        if (!document.querySelector('.MuiCollapse-entered [data-testid=filter-submit]')) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.locator('[data-testid=filter-toggle]').click();
    await page.locator('input[name=name]').fill('Bank');
    await page.locator('.MuiCollapse-entered [data-testid=filter-submit]').waitFor();
    const tops = await page.evaluate(() => window.__searchTops);
    assert.ok(tops.length > 2, `the button was looked at while the panel opened (${tops.length} frames)`);
    assert.deepEqual([...new Set(tops)], [tops[0]], `the Search button moved while the panel opened: ${tops.join(', ')}`);
    await page.locator('[data-testid=filter-submit]').click();
    await page.waitForURL((url) => url.searchParams.get('name') === 'Bank');
  },
);
