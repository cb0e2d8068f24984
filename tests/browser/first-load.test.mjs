// What a cold load of a screen asks for, and when: the reads its outline names start with the
// page's first code (not after the area's descriptor or the screen's code has come), each once;
// reads the first drawing does without wait until it is on the screen.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, waitForList } from './harness.mjs';

const suite = browserSuite(import.meta.url);

/** Records when the page's main heading is first drawn (performance.now()). */
async function recordDrawing(context) {
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')) return;
      window.pageDrawnAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Every call of the API the page sent, by path and query. */
function apiCalls(page) {
  const calls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) calls.push(url);
  });
  return calls;
}

/** When the page drew its heading, and when it started each request (by path), once the network is quiet. */
async function timings(page) {
  await page.waitForLoadState('networkidle');
  const { drawnAt, started } = await page.evaluate(() => ({
    drawnAt: window.pageDrawnAt,
    started: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime, end: entry.responseEnd })),
  }));
  const entry = (pattern) => {
    const found = started.find((one) => pattern.test(one.path));
    assert.ok(found, `${pattern} is fetched`);
    return found;
  };
  return { drawnAt, entry };
}

const callsTo = (calls, path) => calls.filter((url) => url.pathname === `/api/v1/${path}`);

suite.test(
  'a cold list asks for its rows once, before its descriptor has come, even filtered and sorted; the bell’s count and the saved views only once the page is drawn',
  { context: { language: 'en', signedInAs: ADMIN } },
  async ({ page, context, server }) => {
    await recordDrawing(context);
    const calls = apiCalls(page);
    await page.goto(server.url('/banks/all?name=Bank&active=1&sort_by=name_en&sort_direction=desc'));
    await waitForList(page);
    const { drawnAt, entry } = await timings(page);
    const rows = callsTo(calls, 'dashboard/banks');
    assert.equal(rows.length, 1, `the rows are asked for once: ${rows.join(', ')}`);
    assert.equal(rows[0].searchParams.get('sort_by'), 'name_en', 'in the order the address names');
    assert.ok(entry(/\/api\/v1\/dashboard\/banks$/).at <= entry(/\/assets\/banks-[^/]+\.js$/).at, 'the rows are asked for no later than the area’s descriptor');
    for (const pattern of [/get-notifications-admin$/, /saved-views$/]) {
      const { at } = entry(pattern);
      assert.ok(at > drawnAt, `${pattern} is asked for after the page is drawn (${at.toFixed(0)} ms, page at ${drawnAt.toFixed(0)} ms)`);
    }
  },
);

suite.test(
  'a cold form asks for its permission check before its descriptor, its choices once, before the form is drawn',
  { context: { language: 'en', signedInAs: ADMIN } },
  async ({ page, context, server }) => {
    await recordDrawing(context);
    const calls = apiCalls(page);
    await page.goto(server.url('/banks/create'));
    await page.locator('#root_name_ar').waitFor();
    const { drawnAt, entry } = await timings(page);
    assert.ok(entry(/check-permission$/).at <= entry(/\/assets\/banks-[^/]+\.js$/).at, 'the permission check is asked for no later than the area’s descriptor');
    assert.equal(callsTo(calls, 'dashboard/countries').length, 1, 'the country choices are asked for once');
    assert.ok(entry(/\/api\/v1\/dashboard\/countries$/).at < drawnAt, 'the country choices are asked for before the form is drawn');
    assert.ok(entry(/get-notifications-admin$/).at > drawnAt, 'the bell’s count waits for the page to be drawn');
  },
);

suite.test('a cold edit form asks for its record before its descriptor has come, once', { context: { language: 'en', signedInAs: ADMIN } }, async ({ page, server }) => {
  const calls = apiCalls(page);
  await page.goto(server.url('/banks/edit/1'));
  await page.locator('#root_name_ar').and(page.locator(':not([disabled])')).waitFor();
  const { entry } = await timings(page);
  assert.equal(callsTo(calls, 'dashboard/banks/1').length, 1, 'the record is asked for once');
  assert.ok(entry(/\/api\/v1\/dashboard\/banks\/1$/).at <= entry(/\/assets\/banks-[^/]+\.js$/).at, 'the record is asked for no later than the area’s descriptor');
});

suite.test('a cold home page asks for its statistics once, before its code has come', { context: { language: 'en', signedInAs: ADMIN } }, async ({ page, server }) => {
  const calls = apiCalls(page);
  await page.goto(server.url('/home'));
  await page.locator('[data-testid=home-title]').waitFor();
  const { entry } = await timings(page);
  assert.equal(callsTo(calls, 'dashboard/statistics').length, 1, 'the statistics are asked for once');
  assert.ok(entry(/\/api\/v1\/dashboard\/statistics$/).at < entry(/\/assets\/HomePage-[^/]+\.js$/).end, 'the statistics are asked for before the page’s code has come');
});
