// The sign-in page, opened signed out, downloads only what it draws: no MUI (it is drawn in plain
// elements and CSS), so no tooltip, select or menu either; its theme switch still shows its name
// as a tooltip on hover and keyboard focus; and it behaves as before.
import assert from 'node:assert/strict';
import { browserSuite, text } from './harness.mjs';

const suite = browserSuite(import.meta.url);

/** The bodies of the scripts the page fetches from now on. */
function scriptsOf(page) {
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

suite.test('the sign-in page loads no MUI and no stylesheet, yet its theme switch shows its tooltip on hover, again and again', { context: { language: 'en' } }, async ({ page, server }) => {
  const scripts = scriptsOf(page);
  const stylesheets = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto(server.url('/'));
  await page.getByLabel(text('en', 'auth.email')).waitFor();
  await page.waitForLoadState('networkidle');
  const first = await scripts();
  // Its CSS comes written in the document: nothing holds back the first paint.
  assert.deepEqual(stylesheets, []);
  assert.equal(await page.locator('.sign-in-card').evaluate((card) => getComputedStyle(card).maxWidth), '440px');
  // MUI names each component's styled parts ({ name: "MuiTooltip", slot: ... }), whatever quotes the minifier chose.
  for (const name of ['MuiButtonBase', 'MuiTypography', 'MuiCssBaseline', 'MuiTooltip', 'MuiPopper', 'MuiSelect', 'MuiPopover', 'MuiMenu', 'MuiModal']) {
    assert.ok(!new RegExp(`name:\\s*["'\`]${name}["'\`]`).test(first), `${name} comes with the first load`);
  }

  const toggle = page.getByRole('button', { name: text('en', 'shell.darkTheme') });
  await toggle.hover();
  await page.getByRole('tooltip', { name: text('en', 'shell.darkTheme') }).waitFor();
  await page.mouse.move(600, 800);
  await page.getByRole('tooltip').waitFor({ state: 'hidden' });
  // Shown again on the next hover.
  await toggle.hover();
  await page.getByRole('tooltip', { name: text('en', 'shell.darkTheme') }).waitFor();
});

suite.test('reached with the keyboard, the theme switch keeps the focus, shows its tooltip and switches the theme', { context: { language: 'en' } }, async ({ page, server }) => {
  await page.goto(server.url('/'));
  const email = page.getByLabel(text('en', 'auth.email'));
  await email.waitFor();
  await email.focus();
  // Back from the email field: the language switch, then the theme switch.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.getByRole('tooltip', { name: text('en', 'shell.darkTheme') }).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'theme-toggle');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: text('en', 'shell.lightTheme') }).waitFor();
  assert.equal(await page.evaluate(() => window.localStorage.getItem('dashboard.theme')), 'dark_theme');
});

suite.test('the sign-in fields are found by their labels, mark a refused value and sign in', async ({ page, server }) => {
  await page.goto(server.url('/'));
  const email = page.getByLabel(text('ar', 'auth.email'));
  const password = page.getByLabel(text('ar', 'auth.password'), { exact: true });
  await email.fill('admin@example');
  await password.fill('Admin123');
  await page.getByRole('button', { name: text('ar', 'auth.login') }).click();
  await page.waitForFunction(() => document.querySelector('input[name=email]')?.getAttribute('aria-invalid') === 'true');
  await email.fill('admin@example.com');
  await page.getByRole('button', { name: text('ar', 'auth.showPassword') }).click();
  assert.equal(await password.getAttribute('type'), 'text');
  await page.getByRole('button', { name: text('ar', 'auth.login') }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/home');
  await page.getByTestId('greeting').waitFor();
});

for (const scheme of ['light', 'dark']) {
  suite.test(`before its code arrives the page already shows the product's frame (${scheme} device), and the first screen replaces it`, { context: { language: 'en' } }, async ({ page, server }) => {
    await page.emulateMedia({ colorScheme: scheme });
    // The page's own script held back, as on a slow phone.
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    // The sign-in page's own document loads its own entry (signin.html, app/signIn.tsx).
    const entry = (url) => /\/dashboard\/assets\/signin-[^/]+\.js$/.test(url.pathname);
    await page.route(entry, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url('/'), { waitUntil: 'commit' });
    const frame = page.locator('[data-app-frame]');
    await frame.locator('svg').waitFor({ state: 'visible' });
    const look = await frame.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, height: element.getBoundingClientRect().height }));
    // The theme's own background, filling the window.
    assert.equal(look.background, scheme === 'dark' ? 'rgb(11, 18, 32)' : 'rgb(243, 246, 249)');
    assert.equal(look.height, page.viewportSize().height);
    release();
    await page.getByLabel(text('en', 'auth.email')).waitFor();
    assert.equal(await frame.count(), 0, 'the frame is gone once the sign-in page is drawn');
  });
}
