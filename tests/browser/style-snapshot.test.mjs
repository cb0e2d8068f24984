// The first screens' style snapshot (engine/app/styleSnapshot.ts): current for every direction and
// theme, drawn the same as the styles emotion makes itself, and never waited for beyond a second.
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { recordEmotionRules, SNAPSHOT_REQUEST, SNAPSHOT_VARIANTS, snapshotAreas, snapshotFile } from '../../engine/cli/styleSnapshotPages.mjs';
import { ADMIN, ROOT, apiSession, browserSuite, newContext } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const [area] = snapshotAreas(process.env.DESCRIPTORS_DIR ?? join(ROOT, 'descriptors'), 1);
const LIST = `/dashboard/${area.route}/all`;
const PHONE = { width: 390, height: 844 };

/** Opens the area's list cold, recording the rules emotion makes; `hold` routes the snapshot's request. */
async function openList(page, context, server, { hold, quiet = true } = {}) {
  await context.addInitScript(recordEmotionRules);
  if (hold) await context.route(SNAPSHOT_REQUEST, hold);
  // A stylesheet still loading holds the page's load event, not its drawing.
  await page.goto(`${server.origin}${LIST}`, { waitUntil: quiet ? 'load' : 'commit' });
  await page.locator('[data-testid=list-row]').first().waitFor();
  if (quiet) await page.waitForLoadState('networkidle');
}

const madeRules = (page) => page.evaluate(() => window.__emotionRules);

/**
 * The rules made at runtime that the page, once loaded, still uses: a waiting state drawn for a
 * moment (a spinner while the code is late) depends on the network's timing, the loaded page does not.
 */
const madeRulesInUse = (page) =>
  page.evaluate(() =>
    window.__emotionRules.filter((rule) => {
      const name = /^\.(muirtl|mui)-([a-z0-9]+)/.exec(rule);
      return name === null || document.querySelector(`.${name[1]}-${name[2]}`) !== null;
    }),
  );

/**
 * Waits until the page stops adding or removing elements (the same count for a second, at most
 * ten): a busy machine can draw a late part (the header's, a lazily fetched cell) after the
 * network went quiet, and the two pages are compared once settled.
 */
async function settled(page) {
  let last = -1;
  let steadySince = Date.now();
  for (const end = Date.now() + 10_000; Date.now() < end; await page.waitForTimeout(250)) {
    const count = await page.evaluate(() => document.body.querySelectorAll('*').length);
    if (count !== last) {
      last = count;
      steadySince = Date.now();
    } else if (Date.now() - steadySince >= 1000) return;
  }
}

/** What every element of the page looks like: the computed properties a reader sees. */
async function drawnStyles(page) {
  await settled(page);
  return page.evaluate(() => {
    const PROPERTIES = [
      'color',
      'background-color',
      'font-size',
      'font-weight',
      'line-height',
      'padding',
      'margin',
      'border',
      'border-radius',
      'display',
      'position',
      'width',
      'height',
      'box-shadow',
      'text-align',
      'flex-direction',
      'gap',
      'justify-content',
      'align-items',
      'overflow',
      'visibility',
      'inset',
    ];
    return Array.from(document.body.querySelectorAll('*'), (element) => {
      const style = getComputedStyle(element);
      return `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''} ${PROPERTIES.map((name) => style.getPropertyValue(name)).join(' ; ')}`;
    });
  });
}

for (const variant of SNAPSHOT_VARIANTS) {
  suite.test(
    `${variant.language}, ${variant.theme}: a cold list and home, once loaded, use no rule made at runtime (the snapshot is current)`,
    { context: { language: variant.language, theme: variant.theme, signedInAs: ADMIN } },
    async ({ page, context, server }) => {
      await openList(page, context, server);
      assert.equal(await page.locator('link[data-style-snapshot]').count(), 1, 'the list loads its stylesheet');
      const onList = await madeRulesInUse(page);
      await page.goto(`${server.origin}/dashboard/home`);
      await page.locator('h1').waitFor();
      await page.waitForLoadState('networkidle');
      const onHome = await madeRulesInUse(page);
      for (const [where, rules] of [
        [LIST, onList],
        ['/dashboard/home', onHome],
      ]) {
        assert.deepEqual(
          rules,
          [],
          `${where} uses ${rules.length} CSS rules made at runtime that engine/app/styleSnapshots/${snapshotFile(variant)} lacks: the styles changed since it was written; run npm run styles:snapshot`,
        );
      }
    },
  );
}

for (const [language, theme, viewport] of [
  ['en', 'light_theme', undefined],
  ['ar', 'dark_theme', PHONE],
]) {
  suite.test(
    `${language}, ${theme}${viewport ? ', phone' : ''}: without its stylesheet (the request fails) the list is drawn the same`,
    { context: { language, theme, signedInAs: ADMIN, ...(viewport ? { viewport } : {}) } },
    async ({ page, context, server, browser }) => {
      await openList(page, context, server);
      assert.deepEqual(await madeRules(page), [], 'with the stylesheet, emotion makes no rule');
      const withSnapshot = await drawnStyles(page);

      const bare = await newContext(browser, server, { language, theme, session: await apiSession(server, ADMIN), ...(viewport ? { viewport } : {}) });
      try {
        const barePage = await bare.newPage();
        await openList(barePage, bare, server, { hold: (route) => route.abort('failed') });
        assert.equal(await barePage.locator('link[data-style-snapshot]').count(), 0, 'a stylesheet that failed is taken out of the page');
        assert.ok((await madeRules(barePage)).length > 100, 'without it, emotion makes the rules itself');
        const without = await drawnStyles(barePage);
        const firstApart = without.findIndex((line, i) => line.split(' ')[0] !== withSnapshot[i]?.split(' ')[0]);
        assert.equal(without.length, withSnapshot.length, `as many elements are drawn (the first apart: ${withSnapshot[firstApart] ?? '-'} / without: ${without[firstApart] ?? '-'})`);
        const differing = without.flatMap((line, i) => (line === withSnapshot[i] ? [] : [`${withSnapshot[i]}\n   without: ${line}`]));
        assert.deepEqual(differing.slice(0, 5), [], `${differing.length} elements look different without the stylesheet`);
      } finally {
        await bare.close();
      }
    },
  );
}

suite.test('a stylesheet slower than a second is not waited for: the list is drawn without it, by emotion', { context: { language: 'en', signedInAs: ADMIN } }, async ({ page, context, server }) => {
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  const started = Date.now();
  // The stylesheet is answered only once the rows are drawn.
  const hold = async (route) => {
    await released;
    await route.continue().catch(() => {});
  };
  await openList(page, context, server, { quiet: false, hold });
  const drawnAfter = Date.now() - started;
  release();
  assert.ok(drawnAfter < 10_000, `the rows are drawn while the stylesheet is held (${drawnAfter} ms)`);
  assert.equal(await page.locator('link[data-style-snapshot]').count(), 0, 'the late stylesheet is taken out of the page');
  assert.ok((await madeRules(page)).length > 100, 'emotion makes the rules itself');
  // A browser's own h1 has margins; MUI's heading has none.
  assert.equal(await page.locator('h1').evaluate((element) => getComputedStyle(element).margin), '0px', 'the page is styled');
});

/**
 * The selectors of the page's rules with a sibling combinator after a part that matches any
 * element (`.stack > :not(style) ~ :not(style)`, `* + *`): any element put into or taken out of
 * the page, anywhere, then makes the browser restyle every element after it and all inside them.
 * MUI's margin-spaced stack made one such rule per stack: showing the refresh bar above a list of
 * 1,000 rows restyled its 31,000 elements.
 */
const anyElementAfterASibling = (page) =>
  page.evaluate(() => {
    const found = [];
    const walk = (rules) => {
      for (const rule of rules) {
        if (rule.cssRules) walk(rule.cssRules);
        for (const selector of rule.selectorText?.split(',') ?? []) {
          if (/(^|[\s>~+])(\*|(:not\([^()]*\))+)\s*[~+]/.test(selector.trim())) found.push(selector.trim());
        }
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return found;
  });

for (const [language, theme, viewport] of [
  ['en', 'light_theme', undefined],
  ['ar', 'dark_theme', PHONE],
]) {
  suite.test(
    `${language}, ${theme}${viewport ? ', phone' : ''}: no rule of a list or a form makes an element added beside others restyle all that follows it`,
    { context: { language, theme, signedInAs: ADMIN, ...(viewport ? { viewport } : {}) } },
    async ({ page, context, server }) => {
      await openList(page, context, server);
      assert.deepEqual(await anyElementAfterASibling(page), [], `${LIST}'s rules`);
      await page.goto(`${server.origin}/dashboard/${area.route}/create`);
      await page.locator('form').getByRole('textbox').first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await anyElementAfterASibling(page), [], 'the form adds no such rule');
    },
  );
}
