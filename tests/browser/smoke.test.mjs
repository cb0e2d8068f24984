// Every area descriptor (descriptors/*.json, kind "area") gets the same smoke walk as the
// super admin: its list shows rows (under its route and every alias); its first row opens on
// the edit screen with the record loaded and on the show screen with the first field shown;
// its create screen shows the form's first field; a single-record page shows its form.
// Nothing here names an area: a new descriptor is covered as soon as it exists.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, formFields, listPath, loadAreas, pathOf, rowIds, screensOf, text, waitForList, waitForPath } from './harness.mjs';
// The same check walks every screen in English too (text.test.mjs).
import { expectNoRawKeys } from './rawKeys.mjs';

const suite = browserSuite(import.meta.url);
const areas = loadAreas();

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until the screen shows `ready`, and fails at once (not after a time-out) when the
 * dashboard shows the not-found page, the forbidden page or a load error instead.
 */
async function waitForScreen(page, ready, what) {
  const problems = {
    '[data-testid=not-found-back]': 'the not-found page (is the build older than the descriptors? rebuild)',
    '[data-testid=go-back]': 'the forbidden page',
    '[data-testid=retry]': 'a load error',
    '[data-testid=permission-retry]': 'a failed permission check',
  };
  const any = page.locator([ready, ...Object.keys(problems)].join(', ')).first();
  await any.waitFor({ state: 'attached' });
  for (const [selector, problem] of Object.entries(problems)) {
    if ((await page.locator(selector).count()) > 0) {
      const detail = selector === '[data-testid=retry]' ? ` (${(await page.locator('[role=alert]').first().innerText()).trim()})` : '';
      assert.fail(`${what}: ${page.url()} shows ${problem}${detail}`);
    }
  }
  await page.locator(ready).first().waitFor({ state: 'attached' });
}

/** A form field drawn by the engine: its widget has the id root_<field> (a list field: its first item, root_<field>_0). */
const fieldSelector = (name) => `[id="root_${name}"], [id="root_${name}_0"]`;

/**
 * The screen of a form is drawn: a descriptor form shows its first field and its save
 * button; a custom screen shows its heading. Returns the first field's name (null: custom).
 */
async function expectForm(page, area, mode, what) {
  if (area.custom?.[mode]) {
    await waitForScreen(page, 'main h1', what);
    assert.notEqual((await page.locator('main h1').first().innerText()).trim(), '', `${what} has a heading`);
    return null;
  }
  const first = formFields(area, mode === 'single' ? 'edit' : mode)[0];
  await waitForScreen(page, fieldSelector(first), what);
  await page.locator('[data-testid=form-submit]').waitFor();
  return first;
}

/** A form of an existing record shows it: one of its text inputs (if it has any) is filled. */
async function expectLoadedValues(page, what) {
  const filled = await page.locator('form input[id^="root_"]').evaluateAll(
    (inputs, types) => {
      const candidates = inputs.filter((input) => types.includes(input.type));
      return candidates.length === 0 || candidates.some((input) => input.value.trim() !== '');
    },
    ['text', 'email', 'tel', 'number', 'url'],
  );
  assert.ok(filled, `${what}: no field of the form was filled from the record`);
}

suite.test('there are area descriptors to walk', () => {
  assert.ok(areas.length > 0);
  for (const area of areas) assert.ok(screensOf(area).length > 0 || area.unavailable?.includes('list'), `${area.area} has at least one screen`);
});

// A list other parts of the product link to but this dashboard lacks: its address says so.
for (const area of areas.filter((a) => a.unavailable?.includes('list'))) {
  suite.test(`${area.area}: not available here`, { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
    for (const base of [area.route, ...(area.routeAliases ?? [])]) {
      await page.goto(server.url(`/${base}/all`));
      await waitForScreen(page, '[data-testid=unavailable]', `${area.area} list`);
    }
  });
}

for (const area of areas.filter((a) => screensOf(a).length > 0)) {
  const screens = screensOf(area);
  suite.test(`${area.area}: ${screens.join(', ')}`, { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
    if (screens.includes('single')) {
      const what = `${area.area} page`;
      await page.goto(server.url(listPath(area)));
      const first = await expectForm(page, area, 'single', what);
      if (first && area.api.show) await expectLoadedValues(page, what);
      await expectNoRawKeys(page, what);
      return;
    }

    // The id of the first row, from its action or switch hooks (edit-<id>, show-<id>...).
    let firstId = null;
    if (screens.includes('list')) {
      for (const base of [...(area.routeAliases ?? []), area.route]) {
        await page.goto(server.url(`/${base}/all`));
        await waitForScreen(page, 'table[aria-busy=false]', `${area.area} list`);
        await waitForList(page);
        assert.ok((await rowIds(page)).length > 0, `/${base}/all shows at least one row`);
        await expectNoRawKeys(page, `/${base}/all`);
      }
      firstId = await page
        .locator('[data-testid=list-row]')
        .first()
        .evaluate((row) => {
          const hook = row.querySelector('[data-testid^="edit-"],[data-testid^="show-"],[data-testid^="delete-"],[data-testid^="activation-"]');
          return hook ? hook.getAttribute('data-testid').replace(/^[a-z]+-/, '') : null;
        });
    }

    // Opens a screen of the first row: by a link of the row to that screen (an action or a
    // custom action), else by its URL built from the row's id.
    const openFirstRow = async (kind) => {
      const link = page.locator('[data-testid=list-row]').first().locator(`a[href^="/dashboard/${area.route}/${kind}/"]`).first();
      if ((await link.count()) > 0) {
        await link.click();
      } else {
        assert.ok(firstId, `${area.area} ${kind}: the first row has no link to the ${kind} screen and no id to build one`);
        await page.goto(server.url(`/${area.route}/${kind}/${encodeURIComponent(firstId)}`));
      }
      await waitForPath(page, new RegExp(`^/${escapeRegExp(area.route)}/${kind}/[^/]+$`));
    };
    const backToList = async () => {
      await page.goBack();
      await waitForList(page);
    };

    if (screens.includes('edit') && screens.includes('list')) {
      const what = `${area.area} edit`;
      await openFirstRow('edit');
      const first = await expectForm(page, area, 'edit', what);
      if (first) await expectLoadedValues(page, what);
      await expectNoRawKeys(page, what);
      await backToList();
    }

    // A protected record's edit address says why it is not edited, rather than bouncing without a word.
    for (const id of screens.includes('edit') ? (area.list?.protectedIds ?? []) : []) {
      const what = `${area.area} edit of the protected record ${id}`;
      await page.goto(server.url(`/${area.route}/edit/${id}`));
      await waitForScreen(page, '[data-testid=unavailable]', what);
      await page.getByText(text('ar', 'engine.protectedRecord')).waitFor();
      assert.equal(pathOf(page), `/${area.route}/edit/${id}`, `${what} stays at its address`);
      await backToList();
    }

    if (screens.includes('show') && screens.includes('list')) {
      const what = `${area.area} show`;
      await openFirstRow('show');
      if (area.custom?.show) {
        await waitForScreen(page, 'main h1', what);
      } else {
        const firstField = area.show.sections[0].fields[0].field;
        const value = page.locator(`[data-testid="show-${firstField}"]`);
        await waitForScreen(page, `[data-testid="show-${firstField}"]`, what);
        assert.ok((await value.innerText()).trim() !== '' || (await value.locator('svg, img').count()) > 0, `${what} shows ${firstField}`);
      }
      await expectNoRawKeys(page, what);
      await backToList();
    }

    if (screens.includes('create')) {
      // By the list's add link when it has one (the list grants the create permission), else by URL.
      const add = page.locator('[data-testid=add-link]');
      if (screens.includes('list') && (await add.count()) > 0) await add.click();
      else await page.goto(server.url(`/${area.route}/create`));
      await waitForPath(page, `/${area.route}/create`);
      await expectForm(page, area, 'create', `${area.area} create`);
      await expectNoRawKeys(page, `${area.area} create`);
    }
  });
}
