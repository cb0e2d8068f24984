// Two-factor sign-in: an admin turns it on in the profile dialog (password, QR code and key, a first
// code, the recovery codes shown once), then signing in asks for a code after the password.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { browserSuite, expectToast, newContext, text, waitForPath } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const CONTENT = { email: 'content@example.com', password: 'Content123' };
const ar = (key, values) => text('ar', key, values);

/** RFC 6238's code (SHA-1, 30 s, 6 digits) of a base32 key at a time, as an authenticator app reckons it. */
function totp(key, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of key.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', bytes).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const boxValues = (page) => page.locator('[data-testid^="code-box-"]').evaluateAll((boxes) => boxes.map((box) => box.value));

suite.test('turned on in the profile, then sign-in asks for the code after the password', { timeout: 150_000 }, async ({ page, browser, server }) => {
  // Signed in with the password alone, the admin opens the profile and turns two-factor sign-in on.
  await page.goto(server.url('/'));
  await page.locator('input[name=email]').fill(CONTENT.email);
  await page.locator('input[name=password]').fill(CONTENT.password);
  await page.locator('[data-testid=login-submit]').click();
  await waitForPath(page, '/home');
  await page.locator('[data-testid=profile-button]').click();
  await page.locator('[data-testid=two-factor-enable]').click();
  await page.locator('input[data-testid=two-factor-password]').fill(CONTENT.password);
  await page.locator('[data-testid=two-factor-next]').click();
  const secret = (await page.locator('[data-testid=two-factor-secret]').innerText()).replace(/\s/g, '');
  assert.match(secret, /^[A-Z2-7]{32}$/, 'the key to type is shown');
  await page.getByRole('img', { name: ar('twoFactor.qrAlt') }).waitFor(); // beside its QR code

  const firstCode = totp(secret);
  await page.locator('[data-testid=code-box-0]').click();
  await page.keyboard.type(firstCode);
  await page.locator('[data-testid=two-factor-next]').click();
  await expectToast(page, 'تم تفعيل التحقق بخطوتين', { variant: 'success' });
  await page.locator('[data-testid=recovery-codes] li').first().waitFor();
  const codes = await page.locator('[data-testid=recovery-codes] li').allInnerTexts();
  assert.equal(codes.length, 10, 'ten recovery codes are shown');
  await page.locator('[data-testid=two-factor-next]').click();
  await page.locator('[data-testid=two-factor-status]').getByText(ar('twoFactor.on')).waitFor();

  // In a fresh browser, the password alone now leads to the code, not to the dashboard.
  const context = await newContext(browser, server);
  const other = await context.newPage();
  try {
    await other.goto(server.url('/'));
    await other.locator('input[name=email]').fill(CONTENT.email);
    await other.locator('input[name=password]').fill(CONTENT.password);
    await other.locator('[data-testid=login-submit]').click();
    await waitForPath(other, '/two-factor-challenge');
    await other.getByText(ar('twoFactor.challengeText')).waitFor();
    assert.equal(await other.evaluate(() => window.localStorage.getItem('dashboard.session')), null, 'no session yet');

    // The code used to turn it on is refused if replayed; the next one (within the window) is taken.
    await other.locator('[data-testid=code-box-0]').click();
    await other.keyboard.type(firstCode);
    assert.deepEqual(await boxValues(other), [...firstCode]);
    await other.locator('[data-testid=two-factor-verify]').click();
    await expectToast(other, 'رمز التحقق بخطوتين غير صحيح أو سبق استخدامه', { variant: 'error' });
    await other.locator('[data-testid=code-box-0]').click();
    await other.keyboard.type(totp(secret, Date.now() + 30_000));
    await other.locator('[data-testid=two-factor-verify]').click();
    await waitForPath(other, '/home');
    await other.locator('[data-testid=greeting]').waitFor();
  } finally {
    await context.close();
  }
});

suite.test(
  'a role that requires it takes its admin to set-up after the password',
  { timeout: 60_000, context: { signedInAs: { email: 'admin@example.com', password: 'Admin123' } } },
  async ({ page, browser, server }) => {
    const CATALOGUE = { email: 'catalogue@example.com', password: 'Catalogue123' };
    // The super admin switches the flag on the role's screen; it is saved at once.
    await page.goto(server.url('/roles/edit/4'));
    const flag = page.getByRole('switch', { name: ar('twoFactor.roleRequires') });
    await flag.waitFor();
    assert.equal(await flag.isChecked(), false);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/dashboard/roles/4/two-factor'));
    await flag.check();
    assert.equal((await saved).status(), 200);

    const context = await newContext(browser, server);
    const other = await context.newPage();
    try {
      await other.goto(server.url('/'));
      await other.locator('input[name=email]').fill(CATALOGUE.email);
      await other.locator('input[name=password]').fill(CATALOGUE.password);
      await other.locator('[data-testid=login-submit]').click();
      await waitForPath(other, '/two-factor-setup');
      await other.getByText(ar('twoFactor.setupRequiredText')).waitFor();
      assert.equal(await other.locator('html').getAttribute('dir'), 'rtl', 'the page reads right to left');
      const secret = (await other.locator('[data-testid=two-factor-secret]').innerText()).replace(/\s/g, '');
      await other.locator('[data-testid=code-box-0]').click();
      await other.keyboard.type(totp(secret));
      await other.locator('[data-testid=two-factor-verify]').click();
      // The codes arrive with the answer to the code: wait for them, then count them.
      await other.locator('[data-testid=recovery-codes] li').first().waitFor();
      assert.equal(await other.locator('[data-testid=recovery-codes] li').count(), 10, 'the recovery codes are shown once');
      await other.locator('[data-testid=two-factor-continue]').click();
      await waitForPath(other, '/home');
      await other.locator('[data-testid=greeting]').waitFor();
      // Required by the role, it cannot be turned off from the profile.
      await other.locator('[data-testid=profile-button]').click();
      await other.locator('[data-testid=two-factor-status]').getByText(ar('twoFactor.requiredByRole')).waitFor();
      assert.equal(await other.locator('[data-testid=two-factor-disable]').count(), 0);
    } finally {
      await context.close();
    }
  },
);
