// Vite plugin: React Router matches an address without sorting its routes again each time.
//
// Each change of page has React Router match the address against every route of the tree: it
// flattens the tree into its branches, ranks them, and builds a regular expression for each path
// it tries, on every call (`matchRoutesImpl`, `compilePath`). With the dashboard's two hundred
// routes that was about 5 ms of every change of page on this machine, four times that on a phone,
// and as much again in the first screen's drawing. The build keeps:
//   - the ranked branches of a route array that is frozen (engine/routing/freezeRoutes.ts), which
//     therefore cannot change under the kept copy; any other array is flattened and ranked anew,
//     as before;
//   - each path's regular expression (it has no global flag, so holds no state between uses).
// What an address matches is unchanged.
//
// A new React Router that words either function differently fails the build here, naming this
// file: look whether it still flattens and compiles on every match, then change or remove this plugin.

const FILE = /[\\/]react-router[\\/]dist[\\/].+\.mjs$/;
const RANK = 'let branches = precomputedBranches ?? flattenAndRankRoutes(routes);';
const COMPILE = 'function compilePath(path, caseSensitive = false, end = true) {';

const KEPT = `
const rankedBranchesKept = new WeakMap();
function rankedBranchesOf(routes) {
  if (!Object.isFrozen(routes)) return flattenAndRankRoutes(routes);
  let branches = rankedBranchesKept.get(routes);
  if (!branches) {
    branches = flattenAndRankRoutes(routes);
    rankedBranchesKept.set(routes, branches);
  }
  return branches;
}
const compiledPathsKept = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  const key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  let compiled = compiledPathsKept.get(key);
  if (!compiled) {
    if (compiledPathsKept.size >= 1000) compiledPathsKept.clear();
    compiled = compilePathAnew(path, caseSensitive, end);
    compiledPathsKept.set(key, compiled);
  }
  return compiled;
}
`;

/** A React Router file's source with its matching kept, or null when the file holds no matching. */
export function keepRouteMatching(code, id = 'react-router') {
  const ranks = code.includes(RANK);
  const compiles = code.includes(COMPILE);
  if (!ranks && !compiles && !code.includes('function matchRoutesImpl(')) return null;
  if (!ranks || !compiles) {
    throw new Error(
      `${id}: React Router no longer reads "${ranks ? COMPILE : RANK}" (engine/cli/viteRouterMatchCachePlugin.mjs): check whether it still flattens its routes and compiles their paths on every match, then change or remove that plugin`,
    );
  }
  return `${code.replace(RANK, 'let branches = precomputedBranches ?? rankedBranchesOf(routes);').replace(COMPILE, 'function compilePathAnew(path, caseSensitive = false, end = true) {')}\n${KEPT}`;
}

export function routerMatchCachePlugin() {
  let kept = 0;
  return {
    name: 'dashboard-router-match-cache',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      kept = 0;
    },
    transform(code, id) {
      if (!FILE.test(id.split('?')[0])) return null;
      const changed = keepRouteMatching(code, id);
      if (changed === null) return null;
      kept += 1;
      return { code: changed, map: null };
    },
    buildEnd(error) {
      if (!error && kept === 0 && [...this.getModuleIds()].some((id) => FILE.test(id.split('?')[0]))) {
        this.error('React Router is in the build, but none of its files matches routes as engine/cli/viteRouterMatchCachePlugin.mjs expects: check that plugin');
      }
    },
  };
}
