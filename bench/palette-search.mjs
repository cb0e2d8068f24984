#!/usr/bin/env node
// The command palette's search against the reference server with 100,000 bank branches
// (bench/dataset.mjs): for each text, the calls the palette makes once the admin pauses, timed
// from the first call sent to the last answer read. Two ways, as the engine has them
// (engine/search/runSearch.ts): each searchable area's list call once per filter its descriptor
// names in `list.search`, four at a time, and the server's one call (`GET dashboard/search`).
// The palette's pause after the last key (200 ms) comes before and is not counted; the target is
// 300 ms.
//   node bench/palette-search.mjs      (after `npm run build:server`)
//   BENCH_PALETTE_RUNS  searches per text and way (default 10)
//   BENCH_LOAD_ROWS     banks added to the seeded ones (default 100000)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addBanks } from './dataset.mjs';
import { ADMIN, median, ROOT, startServer } from './lib.mjs';

/** As the engine asks: rows per area and calls under way at once (engine/search/runSearch.ts). */
const ROWS_PER_AREA = 5;
const CALLS_AT_ONCE = 4;
const TARGET_MS = 300;

/** What an admin taking a call types: a name in either language (another alef form), a phone, an order number. */
const TEXTS = [
  { name: 'English name', text: 'Bank 99' },
  { name: 'Arabic name, bare alef', text: 'مصرف الانماء' },
  { name: 'phone', text: '0551000017' },
  { name: 'order number', text: '12' },
];

/** The areas the palette searches and their calls, read from the descriptors as the engine reads them. */
function searchedAreas() {
  const dir = path.join(ROOT, 'descriptors');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
    .filter((descriptor) => descriptor.kind === 'area' && (descriptor.list?.search ?? []).length > 0 && descriptor.api?.list?.path)
    .map((descriptor) => ({ area: descriptor.area, path: descriptor.api.list.path, fixed: descriptor.api.list.query ?? {}, filters: descriptor.list.search }));
}

async function bounded(tasks, limit) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * share) - 1)];

/** Runs the searches; returns `{rows, results: [{name, text, lists: ms[], oneCall: ms[], calls}]}`. */
export async function measurePaletteSearch({ runs = Number(process.env.BENCH_PALETTE_RUNS ?? 10), rows = Number(process.env.BENCH_LOAD_ROWS ?? 100_000), log = console.log } = {}) {
  log(`Seeding a database with ${rows.toLocaleString('en')} more banks…`);
  const server = await startServer({ prepare: (db) => addBanks(db, rows) });
  try {
    const { token } = await server.session(ADMIN);
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json', lang: 'en' };
    const total = (await server.api('dashboard/banks?per_page=1', { token })).meta?.total;
    const read = async (call) => {
      const response = await fetch(`${server.origin}/api/v1/${call}`, { headers });
      await response.json();
      // A refused filter (letters for an order's number) is an answer too, as in the palette.
      if (response.status >= 500) throw new Error(`${call}: ${response.status}`);
    };
    const areas = searchedAreas();
    const results = [];
    for (const { name, text } of TEXTS) {
      const calls = areas.flatMap((area) => area.filters.map((filter) => `${area.path}?${new URLSearchParams({ ...area.fixed, [filter]: text, page: '1', per_page: String(ROWS_PER_AREA) })}`));
      const one = `dashboard/search?${new URLSearchParams({ q: text, per_area: String(ROWS_PER_AREA) })}`;
      const lists = [];
      const oneCall = [];
      // A first search of each way warms what any server would have warm after its first minutes.
      await bounded(
        calls.map((call) => () => read(call)),
        CALLS_AT_ONCE,
      );
      await read(one);
      for (let run = 0; run < runs; run += 1) {
        let start = performance.now();
        await bounded(
          calls.map((call) => () => read(call)),
          CALLS_AT_ONCE,
        );
        lists.push(performance.now() - start);
        start = performance.now();
        await read(one);
        oneCall.push(performance.now() - start);
      }
      log(`${name}: list calls ${median(lists).toFixed(0)} ms, one call ${median(oneCall).toFixed(0)} ms (medians)`);
      results.push({ name, text, lists, oneCall, calls: calls.length });
    }
    return { rows: total, results };
  } finally {
    await server.stop();
  }
}

/** One Markdown table row per text. */
export function paletteTable(results) {
  const lines = [`| text | list calls (each area's filters, ${CALLS_AT_ONCE} at once): median / p95 | one call (\`dashboard/search\`): median / p95 | target |`, '| --- | --- | --- | --- |'];
  for (const { name, text, lists, oneCall, calls } of results) {
    const shown = (values) => `${median(values).toFixed(0)} / ${percentile(values, 0.95).toFixed(0)} ms`;
    lines.push(`| ${name} \`${text}\` | ${shown(lists)} (${calls} calls) | ${shown(oneCall)} | ≤ ${TARGET_MS} ms |`);
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { rows, results } = await measurePaletteSearch();
  console.log(`\n${rows?.toLocaleString('en')} banks in the table\n\n${paletteTable(results)}`);
}
