#!/usr/bin/env node
// JavaScript each route downloads, gzipped: `npm run build` first, then `node bench/route-sizes.mjs`.
// Starts the reference server (serving STATIC_DIR, dist/ by default) on a temporary database, loads each route cold in Chromium and
// sums the gzip size of every script it fetched, and apart, of the scripts fetched ahead once the page is idle
// (module preloads, compiled, not run: the screens a list's links open).
import { kb, launchChromium, measureRouteSizes, startServer } from './lib.mjs';

const server = await startServer({ staticDir: process.env.STATIC_DIR });
const browser = await launchChromium();
try {
  const sizes = await measureRouteSizes(browser, server);
  console.log('| route | scripts | raw KB | gzip KB | fetched ahead, compiled, not run: scripts, gzip KB |\n| --- | --- | --- | --- | --- |');
  for (const [name, size] of Object.entries(sizes))
    console.log(`| ${name} | ${size.scripts} | ${kb(size.raw).toFixed(1)} | ${kb(size.gzip).toFixed(1)} | ${size.ahead.scripts}, ${kb(size.ahead.gzip).toFixed(1)} |`);
} finally {
  await browser.close();
  await server.stop();
}
