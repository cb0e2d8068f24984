// Repeat visits: the service worker keeps the app shell and its chunks, so the second visit starts
// from the browser's copy (and still draws without the network); API answers never come from it;
// a new build waits behind a "new version, reload" prompt instead of switching under the admin.
import assert from 'node:assert/strict';
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, browserSuite, eventually, text, waitForList } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const withWorker = { context: { signedInAs: ADMIN, language: 'en', serviceWorkers: 'allow' } };

/** Waits until a service worker controls the page (the first visit installs it; a reload is then controlled). */
async function controlled(page) {
  await eventually(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state === 'activated')), Boolean, {
    timeout: 30_000,
    message: 'the service worker is installed',
  });
  await page.reload();
  await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), Boolean, { message: 'a service worker controls the page' });
}

suite.test('a repeat visit takes the shell and its scripts from the service worker, never an API answer', withWorker, async ({ page, server }) => {
  await page.goto(server.url('/banks/all'));
  await waitForList(page);
  await controlled(page);

  const seen = [];
  page.on('response', (response) => seen.push({ url: response.url(), fromWorker: response.fromServiceWorker(), type: response.request().resourceType(), response }));
  await page.goto(server.url('/cities/all'));
  await waitForList(page);

  const navigation = seen.find((item) => item.type === 'document');
  assert.ok(navigation?.fromWorker, 'the page itself comes from the service worker');
  // The kept copy keeps the server's headers, so its Content-Security-Policy still holds.
  assert.match((await navigation.response.allHeaders())['content-security-policy'] ?? '', /script-src 'self'/);
  const scripts = seen.filter((item) => item.type === 'script');
  assert.ok(
    scripts.length > 0 && scripts.every((item) => item.fromWorker),
    `every script from the worker: ${scripts
      .filter((s) => !s.fromWorker)
      .map((s) => s.url)
      .join(', ')}`,
  );
  const api = seen.filter((item) => item.url.includes('/api/'));
  assert.ok(api.length > 0, 'the list was read from the API');
  assert.deepEqual(
    api.filter((item) => item.fromWorker).map((item) => item.url),
    [],
    'no API answer comes from the worker',
  );
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  assert.deepEqual(
    cached.filter((url) => url.includes('/api/')),
    [],
    'no API answer is kept in the caches',
  );
});

suite.test('without the network the dashboard still opens from the browser’s copy and says the data cannot be read until the network is back', withWorker, async ({ page, context, server }) => {
  await page.goto(server.url('/banks/all'));
  await waitForList(page);
  await controlled(page);
  await context.setOffline(true);
  try {
    await page.goto(server.url('/banks/all'));
    await page.getByRole('heading', { level: 1, name: text('en', 'banks.title') }).waitFor();
    await page.getByTestId('retry').waitFor();
  } finally {
    await context.setOffline(false);
  }
  // Back on the network, the list is read again by itself.
  await waitForList(page);
});

suite.test('a new build is announced with a reload prompt, and reloading switches to it', withWorker, async ({ page, server }) => {
  await page.goto(server.url('/banks/all'));
  await waitForList(page);
  await controlled(page);
  await page.evaluate(() => (window.__oldBuild = true));
  assert.equal(await page.getByTestId('update-prompt').count(), 0, 'no prompt while the build is the same');

  // A deployment: the worker's file changes. The open page finds it when it comes back into view.
  appendFileSync(join(server.staticDir, 'sw.js'), '\n// next build\n');
  for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(server.staticDir, copy), { force: true });
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
  const prompt = page.getByTestId('update-prompt');
  await prompt.getByText(text('en', 'engine.newVersion')).waitFor();
  // Nothing switches by itself: the page is still the one that was open.
  assert.equal(await page.evaluate(() => window.__oldBuild), true);
  await prompt.getByRole('button', { name: text('en', 'engine.reloadToUpdate') }).click();
  await eventually(() => page.evaluate(() => window.__oldBuild === undefined).catch(() => false), Boolean, { message: 'the page reloaded into the new build' });
  await waitForList(page);
  assert.equal(await page.getByTestId('update-prompt').count(), 0);
});
