// The JavaScript each budgeted route downloads (gzipped, loaded cold from the production build)
// may not grow more than the tolerance over its recorded budget in bench/budgets.json.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { kb, launchChromium, measureRouteSizes, ROOT, startServer } from '../../bench/lib.mjs';

const budgets = JSON.parse(readFileSync(`${ROOT}/bench/budgets.json`, 'utf8'));
let server;
let browser;
let sizes;

before(async () => {
  server = await startServer();
  browser = await launchChromium();
  sizes = await measureRouteSizes(browser, server);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

for (const [route, budget] of Object.entries(budgets.routes)) {
  test(`${route}: JavaScript within its budget of ${budget} KB gzipped (+${budgets.tolerance * 100} %)`, (t) => {
    const measured = kb(sizes[route].gzip);
    t.diagnostic(`${route}: ${measured.toFixed(1)} KB gzipped in ${sizes[route].scripts} scripts`);
    assert.ok(measured <= budget * (1 + budgets.tolerance), `${route} downloads ${measured.toFixed(1)} KB gzipped, over its budget of ${budget} KB (+${budgets.tolerance * 100} %)`);
  });
}
