// The modules some start modules reach through their static imports, as the build's chunk groups
// (vite.config.ts) need to know them: which code a first load runs, which the sign-in page shares.
//
// Walking every import of every module counts too much. Libraries name their parts through index
// modules that re-export them all: MUI's `@mui/material/styles` re-exports `enhanceHighContrast`,
// which imports the classes of a dozen inputs, and `@mui/system` re-exports its Grid. A walk that
// follows every re-export counts the inputs and the Grid as the dashboard's start, so they were
// grouped with it and fetched by every page, though the bundler keeps them only because a form
// draws them. So a re-export is followed only when its importer names it.

const ALL = 'all';

/** `import … from 'x'` and `export … from 'x'`, with what they name. */
const FROM = /(?:^|[\s;}])(import|export)\s*((?:[\w$]+\s*,\s*)?(?:\*\s*(?:as\s+[\w$]+)?|\{[^}]*\}|[\w$]+))\s*from\s*(["'])([^"'\n]+)\3/g;
/** `import 'x'`, for its effects alone. */
const BARE = /(?:^|[\s;}])import\s*(["'])([^"'\n]+)\1/g;

/** `a`, `a as b`, `default as b` inside braces: [local, exported] pairs. */
function namePairs(braces) {
  return braces
    .slice(1, -1)
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter(([local]) => local)
    .map(([local, exported]) => [local, exported ?? local]);
}

/** The import and re-export statements of a module's code. */
function statementsOf(code) {
  const out = [];
  for (const [, keyword, clause, , spec] of code.matchAll(FROM)) {
    const braces = /\{[^}]*\}/.exec(clause)?.[0];
    if (keyword === 'import') {
      if (clause.includes('*')) {
        out.push({ kind: 'import', spec, names: ALL });
        continue;
      }
      const names = new Set(braces ? namePairs(braces).map(([local]) => local) : []);
      if (/^[\w$]+/.test(clause.trim()) && !clause.trim().startsWith('{')) names.add('default');
      out.push({ kind: 'import', spec, names });
    } else if (braces) out.push({ kind: 'reexport', spec, pairs: namePairs(braces) });
    else if (/\*\s*as\s+([\w$]+)/.test(clause)) out.push({ kind: 'namespace', spec, name: /\*\s*as\s+([\w$]+)/.exec(clause)[1] });
    else out.push({ kind: 'star', spec });
  }
  for (const [, , spec] of code.matchAll(BARE)) out.push({ kind: 'import', spec, names: new Set() });
  return out;
}

const withoutExtension = (id) => id.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '');

/** Which of a module's imported modules a specifier names; null when it cannot tell. */
function resolveSpec(from, spec, importedIds) {
  if (spec.startsWith('.')) {
    const base = withoutExtension(`${from.slice(0, from.lastIndexOf('/'))}/${spec}`.replace(/\/\.\//g, '/'));
    const normal = base
      .split('/')
      .reduce((parts, part) => (part === '..' ? parts.slice(0, -1) : [...parts, part]), [])
      .join('/');
    return importedIds.find((id) => [normal, `${normal}/index`].includes(withoutExtension(id))) ?? null;
  }
  const exact = importedIds.find((id) => [`/node_modules/${spec}`, `/node_modules/${spec}/index`].some((end) => withoutExtension(id).endsWith(end)));
  if (exact) return exact;
  // A package's entry elsewhere in it (`@emotion/react` → its dist file): the nearest one.
  const inPackage = importedIds.filter((id) => id.includes(`/node_modules/${spec}/`));
  return inPackage.sort((a, b) => a.length - b.length)[0] ?? null;
}

/**
 * Every module the starts import, directly or through others (dynamic imports not followed; nor,
 * with `around`, that module), following a re-export only when what it re-exports is imported.
 * A module's own imports are all followed, whatever of it is used; an import the walk cannot read
 * is followed whole. Missing a module here only changes which chunk it goes to, never whether it is
 * built.
 * @param {readonly string[]} starts
 * @param {(id: string) => { code: string | null, importedIds: readonly string[], exports?: readonly string[] } | null} moduleInfo
 * @param {string} [around]
 * @returns {Set<string>}
 */
export function reachedModules(starts, moduleInfo, around) {
  const wanted = new Map();
  const queue = [];
  const parsed = new Map();
  const want = (id, names) => {
    if (id === around) return;
    const had = wanted.get(id);
    if (had === ALL) return;
    if (names === ALL) wanted.set(id, ALL);
    else if (had && [...names].every((name) => had.has(name))) return;
    else wanted.set(id, new Set([...(had ?? []), ...names]));
    queue.push(id);
  };
  for (const start of starts) want(start, ALL);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = moduleInfo(id);
    if (!info) continue;
    const names = wanted.get(id);
    if (!parsed.has(id)) parsed.set(id, statementsOf(info.code ?? ''));
    const read = new Set();
    for (const statement of parsed.get(id)) {
      const target = resolveSpec(id, statement.spec, info.importedIds);
      if (!target) continue;
      read.add(target);
      if (statement.kind === 'import') want(target, statement.names);
      else if (statement.kind === 'reexport') {
        const named = statement.pairs.filter(([, exported]) => names === ALL || names.has(exported)).map(([local]) => local);
        if (named.length > 0) want(target, new Set(named));
      } else if (statement.kind === 'namespace') {
        if (names === ALL || names.has(statement.name)) want(target, ALL);
      } else if (names === ALL) want(target, ALL);
      else {
        const exported = moduleInfo(target)?.exports;
        const named = [...names].filter((name) => name !== 'default' && (!exported || exported.includes(name)));
        if (named.length > 0) want(target, new Set(named));
      }
    }
    for (const other of info.importedIds) if (!read.has(other)) want(other, ALL);
  }
  return new Set(wanted.keys());
}
