// Finished screens: every area's edit and show pages name their record in the heading, the
// breadcrumbs and the tab title (generated from the descriptors, English and Arabic); a show page
// offers Edit only to an admin who may edit; no menu entry leads to an "unavailable" screen; the
// role matrix selects whole groups and keeps a draft over a reload; working hours name their
// service type.
import assert from 'node:assert/strict';
import { ADMIN, VIEWER, browserSuite, eventually, expectToast, listPath, loadAreas, openInApp, signInViaApi, text, waitForList, waitForPath } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const areas = loadAreas();

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const getPath = (source, path) => path.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), source);

/** Whether the dashboard offers this screen of the area (it exists and is not "unavailable"). */
function offers(area, kind) {
  if ((area.unavailable ?? []).includes(kind)) return false;
  const api = area.api ?? {};
  if (kind === 'edit') return Boolean(api.update && api.show && (area.form || area.custom?.edit));
  if (kind === 'show') return Boolean(api.show && (area.show || area.custom?.show));
  return false;
}

/** What the heading should call the record, read from the API as the engine reads it. */
function expectedName(record, area, language) {
  const path = area.list?.recordLabel ?? 'name';
  const paired = getPath(record, `${path}_${language}`);
  if (typeof paired === 'string' && paired.trim()) return paired.trim();
  const value = getPath(record, path);
  if (value && typeof value === 'object' && typeof value[language] === 'string') return value[language].trim();
  if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return path === 'id' || path.endsWith('.id') ? `#${value}` : String(value).trim();
  return `#${record.id}`;
}

/** The area's record as the show call answers it in a language; null when the call needs more than the id. */
async function readRecord(server, token, area, id, language) {
  const fill = (template) => String(template).replaceAll('{id}', encodeURIComponent(id));
  const path = fill(area.api.show.path);
  const query = Object.fromEntries(Object.entries(area.api.show.query ?? {}).map(([k, v]) => [k, fill(v)]));
  if ([path, ...Object.values(query)].some((part) => part.includes('{'))) return null;
  const answer = await server.api(path, { token, language, query });
  assert.equal(answer.status, 200, `${area.area}: ${path} answers`);
  return getPath(answer.body, area.response?.record ?? 'data');
}

/** The id of the first list row that opens an edit or show page. */
async function firstRecordId(page, server, area) {
  await openInApp(page, server, listPath(area));
  await waitForList(page);
  const hook = page.locator('[data-testid=list-row] [data-testid^="edit-"], [data-testid=list-row] [data-testid^="show-"]').first();
  await hook.waitFor();
  return (await hook.getAttribute('data-testid')).replace(/^(edit|show)-/, '');
}

async function expectHeading(page, expected, what) {
  const heading = page.locator('main h1').filter({ hasText: expected });
  try {
    await heading.first().waitFor();
  } catch (error) {
    const shown = await page.locator('main h1').allInnerTexts();
    throw new Error(`${what}: no heading with "${expected}"; headings: ${JSON.stringify(shown)}`, { cause: error });
  }
}

async function expectTrail(page, language, area, what) {
  const nav = page.getByRole('navigation', {
    name: text(language, 'engine.breadcrumbs'),
  });
  const back = nav.getByRole('link', {
    name: text(language, area.title),
    exact: true,
  });
  assert.match(await back.getAttribute('href'), new RegExp(`/dashboard${escapeRegExp(listPath(area))}(\\?|$)`), `${what}: the breadcrumb leads back to the list`);
  assert.equal(await nav.getByRole('link', { name: text(language, 'menu.home') }).getAttribute('href'), '/dashboard/home', `${what}: the trail starts at home`);
}

// Areas whose list rows open a descriptor (not bespoke) edit or show page.
const opensFromRow = (area, kind) => (area.list?.actions ?? []).includes(kind) && offers(area, kind) && !area.custom?.[kind];
const recordAreas = areas.filter((area) => area.api?.list && (opensFromRow(area, 'edit') || opensFromRow(area, 'show')));

for (const area of recordAreas) {
  for (const language of ['en', 'ar']) {
    suite.test(`${area.area} (${language}): edit and show pages name the record, with breadcrumbs to the list`, { context: { signedInAs: ADMIN, language, reuse: true } }, async ({ page, server }) => {
      const token = await server.token(ADMIN);
      const id = await firstRecordId(page, server, area);
      const record = await readRecord(server, token, area, id, language);
      const name = record ? expectedName(record, area, language) : `#${id}`;
      const kinds = ['edit', 'show'].filter((kind) => offers(area, kind) && !area.custom?.[kind]);
      for (const kind of kinds) {
        const what = `${area.area} ${kind} ${id} (${language})`;
        // Inside the running dashboard, as a link from the list would go.
        await openInApp(page, server, `/${area.route}/${kind}/${encodeURIComponent(id)}`);
        const title =
          kind === 'edit'
            ? text(language, 'engine.editRecordTitle', { record: name })
            : text(language, 'engine.showRecordTitle', {
                area: text(language, area.title),
                record: name,
              });
        await expectHeading(page, title, what);
        await expectTrail(page, language, area, what);
        const tabTitle = `${title} · ${text(language, 'common.appName')}`;
        await eventually(
          () => page.title(),
          (shown) => shown === tabTitle,
          { message: `${what}: the tab title` },
        );
        if (kind === 'show') {
          // The admin holds every permission: Edit is there exactly when the area has an edit page.
          const edit = page
            .getByRole('link', {
              name: text(language, 'engine.edit'),
              exact: true,
            })
            .and(page.locator('[data-testid=show-edit]'));
          assert.equal(await edit.count(), offers(area, 'edit') ? 1 : 0, `${what}: Edit on the show page`);
          if (offers(area, 'edit')) assert.equal(await edit.getAttribute('href'), `/dashboard/${area.route}/edit/${encodeURIComponent(id)}`);
        }
      }
    });
  }
}

suite.test('a show page offers Edit only to an admin who may edit', { context: { language: 'en' } }, async ({ page, server }) => {
  const admin = await server.token(ADMIN);
  const cities = areas.find((a) => a.area === 'cities');
  // The viewer may now see cities and open them, but not edit them.
  const catalogue = (await server.api('dashboard/permissions', { token: admin })).body.data.permissions;
  const ids = catalogue.flatMap((group) =>
    group.permissions
      .filter((p) => (group.parent_key === 'cities' && ['index', 'show'].includes(p.key)) || ((group.parent_key === 'banks' || group.parent_key === 'countries') && p.key === 'index'))
      .map((p) => p.id),
  );
  const body = new URLSearchParams([['name', 'viewer'], ['_method', 'PUT'], ...ids.map((id) => ['permissions[]', String(id)])]);
  const updated = await fetch(`${server.origin}/api/v1/dashboard/roles/2`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${admin}` },
    body,
  });
  assert.equal(updated.status, 200, 'the viewer role now holds cities index and show');

  const city = (await server.api(cities.api.list.path, { token: admin })).body.data[0];
  await signInViaApi(page, server, VIEWER, '/home');
  await page.goto(server.url(`/cities/show/${city.id}`));
  await page
    .locator('main h1')
    .filter({ hasText: city.name_en ?? city.name })
    .waitFor();
  assert.equal(await page.locator('[data-testid=show-edit]').count(), 0, 'no Edit for the viewer');
});

suite.test('no menu entry leads to a screen this dashboard does not offer', { timeout: 240_000, context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  await page.goto(server.url('/home'));
  await page.locator('[data-testid=greeting]').waitFor();
  assert.equal(await page.title(), `${text('en', 'menu.home')} · ${text('en', 'common.appName')}`, 'the home page names itself in the tab');
  // Open every group, then follow every link as the admin would, through the menu.
  const groups = await page.locator('[data-testid^="menu-group-"]:visible').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  for (const group of groups) {
    const toggle = page.locator(`[data-testid="${group}"]:visible`);
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  const links = await page.locator('[data-testid^="menu-link-"]:visible').evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-testid')))]);
  assert.ok(links.length > 20, `the menu has its links (${links.length})`);
  for (const link of links) {
    if (link === 'menu-link-/home') continue;
    // The page left behind must not answer for the next one.
    await page.evaluate(() => document.querySelectorAll('main h1').forEach((h) => h.setAttribute('data-left', '')));
    await page.locator(`[data-testid="${link}"]:visible`).click();
    await page.locator('main h1:not([data-left])').first().waitFor();
    assert.equal(await page.locator('[data-testid=unavailable]').count(), 0, `${link} opens a screen of this dashboard`);
  }
});

/** Creates a role through the API with the given permission keys ("banks index"); returns its id. */
async function createRole(server, token, name, keys) {
  const catalogue = (await server.api('dashboard/permissions', { token })).body.data.permissions;
  const ids = catalogue.flatMap((group) => group.permissions.filter((p) => keys.includes(`${group.parent_key} ${p.key}`)).map((p) => p.id));
  const body = new URLSearchParams([['name', name], ...ids.map((id) => ['permissions[]', String(id)])]);
  const created = await fetch(`${server.origin}/api/v1/dashboard/roles`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    body,
  });
  assert.equal(created.status, 200, 'the role is created');
  const list = (await server.api('dashboard/roles', { token, query: { name } })).body;
  const rows = list.data?.roles_and_permissions?.data ?? list.data?.roles_and_permissions ?? list.data;
  const role = (Array.isArray(rows) ? rows : []).find((r) => r.name === name);
  assert.ok(role, `the role ${name} is listed`);
  return role.id;
}

async function rolePermissionKeys(server, token, id) {
  const role = (await server.api(`dashboard/roles/${id}`, { token })).body.data;
  return role.permissions.flatMap((group) => group.permissions.map((p) => `${group.parent_key} ${p.key}`)).sort();
}

suite.test('role matrix: a group select-all switches every permission of the group, and saves', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const id = await createRole(server, token, 'Matrix group', ['banks index']);
  await page.goto(server.url(`/roles/edit/${id}`));
  await expectHeading(page, text('en', 'engine.editRecordTitle', { record: 'Matrix group' }), 'role edit');
  const group = page.locator('[data-testid=permission-group-countries]');
  const switches = group.locator('[data-testid^="permission-countries-"]');
  const all = page.getByRole('checkbox', {
    name: text('en', 'roles.selectGroup', {
      group: (await group.locator('h3').innerText()).trim(),
    }),
  });
  assert.equal(await all.isChecked(), false);
  // The activity log's keys, as the server's catalogue names them.
  const activity = page.locator('[data-testid=permission-group-activity]');
  assert.equal((await activity.locator('h3').innerText()).trim(), 'Activity log');
  assert.deepEqual((await activity.locator('label').allInnerTexts()).map((label) => label.trim()).slice(-2), ['List', 'Restore']);
  await all.click();
  for (const each of await switches.all()) assert.equal(await each.isChecked(), true, 'every switch of the group is on');
  assert.equal(await all.isChecked(), true);
  // One switch off: the group's box is half ticked.
  await switches.last().click();
  assert.equal(await all.getAttribute('data-indeterminate'), 'true', 'some of the group: indeterminate');
  await all.click();
  assert.equal(await switches.last().isChecked(), true, 'a half-ticked box selects the rest');
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, text('en', 'messages.editedSuccessfully'));
  await waitForPath(page, '/roles/all');
  const keys = await rolePermissionKeys(server, token, id);
  const countries = (await server.api('dashboard/permissions', { token })).body.data.permissions.find((g) => g.parent_key === 'countries');
  for (const p of countries.permissions) assert.ok(keys.includes(`countries ${p.key}`), `saved countries ${p.key}`);
  assert.ok(keys.includes('banks index'), 'the other groups are untouched');
});

suite.test('role matrix: unsaved changes survive a reload, Discard drops them, leaving asks first', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const id = await createRole(server, token, 'Matrix draft', ['banks index']);
  await page.goto(server.url(`/roles/edit/${id}`));
  const name = page.locator('#root_name');
  await name.waitFor();
  await page.waitForFunction(() => document.querySelector('#root_name')?.value === 'Matrix draft');
  await name.fill('Matrix draft changed');
  await page.locator('[data-testid=permission-cities-index]').click();
  // The sticky bar keeps Save in view at the bottom of the window.
  const bar = await page.locator('[data-testid=sticky-actions]').boundingBox();
  const viewport = page.viewportSize();
  assert.ok(bar && bar.y + bar.height <= viewport.height + 1, 'Save is in view');

  // Leaving by the menu asks first; Stay keeps the changes.
  await page.locator('[data-testid="menu-link-/home"]').click();
  await page.locator('[data-testid=unsaved-dialog]').waitFor();
  await page.locator('[data-testid=unsaved-stay]').click();
  assert.equal(await name.inputValue(), 'Matrix draft changed');

  await page.waitForTimeout(1200);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.locator('[data-testid=draft-restored]').waitFor();
  assert.equal(await page.locator('#root_name').inputValue(), 'Matrix draft changed', 'the name typed is back');
  assert.equal(await page.locator('[data-testid=permission-cities-index]').isChecked(), true, 'the switch turned on is back');

  await page.locator('[data-testid=draft-discard]').click();
  assert.equal(await page.locator('#root_name').inputValue(), 'Matrix draft', 'Discard puts back the saved role');
  assert.equal(await page.locator('[data-testid=permission-cities-index]').isChecked(), false);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#root_name')?.value === 'Matrix draft');
  assert.equal(await page.locator('[data-testid=draft-restored]').count(), 0, 'nothing is restored after Discard');
});

for (const language of ['en', 'ar']) {
  suite.test(`working hours name the service type (${language})`, { context: { signedInAs: ADMIN, language } }, async ({ page, server }) => {
    const token = await server.token(ADMIN);
    const answer = (
      await server.api('main/days', {
        token,
        language,
        query: { service_type_id: 1 },
      })
    ).body.data;
    const title = text(language, 'workingIntervals.titleFor', {
      name: answer.service_type.name,
    });
    await page.goto(server.url('/settings/working-intervals?service_type_id=1'));
    await expectHeading(page, title, 'working hours');
    assert.equal(await page.title(), `${title} · ${text(language, 'common.appName')}`);
    const nav = page.getByRole('navigation', {
      name: text(language, 'engine.breadcrumbs'),
    });
    assert.equal(await nav.getByRole('link', { name: text(language, 'serviceTypes.title') }).getAttribute('href'), '/dashboard/services-types/all');
  });
}

suite.test('order detail and the role form carry their own breadcrumbs', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const [order] = (await server.api('dashboard/jobs/get-jobs', { token })).body.data;
  await page.goto(server.url(`/orders/show/${order.id}`));
  await expectHeading(page, text('en', 'orders.detailTitle', { id: String(order.id) }), 'order detail');
  await expectTrail(
    page,
    'en',
    areas.find((a) => a.area === 'orders'),
    'order detail',
  );
  // No button leads to the orders' unavailable create page.
  await page.goto(server.url('/orders/all'));
  await waitForList(page);
  assert.equal(await page.locator('[data-testid=add-link]').count(), 0, 'no Add on the orders list');
});
