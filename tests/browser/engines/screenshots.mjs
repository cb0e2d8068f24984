// Screenshots of the screens where the engines differ most (not part of the test run): the order
// detail, a report filter the server refuses (the end date before the start), the reply dialog
// of a contact message, a bank's History, a deleted bank's page and the Activity list, in Arabic and English, 1366 and
// 390 px wide, in Chromium, Firefox and WebKit. Needs a build (npm run build). Files go to the folder given:
//
//   node tests/browser/engines/screenshots.mjs <folder> [chromium|firefox|webkit ...]
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ADMIN, apiSession, startServer } from '../harness.mjs';
import { missingBinaries, startEngine } from './drivers.mjs';
import { firstRowId, openInApp, prepare, waitForList, waitForScreen } from './walks.mjs';

const [folder, ...chosen] = process.argv.slice(2);
if (!folder) throw new Error('usage: node tests/browser/engines/screenshots.mjs <folder> [chromium|firefox|webkit ...]');
const OUT = resolve(folder);
const engines = chosen.length > 0 ? chosen : ['chromium', 'firefox', 'webkit'];
const WIDTHS = [1366, 390];
const problems = [];

/** Each screen: how to open it from the running dashboard, and what it shows once ready. */
const SCREENS = [
  {
    name: 'order-detail',
    async open(page, server) {
      await openInApp(page, server, '/orders/all');
      await waitForList(page, 'orders list');
      const id = await firstRowId(page);
      await openInApp(page, server, `/orders/show/${id}`);
      await waitForScreen(page, 'main h1', 'order detail');
      await page.waitForGone('.MuiSkeleton-root, [role=progressbar]');
    },
  },
  {
    name: 'refused-report-filter',
    async open(page, server) {
      await openInApp(page, server, '/financial-reports/all?from_date=2026-05-20&to_date=2026-05-01');
      await page.waitUntil(() => document.querySelector('table[aria-busy=false], [role=alert]') !== null, null, 'the report to settle');
      await page.waitForGone('.MuiLinearProgress-root');
    },
  },
  {
    name: 'reply-dialog',
    async open(page, server) {
      await openInApp(page, server, '/contact-messages/all?is_reply=0');
      await waitForList(page, 'contact messages');
      await page.click('[data-testid^="reply-"]');
      await page.waitFor('[role=dialog] textarea', { visible: true });
      await page.type('[role=dialog] textarea:not([readonly]):not([aria-hidden=true])', 'Thank you, 12:30 — شكرًا لتواصلك');
    },
  },
  {
    name: 'bank-history',
    async open(page, server) {
      await openInApp(page, server, `/banks/show/${EDITED_BANK}`);
      await waitForScreen(page, '[data-testid^=history-entry-]', 'bank history');
      await page.evaluate(() => document.querySelector('[data-testid^=history-entry-]')?.scrollIntoView({ block: 'center' }));
    },
  },
  {
    name: 'deleted-bank',
    async open(page, server) {
      await openInApp(page, server, `/banks/show/${DELETED_BANK}`);
      await waitForScreen(page, '[data-testid^=history-entry-]', 'deleted bank history');
      await page.waitFor('[data-testid=record-gone]');
    },
  },
  {
    name: 'activity-list',
    async open(page, server) {
      await openInApp(page, server, '/activity/all');
      await waitForList(page, 'activity list');
    },
  },
];

/** A bank edited twice through the API, so its History and the Activity list have entries to show. */
const EDITED_BANK = 1;
/** A bank deleted through the API: its page says it is gone and shows who deleted it. */
const DELETED_BANK = 2;

const server = await startServer();
try {
  const session = await apiSession(server, ADMIN);
  for (const name_en of ['Riyad Bank (old name)', 'Riyad Bank']) {
    const shown = await server.api(`dashboard/banks/${EDITED_BANK}`, { token: session.token });
    const bank = shown.body.data;
    await server.api(`dashboard/banks/${EDITED_BANK}`, {
      method: 'POST',
      token: session.token,
      body: { _method: 'PUT', name_ar: bank.name_ar, name_en, country_id: bank.country?.id ?? bank.country_id, active: bank.active ? 1 : 0 },
    });
  }
  await server.api(`dashboard/banks/${DELETED_BANK}`, { method: 'DELETE', token: session.token });
  for (const engine of engines) {
    const missing = missingBinaries(engine);
    if (missing.length > 0) {
      problems.push(`${engine}: not installed (${missing.join(', ')})`);
      continue;
    }
    const browser = await startEngine(engine, { language: 'ar' });
    try {
      for (const language of ['ar', 'en']) {
        for (const width of WIDTHS) {
          const page = await browser.newPage({ width, height: 900 });
          try {
            await prepare(page, server, { language, session });
            await page.goto(server.url('/home'));
            await page.waitFor('[data-testid=greeting]');
            for (const screen of SCREENS) {
              const file = join(OUT, engine, `${screen.name}-${language}-${width}.png`);
              try {
                await screen.open(page, server);
              } catch (error) {
                problems.push(`${engine} ${language} ${width}: ${screen.name}: ${error.message.split('\n')[0]}`);
              }
              await page.screenshot(file);
              // The dialog is closed for the next screen by a fresh load.
              if (screen.name === 'reply-dialog') await page.goto(server.url('/home'));
            }
          } finally {
            await browser.closePage();
          }
        }
      }
    } finally {
      await browser.close();
    }
    console.log(`${engine}: ${join(OUT, engine)}`);
  }
} finally {
  await server.stop();
}
mkdirSync(OUT, { recursive: true });
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
