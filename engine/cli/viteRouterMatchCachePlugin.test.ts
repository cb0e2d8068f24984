import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepRouteMatching } from './viteRouterMatchCachePlugin.mjs';

type Route = { path?: string; index?: boolean; children?: Route[] };
type Match = { route: Route; params: Record<string, string | undefined>; pathname: string };
type MatchRoutes = (routes: Route[], location: string) => Match[] | null;

const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('react-router/package.json')), 'dist');
/** The installed React Router's ES modules that match routes (what the browser build takes), development and production. */
const matching = ['development', 'production'].flatMap((build) =>
  readdirSync(join(dist, build))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => join(dist, build, name))
    .filter((file) => readFileSync(file, 'utf8').includes('function matchRoutesImpl(')),
);

/** The production build's file that matches routes, patched, loaded beside the original (its imports resolve alike). */
async function patchedMatchRoutes(): Promise<{ matchRoutes: MatchRoutes; plain: MatchRoutes }> {
  const file = matching.find((name) => name.includes(join('dist', 'production')) && !name.includes('react-server'));
  if (!file) throw new Error('no production module of React Router matches routes');
  const copy = join(dirname(file), `.kept-matching-${process.pid}.mjs`);
  writeFileSync(copy, keepRouteMatching(readFileSync(file, 'utf8'), file) ?? '');
  try {
    const patched = await import(pathToFileURL(copy).href);
    const plain = await import(pathToFileURL(file).href);
    return { matchRoutes: patched.matchRoutes, plain: plain.matchRoutes };
  } finally {
    rmSync(copy, { force: true });
  }
}

/** A tree shaped as the dashboard's: layouts without paths, an area's screens, a catch-all. */
function tree(): Route[] {
  const areas = ['banks', 'countries', 'orders'].flatMap((area) => [{ path: `${area}/all` }, { path: `${area}/create` }, { path: `${area}/:id/edit` }, { path: `${area}/:id` }]);
  return [{ children: [{ children: [{ index: true }, { path: 'password/reset/:token?' }] }, { children: [{ path: 'home' }, ...areas] }, { path: 'forbidden' }, { path: '*' }] }];
}

function freeze(routes: Route[]): Route[] {
  for (const route of routes) {
    if (route.children) freeze(route.children);
    Object.freeze(route);
  }
  return Object.freeze(routes) as Route[];
}

const shape = (matches: Match[] | null) => matches?.map(({ route, params, pathname }) => [route.path ?? (route.index ? 'index' : 'layout'), params, pathname]) ?? null;
const ADDRESSES = [
  '/',
  '/home',
  '/banks/all',
  '/banks/create',
  '/banks/7/edit',
  '/orders/12',
  '/Orders/12',
  '/countries/a%20b/edit',
  '/password/reset',
  '/password/reset/abc',
  '/forbidden',
  '/nowhere/at/all',
  '/banks/7/edit/more',
];

describe('routerMatchCachePlugin', () => {
  it('finds React Router matching routes in each of its builds, and keeps its ranking and compiled paths there', () => {
    expect(matching.length).toBeGreaterThan(0);
    for (const file of matching) {
      const changed = keepRouteMatching(readFileSync(file, 'utf8'), file) ?? '';
      expect(changed).toContain('precomputedBranches ?? rankedBranchesOf(routes)');
      expect(changed).toContain('function compilePathAnew(path, caseSensitive = false, end = true) {');
      expect(changed).not.toContain('precomputedBranches ?? flattenAndRankRoutes(routes)');
    }
  });

  it('matches every address as React Router does, on a frozen tree matched again and again', async () => {
    const { matchRoutes, plain } = await patchedMatchRoutes();
    const frozen = freeze(tree());
    for (let round = 0; round < 3; round += 1) {
      for (const address of ADDRESSES) expect(shape(matchRoutes(frozen, address)), address).toEqual(shape(plain(tree(), address)));
    }
  });

  it('ranks a tree that is not frozen anew on each match: a route added since is found', async () => {
    const { matchRoutes } = await patchedMatchRoutes();
    const routes: Route[] = [{ path: 'banks/all' }, { path: '*' }];
    expect(shape(matchRoutes(routes, '/banks/create'))?.[0]?.[0]).toBe('*');
    routes.unshift({ path: 'banks/create' });
    expect(shape(matchRoutes(routes, '/banks/create'))?.[0]?.[0]).toBe('banks/create');
  });

  it('leaves a file without route matching alone, and fails the build, naming itself, when React Router words it differently', () => {
    expect(keepRouteMatching('export const x = 1;', 'other.mjs')).toBeNull();
    expect(() => keepRouteMatching('function matchRoutesImpl(routes) { let branches = flatten(routes); }\nfunction compilePath(path, caseSensitive = false, end = true) {}', 'chunk.mjs')).toThrow(
      /chunk\.mjs.*viteRouterMatchCachePlugin\.mjs/,
    );
  });
});
