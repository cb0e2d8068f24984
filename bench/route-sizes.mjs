#!/usr/bin/env node
// JavaScript each route downloads, gzipped: `npm run build` first, then `node bench/route-sizes.mjs`.
// Starts the reference server (serving STATIC_DIR, dist/ by default) on a temporary database, loads each route cold in Chromium and
// sums the gzip size of every script it fetched.
import { kb, launchChromium, measureRouteSizes, startServer } from './lib.mjs';

const server = await startServer({ staticDir: process.env.STATIC_DIR });
const browser = await launchChromium();
try {
  const sizes = await measureRouteSizes(browser, server);
  console.log('| route | scripts | raw KB | gzip KB |\n| --- | --- | --- | --- |');
  for (const [name, size] of Object.entries(sizes)) console.log(`| ${name} | ${size.scripts} | ${kb(size.raw).toFixed(1)} | ${kb(size.gzip).toFixed(1)} |`);
} finally {
  await browser.close();
  await server.stop();
}
