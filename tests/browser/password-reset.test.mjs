// The password-reset flow: email, four-digit code read from the mail (auto-advancing boxes,
// resend countdown), new password with confirmation, then signing in with the new password only.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, expectToast, login, text, waitForPath } from './harness.mjs';

const suite = browserSuite(import.meta.url);

const focusedBox = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
const boxValues = (page) => page.locator('[data-testid^="code-box-"]').evaluateAll((boxes) => boxes.map((box) => box.value));

async function openVerification(page, server) {
  await page.goto(server.url('/reset-password-email'));
  await page.locator('[data-testid=send-code]').waitFor();
  await page.locator('input[name=email]').fill(ADMIN.email);
  await page.locator('[data-testid=send-code]').click();
  await waitForPath(page, '/email-verification/reset-password');
  await page.locator('[data-testid=code-box-0]').waitFor();
}

suite.test('retyping a code over filled boxes replaces it digit by digit', async ({ page, server }) => {
  await openVerification(page, server);
  await page.locator('[data-testid=code-box-0]').pressSequentially('1234');
  assert.deepEqual(await boxValues(page), ['1', '2', '3', '4']);
  // The admin goes back to the first box and types another code over the old one; its
  // first two digits are the same as before.
  await page.locator('[data-testid=code-box-0]').click();
  await page.locator('[data-testid=code-box-0]').pressSequentially('1299');
  assert.deepEqual(await boxValues(page), ['1', '2', '9', '9'], 'the boxes hold the code typed last');
});

suite.test('forgot password: code, new password, then only the new password signs in', { timeout: 120_000 }, async ({ page, server }) => {
  const ar = (key, values) => text('ar', key, values);
  const newPassword = 'Changed456';

  await page.goto(server.url('/'));
  await page.locator('[data-testid=forgot-password]').click();
  await waitForPath(page, '/reset-password-email');
  // The login page (which has an email box too) stays until the next page has loaded.
  await page.locator('[data-testid=send-code]').waitFor();
  await page.locator('input[name=email]').fill(ADMIN.email);
  const codeAnswer = page.waitForResponse((response) => response.url().includes('/api/v1/dashboard/forget-password'));
  await page.locator('[data-testid=send-code]').click();
  const answer = await (await codeAnswer).json();
  assert.deepEqual(answer.data, {}, 'the answer does not carry the code');
  const code = server.lastMailTo(ADMIN.email)?.code;
  assert.match(code ?? '', /^\d{4}$/, 'the mail carries the four-digit code');
  await expectToast(page, ar('messages.codeSent'), { variant: 'success' });
  await waitForPath(page, '/email-verification/reset-password');
  assert.equal(await page.locator('[data-testid=demo-code]').count(), 0, 'no demo hint without a code in the answer');

  // Resend waits for a 60-second countdown that ticks down.
  const resend = page.locator('[data-testid=resend-code]');
  assert.equal(await resend.isDisabled(), true, 'resend starts disabled');
  const secondsLeft = async () => Number((await resend.innerText()).match(/\d+/)?.[0] ?? NaN);
  const first = await secondsLeft();
  assert.ok(first > 50 && first <= 60, `the countdown starts near 60 s (shows ${first})`);
  await page.waitForFunction(({ start }) => Number(document.querySelector('[data-testid=resend-code]')?.textContent?.match(/\d+/)?.[0]) < start, { start: first }, { timeout: 5_000 });
  assert.equal(await resend.isDisabled(), true, 'still disabled while counting down');

  // The boxes: box 0 has the focus; each digit moves on to the next box.
  await page.locator('[data-testid=code-box-0]').waitFor();
  assert.equal(await focusedBox(page), 'code-box-0', 'the first box has the focus');
  const wrong = code.slice(0, 3) + String((Number(code[3]) + 1) % 10);
  await page.keyboard.type(wrong[0]);
  assert.equal(await focusedBox(page), 'code-box-1', 'a digit moves the focus on');
  await page.keyboard.type(wrong.slice(1));
  assert.deepEqual(await boxValues(page), [...wrong]);
  assert.equal(await focusedBox(page), 'code-box-3', 'the last box keeps the focus');

  // Backspace clears a filled box; on an empty box it steps back and clears that one.
  await page.keyboard.press('Backspace');
  assert.deepEqual(await boxValues(page), [...wrong.slice(0, 3), '']);
  assert.equal(await focusedBox(page), 'code-box-3');
  await page.keyboard.press('Backspace');
  assert.deepEqual(await boxValues(page), [...wrong.slice(0, 2), '', '']);
  assert.equal(await focusedBox(page), 'code-box-2', 'Backspace on an empty box steps back');

  // An incomplete code is refused on the page.
  await page.locator('[data-testid=verify-code]').click();
  await expectToast(page, ar('VALIDATION.phoneVerificationInputs'), { variant: 'error' });

  // A wrong code is refused by the server.
  await page.locator('[data-testid=code-box-2]').focus();
  await page.keyboard.type(wrong.slice(2));
  assert.deepEqual(await boxValues(page), [...wrong]);
  await page.locator('[data-testid=verify-code]').click();
  await expectToast(page, 'رمز التحقق غير صحيح', { variant: 'error' });
  await waitForPath(page, '/email-verification/reset-password');

  // Backspace from the last box empties them all, then the right code is typed from box 0 only.
  await page.locator('[data-testid=code-box-3]').click();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
  assert.deepEqual(await boxValues(page), ['', '', '', '']);
  assert.equal(await focusedBox(page), 'code-box-0');
  await page.locator('[data-testid=code-box-0]').pressSequentially(code);
  assert.deepEqual(await boxValues(page), [...code]);
  await page.locator('[data-testid=verify-code]').click();
  await expectToast(page, ar('messages.verifiedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/reset-password');

  // A confirmation that does not match is refused; nothing is sent.
  let resetCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/dashboard/reset-password')) resetCalls += 1;
  });
  await page.locator('input[name=password]').fill(newPassword);
  await page.locator('input[name=password_confirmation]').fill(`${newPassword}x`);
  await page.locator('[data-testid=reset-submit]').click();
  await expectToast(page, ar('VALIDATION.notEqualPasswords'), { variant: 'error' });
  await waitForPath(page, '/reset-password');
  assert.equal(resetCalls, 0);

  // A matching confirmation changes the password and returns to the login page.
  await page.locator('input[name=password_confirmation]').fill(newPassword);
  await page.locator('[data-testid=reset-submit]').click();
  await expectToast(page, /.+/, { variant: 'success' });
  await waitForPath(page, '/');
  assert.equal(resetCalls, 1);
  assert.equal(await page.evaluate(() => window.localStorage.getItem('dashboard.reset')), null, 'the reset data is forgotten');

  // The old password no longer signs in.
  await page.locator('input[name=email]').fill(ADMIN.email);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.locator('[data-testid=login-submit]').click();
  await expectToast(page, ar('messages.wrongLoginData'), { variant: 'error' });
  await waitForPath(page, '/');
  assert.equal(await page.evaluate(() => window.localStorage.getItem('dashboard.session')), null);

  // The new one does.
  await login(page, server, ADMIN.email, newPassword);
});
