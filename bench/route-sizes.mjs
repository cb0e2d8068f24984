#!/usr/bin/env node
// JavaScript each route downloads, gzipped: `npm run build` first, then `node bench/route-sizes.mjs`.
// Starts the reference server on a temporary database, loads each route cold in Chromium and
// sums the gzip size of every script it fetched.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = 18000 + Math.floor(Math.random() * 1000);
const dbPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'db.sqlite');
const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], { env: { ...process.env, PORT: String(port), DB_PATH: dbPath }, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/dashboard/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const routes = [
  { name: 'login', path: '/', signedIn: false },
  { name: 'list (banks)', path: '/banks/all', signedIn: true },
  { name: 'form (banks create)', path: '/banks/create', signedIn: true },
];

try {
  await waitForServer();
  const login = await (await fetch(`${base}/api/v1/dashboard/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123' }) })).json();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  console.log('| route | scripts | raw KB | gzip KB |\n| --- | --- | --- | --- |');
  for (const route of routes) {
    const context = await browser.newContext();
    if (route.signedIn) await context.addInitScript((s) => localStorage.setItem('dashboard.session', s), JSON.stringify(login.data));
    const page = await context.newPage();
    const bodies = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
      if (process.env.VERBOSE) console.log('  ', route.name, response.url().split('/').pop());
    });
    await page.goto(`${base}/dashboard${route.path}`, { waitUntil: 'networkidle' });
    const buffers = await Promise.all(bodies);
    const raw = buffers.reduce((n, b) => n + b.length, 0);
    const gz = buffers.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    console.log(`| ${route.name} | ${buffers.length} | ${(raw / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} |`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
