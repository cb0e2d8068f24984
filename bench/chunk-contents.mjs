#!/usr/bin/env node
// What the JavaScript of each budgeted route is made of: the dashboard built with source maps
// (into a temporary folder), each route loaded cold as in bench/route-sizes.mjs, and every byte
// of every script it fetched attributed through the source map to the package (or engine folder)
// it came from. Gzip sizes are each chunk's gzip size shared out in proportion to its bytes.
//   node bench/chunk-contents.mjs        (prints the tables; `npm run bench` writes them to results.md)
//   MAPS_DIR=/tmp/maps SETTLE_MS=3000 node bench/chunk-contents.mjs
//     (reads a build made with BUILD_SOURCEMAP=1 and --manifest there; waits 3 s after the network is quiet)
// The chunks made from JSON (a language's texts, a whole descriptor) have no mapped source, nor
// the compiled validators any map: the build's manifest names the module each was built for.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freshContext, kb, launchChromium, ROOT, SIZE_ROUTES, startServer } from './lib.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one VLQ-encoded source map segment. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Where a source file's bytes belong: its npm package, or its folder in this repository. */
export function ownerOf(source) {
  const clean = source.replace(/\\/g, '/').replace(/^(\.\.\/)+/, '');
  const packaged = clean.lastIndexOf('node_modules/');
  if (packaged >= 0) {
    const parts = clean.slice(packaged + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (clean.startsWith('descriptors/')) return 'descriptors (outlines and whole)';
  if (clean.startsWith('locales/')) return 'locales (one language)';
  const [top, second] = clean.split('/');
  return top === 'engine' || top === 'custom-screens' ? `${top}/${second}` : top || 'generated';
}

/**
 * Where a chunk built from one module without a source map belongs (a language's texts, a whole
 * descriptor, both made from JSON; an area's compiled validators): its module, as the build's
 * manifest names it.
 */
export function ownerOfChunk(source) {
  return source.startsWith('virtual:form-validators/') ? 'form validators (compiled)' : ownerOf(source);
}

/** The module each chunk was built for, by the chunk's file name, from the build's manifest (`--manifest`); empty without one. */
function chunkModules(outDir) {
  const file = path.join(outDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return new Map();
  return new Map(
    Object.values(JSON.parse(fs.readFileSync(file, 'utf8')))
      .filter((chunk) => chunk.src)
      .map((chunk) => [path.basename(chunk.file), chunk.src]),
  );
}

/** Bytes of a generated file by source, read from its source map. */
export function bytesBySource(code, map) {
  const lines = code.split('\n');
  const out = new Map();
  let source = 0;
  const add = (index, bytes) => {
    const name = map.sources[index] ?? '(unmapped)';
    out.set(name, (out.get(name) ?? 0) + bytes);
  };
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    let column = 0;
    const segments = line === '' ? [] : line.split(',').map(decodeSegment);
    let start = 0;
    let owner = -1;
    for (const segment of segments) {
      column += segment[0];
      if (owner >= 0) add(owner, Buffer.byteLength(text.slice(start, column)));
      else if (column > start) add(-1, Buffer.byteLength(text.slice(start, column)));
      start = column;
      if (segment.length >= 4) {
        source += segment[1];
        owner = source;
      } else owner = -1;
    }
    add(owner, Buffer.byteLength(text.slice(start)) + 1);
  });
  return out;
}

/** The scripts each budgeted route fetches cold, by file name. */
async function routeScripts(server) {
  const session = await server.session();
  const browser = await launchChromium();
  const out = {};
  try {
    for (const route of SIZE_ROUTES) {
      const context = await freshContext(browser, route.signedIn ? { 'dashboard.session': JSON.stringify(session), 'dashboard.language': 'en' } : {});
      const page = await context.newPage();
      const names = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') names.push(new URL(response.url()).pathname.split('/').pop());
      });
      await page.goto(`${server.origin}/dashboard${route.path}`, { waitUntil: 'networkidle' });
      // SETTLE_MS: wait on for what loads once the browser is idle (the service worker, the
      // real-time client); on a busy machine the network may go quiet before the screen is whole.
      await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 0));
      out[route.name] = names;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * Per route, the gzipped KB each package or engine folder adds, largest first. `mapsDir`: a build
 * already made with source maps (BUILD_SOURCEMAP=1) to read instead of building one.
 */
export async function measureChunkContents(mapsDir) {
  const outDir = mapsDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-maps-'));
  if (!mapsDir) execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--manifest'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, OUT_DIR: outDir, BUILD_SOURCEMAP: '1' } });
  const modules = chunkModules(outDir);
  const server = await startServer({ staticDir: outDir });
  try {
    const scripts = await routeScripts(server);
    const result = {};
    for (const [route, names] of Object.entries(scripts)) {
      const owners = new Map();
      for (const name of new Set(names)) {
        const file = path.join(outDir, 'assets', name);
        if (!fs.existsSync(file)) continue;
        const map = fs.existsSync(`${file}.map`) ? JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) : null;
        // A chunk whose map names no source (or that has none) is its module's alone.
        const module = map?.sources.length ? undefined : modules.get(name);
        if (!map && !module) continue;
        const code = fs.readFileSync(file, 'utf8');
        const raw = Buffer.byteLength(code);
        const gzip = gzipSync(code, { level: 9 }).length;
        for (const [source, bytes] of module ? [[module, raw]] : bytesBySource(code, map)) {
          // Sources are named relative to the map's folder; owners relative to the repository.
          const owner = module ? ownerOfChunk(module) : source === '(unmapped)' ? 'bundler glue' : ownerOf(path.relative(ROOT, path.resolve(path.dirname(file), source)));
          const entry = owners.get(owner) ?? { raw: 0, gzip: 0 };
          entry.raw += bytes;
          entry.gzip += (bytes / raw) * gzip;
          owners.set(owner, entry);
        }
      }
      result[route] = [...owners.entries()].map(([owner, size]) => ({ owner, ...size })).sort((a, b) => b.gzip - a.gzip);
    }
    return result;
  } finally {
    await server.stop();
    if (!mapsDir) fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** The tables for results.md: the largest parts of each route, then the rest in one line. */
export function chunkContentsReport(contents, top = 12) {
  const out = [];
  for (const [route, rows] of Object.entries(contents)) {
    const total = rows.reduce((n, row) => n + row.gzip, 0);
    out.push(`*${route}* (${kb(total).toFixed(1)} KB gzip):`, '', '| part | gzip KB | share |', '| --- | --- | --- |');
    for (const row of rows.slice(0, top)) out.push(`| ${row.owner} | ${kb(row.gzip).toFixed(1)} | ${((row.gzip / total) * 100).toFixed(0)} % |`);
    const rest = rows.slice(top);
    if (rest.length > 0) out.push(`| ${rest.length} more | ${kb(rest.reduce((n, row) => n + row.gzip, 0)).toFixed(1)} | |`);
    out.push('');
  }
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // MAPS_DIR: read that build (made with BUILD_SOURCEMAP=1) rather than building one.
  console.log(chunkContentsReport(await measureChunkContents(process.env.MAPS_DIR)));
}
