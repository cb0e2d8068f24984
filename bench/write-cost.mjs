#!/usr/bin/env node
// What the activity log costs a write: a bank created and then updated through HTTP on the built
// reference server (server/dist/app.js), once with the log and once without it, the two servers
// running side by side in this process on databases seeded alike and the runs alternating, so the
// machine's drift hits both alike. Each sample is one call, from sending it to reading its answer.
//   node bench/write-cost.mjs      (after `npm run build:server`)
//   BENCH_WRITE_RUNS  creates and updates per server (default 200, after 20 to warm up)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ADMIN, median, ROOT } from './lib.mjs';

const WARM_UP = 20;
/** The log may slow a write by this share at most. */
const TARGET_SHARE = 0.05;

async function startApp(buildApp, activityLog) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-writes-'));
  const app = await buildApp({ dbPath: path.join(dir, 'db.sqlite'), activityLog, logger: false });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const call = async (pathName, { method = 'GET', token, body } = {}) => {
    const headers = { Accept: 'application/json', 'content-type': 'application/json', lang: 'en' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${origin}/api/v1/${pathName}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    const answer = await response.json();
    if (response.status !== 200) throw new Error(`${method} ${pathName}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const { token } = (await call('dashboard/login', { method: 'POST', body: ADMIN })).data;
  return {
    call,
    token,
    stop: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One create and one update of a bank; answers their times in ms. */
async function writeOnce(server, n) {
  const body = { name_ar: `بنك القياس ${n}`, name_en: `Bench bank ${n}`, country_id: 1, swift_code: 'RJHISARI' };
  let started = performance.now();
  const created = await server.call('dashboard/banks', { method: 'POST', token: server.token, body });
  const create = performance.now() - started;
  started = performance.now();
  await server.call(`dashboard/banks/${created.data.id}`, { method: 'PUT', token: server.token, body: { ...body, name_en: `Bench bank ${n} edited` } });
  return { create, update: performance.now() - started };
}

/** Runs the writes; returns `{runs, off: {create, update}, on: {create, update}}` (ms samples). */
export async function measureWriteCost({ runs = Number(process.env.BENCH_WRITE_RUNS ?? 200), log = console.log } = {}) {
  const appModule = path.join(ROOT, 'server', 'dist', 'app.js');
  if (!fs.existsSync(appModule)) throw new Error('server/dist/app.js is missing: run npm run build:server first');
  const { buildApp } = await import(pathToFileURL(appModule).href);
  log(`Bank writes, ${runs} per server, activity log off and on…`);
  const servers = { off: await startApp(buildApp, false), on: await startApp(buildApp, true) };
  const samples = { off: { create: [], update: [] }, on: { create: [], update: [] } };
  try {
    for (let i = 0; i < WARM_UP + runs; i += 1) {
      // Which goes first alternates, so neither always meets a warmer machine.
      const order = i % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const key of order) {
        const times = await writeOnce(servers[key], i);
        if (i < WARM_UP) continue;
        samples[key].create.push(times.create);
        samples[key].update.push(times.update);
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  return { runs, ...samples };
}

/** One Markdown table row per write. */
export function writeCostTable(result) {
  const lines = ['| write | log off: median | log on: median | on / off | target |', '| --- | --- | --- | --- | --- |'];
  for (const write of ['create', 'update']) {
    const off = median(result.off[write]);
    const on = median(result.on[write]);
    lines.push(`| bank ${write} | ${off.toFixed(2)} ms | ${on.toFixed(2)} ms | ${(on / off).toFixed(3)} | ≤ ${(1 + TARGET_SHARE).toFixed(2)} |`);
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await measureWriteCost();
  console.log(`\n${writeCostTable(result)}`);
}
