#!/usr/bin/env node
// Lighthouse's performance category on the dashboard and the react-admin baseline (bench/baseline),
// each on its own reference server, in the same run: the sign-in page signed out, then the banks
// list, the banks create form and home signed in, with the mobile preset (Lighthouse's default:
// simulated slow 4G and a 4× slower CPU on a phone's screen) and the desktop preset. Every audit is
// cold: Lighthouse clears the HTTP cache, service workers and cache storage before it loads the
// page, and keeps localStorage, where the session is put first. bench/run.mjs prints the same table.
//   node bench/lighthouse.mjs        (after `npm run build`; Lighthouse comes from bench/baseline)
//   BENCH_LIGHTHOUSE_RUNS  audits per page, preset and app, the median reported (default 5: on a busy
//                          2-core machine one audit's blocking time can be several times the next's)
//   STATIC_DIR             the dashboard build to audit (default dist/)
//   CHROME_PATH            the browser (default Debian's /usr/bin/chromium)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { BASELINE, CHROMIUM_FLAGS, installBaseline, median, ROOT, SIGNED_IN_STORAGE, startServer } from './lib.mjs';

/** The pages audited, as each app spells them; react-admin has no home page. */
export const LIGHTHOUSE_PAGES = [
  { name: 'login', label: 'sign-in (signed out)', signedIn: false, dashboard: '/dashboard/', reactAdmin: '/dashboard/#/login' },
  { name: 'list', label: 'banks list', signedIn: true, dashboard: '/dashboard/banks/all', reactAdmin: '/dashboard/#/banks' },
  { name: 'form', label: 'banks create form', signedIn: true, dashboard: '/dashboard/banks/create', reactAdmin: '/dashboard/#/banks/create' },
  { name: 'home', label: 'home', signedIn: true, dashboard: '/dashboard/home', reactAdmin: null },
];
export const LIGHTHOUSE_PRESETS = ['mobile', 'desktop'];
const APPS = ['dashboard', 'reactAdmin'];

/** The figures read from each report, with the dashboard's targets (none for FCP). */
const METRICS = [
  { key: 'score', title: 'score', target: '≥ 90; form ≥ 85', meets: (v, page) => v >= (page.name === 'form' ? 85 : 90), show: (v) => v.toFixed(0), better: 'higher' },
  { key: 'lcp', audit: 'largest-contentful-paint', title: 'LCP', target: '≤ 2.5 s', meets: (v) => v <= 2500, show: seconds },
  { key: 'tbt', audit: 'total-blocking-time', title: 'TBT', target: '≤ 200 ms', meets: (v) => v <= 200, show: (v) => `${v.toFixed(0)} ms` },
  { key: 'cls', audit: 'cumulative-layout-shift', title: 'CLS', target: '≤ 0.1', meets: (v) => v <= 0.1, show: (v) => v.toFixed(3) },
  { key: 'fcp', audit: 'first-contentful-paint', title: 'FCP', target: '', show: seconds },
];

function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Lighthouse, its desktop preset, chrome-launcher and puppeteer-core, as bench/baseline pins them. */
async function loadLighthouse() {
  installBaseline();
  const baselineRequire = createRequire(path.join(BASELINE, 'package.json'));
  const entry = baselineRequire.resolve('lighthouse');
  const lighthouseRequire = createRequire(entry);
  const load = async (file) => (await import(pathToFileURL(file).href)).default;
  const puppeteerDir = path.dirname(lighthouseRequire.resolve('puppeteer-core/package.json'));
  return {
    version: JSON.parse(fs.readFileSync(baselineRequire.resolve('lighthouse/package.json'), 'utf8')).version,
    lighthouse: await load(entry),
    desktopConfig: await load(baselineRequire.resolve('lighthouse/core/config/desktop-config.js')),
    chromeLauncher: await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href),
    puppeteer: await load(path.join(puppeteerDir, 'lib', 'esm', 'puppeteer', 'puppeteer-core.js')),
  };
}

/**
 * One audit in a new tab of the shared browser: the origin's storage emptied (a previous audit
 * may have left a session or a language), the session put in localStorage from a page of the
 * same origin that loads no script when the page is signed in, then Lighthouse's navigation.
 */
async function audit(tools, browser, { url, origin, storage, preset }) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.detach();
    if (Object.keys(storage).length > 0) {
      // An API path that does not exist: a 404 JSON document, but of the right origin.
      await page.goto(`${origin}/api/v1/bench-storage-seed`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    const flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance'] };
    const result = await tools.lighthouse(url, flags, preset === 'desktop' ? tools.desktopConfig : undefined, page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const figures = { url: lhr.finalDisplayedUrl, warnings: lhr.runWarnings };
    for (const metric of METRICS) {
      figures[metric.key] = metric.audit ? lhr.audits[metric.audit]?.numericValue : lhr.categories.performance.score * 100;
      if (typeof figures[metric.key] !== 'number' || Number.isNaN(figures[metric.key])) throw new Error(`Lighthouse on ${url}: no ${metric.title}`);
    }
    return figures;
  } finally {
    await page.close();
  }
}

/**
 * Audits every page with both presets for both apps, `runs` times each, apps and presets
 * alternating so the machine's drift hits both alike. Starts its own servers and browser.
 * Returns the medians per app, page and preset, with every sample.
 */
export async function measureLighthouse({ runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5), staticDir = process.env.STATIC_DIR ?? path.join(ROOT, 'dist'), log = console.log } = {}) {
  const tools = await loadLighthouse();
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const started = Date.now();
  const servers = {};
  let chrome;
  let browser;
  const samples = {};
  try {
    servers.dashboard = await startServer({ staticDir });
    servers.reactAdmin = await startServer({ staticDir: path.join(BASELINE, 'dist') });
    const storage = {};
    for (const app of APPS) storage[app] = SIGNED_IN_STORAGE[app](await servers[app].session());
    chrome = await tools.chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
    browser = await tools.puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const total = runs * LIGHTHOUSE_PRESETS.length * LIGHTHOUSE_PAGES.reduce((n, p) => n + (p.reactAdmin ? 2 : 1), 0);
    let done = 0;
    for (let run = 0; run < runs; run += 1) {
      for (const preset of LIGHTHOUSE_PRESETS) {
        for (const page of LIGHTHOUSE_PAGES) {
          for (const app of (run + LIGHTHOUSE_PRESETS.indexOf(preset)) % 2 === 0 ? APPS : [...APPS].reverse()) {
            if (!page[app]) continue;
            const { origin } = servers[app];
            const figures = await audit(tools, browser, { url: `${origin}${page[app]}`, origin, storage: page.signedIn ? storage[app] : {}, preset });
            // A signed-in page that ends on the sign-in page measured the wrong thing.
            if (new URL(figures.url).href !== new URL(`${origin}${page[app]}`).href) throw new Error(`${app} ${page.name}: ended on ${figures.url}`);
            ((samples[app] ??= {})[page.name] ??= {})[preset] ??= [];
            samples[app][page.name][preset].push(figures);
            done += 1;
            log(`lighthouse ${done}/${total}: ${app} ${page.name} ${preset} score ${figures.score.toFixed(0)}, LCP ${seconds(figures.lcp)}, TBT ${figures.tbt.toFixed(0)} ms`);
          }
        }
      }
    }
  } finally {
    await browser?.disconnect();
    await chrome?.kill();
    for (const server of Object.values(servers)) await server.stop();
  }
  const medians = {};
  for (const [app, pages] of Object.entries(samples)) {
    for (const [page, presets] of Object.entries(pages)) {
      for (const [preset, list] of Object.entries(presets)) {
        const figures = {};
        for (const metric of METRICS) figures[metric.key] = median(list.map((s) => s[metric.key]));
        ((medians[app] ??= {})[page] ??= {})[preset] = figures;
      }
    }
  }
  return { version: tools.version, runs, seconds: (Date.now() - started) / 1000, medians, samples };
}

/** The markdown table: each cell the dashboard, react-admin and their ratio, then the dashboard against the target. */
export function lighthouseTable({ medians }) {
  const cell = (metric, page, preset) => {
    const ours = medians.dashboard?.[page.name]?.[preset]?.[metric.key];
    const theirs = medians.reactAdmin?.[page.name]?.[preset]?.[metric.key];
    if (ours === undefined) return '';
    const parts = [metric.show(ours)];
    if (theirs === undefined) parts.push('—');
    else parts.push(metric.show(theirs), theirs === 0 ? '×—' : `×${(ours / theirs).toFixed(2)}`);
    const mark = metric.meets ? `: ${metric.meets(ours, page) ? 'met' : '**missed**'}` : '';
    return `${parts.join(' / ')}${mark}`;
  };
  const header = `| page | preset | ${METRICS.map((m) => `${m.title}${m.target ? ` (${m.target})` : ''}`).join(' | ')} |`;
  const lines = [header, `| --- | --- | ${METRICS.map(() => '---').join(' | ')} |`];
  for (const preset of LIGHTHOUSE_PRESETS) {
    for (const page of LIGHTHOUSE_PAGES) {
      const label = page.reactAdmin ? page.label : `${page.label} (react-admin has none)`;
      lines.push(`| ${label} | ${preset} | ${METRICS.map((m) => cell(m, page, preset)).join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

/** The table with what it measured and how, for bench/results.md and the standalone run. */
export function lighthouseReport(result) {
  return `**Lighthouse ${result.version}**, performance category (medians of ${result.runs} audit${result.runs === 1 ? '' : 's'} per page, preset and app, each figure's median taken separately; ${result.seconds.toFixed(0)} s for all of them). Each cell: this dashboard / react-admin / ratio dashboard ÷ react-admin (for the score higher is better, for the rest lower), then the dashboard against its target. Mobile is Lighthouse's default preset (a mid-range phone on slow 4G, simulated, CPU slowed 4×), desktop its desktop preset; every audit cold (Lighthouse clears the HTTP cache, service workers and cache storage) with the session put in localStorage first on the signed-in pages; the sign-in page signed out, in the dashboard's default language (Arabic), the others in English. On a busy 2-core machine a score moves by several points from one audit to the next (every score is listed below the table).

${lighthouseTable(result)}

All Lighthouse scores: ${allScores(result)}.`;
}

function allScores({ samples }) {
  const out = [];
  for (const preset of LIGHTHOUSE_PRESETS) {
    for (const page of LIGHTHOUSE_PAGES) {
      for (const app of APPS) {
        const list = samples[app]?.[page.name]?.[preset];
        if (list) out.push(`${app === 'dashboard' ? 'dashboard' : 'react-admin'} ${page.name} ${preset} ${list.map((s) => s.score.toFixed(0)).join(', ')}`);
      }
    }
  }
  return out.join('; ');
}

// `node bench/lighthouse.mjs`: the table for the current build.
if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const staticDir = process.env.STATIC_DIR ?? path.join(ROOT, 'dist');
  if (!fs.existsSync(path.join(staticDir, 'index.html')) || !fs.existsSync(path.join(ROOT, 'server', 'dist', 'main.js'))) {
    console.error(`No build in ${staticDir} or server/dist: run npm run build first.`);
    process.exit(1);
  }
  installBaseline();
  if (!fs.existsSync(path.join(BASELINE, 'dist', 'index.html'))) {
    console.log('Building the react-admin baseline…');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: BASELINE, stdio: 'inherit' });
  }
  const result = await measureLighthouse({ staticDir });
  console.log(`\n${lighthouseReport(result)}`);
}
