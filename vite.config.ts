import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { descriptorFilesPlugin, descriptorPlugin } from './engine/cli/viteDescriptorPlugin.mjs';
import { engineEntryPlugin } from './engine/cli/viteEngineEntryPlugin.mjs';
import { formValidatorsPlugin } from './engine/cli/viteFormValidators.mjs';
import { inlineCssPlugin } from './engine/cli/viteInlineCssPlugin.mjs';
import { precompressPlugin } from './engine/cli/vitePrecompressPlugin.mjs';
import { secondDocumentPlugin } from './engine/cli/viteSecondDocumentPlugin.mjs';

// In `npm run dev` Vite proxies the API to the reference server (`npm start` or `node server/dist/main.js`).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

// The descriptors and texts the dashboard is built from; the tests build a copy from elsewhere.
const descriptorsDir = path.resolve(process.env.DESCRIPTORS_DIR ?? 'descriptors');
const localesDir = path.resolve(process.env.LOCALES_DIR ?? 'locales');
const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** A module of one of these packages (node_modules/<name>/...). */
const packages = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * A service worker (Workbox) that keeps the app shell and its hashed chunks, so a repeat visit
 * starts without the network; the engine asks before switching to a new build
 * (engine/app/serviceWorker.ts). API answers never go through its caches. The heavy libraries
 * (PDF, spreadsheets, maps, rich text) are kept once fetched rather than downloaded ahead.
 */
const serviceWorker = () =>
  VitePWA({
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

export default defineConfig({
  base: '/dashboard/',
  plugins: [
    react(),
    // Descriptors are read with their shared calls and lookups merged in; the build and the dev
    // server refuse broken ones. Each form's validators are compiled from its descriptor.
    descriptorFilesPlugin({ descriptorsDir }),
    ...(process.env.VITEST ? [] : [descriptorPlugin({ descriptorsDir, localesDir }), serviceWorker(), inlineCssPlugin(), precompressPlugin()]),
    formValidatorsPlugin({ descriptorsDir }),
    engineEntryPlugin(),
    // signin.html: the sign-in page's own document, without MUI, the router or the descriptors.
    secondDocumentPlugin({ documents: ['signin.html'] }),
  ],
  resolve: {
    alias: {
      '@descriptors': descriptorsDir,
      '@locales': localesDir,
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
    rolldownOptions: {
      // The sign-in page's document (served at the dashboard's first address) and the dashboard's.
      input: { index: path.resolve('index.html'), signin: path.resolve('signin.html') },
      output: {
        // A few long-lived chunks by package; the rest is split by route and heavy library
        // (dynamic imports). React apart from React DOM, and React Router's core apart from its DOM
        // half: the page's first code matches the first screen and asks for its reads with them,
        // before React DOM is evaluated.
        codeSplitting: {
          groups: [
            { name: 'react', test: packages('react'), priority: 40 },
            { name: 'react-dom', test: packages('react-dom', 'scheduler'), priority: 40 },
            // The toasts' package and the engine's toasts, which the sign-in page shares with the dashboard.
            { name: 'toasts', test: /node_modules[\\/](notistack|goober|clsx)[\\/]|[\\/]engine[\\/]toasts[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/](react-router[\\/](?!.*dom-export)|cookie[\\/]|set-cookie-parser[\\/])/, priority: 30 },
            // The engine's own code that two chunks or more share, by its layers (docs/maintaining.md): three
            // chunks instead of some forty small ones a first screen would queue for. The lowest layers, which the
            // sign-in page shares (with Vite's preload helper, which every lazy import calls); what the dashboard
            // starts its first reads with, before React DOM and MUI; the parts every screen is drawn with.
            { name: 'engine-base', test: /[\\/]engine[\\/](answers|page|session|i18n|api|validation)[\\/]|vite[\\/]preload-helper/, priority: 15, minShareCount: 2 },
            { name: 'engine-start', test: /[\\/]engine[\\/](descriptor|data|permissions)[\\/]/, priority: 14, minShareCount: 2 },
            { name: 'engine-screens', test: /[\\/]engine[\\/](screens|lookups|registries|realtime|notifications|shell)[\\/]/, priority: 13, minShareCount: 2 },
            // MUI, its styling engine and the small packages only they use, as one chunk where two chunks or
            // more share a module; what only one route draws (a form's pickers) stays with that route.
            {
              name: 'mui',
              test: packages('@mui', '@emotion', 'stylis', 'cssjanus', 'react-transition-group', '@popperjs', 'react-is', 'prop-types', 'hoist-non-react-statics', '@babel'),
              priority: 20,
              minShareCount: 2,
            },
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
