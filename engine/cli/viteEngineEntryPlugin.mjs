// Vite plugin: engine/index.ts only re-exports, and the bundler is told so. Otherwise the entry
// that starts the dashboard would carry every module the index names (the bespoke screens'
// dialogs, pagers, inbox, live lists), because it imports the index for startDashboard;
// told, each chunk takes from the index only what it uses.
import path from 'node:path';

/** @import { Plugin } from 'vite' */

const ENGINE_INDEX = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'index.ts');

/** @returns {Plugin} */
export function engineEntryPlugin() {
  return {
    name: 'dashboard-engine-entry',
    transform(code, id) {
      return path.resolve(id.split('?')[0] ?? id) === ENGINE_INDEX ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}
