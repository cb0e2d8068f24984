// Where the dashboard sends an admin depending on the session: lost or refused tokens, signed
// in or out, unknown paths, the /Districts spelling, and logging out.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, eventually, expectToast, followMenu, login, rowIds, signInViaApi, text, waitForList, waitForPath } from './harness.mjs';

const suite = browserSuite(import.meta.url);

const storedSession = (page) => page.evaluate(() => window.localStorage.getItem('dashboard.session'));

suite.test('a garbage token in the stored session ends at the login page with the session cleared', async ({ page, server }) => {
  await page.goto(server.url('/'));
  await page.locator('input[name=email]').waitFor();
  await page.evaluate(() => {
    window.localStorage.setItem('dashboard.session', JSON.stringify({ id: 1, token: 'garbage-token-that-the-server-never-issued', name: 'Admin' }));
  });
  const refused = page.waitForResponse((response) => response.url().includes('/api/v1/') && response.status() === 401);
  await page.goto(server.url('/banks/all'));
  await refused;
  await waitForPath(page, '/');
  await page.locator('input[name=email]').waitFor();
  assert.equal(await storedSession(page), null, 'the session is cleared');
});

suite.test('a token the server revoked ends at the login page on the next call', async ({ page, server }) => {
  await login(page, server, ADMIN.email, ADMIN.password);
  const { token } = JSON.parse(await storedSession(page));
  assert.equal((await server.api('dashboard/logout', { method: 'POST', token })).status, 200);
  // Move inside the dashboard (no reload): the list call is the first to hear the token is gone.
  await followMenu(page, 'referenceData', '/banks/all');
  await waitForPath(page, '/');
  await page.locator('input[name=email]').waitFor();
  assert.equal(await storedSession(page), null);
});

suite.test('signed out, /home goes to the login page; signed in, the login page goes to /home', async ({ page, server }) => {
  await page.goto(server.url('/home'));
  await waitForPath(page, '/');
  await page.locator('input[name=email]').waitFor();

  await login(page, server, ADMIN.email, ADMIN.password);
  // Signing in greets with a toast that survives the reload onto /home.
  await expectToast(page, text('ar', 'messages.loginSuccess'), { variant: 'success' });
  await page.goto(server.url('/'));
  await waitForPath(page, '/home');
  await page.goto(server.url('/reset-password-email'));
  await waitForPath(page, '/home');
});

suite.test('an unknown path shows the not-found page, signed in or out', async ({ page, server }) => {
  const ar = (key) => text('ar', key);
  await page.goto(server.url('/no/such/page'));
  await page.getByRole('heading', { name: ar('errors.notFoundTitle') }).waitFor();
  await page.locator('[data-testid=not-found-back]').click();
  await waitForPath(page, '/');

  await login(page, server, ADMIN.email, ADMIN.password);
  await page.goto(server.url('/banks/everything'));
  await page.getByRole('heading', { name: ar('errors.notFoundTitle') }).waitFor();
  await page.locator('[data-testid=not-found-back]').click();
  await waitForPath(page, '/home');
});

suite.test('the list of districts answers at /Districts/all as well as /districts/all', { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
  await page.goto(server.url('/Districts/all'));
  await waitForList(page);
  const viaAlias = await rowIds(page);
  assert.ok(viaAlias.length > 0, 'the districts list shows rows');
  await page.getByRole('heading', { name: text('ar', 'districts.title') }).waitFor();
  await page.goto(server.url('/districts/all'));
  await waitForList(page);
  assert.deepEqual(await rowIds(page), viaAlias);
});

suite.test('logging out asks first, then clears the session and returns to the login page', async ({ page, server }) => {
  const { token } = await signInViaApi(page, server, ADMIN);
  await page.locator('[data-testid=logout]').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('ar', 'common.cancel'), exact: true })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  assert.notEqual(await storedSession(page), null, 'Cancel keeps the session');

  await page.locator('[data-testid=logout]').click();
  await page.locator('[data-testid=logout-confirm]').click();
  await waitForPath(page, '/');
  await page.locator('input[name=email]').waitFor();
  assert.equal(await storedSession(page), null);
  // The server forgot the token as well.
  assert.equal((await server.api('dashboard/permissions', { token })).status, 401);
});

suite.test('a session lost during a save says why, and signing in again returns to the form, which offers back what was typed', async ({ page, server }) => {
  const { token } = await signInViaApi(page, server, ADMIN);
  await page.goto(server.url('/banks/edit/1'));
  const nameEn = page.locator('#root_name_en');
  await eventually(
    () => nameEn.inputValue(),
    (value) => value !== '',
    { message: 'the edit form is filled' },
  );
  await nameEn.fill('Typed Before The Session Ended');
  assert.equal((await server.api('dashboard/logout', { method: 'POST', token })).status, 200);
  await page.locator('[data-testid=form-submit]').click();

  await waitForPath(page, '/');
  await page
    .getByRole('status')
    .filter({ hasText: text('ar', 'auth.sessionEnded') })
    .waitFor();
  await page.locator('input[name=email]').fill(ADMIN.email);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.locator('[data-testid=login-submit]').click();
  await waitForPath(page, '/banks/edit/1');
  // The form offers back what was typed before the session ended.
  await page.locator('[data-testid=draft-restore]').click();
  await eventually(
    () => nameEn.inputValue(),
    (value) => value === 'Typed Before The Session Ended',
    { message: 'the draft of the form is back' },
  );
});

suite.test('signing in follows only a return path inside the dashboard', async ({ page, server }) => {
  await page.goto(server.url('/?next=%2F%2Fevil.example%2Fbanks%2Fall'));
  await page.locator('input[name=email]').fill(ADMIN.email);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.locator('[data-testid=login-submit]').click();
  await waitForPath(page, '/home');
  assert.equal(new URL(page.url()).host, new URL(server.url('/')).host, 'the page stays on the dashboard');
  // Signed out, a page asked for is where signing in leads.
  await page.evaluate(() => window.localStorage.removeItem('dashboard.session'));
  await page.goto(server.url('/banks/all'));
  await page.locator('input[name=email]').fill(ADMIN.email);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.locator('[data-testid=login-submit]').click();
  await waitForPath(page, '/banks/all');
});
