// axe-core in a dashboard page: waits until the screen has settled (no skeletons, spinners or
// running transitions, so colours are measured at their final opacity), runs the checks and
// keeps the violations a user would feel most (impact serious or critical).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core'), 'utf8');

/**
 * The dashboard's Content-Security-Policy allows only its own scripts, so axe is injected as a
 * script of the page's own origin: a path the browser context answers with axe-core's file.
 */
const AXE_PATH = '/dashboard/__tests/axe-core.js';

/** Lets the context's pages load axe-core from their own origin (see AXE_PATH). */
export async function serveAxe(context) {
  await context.route(`**${AXE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: AXE_SOURCE }));
}

/** The impacts that fail the test. */
export const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Signs that a screen is still loading: its content is not there yet. */
const LOADING = ['table[aria-busy=true]', '[aria-busy=true]', '.MuiSkeleton-root', '.MuiCircularProgress-root', '.MuiLinearProgress-root'].join(', ');

/**
 * Waits until the page has a heading (or an open dialog / menu when `ready` says so), nothing
 * visible is loading and every finite animation or transition has ended.
 */
export async function settle(page, { ready = 'h1', timeout = 15_000 } = {}) {
  await page.locator(ready).first().waitFor({ state: 'visible', timeout });
  await page
    .waitForFunction((selector) => [...document.querySelectorAll(selector)].every((element) => element.getClientRects().length === 0 || element.closest('[aria-hidden=true]')), LOADING, {
      timeout,
      polling: 100,
    })
    .catch(() => {
      // Something may spin for good (a map waiting for tiles offline); axe still runs.
    });
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Runs axe on the whole document; returns the serious and critical violations. */
export async function blockingViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ url: new URL(AXE_PATH, page.url()).href });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '' })),
    }));
}

/** One line per violation and page, with its selectors and axe's reason for the first few. */
export function describeViolations(found) {
  return found
    .map(({ where, violation }) => {
      const nodes = violation.targets
        .slice(0, 6)
        .map(({ target, summary }) => `      ${target}${summary ? ` — ${summary}` : ''}`)
        .join('\n');
      const more = violation.targets.length > 6 ? `\n      … and ${violation.targets.length - 6} more` : '';
      return `  [${violation.impact}] ${violation.id} (${violation.help}) on ${where}\n${nodes}${more}`;
    })
    .join('\n');
}
