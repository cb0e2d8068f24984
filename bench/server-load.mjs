#!/usr/bin/env node
// The reference server under load: a temporary database holding 100,000 bank branches
// (bench/dataset.mjs), autocannon with 10 connections for 10 s per call, the banks list filtered
// and paged as the dashboard asks for it, the name filter again while another admin creates banks
// (each write ends what the server remembered of its lists), then a create. Prints p50 / p99 /
// requests per second.
// bench/run.mjs reports the same figures from `measureServerLoad`.
//   node bench/server-load.mjs      (after `npm run build:server`; autocannon comes from bench/baseline)
//   BENCH_LOAD_SECONDS  seconds per call (default 10)
//   BENCH_LOAD_ROWS     banks added to the seeded ones (default 100000)
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, ROOT, startServer } from './lib.mjs';
import { addBanks } from './dataset.mjs';

const BASELINE = path.join(ROOT, 'bench', 'baseline');

/** Creates per second sent beside a read marked `writes` (one connection). */
const WRITES_PER_SECOND = 20;

/** The calls measured, in order; reads first, so the creates do not change what they read. */
export const LOAD_CALLS = [
  { name: 'list, name filter', path: 'dashboard/banks?name=Bank%2099&page=2' },
  { name: 'list, Arabic name filter', path: `dashboard/banks?name=${encodeURIComponent('مصرف الإنماء')}&page=2` },
  { name: 'list, country filter', path: 'dashboard/banks?country_id=3&page=2' },
  { name: 'list, inactive only', path: 'dashboard/banks?active=0&page=2' },
  { name: 'list, page 5000', path: 'dashboard/banks?page=5000' },
  { name: `list, name filter, ${WRITES_PER_SECOND} creates/s beside`, path: 'dashboard/banks?name=Bank%2099&page=2', writes: true },
  { name: 'create', path: 'dashboard/banks', create: true },
];

/** autocannon as bench/baseline pins it, installed there on first use as bench/run.mjs does. */
function loadAutocannon() {
  const require = createRequire(path.join(BASELINE, 'package.json'));
  try {
    return require('autocannon');
  } catch {
    console.log('Installing the benchmark tools (bench/baseline)…');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: BASELINE, stdio: 'inherit' });
    return require('autocannon');
  }
}

/**
 * Starts the server on a fresh seeded database with `rows` more banks and runs each call for
 * `seconds` with 10 connections. Returns `{rows, results: [{name, path, result}]}`, `result`
 * being autocannon's (latency.p50 / p99 in ms, requests.average per second, errors, non2xx).
 */
export async function measureServerLoad({ seconds = 10, rows = 100_000, calls = LOAD_CALLS, log = console.log } = {}) {
  const autocannon = loadAutocannon();
  const cannon = (options) =>
    new Promise((resolve, reject) => {
      autocannon({ connections: 10, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    });
  log(`Seeding a database with ${rows.toLocaleString('en')} more banks…`);
  const server = await startServer({ prepare: (db) => addBanks(db, rows) });
  try {
    const { token } = await server.session(ADMIN);
    const total = (await server.api('dashboard/banks?per_page=1', { token })).meta?.total;
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json', lang: 'en' };
    const results = [];
    let serial = 0;
    const creates = (options) =>
      cannon({
        url: `${server.origin}/api/v1/dashboard/banks`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        requests: [
          {
            setupRequest: (request) => {
              serial += 1;
              const body = new URLSearchParams({
                name_ar: `بنك الحمل ${serial}`,
                name_en: `Load Bank ${serial}`,
                country_id: '1',
                active: '1',
              });
              return { ...request, body: body.toString() };
            },
          },
        ],
        ...options,
      });
    for (const call of calls) {
      log(`${call.name}: ${seconds} s…`);
      const url = `${server.origin}/api/v1/${call.path}`;
      let result;
      if (call.create) result = await creates();
      else if (call.writes) {
        let written;
        [result, written] = await Promise.all([cannon({ url, headers }), creates({ connections: 1, overallRate: WRITES_PER_SECOND })]);
        if (written.non2xx + written.errors > 0) log(`  the creates beside failed: ${written.non2xx} non-2xx, ${written.errors} errors`);
      } else result = await cannon({ url, headers });
      const note = call.writes ? `, ${WRITES_PER_SECOND} creates/s beside` : '';
      results.push({ name: call.name, path: call.path, method: call.create ? 'POST' : 'GET', note, result });
    }
    return { rows: total, results };
  } finally {
    await server.stop();
  }
}

/** One Markdown table row per call. */
export function loadTable(results) {
  const lines = ['| call | requests/s | p50 | p99 | errors | non-2xx |', '| --- | --- | --- | --- | --- | --- |'];
  for (const { method, path: call, note = '', result: r } of results) {
    const shown = decodeURIComponent(call);
    lines.push(`| \`${method} ${shown}\`${note} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.errors + r.timeouts} | ${r.non2xx} |`);
  }
  return lines.join('\n');
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { rows, results } = await measureServerLoad({
    seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 10),
    rows: Number(process.env.BENCH_LOAD_ROWS ?? 100_000),
  });
  console.log(`\n${rows?.toLocaleString('en')} banks, 10 connections, loopback:\n\n${loadTable(results)}`);
}
