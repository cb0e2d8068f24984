import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The boundary between the engine and the product, read from the sources themselves: the product
// (app/, custom-screens/, the tests, the build) reaches the engine through engine/index.ts, its
// helpers for tests (engine/testing/index.ts, tests only) or its build and check tools
// (engine/cli/), never through an internal path; the engine imports
// nothing of the product, so another product can be built on it; and no module of the engine
// imports itself back through others.

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'baseline', 'screenshots', 'test-results']);
const SCANNED = ['app', 'custom-screens', 'engine', 'tests', 'bench', 'server/src', 'server/scripts', 'vite.config.ts'];
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.json', '/index.ts', '/index.tsx'];
// The vite.config.ts aliases: the product's descriptors and texts.
const ALIASES: Record<string, string> = { '@descriptors': 'descriptors', '@locales': 'locales' };

/** The engine's public faces: the dashboard's API, and the build and check tools run by Node. */
const ENGINE_ENTRIES = ['engine/index.ts', 'engine/cli/'];
/** Kept apart so that the testing libraries stay out of the dashboard's bundle. */
const ENGINE_TEST_ENTRY = 'engine/testing/index.ts';

interface Reference {
  /** As written in the source. */
  specifier: string;
  /** Repository-relative path of what it names; null for a package or a module the build makes. */
  target: string | null;
  /** Only `import type` / `export type`: gone once compiled. */
  typeOnly: boolean;
}

function walk(relative: string): string[] {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return SOURCE.test(relative) ? [relative] : [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => walk(path.posix.join(relative, entry.name)));
}

function resolve(from: string, specifier: string): string | null {
  const bare = specifier.split('?')[0] ?? specifier;
  const alias = Object.keys(ALIASES).find((name) => bare === name || bare.startsWith(`${name}/`));
  let base: string;
  if (alias) base = path.posix.join(ALIASES[alias] ?? '', bare.slice(alias.length));
  else if (bare.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  else return null;
  for (const extension of RESOLVED_EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  // A glob (`../../descriptors/*.json`) or a folder: what it names is where it points.
  return base.replace(/\/?\*.*$/, '/');
}

const STATIC = /^\s*(import|export)\s+(type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\b(?:import|vi\.mock|import\.meta\.glob(?:<[^>]*>)?)\(\s*['"]([^'"]+)['"]/g;

/** `import { type A, type B } from` is as type-only as `import type { A, B } from`; a default import is not. */
function onlyTypes(statement: string): boolean {
  const clause = /^\s*(?:import|export)\s+([\s\S]*?)\s*from\s*['"]/.exec(statement)?.[1] ?? '';
  const names =
    /^\{([^}]*)\}$/
      .exec(clause)?.[1]
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean) ?? [];
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

function referencesOf(file: string): Reference[] {
  // Whole-line comments go first: a comment may quote an import.
  const text = fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
  const found: Reference[] = [];
  for (const match of text.matchAll(STATIC)) {
    const specifier = match[3] ?? '';
    found.push({ specifier, target: resolve(file, specifier), typeOnly: Boolean(match[2]) || onlyTypes(match[0]) });
  }
  for (const match of [...text.matchAll(BARE), ...text.matchAll(DYNAMIC)]) {
    const specifier = match[1] ?? '';
    found.push({ specifier, target: resolve(file, specifier), typeOnly: false });
  }
  return found;
}

const files = SCANNED.flatMap(walk);
const graph = new Map(files.map((file) => [file, referencesOf(file)]));

const inEngine = (file: string) => file.startsWith('engine/');
const isTest = (file: string) => /\.test\.(ts|tsx|mts|mjs)$/.test(file);
const isEntry = (file: string, target: string) => ENGINE_ENTRIES.some((entry) => (entry.endsWith('/') ? target.startsWith(entry) : target === entry)) || (target === ENGINE_TEST_ENTRY && isTest(file));

/** "file -> specifier" for each reference `keep` picks. */
function listed(keep: (file: string, reference: Reference) => boolean): string[] {
  return [...graph].flatMap(([file, references]) => references.filter((reference) => keep(file, reference)).map((reference) => `${file} -> ${reference.specifier}`));
}

/** Every loop of the engine's imports, each once, as the files around it. */
function engineCycles(): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, references] of graph) {
    if (!inEngine(file)) continue;
    edges.set(file, [...new Set(references.filter((r) => !r.typeOnly && r.target && inEngine(r.target) && graph.has(r.target)).map((r) => r.target as string))]);
  }
  // Tarjan's strongly connected components: a component of two or more files is a loop.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (edges.get(file) ?? []).includes(file)) components.push(component.sort());
    }
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return components;
}

describe('the boundary between the engine and the product', () => {
  it('reads the sources it judges', () => {
    // A scan that found nothing would pass everything below.
    expect(graph.has('engine/index.ts')).toBe(true);
    expect(graph.has('app/main.tsx')).toBe(true);
    expect([...graph.values()].flat().length).toBeGreaterThan(500);
  });

  it('the product reaches the engine only through engine/index.ts, its test helpers and its build tools', () => {
    expect(listed((file, r) => !inEngine(file) && r.target !== null && inEngine(r.target) && !isEntry(file, r.target))).toEqual([]);
  });

  it('the engine imports nothing of the product (its tests may read the product descriptors and texts)', () => {
    const fixture = (file: string, target: string) => isTest(file) && /^(descriptors|locales)\/[^/]*(\.json)?$/.test(target);
    expect(listed((file, r) => inEngine(file) && r.target !== null && !inEngine(r.target) && !fixture(file, r.target))).toEqual([]);
  });

  it('the engine has no import loop', () => {
    expect(engineCycles()).toEqual([]);
  });

  it('the aliases for the descriptors and texts are used by the product only', () => {
    expect(listed((file, r) => inEngine(file) && Object.keys(ALIASES).some((alias) => r.specifier.startsWith(alias)))).toEqual([]);
  });
});

describe("the engine's folders are layers", () => {
  // Each folder has one job and builds only on the folders below it, so a folder can be read, tested
  // and changed knowing only what lies under it. Bottom first; folders on one line are peers and do
  // not import each other. The entries (index.ts, cli/ and testing/) stand above them all.
  const LAYERS = [
    ['answers', 'page', 'toasts'], // reading an API answer; the browser page (base path, timing, link preloading); toasts
    ['descriptor', 'session'], // the descriptors' types and model; the signed-in session as stored
    ['i18n', 'validation'], // texts, formats, calendars; the descriptors' ordered rules
    ['api', 'preferences'], // calls to the API; language, theme and calendar chosen
    ['data'], // reads and writes cached by key
    ['permissions', 'lookups', 'screens'], // what the admin may do; lookup options; the parts every screen shares
    ['registries', 'realtime'], // the cells, widgets, filters, actions and icons a descriptor names; live updates
    ['history'], // a record's history from the activity log: its entries, values in words, restoring earlier values
    ['form', 'show', 'notifications'], // the generic screens; the bell and inbox
    ['import'], // filling an area from a spreadsheet, through its create form's checks
    ['list'], // the generic list, which offers the import
    ['search'], // the command palette: pages, actions and records of every area, found from anywhere
    ['shell'], // header, side menu, footer
    ['auth'], // sign-in and the account pages before the shell
    ['routing'], // the route tree, guards and preloading
    ['app'], // start-up: providers, the router, the service worker
  ];
  const ENTRIES = new Set(['cli', 'testing']);
  const layerOf = new Map(LAYERS.flatMap((folders, layer) => folders.map((folder) => [folder, layer] as const)));
  const folderOf = (file: string) => (file.split('/').length > 2 ? (file.split('/')[1] ?? '') : '');

  it('names every folder of the engine once', () => {
    const folders = fs.readdirSync(path.join(root, 'engine'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'schema');
    expect(folders.map((entry) => entry.name).filter((name) => !ENTRIES.has(name) && !layerOf.has(name))).toEqual([]);
    expect(layerOf.size).toBe(LAYERS.flat().length);
  });

  it('no folder imports a folder of its own layer or above, not even a type or lazily', () => {
    const upward = listed((file, r) => {
      if (!inEngine(file) || isTest(file) || r.target === null || !inEngine(r.target)) return false;
      const from = layerOf.get(folderOf(file));
      const to = layerOf.get(folderOf(r.target));
      return from !== undefined && to !== undefined && folderOf(file) !== folderOf(r.target) && to >= from;
    });
    expect(upward).toEqual([]);
  });
});

describe('what the engine and the product export', () => {
  // An export no other file names is dead weight or a name kept "in case": either way it is noise
  // to a reader and to the next change. The generated descriptor types are the schema's, whole.
  const GENERATED = new Set(['engine/descriptor/descriptor.types.ts']);
  const DECLARED = /^export\s+(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
  const texts = new Map([...graph.keys()].map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]));

  it('is used by some other file', () => {
    const unused: string[] = [];
    for (const [file, text] of texts) {
      const judged = (file.startsWith('engine/') || file.startsWith('custom-screens/')) && !isTest(file) && !GENERATED.has(file) && !file.startsWith('engine/cli/') && !file.endsWith('.d.mts');
      if (!judged) continue;
      for (const match of text.matchAll(DECLARED)) {
        const name = match[1] ?? '';
        const word = new RegExp(`\\b${name.replace('$', '\\$')}\\b`);
        if (![...texts].some(([other, otherText]) => other !== file && word.test(otherText))) unused.push(`${file}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});

describe("the server's layers", () => {
  // The data layer sits below the areas and the HTTP layer that build on it: a type it borrowed
  // from them would tie every module of the server into one loop of imports.
  const DATA = 'server/src/db/';
  const ABOVE_DATA = ['server/src/areas/', 'server/src/http/'];

  it('its data layer imports nothing of the areas or the HTTP layer, not even a type', () => {
    expect(graph.has(`${DATA}field-table.ts`)).toBe(true);
    expect(listed((file, r) => file.startsWith(DATA) && r.target !== null && ABOVE_DATA.some((folder) => r.target?.startsWith(folder)))).toEqual([]);
  });
});
