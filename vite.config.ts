import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { descriptorFilesPlugin, descriptorPlugin } from './engine/cli/viteDescriptorPlugin.mjs';
import { earlyChunksPlugin } from './engine/cli/viteEarlyChunksPlugin.mjs';
import { engineEntryPlugin } from './engine/cli/viteEngineEntryPlugin.mjs';
import { formValidatorsPlugin } from './engine/cli/viteFormValidators.mjs';
import { importAgainPlugin } from './engine/cli/viteImportAgainPlugin.mjs';
import { inlineCssPlugin } from './engine/cli/viteInlineCssPlugin.mjs';
import { muiClosedPopupPlugin } from './engine/cli/viteMuiClosedPopupPlugin.mjs';
import { muiThemeWithoutVariablesPlugin } from './engine/cli/viteMuiThemeWithoutVariablesPlugin.mjs';
import { reachedModules } from './engine/cli/reachedModules.mjs';
import { precompressPlugin } from './engine/cli/vitePrecompressPlugin.mjs';
import { secondDocumentPlugin } from './engine/cli/viteSecondDocumentPlugin.mjs';
import { VitePWA } from 'vite-plugin-pwa';
import type { ChunkingContext } from 'rolldown';

// The API is served by the reference server on the same origin; in `npm run dev`
// Vite proxies it there (start the server with `npm start` or `node server/dist/main.js`).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

// The descriptors and texts the dashboard is built from; a build may take them from elsewhere
// (the tests build a copy with the documentation's worked examples applied).
const descriptorsDir = path.resolve(process.env.DESCRIPTORS_DIR ?? 'descriptors');
const localesDir = path.resolve(process.env.LOCALES_DIR ?? 'locales');
const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** MUI, its styling engine and the small libraries only it uses. */
const MUI_MODULE = /node_modules[\\/](@mui|@emotion|stylis|cssjanus|@babel[\\/]runtime|clsx|prop-types|react-is|hoist-non-react-statics|react-transition-group|@popperjs)[\\/]/;
/**
 * The dashboard's start: what the entry runs first (ENTRY_START: it asks for the first screen), then
 * what it draws (DRAW: React, the providers, theme and shell frame). The MUI it draws gets a chunk
 * of its own; the MUI the shell and the list screen add, one each (FIRST_PARTS). The small
 * libraries the sign-in page's own entry shares with MUI (clsx, react-is... through notistack) stay
 * out of all of them, so that page fetches no MUI chunk for them.
 */
const ENTRY_START = path.resolve('engine/app/startDashboard.ts');
const DRAW = path.resolve('engine/app/drawDashboard.tsx');
const SIGN_IN_START = path.resolve('engine/app/startSignIn.tsx');
/**
 * The lazily loaded parts nearly every signed-in first load draws, most shared first: the shell
 * (every page, with the product's parts of it, see PRODUCT_PARTS), then the list screen (most
 * pages). The MUI each reaches, beyond the start's, gets a chunk of its own, so that a list
 * fetches no MUI only forms, dialogs or panels opened later use.
 */
const SHELL = path.resolve('engine/shell/AppShell.tsx');
const FIRST_PARTS: readonly (readonly [part: string, module: string])[] = [
  ['shell', SHELL],
  ['list', path.resolve('engine/list/ListScreen.tsx')],
];
/** A module's file, its extension left out in the import. */
const sourceFile = (module: string): string | null => ['', '.tsx', '.ts'].map((ext) => module + ext).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
const ENGINE_INDEX = path.resolve('engine/index.ts');
/** The engine module behind each name engine/index.ts exports. */
const ENGINE_EXPORTS = (() => {
  const out = new Map<string, string>();
  for (const [, names = '', from = ''] of fs.readFileSync(ENGINE_INDEX, 'utf8').matchAll(/export\s+\{([^}]+)\}\s+from\s+'([^']+)'/g)) {
    const module = sourceFile(path.resolve('engine', from));
    for (const name of names.split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (module && exported && !name.trim().startsWith('type ')) out.set(exported, module);
    }
  }
  return out;
})();
/**
 * The product's parts of the signed-in pages its entry names (app/main.tsx): the header's actions,
 * drawn on every page, and the home page, where every admin lands. The header's come with the
 * shell, whole; of the home page, the engine code it draws with (formatters, the load error), so
 * the page fetches neither the list's code nor its MUI for them.
 */
const PRODUCT_PARTS = (() => {
  const main = fs.readFileSync(path.resolve('app/main.tsx'), 'utf8');
  const named = (name: string) => {
    if (!main.includes(`${name}:`)) return null;
    const found = new RegExp(`${name}:\\s*preloadable\\(\\(\\)\\s*=>\\s*import\\('(\\.[^']+)'\\)`).exec(main)?.[1];
    const module = found ? sourceFile(path.resolve('app', found)) : null;
    // Said another way, the part would quietly lose its place beside the shell: say so instead.
    if (!module) throw new Error(`vite.config.ts: app/main.tsx gives ${name} other than as preloadable(() => import('./…')); update PRODUCT_PARTS`);
    return module;
  };
  return { headerActions: named('headerActions'), homePage: named('homePage') };
})();
/**
 * The dialogs, menus and drawers the engine fetches when first opened (engine/app/whenOpened.tsx),
 * found in its sources. The MUI they share with the form screen comes as one chunk: else the
 * bundler splits it by which of them share each module, and a form's first load fetched a dozen
 * more small files. What the show screen, the cells kept apart or the tooltip also draw stays out
 * of it, so those do not fetch the rest.
 */
const OVERLAYS = (() => {
  const found: string[] = [];
  const opened = /whenOpened(?:<[^>]*>)?\(\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g;
  for (const file of fs.readdirSync('engine', { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = path.resolve('engine', file);
    for (const [, target = ''] of fs.readFileSync(source, 'utf8').matchAll(opened)) {
      const module = path.resolve(path.dirname(source), target);
      found.push(sourceFile(module) ?? module);
    }
  }
  return found;
})();
const FORM_SCREEN = path.resolve('engine/form/FormScreen.tsx');
const NOT_WITH_OVERLAYS = [path.resolve('engine/show/ShowScreen.tsx'), ...['Chips', 'Expandable', 'Stars', 'StatusChip'].map((cell) => path.resolve(`engine/registries/cells/${cell}.tsx`))];
/** Fetches MUI's tooltip with the first hover: what the tooltip draws stays out of the overlays' chunk too. */
const LAZY_TOOLTIP = path.resolve('engine/app/LazyTooltip.tsx');
/** The other generic screens: they share part of the list screen's code. */
const OTHER_SCREENS = [FORM_SCREEN, path.resolve('engine/show/ShowScreen.tsx')];
interface Reach {
  ctx: ChunkingContext;
  entry: Set<string>;
  draw: Set<string>;
  app: Set<string>;
  signIn: Set<string>;
  parts: (readonly [string, Set<string>])[];
  otherScreens: Set<string>;
  overlaysWithForm: Set<string>;
  formShared: Set<string>;
}
let reach: Reach | undefined;

/**
 * Every module these ones import, directly or through others (dynamic imports not followed; nor,
 * with `around`, that module), a library's re-exports only where they are named (reachedModules).
 */
function staticallyReached(starts: readonly string[], ctx: ChunkingContext, around?: string): Set<string> {
  return reachedModules(starts, (id) => ctx.getModuleInfo(id), around);
}

/** The engine modules behind the names product modules import from engine/index.ts. */
function engineModulesNamed(modules: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const module of modules) {
    if (module.startsWith(path.resolve('engine') + path.sep) || !/\.tsx?$/.test(module)) continue;
    for (const [, names = '', from = ''] of fs.readFileSync(module, 'utf8').matchAll(/import\s+\{([^}]+)\}\s+from\s+'([^']+)'/g)) {
      if (sourceFile(path.resolve(path.dirname(module), from, 'index')) !== ENGINE_INDEX) continue;
      for (const name of names.split(',')) {
        const engineModule = ENGINE_EXPORTS.get(name.trim().split(/\s+as\s+/)[0] ?? '');
        if (engineModule) out.add(engineModule);
      }
    }
  }
  return [...out];
}

/** What the shell's chunks hold: what the shell and the product's header actions import, and the engine code the home page draws with (PRODUCT_PARTS). */
function shellReach(ctx: ChunkingContext): Set<string> {
  const { headerActions, homePage } = PRODUCT_PARTS;
  const header = headerActions ? staticallyReached([headerActions], ctx, ENGINE_INDEX) : new Set<string>();
  const home = homePage ? staticallyReached([homePage], ctx, ENGINE_INDEX) : new Set<string>();
  return staticallyReached([SHELL, ...header, ...engineModulesNamed([...header, ...home])], ctx, ENGINE_INDEX);
}

/**
 * The MUI group of a module: 'mui' if the dashboard's start imports it; with `parts`, else the
 * group of the first of FIRST_PARTS that imports it. None if the sign-in page imports it, nor for the rest:
 * the MUI of forms, dialogs, panels and bespoke screens is split by the chunks that use it.
 */
function muiGroup(parts: boolean) {
  return (id: string, ctx: ChunkingContext): string | null => {
    const { signIn, app } = reachOf(ctx);
    if (signIn.has(id)) return null;
    if (app.has(id)) return 'mui';
    if (!parts) return null;
    const part = firstPart(id, ctx);
    return part ? `mui-${part}` : null;
  };
}

/** What the overlays and the form screen both import, less what the show screen or the cells kept apart import. */
function overlaysWithForm(ctx: ChunkingContext): Set<string> {
  const form = staticallyReached([FORM_SCREEN], ctx);
  const apart = staticallyReached([...NOT_WITH_OVERLAYS, ...(ctx.getModuleInfo(LAZY_TOOLTIP)?.dynamicallyImportedIds ?? [])], ctx);
  return new Set([...staticallyReached(OVERLAYS, ctx)].filter((id) => form.has(id) && !apart.has(id)));
}

/**
 * The form screen's own code (the engine's and the product's, not libraries) that other lazily
 * fetched code imports too (the show screen, bespoke screens, the filters, dialogs), with what it
 * imports: the record's header, its live updates, the rule-checked submit, the unsaved-changes
 * guard... Left to the bundler, each came as a file of one or two kilobytes of its own, and a
 * form's first load fetched eight of them, six at a time over HTTP/1.1.
 */
function formShared(ctx: ChunkingContext, { signIn, app, parts }: Pick<Reach, 'signIn' | 'app' | 'parts'>): Set<string> {
  const form = staticallyReached([FORM_SCREEN], ctx);
  // Nothing the signed-out pages fetch (their fields share the rule checks): the sign-in page would fetch the chunk.
  const signedOut = new Set<string>();
  for (let next = [SIGN_IN_START]; next.length > 0; ) {
    const reached = [...staticallyReached(next, ctx)].filter((id) => !signedOut.has(id));
    for (const id of reached) signedOut.add(id);
    next = reached.flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => !signedOut.has(id));
  }
  const own = (id: string) => id !== FORM_SCREEN && form.has(id) && !signedOut.has(id) && !id.includes(`${path.sep}node_modules${path.sep}`);
  const shared = new Set([...form].filter((id) => own(id) && (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => !form.has(importer))));
  for (const id of shared) for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) if (own(imported)) shared.add(imported);
  // Only what needs nothing beyond a first load's code and the rest of the chunk: a module that
  // would bring more (a lookup field its MUI autocomplete) stays apart, or the show screen would fetch that too.
  const loaded = (id: string) => signIn.has(id) || app.has(id) || parts.some(([, reached]) => reached.has(id));
  for (let dropped = true; dropped; ) {
    dropped = false;
    for (const id of shared) {
      if ((ctx.getModuleInfo(id)?.importedIds ?? []).every((imported) => shared.has(imported) || loaded(imported))) continue;
      shared.delete(id);
      dropped = true;
    }
  }
  return shared;
}

/** MUI that the lazily opened overlays and the form draw and the first load does not (see OVERLAYS). */
function overlaysMui(id: string, ctx: ChunkingContext): string | null {
  const { signIn, app, overlaysWithForm } = reachOf(ctx);
  if (signIn.has(id) || app.has(id) || !overlaysWithForm.has(id) || firstPart(id, ctx)) return null;
  return 'mui-overlays';
}

/** The modules reached from the two starts and from each of FIRST_PARTS, walked once per build (each build brings its own context). */
function reachOf(ctx: ChunkingContext): Reach {
  if (reach?.ctx !== ctx) {
    const entry = staticallyReached([ENTRY_START], ctx);
    const draw = staticallyReached([DRAW], ctx);
    const app = new Set([...entry, ...draw]);
    const signIn = staticallyReached([SIGN_IN_START], ctx);
    const parts = FIRST_PARTS.map(([part, module]) => [part, module === SHELL ? shellReach(ctx) : staticallyReached([module], ctx)] as const);
    reach = {
      ctx,
      entry,
      draw,
      app,
      signIn,
      parts,
      otherScreens: staticallyReached(OTHER_SCREENS, ctx),
      overlaysWithForm: overlaysWithForm(ctx),
      formShared: formShared(ctx, { signIn, app, parts }),
    };
  }
  return reach;
}

/** The first of FIRST_PARTS that imports a module neither start imports. */
function firstPart(id: string, ctx: ChunkingContext): string | null {
  const { signIn, app, parts } = reachOf(ctx);
  if (signIn.has(id) || app.has(id)) return null;
  return parts.find(([, reached]) => reached.has(id))?.[0] ?? null;
}

/**
 * The code of a signed-in first load, by who uses it: what the start runs first, what it draws,
 * what either shares with the sign-in page, the shell's, what the list shares with the form and
 * show screens, and the list's own. Split by which screens share each small module, a first load
 * came as some fifty files of about a kilobyte, and a phone's browser fetches six at a time from
 * one server over HTTP/1.1, a round trip each.
 */
function firstPartCode(id: string, ctx: ChunkingContext): string | null {
  const { entry, draw, signIn, otherScreens, formShared } = reachOf(ctx);
  if (entry.has(id)) return signIn.has(id) ? 'start-shared' : 'start-entry';
  if (draw.has(id)) return signIn.has(id) ? 'draw-shared' : 'start-code';
  const part = firstPart(id, ctx);
  if (part === 'list') return otherScreens.has(id) ? 'screen-code' : 'list-code';
  if (part) return `${part}-code`;
  return formShared.has(id) ? 'record-code' : null;
}

/**
 * A service worker (Workbox) that keeps the app shell and its hashed chunks, so a repeat visit
 * starts without the network; the engine asks before switching to a new build
 * (engine/app/serviceWorker.ts). API answers never go through its caches. Libraries only some
 * screens use (PDF, spreadsheets, maps, the rich-text editor) are kept once fetched rather than
 * downloaded ahead.
 */
function serviceWorker() {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,woff2,wav}'],
      globIgnores: ['**/{jspdf,html2canvas,index.es,purify.es,leafletMap,exceljs,QuillEditor}*'],
      // The first address is the sign-in page's own document, as the server answers it.
      directoryIndex: 'signin.html',
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [/^\/dashboard\//],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/dashboard/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'dashboard-chunks', expiration: { maxEntries: 80 } },
        },
      ],
    },
  });
}

export default defineConfig({
  base: '/dashboard/',
  // The tests check descriptors themselves; the build and the dev server refuse broken ones.
  // Descriptors are read with their shared calls and lookups merged in, and each form's validators
  // are compiled from its descriptor, for the tests too (see the plugins).
  plugins: [
    react(),
    importAgainPlugin(),
    muiThemeWithoutVariablesPlugin(),
    muiClosedPopupPlugin(),
    descriptorFilesPlugin({ descriptorsDir }),
    ...(process.env.VITEST
      ? []
      : [
          descriptorPlugin({ descriptorsDir, localesDir }),
          serviceWorker(),
          inlineCssPlugin(),
          // What every signed-in page draws: the start's drawing and the shell.
          earlyChunksPlugin({ document: 'index.html', modules: [DRAW, SHELL] }),
          precompressPlugin(),
        ]),
    formValidatorsPlugin({ descriptorsDir }),
    engineEntryPlugin(),
    secondDocumentPlugin({ documents: ['signin.html'] }),
  ],
  resolve: {
    alias: {
      // React Router 7 names only its development files in its package exports, so a build would
      // carry its development warnings and checks; the build takes the production files the package
      // ships beside them (https://github.com/remix-run/react-router/issues/14102; remove when fixed).
      // The more specific name first: an alias also matches the paths under its name.
      ...(process.env.NODE_ENV === 'production'
        ? {
            'react-router/dom': path.resolve('node_modules/react-router/dist/production/dom-export.mjs'),
            'react-router': path.resolve('node_modules/react-router/dist/production/index.mjs'),
          }
        : {}),
      '@descriptors': descriptorsDir,
      '@locales': localesDir,
      // The form library's markdown, read as text: the engine never asks it to parse markdown (see the module).
      'markdown-to-jsx/react': path.resolve('engine/app/plainMarkdown.tsx'),
      // The form library's schema references, without a general URI parser (see the module). Its
      // test compares it with fast-uri itself, so the tests keep the real one.
      ...(process.env.VITEST ? {} : { 'fast-uri': path.resolve('engine/form/schemaReferences.ts') }),
    },
  },
  server: {
    // The real-time socket (/app/{key}) and its channel authorisation go to the API server too.
    proxy: { '/api': apiTarget, '/storage': apiTarget, '/broadcasting': apiTarget, '^/app/': { target: apiTarget, ws: true } },
    // Descriptors and locales may live outside the project folder (see DESCRIPTORS_DIR above).
    fs: { allow: [process.cwd(), descriptorsDir, localesDir] },
  },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // Source maps only for bench/chunk-contents.mjs (what each chunk is made of).
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    // No module-preload polyfill: one file less on every first load. A browser without modulepreload
    // (Safari before 17) still loads each module, only as its importer asks for it.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two documents: the sign-in page's own (served at the dashboard's first address, see
      // server/README.md) and the dashboard's, served at every other address.
      input: { index: path.resolve('index.html'), signin: path.resolve('signin.html') },
      output: {
        // A cold load fetches a few larger files rather than sixty small ones (measured: the banks
        // list drew its first row ~15 % sooner and downloaded less), yet the sign-in page's own
        // entry, drawn without MUI or the router, should carry neither. So: React alone, the router
        // alone, and MUI with its styling engine by when it is needed: what the dashboard's start draws
        // (theme, baseline, spinner), what the shell adds, what the list screen adds, and the rest that
        // two or more chunks share; then the rest of a signed-in first load's code by who uses it
        // (firstPartCode). Everything else stays split by route.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 30 },
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 30 },
            // React Router's core alone: the start matches the first screen with it, before React DOM,
            // which its DOM half (react-router-dom, react-router/dom) imports and which comes with the drawing.
            { name: 'router', test: /node_modules[\\/](react-router[\\/](?!.*dom-export)|cookie[\\/]|set-cookie-parser[\\/])/, priority: 25 },
            { name: muiGroup(false), debugName: 'mui', test: MUI_MODULE, priority: 20 },
            // Not with their imports: what the shell draws stays in the shell's MUI though a list module imports it too.
            { name: muiGroup(true), debugName: 'mui-first-parts', test: MUI_MODULE, priority: 10, minShareCount: 2, includeDependenciesRecursively: false },
            { name: overlaysMui, debugName: 'mui-overlays', test: MUI_MODULE, priority: 8, includeDependenciesRecursively: false },
            { name: firstPartCode, debugName: 'first-parts', priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    include: ['engine/**/*.test.{ts,tsx}', 'custom-screens/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}', 'server/src/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    // Server tests sign in with scrypt (slow on purpose) many times; two busy cores can stretch that.
    testTimeout: 20_000,
    // The engine's tests get the product's texts as the dashboard does at start (engine/testing/setupLocales.ts).
    setupFiles: ['engine/testing/setupLocales.ts'],
    provide: { locales: { ar: readJson(path.join(localesDir, 'ar.json')), en: readJson(path.join(localesDir, 'en.json')) } },
  },
});
