// The JavaScript each budgeted route downloads (gzipped, loaded cold from the production build)
// may not grow more than the tolerance over its recorded budget in bench/budgets.json, nor over
// its target once the budget has reached it: a target met stays met.
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
  const target = budgets.targets?.[route];
  const limit = target !== undefined && budget <= target ? Math.min(target, budget * (1 + budgets.tolerance)) : budget * (1 + budgets.tolerance);
  const named = limit === target ? `its target of ${target} KB, met` : `its budget of ${budget} KB (+${budgets.tolerance * 100} %)`;
  test(`${route}: JavaScript within ${named}`, (t) => {
    const measured = kb(sizes[route].gzip);
    t.diagnostic(`${route}: ${measured.toFixed(1)} KB gzipped in ${sizes[route].scripts} scripts`);
    assert.ok(measured <= limit, `${route} downloads ${measured.toFixed(1)} KB gzipped, over ${named}`);
  });
}
