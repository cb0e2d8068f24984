// The shell as a keyboard user and an English reader meet it: a skip link first, the product's
// name whole in the side menu.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, followMenu, text, waitForPath } from './harness.mjs';

const suite = browserSuite(import.meta.url);

for (const language of ['ar', 'en']) {
  suite.test(`${language}: the first Tab shows a skip link that moves the focus to the page`, { context: { signedInAs: ADMIN, language } }, async ({ page, server }) => {
    await page.goto(server.url('/banks/all'));
    await page.locator('[data-testid=list-row]').first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.locator('[data-testid=skip-link]');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'skip-link', 'the skip link comes first');
    assert.equal((await skip.innerText()).trim(), text(language, 'shell.skipToContent'));
    const box = await skip.boundingBox();
    assert.ok(box && box.y >= 0, 'the focused skip link is on screen');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'MAIN', 'Enter puts the focus on the page');
    assert.equal(new URL(page.url()).hash, '', 'the address keeps no fragment');
    // The next Tab goes to the page's own controls, not back into the menu.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), true, 'Tab continues inside the page');
  });

  suite.test(`${language}: the side menu shows the product's whole name`, { context: { signedInAs: ADMIN, language } }, async ({ page, server }) => {
    await page.goto(server.url('/home'));
    const name = page.locator('aside').getByText(text(language, 'common.appName'), { exact: true }).first();
    await name.waitFor();
    const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    assert.equal(cut, false, 'the name is not cut off');
  });
}

for (const language of ['ar', 'en']) {
  suite.test(
    `${language}, phone: the menu button opens the side menu, whose link leads to its page and closes it`,
    { context: { signedInAs: ADMIN, language, viewport: { width: 390, height: 844 } } },
    async ({ page, server }) => {
      await page.goto(server.url('/home'));
      const toggle = page.getByRole('button', { name: text(language, 'shell.openMenu') });
      await toggle.waitFor();
      // Nothing of the closed menu is drawn on a phone before it is first wanted.
      assert.equal(await page.locator('[data-testid^="menu-group-"]').count(), 0, 'the closed menu is not drawn');
      await toggle.click();
      await followMenu(page, 'referenceData', '/banks/all');
      await waitForPath(page, '/banks/all');
      await page.locator('[data-testid=list-row]').first().waitFor();
      const menuLink = page.locator('[data-testid="menu-link-/banks/all"]');
      await menuLink.waitFor({ state: 'hidden' });
      // Opened again, it shows where the admin is.
      await toggle.click();
      await menuLink.waitFor({ state: 'visible' });
      assert.equal(await menuLink.getAttribute('aria-current'), 'page');
    },
  );
}

suite.test('Back from a page whose code is still on its way draws the page gone back to', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  await page.goto(server.url('/banks/all'));
  await page.locator('[data-testid=list-row]').first().waitFor();
  // The home page's code arrives late: the admin goes Back before it is drawn.
  let release = () => {};
  const held = new Promise((resolve) => {
    release = resolve;
  });
  const slowHome = async (route) => {
    await held;
    await route.continue();
  };
  const homeCode = /\/assets\/HomePage-[^/]+\.js$/;
  await page.route(homeCode, slowHome);
  await page.locator('[data-testid="menu-link-/home"]').click();
  await waitForPath(page, '/home');
  await page.goBack();
  await waitForPath(page, '/banks/all');
  release();
  await page.locator('[data-testid=list-row]').first().waitFor();
  // Once the late code is in, the list stays: the home page does not take its place.
  await page.waitForLoadState('networkidle');
  assert.equal((await page.locator('[data-testid=list-row]').count()) > 0, true, 'the list is drawn');
  assert.equal(new URL(page.url()).pathname, '/dashboard/banks/all');
  await page.unroute(homeCode, slowHome);
});

suite.test('Ctrl+K finds a client by phone and an action by name from the keyboard, and Enter opens it', { context: { signedInAs: ADMIN, language: 'en' } }, async ({ page, server }) => {
  await page.goto(server.url('/banks/all'));
  await page.locator('[data-testid=list-row]').first().waitFor();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: text('en', 'shell.paletteTitle') });
  await input.waitFor();
  await input.fill('0551000017');
  const client = page.getByRole('group', { name: text('en', 'clients.title') }).getByRole('option');
  await client.first().waitFor();
  assert.equal(await client.count(), 1);
  assert.equal(await client.locator('mark').innerText(), '0551000017');
  await page.keyboard.press('Enter');
  await waitForPath(page, '/clients/show/17');
  await page.getByTestId('command-palette').waitFor({ state: 'detached' });
  // An action, typed in part: the keyboard alone reaches it.
  await page.keyboard.press('/');
  await input.waitFor();
  await input.fill(text('en', 'shell.darkTheme').slice(0, 12));
  const action = page.getByRole('option', { name: text('en', 'shell.darkTheme') });
  await action.waitFor();
  while ((await action.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: text('en', 'shell.lightTheme') }).waitFor();
});

suite.test('in Arabic the palette finds a provider by a name typed with a bare alef, and an order by its number', { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const providers = (await server.api('dashboard/providers', { token, query: { per_page: 1000 } })).body.data;
  // A name written with hamza on its alef (أ/إ/آ), typed as most people type it: a bare alef.
  const provider = providers.find((row) => /[أإآ]/.test(row.name));
  assert.ok(provider, 'some provider is named with a hamza on an alef');
  const typed = provider.name.replace(/[أإآ]/g, 'ا');
  const order = (await server.api('dashboard/jobs/get-jobs', { token })).body.data[0];

  await page.goto(server.url('/home'));
  await page.locator('[data-testid=greeting]').waitFor();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: text('ar', 'shell.paletteTitle') });
  await input.waitFor();
  await input.fill(typed);
  const found = page
    .getByRole('group', { name: text('ar', 'providers.title') })
    .getByRole('option')
    .filter({ hasText: provider.name });
  await found.first().waitFor();
  await found.first().click();
  await waitForPath(page, `/providers/show/${provider.id}`);

  await page.keyboard.press('Control+k');
  await input.waitFor();
  await input.fill(String(order.id));
  const orderOption = page
    .getByRole('group', { name: text('ar', 'orders.title') })
    .getByRole('option')
    .first();
  await orderOption.waitFor();
  await page.keyboard.press('Enter');
  await waitForPath(page, `/orders/show/${order.id}`);
});
