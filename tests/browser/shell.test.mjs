// The shell as a keyboard user and an English reader meet it: a skip link first, the product's
// name whole in the side menu.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, text } from './harness.mjs';

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
