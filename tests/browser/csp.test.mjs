// Forms work under the dashboard's Content-Security-Policy (script-src 'self', no 'unsafe-eval'):
// their choice lists, which the form library matches against the schema, can be used, and a form
// that used to trip the policy still validates. Every screen of every area, forms included, is
// also opened under the policy by the accessibility walks (a11y/walks.mjs, in Arabic and in
// English), which fail on one violation.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, chooseOption, expectToast, rowIds, text, waitForList, watchPolicy } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const ar = (key, values) => text('ar', key, values);

/** The path of the first row's edit screen: its edit link, else one built from its id. */
async function firstEditPath(page, area) {
  const link = page.locator('[data-testid=list-row]').first().locator(`a[href^="/dashboard/${area.route}/edit/"]`).first();
  if ((await link.count()) > 0) return (await link.getAttribute('href')).replace(/^\/dashboard/, '');
  const [id] = await rowIds(page);
  assert.ok(id, `${area.area}: the list has a first row to edit`);
  return `/${area.route}/edit/${encodeURIComponent(id)}`;
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
