// The reference server's contract as the descriptor checker sees it: which routes it serves,
// which fields its answers hold, and which fields each create and update call accepts. `npm run contract` writes server/contract.json from the running
// app (built in server/dist); a server test fails when the written file is out of date.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './checkDescriptors.mjs';

/**
 * The server's routes (path: methods) and the fields of its answers, as server/contract.json holds them.
 * @typedef {object} ServerContract
 * @property {string} description
 * @property {Record<string, string[]>} routes
 * @property {Record<string, string[]>} answers
 * @property {WriteContract} writes
 */

/**
 * One field a create or update call accepts, with the constraints the server checks
 * (server/src/areas/write-contract.ts).
 * @typedef {{ type: string; required: boolean; maxLength?: number; minLength?: number; pattern?: string; format?: string; minimum?: number; maximum?: number; enum?: readonly string[]; minItems?: number; items?: string }} AcceptedField
 */

/**
 * Per route and method, the fields the call accepts by request name.
 * @typedef {Record<string, Record<string, Record<string, AcceptedField>>>} WriteContract
 */

/**
 * What of the built server's app the contract is read from (server/src/app.ts).
 * @typedef {object} ContractApp
 * @property {() => PromiseLike<unknown>} ready
 * @property {() => PromiseLike<unknown>} close
 * @property {(options: { commonPrefix: boolean }) => string} printRoutes
 * @property {(request: { method: string; url: string; payload?: object; headers?: Record<string, string> }) => PromiseLike<{ statusCode: number; body: string }>} inject
 */

export const contractFile = path.join(repoRoot, 'server/contract.json');

/**
 * Reads Fastify's printRoutes tree into [{ path, methods }] with full paths.
 * @param {string} tree
 * @returns {{ path: string; methods: string[] }[]}
 */
export function parseRouteTree(tree) {
  /** @type {{ path: string; methods: string[] }[]} */
  const routes = [];
  /** @type {string[]} */
  const stack = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S*)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = full;
    if (match[3])
      routes.push({
        path: full,
        methods: match[3]
          .split(',')
          .map((m) => m.trim())
          .filter((m) => m !== 'HEAD'),
      });
  }
  return routes;
}

/**
 * Every dotted field path of the values in a list of records (objects inside lists as list.field).
 * @param {readonly unknown[]} records
 * @returns {string[]}
 */
export function fieldPaths(records) {
  /** @type {Set<string>} */
  const paths = new Set();
  /** @type {(value: unknown, prefix: string) => void} */
  const visit = (value, prefix) => {
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item === 'object') visit(item, prefix);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const p = prefix ? `${prefix}.${key}` : key;
      paths.add(p);
      visit(child, p);
    }
  };
  for (const record of records) visit(record, '');
  return [...paths].sort();
}

const API = '/api/v1/';

/**
 * Boots the built server on a throw-away database and reads its routes and answers, and what its
 * create and update calls accept.
 * @param {(options: { dbPath: string, demoEvents: boolean }) => Promise<ContractApp>} [build] the server's buildApp (the built one by default)
 * @param {() => WriteContract | Promise<WriteContract>} [writes] the server's write contract (the built one's by default)
 * @returns {Promise<ServerContract>}
 */
export async function collectContract(build, writes) {
  const dist = (/** @type {string} */ file) => import(pathToFileURL(path.join(repoRoot, 'server/dist', file)).href);
  const buildApp = build ?? (await dist('app.js')).buildApp;
  const readWrites =
    writes ??
    (async () => {
      const [{ writeContract }, { allAreas }] = await Promise.all([dist('areas/write-contract.js'), dist('areas/registry.js')]);
      return writeContract(allAreas);
    });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  // Every route the server can serve, the demo call (DEMO_EVENTS=1) too.
  const app = await buildApp({ dbPath: path.join(dir, 'db.sqlite'), demoEvents: true });
  try {
    await app.ready();
    const routes = parseRouteTree(app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.path.startsWith(API))
      .map((r) => ({ path: r.path.slice(API.length), methods: r.methods }))
      .sort((a, b) => a.path.localeCompare(b.path));
    const routeTable = Object.fromEntries(routes.map((r) => [r.path, r.methods]));
    const login = await app.inject({ method: 'POST', url: `${API}dashboard/login`, payload: { email: 'admin@example.com', password: 'Admin123' } });
    const token = JSON.parse(login.body).data.token;
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json', lang: 'en' };
    /** @type {Record<string, string[]>} */
    const answers = {};
    /** @type {Record<string, unknown>} */
    const firstIds = {};
    // Lists first (their rows give ids for the single-record routes), then the rest.
    const reads = routes.filter((r) => r.methods.includes('GET') && !r.path.includes(':'));
    for (const route of reads) {
      const res = await app.inject({ method: 'GET', url: `${API}${route.path}`, headers });
      if (res.statusCode !== 200) continue;
      const body = JSON.parse(res.body);
      const data = body && typeof body === 'object' ? body.data : undefined;
      if (Array.isArray(data)) {
        answers[route.path] = fieldPaths(data);
        if (data[0] && data[0].id !== undefined) firstIds[route.path] = data[0].id;
      } else if (data && typeof data === 'object') answers[route.path] = fieldPaths([data]);
    }
    for (const route of routes.filter((r) => r.methods.includes('GET') && r.path.includes(':'))) {
      const list = route.path.replace(/\/:[^/]+$/, '');
      const id = firstIds[list] ?? 1;
      const res = await app.inject({ method: 'GET', url: `${API}${route.path.replace(/:[^/]+/g, String(id))}`, headers });
      if (res.statusCode !== 200) continue;
      const data = JSON.parse(res.body).data;
      if (data && typeof data === 'object') answers[route.path] = fieldPaths(Array.isArray(data) ? data : [data]);
    }
    const sortedAnswers = Object.fromEntries(Object.entries(answers).sort(([a], [b]) => a.localeCompare(b)));
    return {
      description:
        'Generated by `npm run contract` from the reference server: its routes (path: methods), the fields of its answers, and per create and update call (route: method) the fields it accepts with their type and constraints. The descriptor checker reads it.',
      routes: routeTable,
      answers: sortedAnswers,
      writes: await readWrites(),
    };
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** @returns {ServerContract | null} */
export function readContract() {
  return fs.existsSync(contractFile) ? JSON.parse(fs.readFileSync(contractFile, 'utf8')) : null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const contract = await collectContract();
  fs.writeFileSync(contractFile, JSON.stringify(contract, null, 2) + '\n');
  console.log(`wrote ${path.relative(repoRoot, contractFile)}: ${Object.keys(contract.routes).length} routes, ${Object.keys(contract.answers).length} answers`);
}
