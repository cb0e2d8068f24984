// The viewer role (only "banks index" and "countries index"): a menu cut down to what it may
// list, read-only lists, and the forbidden page for everything else.
import assert from 'node:assert/strict';
import { VIEWER, browserSuite, listPath, loadAreas, loadMenu, login, rowIds, screensOf, text, waitForList, waitForPath } from './harness.mjs';

const suite = browserSuite(import.meta.url);

/** What the seeded viewer role holds. */
const VIEWER_PERMISSIONS = new Set(['banks index', 'countries index']);
const areas = loadAreas();
const byName = new Map(areas.map((area) => [area.area, area]));

/**
 * The menu's links as the engine builds them, each with the permissions that show it: its
 * own (an area item takes its list permission unless marked always shown) and its groups'.
 */
function menuEntries(items = loadMenu().items, needed = []) {
  return items.flatMap((item) => {
    if (item.items) return menuEntries(item.items, item.permission ? [...needed, item.permission] : needed);
    let own = item.permission;
    let to = item.link;
    if (item.area) {
      const area = byName.get(item.area);
      if (!area) return [];
      to = listPath(area);
      own = item.alwaysShown ? undefined : (item.permission ?? area.permissions.list);
    }
    return to ? [{ to, permissions: own ? [...needed, own] : needed }] : [];
  });
}
const entries = menuEntries();
const visible = (entry) => entry.permissions.every((permission) => VIEWER_PERMISSIONS.has(permission));
const shown = entries.filter(visible).map((entry) => entry.to);
const notShown = entries.filter((entry) => !visible(entry)).map((entry) => entry.to);
if (!shown.includes('/home')) shown.unshift('/home');

async function menuLinks(page) {
  await page.locator('[data-testid=menu-skeleton]').waitFor({ state: 'detached' });
  // Open every group (and every group inside one) so that every permitted link is in the page.
  const closed = page.locator('[data-testid^="menu-group-"][aria-expanded=false]');
  while ((await closed.count()) > 0) await closed.first().click();
  return page.locator('[data-testid^="menu-link-"]').evaluateAll((links) => links.map((link) => link.getAttribute('data-testid').replace(/^menu-link-/, '')));
}

suite.test("the viewer's menu shows only what the role may list (banks, countries) and the entries shown to everyone", async ({ page, server }) => {
  assert.ok(shown.includes('/banks/all') && shown.includes('/areas/all'), `the menu descriptor links the viewer's lists: ${shown}`);
  assert.ok(notShown.length > 0, 'the menu descriptor has entries the viewer may not see');
  await login(page, server, VIEWER.email, VIEWER.password);
  const links = await menuLinks(page);
  for (const to of notShown) assert.ok(!links.includes(to), `the menu hides ${to}: ${links}`);
  assert.deepEqual([...links].sort(), [...shown].sort());
});

// The first test signs in through the sign-in page; the others start signed in with the file's viewer token.
const signedIn = { context: { signedInAs: VIEWER } };

suite.test("the viewer's home shows no figure of what the role may not list, and says why", signedIn, async ({ page, server }) => {
  await page.goto(server.url('/home'));
  await waitForPath(page, '/home');
  const message = page.locator('[data-testid=home-no-statistics]');
  await message.waitFor();
  assert.equal((await message.innerText()).trim(), text('ar', 'home.noStatistics'));
  assert.equal(await page.locator('[data-testid^="stat-"]').count(), 0, 'no statistics card');
  assert.equal(await page.locator('[data-testid=jobs-chart], [data-testid=users-chart]').count(), 0, 'no chart');
});

suite.test("the viewer's banks list is read-only: no add link, no switches or actions, lock icons instead", signedIn, async ({ page, server }) => {
  await page.goto(server.url('/banks/all'));
  await waitForList(page);
  const rows = page.locator('[data-testid=list-row]');
  const count = await rows.count();
  assert.ok(count > 0, 'the viewer sees banks');
  assert.equal(await page.locator('[data-testid=add-link]').count(), 0, 'no add link');
  for (const hook of ['show-', 'edit-', 'delete-', 'activation-']) {
    assert.equal(await page.locator(`[data-testid=list-row] [data-testid^="${hook}"]`).count(), 0, `no ${hook}* control`);
  }
  assert.equal(await page.locator('[data-testid=list-row] [data-testid=lock]').count(), count, 'one lock per row');
  // The activation column shows a read-only tick or cross.
  const flags = await page.locator('[data-testid=list-row] svg:not([data-testid=lock]) > title').allTextContents();
  assert.equal(flags.length, count, 'one tick or cross per row');
  const flagTexts = new Set([text('ar', 'common.active'), text('ar', 'common.notActive')]);
  for (const flag of flags) assert.ok(flagTexts.has(flag), `a tick or cross, not "${flag}"`);
  // The other readable area lists too.
  await page.goto(server.url('/areas/all'));
  await waitForList(page);
  assert.ok((await rowIds(page)).length > 0, 'the viewer sees countries');
});

suite.test('the viewer is sent to /forbidden by the route checks and by refused list calls', signedIn, async ({ page, server }) => {
  const ar = (key) => text('ar', key);

  const banks = areas.find((area) => area.area === 'banks');
  const guarded = screensOf(banks)
    .filter((kind) => kind !== 'list')
    .map((kind) => (kind === 'create' ? '/banks/create' : `/banks/${kind}/1`));
  assert.ok(guarded.includes('/banks/create'));
  for (const path of guarded) {
    await page.goto(server.url(path));
    await waitForPath(page, '/forbidden');
    await page.getByRole('heading', { name: ar('errors.forbiddenTitle') }).waitFor();
  }

  // A list the viewer may not read: the list call answers 403.
  const refused = page.waitForResponse((response) => response.url().includes('/api/v1/dashboard/cities'));
  await page.goto(server.url('/cities/all'));
  assert.equal((await refused).status(), 403);
  await waitForPath(page, '/forbidden');
  await page.locator('[data-testid=forbidden-image]').waitFor();

  // Go Back from a page opened directly: there is nothing behind it, so it goes home.
  await page.locator('[data-testid=go-back]').click();
  await waitForPath(page, '/home');
});

suite.test("the viewer's command palette finds banks and nothing of the areas the role may not list", signedIn, async ({ page, server }) => {
  await page.goto(server.url('/home'));
  await page.locator('[data-testid=greeting]').waitFor();
  await page.keyboard.press('/');
  const input = page.getByRole('combobox', { name: text('ar', 'shell.paletteTitle') });
  await input.waitFor();
  // A client's phone and a bank's name: only the bank can show.
  await input.fill('بنك');
  await page.locator('[data-testid="palette-group-area:banks"] [role=option]').first().waitFor();
  await input.fill('0551000017');
  await page.locator('[data-testid=palette-status]', { hasText: text('ar', 'shell.paletteNothing') }).waitFor();
  const groups = await page.locator('[data-testid^="palette-group-"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  assert.deepEqual(groups, []);
});
