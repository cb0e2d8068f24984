#!/usr/bin/env node
// A 10,000-row CSV of banks read, mapped and checked in Chromium, as an admin would: the time from
// choosing the file to the mapping, then to the checked rows, the longest main-thread task over
// both (PerformanceObserver 'longtask'), and the JS heap after (CDP, after a garbage collection).
// Nothing is sent. Not part of `npm run bench`: it takes ~half a minute.
//   npm run build && node bench/import-10k.mjs   (ROWS=2000 for a smaller file)
import { ADMIN, freshContext, launchChromium, SIGNED_IN_STORAGE, startServer } from './lib.mjs';

const ROWS = Number(process.env.ROWS ?? 10_000);
const server = await startServer();
const browser = await launchChromium();
try {
  const session = await server.session(ADMIN);
  const countries = (await server.api('dashboard/countries?limit=0&page=0', { token: session.token })).data;
  const lines = ['Arabic name,English name,Country'];
  for (let i = 0; i < ROWS; i += 1) {
    const country = countries[i % countries.length];
    // Every tenth row has no Arabic name: its problem is listed.
    lines.push(`${i % 10 === 9 ? '' : `بنك رقم ${i}`},Bank number ${i},"${country.name_en ?? country.name}"`);
  }
  const csv = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  const context = await freshContext(browser, SIGNED_IN_STORAGE.dashboard(session), { width: 1280, height: 900 });
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${server.origin}/dashboard/banks/all`);
  await page.getByTestId('import-button').click();
  await page.getByTestId('import-file').waitFor({ state: 'attached' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapBefore = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const startAt = await page.evaluate(() => performance.now());
  await page.getByTestId('import-file').setInputFiles({ name: 'banks.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByTestId('import-check').waitFor();
  const mappedAt = await page.evaluate(() => performance.now());
  await page.getByTestId('import-check').click();
  await page.getByTestId('import-ready').waitFor({ timeout: 120_000 });
  const checkedAt = await page.evaluate(() => performance.now());
  const ready = await page.getByTestId('import-ready').innerText();
  const tasks = await page.evaluate((from) => window.__longTasks.filter((task) => task.start >= from), startAt);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapAfter = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const longest = Math.max(0, ...tasks.map((task) => task.duration));
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`rows: ${ROWS} (${(csv.length / 1024).toFixed(0)} KB); "${ready}"`);
  console.log(`read and mapped: ${Math.round(mappedAt - startAt)} ms; checked: ${Math.round(checkedAt - mappedAt)} ms; total: ${Math.round(checkedAt - startAt)} ms`);
  console.log(`long tasks: ${tasks.length}, longest ${Math.round(longest)} ms, over 200 ms: ${tasks.filter((task) => task.duration > 200).length}`);
  console.log(`JS heap: ${mb(heapBefore)} before, ${mb(heapAfter)} after (the checked rows held by the dialog)`);
} finally {
  await browser.close();
  await server.stop();
}
