// Shared by the benchmark (bench/run.mjs), the size report (bench/route-sizes.mjs) and the size
// check in the test suite: the reference server on a temporary database, Debian's Chromium, and
// the JavaScript a route downloads.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const ADMIN = { email: 'admin@example.com', password: 'Admin123' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free port on loopback. */
export async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the reference server (server/dist/main.js) serving `staticDir` under /dashboard/
 * (STATIC_DIR, else dist/, so a check can measure a build made elsewhere).
 * `prepare(dbPath)` may change the seeded database before the server that is measured starts.
 */
export async function startServer({ staticDir = process.env.STATIC_DIR || path.join(ROOT, 'dist'), dbPath, prepare } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const db = dbPath ?? path.join(dir, 'db.sqlite');
  const main = path.join(ROOT, 'server', 'dist', 'main.js');
  if (!fs.existsSync(main)) throw new Error('server/dist/main.js is missing: run npm run build first');
  if (prepare) {
    // Create and seed the database once, then let the caller change it.
    const seed = spawn(process.execPath, [main, '--reset-only'], { env: { ...process.env, DB_PATH: db }, stdio: 'ignore' });
    await new Promise((resolve) => seed.once('exit', resolve));
    await prepare(db);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [main], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_PATH: db, STATIC_DIR: staticDir, LOG: '' }, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (i > 300) throw new Error(`the server on ${origin} did not start`);
    try {
      if ((await fetch(`${origin}/dashboard/`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const api = async (pathName, { method = 'GET', token, body } = {}) => {
    const headers = { Accept: 'application/json', 'content-type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${origin}/api/v1/${pathName}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    return response.json();
  };
  return {
    origin,
    api,
    session: async (account = ADMIN) => (await api('dashboard/login', { method: 'POST', body: account })).data,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** A fresh context (empty cache) whose pages start with these localStorage entries. */
export async function freshContext(browser, storage = {}, viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ viewport });
  if (Object.keys(storage).length > 0) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
  }
  return context;
}

/**
 * Collects the bodies of the scripts a page fetches; `sizes()` sums them raw and gzipped, while the
 * page is still open.
 */
export function watchScripts(page) {
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push({ url: response.url(), body: response.body().catch(() => Buffer.alloc(0)) });
  });
  const sum = (buffers) => ({
    scripts: buffers.length,
    raw: buffers.reduce((n, b) => n + b.length, 0),
    gzip: buffers.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
  });
  return {
    async sizes() {
      return sum(await Promise.all(bodies.map(({ body }) => body)));
    },
  };
}

/** The routes whose JavaScript has a budget: the sign-in page, a list and a form. */
export const SIZE_ROUTES = [
  { name: 'login', path: '/', signedIn: false },
  { name: 'list', path: '/banks/all', signedIn: true },
  { name: 'form', path: '/banks/create', signedIn: true },
];

/** Gzipped JavaScript of each budgeted route of the dashboard, loaded cold. */
export async function measureRouteSizes(browser, server) {
  const session = await server.session();
  const out = {};
  for (const route of SIZE_ROUTES) {
    const context = await freshContext(browser, route.signedIn ? { 'dashboard.session': JSON.stringify(session) } : {});
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto(`${server.origin}/dashboard${route.path}`, { waitUntil: 'networkidle' });
    out[route.name] = await scripts.sizes();
    await context.close();
  }
  return out;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const kb = (bytes) => bytes / 1024;

/** bench/baseline: the react-admin app compared with, and the bench's tools (autocannon, Lighthouse). */
export const BASELINE = path.join(ROOT, 'bench', 'baseline');

/**
 * Installs bench/baseline from its lock file when it is missing or predates one of its tools
 * (a copy installed before Lighthouse was added lacks it).
 */
export function installBaseline() {
  const tools = ['react-admin', 'autocannon', 'lighthouse'];
  if (tools.every((name) => fs.existsSync(path.join(BASELINE, 'node_modules', name, 'package.json')))) return;
  console.log('Installing the react-admin baseline and the bench tools (bench/baseline)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: BASELINE, stdio: 'inherit' });
}

/** The localStorage entries that sign each app in with a session from `server.session()`. */
export const SIGNED_IN_STORAGE = {
  dashboard: (session) => ({ 'dashboard.session': JSON.stringify(session), 'dashboard.language': 'en' }),
  reactAdmin: (session) => ({ 'ra.token': session.token }),
};
