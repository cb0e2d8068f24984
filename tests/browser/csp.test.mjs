// Every form works under the dashboard's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval'): the create, edit and single-page forms of every area, generated from the
// descriptors, open without one violation; their choice lists, which the form library matches
// against the schema, can be used; and a form that used to trip the policy still validates.
// Nothing here names an area for the walk: a new descriptor is covered as soon as it exists.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, chooseOption, expectToast, formFields, loadAreas, rowIds, screensOf, text, waitForList, waitForPath } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const areas = loadAreas();
const ar = (key, values) => text('ar', key, values);
const FORM_SCREENS = ['create', 'edit', 'single'];

/**
 * Records the page's policy violations: the document's `securitypolicyviolation` events, and
 * console errors and warnings that speak of the policy (what a library logs when it is refused)
 * or of a form validator the build did not make (the form would then guess rather than check).
 */
async function watchPolicy(context, page) {
  const violations = [];
  await context.exposeBinding('__policyViolation', (_source, report) => violations.push(report));
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void window.__policyViolation?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          page: document.location.pathname,
        }),
      true,
    );
  });
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && /Content[- ]Security[- ]Policy|unsafe-eval|^Form validation:/i.test(message.text())) {
      violations.push({ console: message.text().slice(0, 300), page: new URL(page.url()).pathname });
    }
  });
  /** No violation so far, once the page has settled. */
  const check = async (where) => {
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(300);
    assert.deepEqual(violations, [], `no policy violation, up to ${where}`);
  };
  return check;
}

/** Waits until a form screen is drawn: a descriptor form's first field and save button, a custom screen's heading. */
async function expectFormScreen(page, area, mode) {
  if (area.custom?.[mode]) {
    await page.locator('main h1').first().waitFor();
    return;
  }
  const first = formFields(area, mode === 'single' ? 'edit' : mode)[0];
  await page.locator(`[id="root_${first}"], [id="root_${first}_0"]`).first().waitFor({ state: 'attached' });
  await page.locator('[data-testid=form-submit]').waitFor();
}

/** The path of the first row's edit screen: its edit link, else one built from its id. */
async function firstEditPath(page, area) {
  const link = page.locator('[data-testid=list-row]').first().locator(`a[href^="/dashboard/${area.route}/edit/"]`).first();
  if ((await link.count()) > 0) return (await link.getAttribute('href')).replace(/^\/dashboard/, '');
  const [id] = await rowIds(page);
  assert.ok(id, `${area.area}: the list has a first row to edit`);
  return `/${area.route}/edit/${encodeURIComponent(id)}`;
}

const formAreas = areas.filter((area) => screensOf(area).some((screen) => FORM_SCREENS.includes(screen)));

suite.test('there are forms to walk', () => {
  assert.ok(formAreas.length > 0);
});

for (const area of formAreas) {
  const screens = screensOf(area).filter((screen) => FORM_SCREENS.includes(screen));
  suite.test(`${area.area}: ${screens.join(', ')} under the policy`, { context: { signedInAs: ADMIN } }, async ({ page, context, server }) => {
    const check = await watchPolicy(context, page);
    if (screens.includes('single')) {
      await page.goto(server.url(`/${area.route}`));
      await expectFormScreen(page, area, 'single');
      await check(`the ${area.area} page`);
    }
    if (screens.includes('create')) {
      await page.goto(server.url(`/${area.route}/create`));
      await expectFormScreen(page, area, 'create');
      await check(`the ${area.area} create form`);
    }
    if (screens.includes('edit') && screensOf(area).includes('list')) {
      await page.goto(server.url(`/${area.route}/all`));
      await waitForList(page);
      const path = await firstEditPath(page, area);
      await page.goto(server.url(path));
      await waitForPath(page, path);
      await expectFormScreen(page, area, 'edit');
      await check(`the ${area.area} edit form (${path})`);
    }
  });
}

// The forms whose choice lists (a schema's oneOf) the form library matches against the record:
// they used to compile validation code in the page, which the policy refuses.

suite.test('a client being edited: its choice list works and its validation speaks', { context: { signedInAs: ADMIN } }, async ({ page, context, server }) => {
  const check = await watchPolicy(context, page);
  await page.goto(server.url('/clients/all'));
  await waitForList(page);
  const path = await firstEditPath(page, { area: 'clients', route: 'clients' });
  await page.goto(server.url(path));
  const name = page.locator('#root_name');
  await name.waitFor();
  await page.locator('[data-testid=form-submit]').waitFor();

  await chooseOption(page, page.locator('#root_experience'), ar('people.experiences.professional'));
  assert.equal((await page.locator('#root_experience').innerText()).trim(), ar('people.experiences.professional'), 'the chosen experience is shown');
  await check('choosing an experience');

  // A required field left empty: the save is refused with the form's own message, the field marked.
  await name.fill('');
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, ar('VALIDATION.name'), { variant: 'error' });
  assert.equal(await name.getAttribute('aria-invalid'), 'true', 'the empty name is marked');
  assert.match(page.url(), new RegExp(`${path}$`), 'the form stays open');
  await check('saving an incomplete client');
});

suite.test('a new notification: each receiver type can be chosen', { context: { signedInAs: ADMIN } }, async ({ page, context, server }) => {
  const check = await watchPolicy(context, page);
  await page.goto(server.url('/notifications/create'));
  const sender = page.locator('#root_sender');
  await sender.waitFor();
  for (const option of ['employee', 'provider', 'both']) {
    await chooseOption(page, sender, ar(`notifications.senders.${option}`));
    assert.equal((await sender.innerText()).trim(), ar(`notifications.senders.${option}`));
  }
  await check('choosing receiver types');
});
