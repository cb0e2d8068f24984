import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { descriptorPlugin } from './engine/cli/viteDescriptorPlugin.mjs';

// The API is served by the reference server on the same origin; in `npm run dev`
// Vite proxies it there (start the server with `npm start` or `node server/dist/main.js`).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

// The descriptors and texts the dashboard is built from; a build may take them from elsewhere
// (the tests build a copy with the documentation's worked examples applied).
const descriptorsDir = path.resolve(process.env.DESCRIPTORS_DIR ?? 'descriptors');
const localesDir = path.resolve(process.env.LOCALES_DIR ?? 'locales');

export default defineConfig({
  base: '/dashboard/',
  // The tests check descriptors themselves; the build and the dev server refuse broken ones.
  plugins: [react(), ...(process.env.VITEST ? [] : [descriptorPlugin({ descriptorsDir, localesDir })])],
  resolve: { alias: { '@descriptors': descriptorsDir, '@locales': localesDir } },
  server: {
    // The real-time socket (/app/{key}) and its channel authorisation go to the API server too.
    proxy: { '/api': apiTarget, '/storage': apiTarget, '/broadcasting': apiTarget, '^/app/': { target: apiTarget, ws: true } },
    // Descriptors and locales may live outside the project folder (see DESCRIPTORS_DIR above).
    fs: { allow: [process.cwd(), descriptorsDir, localesDir] },
  },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  test: {
    include: ['engine/**/*.test.{ts,tsx}', 'custom-screens/**/*.test.{ts,tsx}', 'server/src/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
  },
});
