// Writes engine/app/styleSnapshots/{key}-{theme}.css: the CSS rules the styling library (emotion)
// makes while the first screens are drawn, for each direction (cache key mui / muirtl) and theme,
// so that a page loads them as a stylesheet instead of making them (engine/app/styleSnapshot.ts).
// Run after a build (`npm run styles:snapshot` does both): it serves dist/ with the reference server
// on a fresh database and opens, cold, in Chromium at a desktop and a phone width, the home page and
// the list, create, edit and show screens of the menu's areas that have them (SNAPSHOT_AREAS, 3 by
// default), home and each list also once with the API's answers held and once with the code held,
// so that their waiting states are drawn, with the snapshot itself kept out, and records every rule
// emotion inserts, as emotion wrote it (so the prefixes other browsers need are kept).
import fs from 'node:fs';
import path from 'node:path';
import { recordEmotionRules, SNAPSHOT_REQUEST, SNAPSHOT_VARIANTS, SNAPSHOT_VIEWPORTS, snapshotAreas, snapshotFile } from '../engine/cli/styleSnapshotPages.mjs';
import { freshContext, launchChromium, ROOT, startServer } from './lib.mjs';

const OUT_DIR = path.join(ROOT, 'engine', 'app', 'styleSnapshots');
const AREAS = Number(process.env.SNAPSHOT_AREAS ?? 3);

/**
 * What a slow load holds back, and for how long: the API's answers, or the code (the first screen's
 * arrives after the second the dashboard waits for it, so the page's spinner is drawn).
 */
const HELD = {
  api: { requests: /\/api\/v1\//, ms: 1500 },
  code: { requests: /\/assets\/.*\.js$/, ms: 3000 },
};

async function rulesOf(browser, origin, storage, viewport, pathName, ready, { slow = null } = {}) {
  const context = await freshContext(browser, storage, viewport);
  await context.route(SNAPSHOT_REQUEST, (route) => route.abort());
  // A slow network shows a screen's waiting states first (the page's spinner while its code is
  // late, skeleton rows and "Loading" while its answers are): their rules too.
  if (slow) await context.route(HELD[slow].requests, (route) => setTimeout(() => route.continue().catch(() => {}), HELD[slow].ms));
  await context.addInitScript(recordEmotionRules);
  const page = await context.newPage();
  await page.goto(`${origin}/dashboard${pathName}`);
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const rules = await page.evaluate(() => window.__emotionRules);
  const links = await page.$$eval('[data-testid^="edit-"], [data-testid^="show-"]', (anchors) => anchors.map((a) => a.getAttribute('href')));
  await context.close();
  return { rules, links };
}

/**
 * The stylesheet's first rule: the names of the emotion rules it holds (`name` of each class
 * `.{key}-{name}` its rules select, in media queries too, and each keyframes' `animation-{hash}`),
 * which the page reads in one step instead of walking a thousand rules (STYLE_NAMES_SELECTOR in
 * engine/app/styleSnapshot.ts). Its selector matches no element.
 */
function namesRule(key, rules) {
  const names = new Set();
  const className = new RegExp(`\\.${key}-([a-z0-9]+)(?![\\w-])`, 'g');
  for (const rule of rules) {
    const keyframes = /^@keyframes ([\w-]+)/.exec(rule);
    if (keyframes) names.add(keyframes[1]);
    else for (const [, name] of rule.matchAll(className)) names.add(name);
  }
  return `#style-snapshot-names{--names:"${[...names].join(' ')}";}`;
}

const server = await startServer();
const browser = await launchChromium();
try {
  const session = await server.session();
  const areas = snapshotAreas(path.join(ROOT, 'descriptors'), AREAS);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const variant of SNAPSHOT_VARIANTS) {
    const storage = { 'dashboard.session': JSON.stringify(session), 'dashboard.language': variant.language, 'dashboard.theme': variant.theme };
    const rules = new Set();
    const take = (found) => {
      for (const rule of found) rules.add(rule);
    };
    for (const viewport of SNAPSHOT_VIEWPORTS) {
      for (const slow of [null, 'api', 'code']) take((await rulesOf(browser, server.origin, storage, viewport, '/home', 'h1', { slow })).rules);
      for (const area of areas) {
        const list = await rulesOf(browser, server.origin, storage, viewport, `/${area.route}/all`, '[data-testid=list-row]');
        take(list.rules);
        for (const slow of ['api', 'code']) take((await rulesOf(browser, server.origin, storage, viewport, `/${area.route}/all`, '[data-testid=list-row]', { slow })).rules);
        const record = (kind) => list.links.find((href) => href?.includes(`/${area.route}/${kind}/`))?.replace(/^\/dashboard/, '');
        const screens = [area.form && area.api.create ? `/${area.route}/create` : null, record('edit'), record('show')].filter(Boolean);
        for (const screen of screens) take((await rulesOf(browser, server.origin, storage, viewport, screen, 'h1')).rules);
      }
    }
    const file = path.join(OUT_DIR, snapshotFile(variant));
    fs.writeFileSync(file, `${[namesRule(variant.key, rules), ...rules].join('\n')}\n`);
    console.log(`${path.relative(ROOT, file)}: ${rules.size} rules, ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
  await server.stop();
}
