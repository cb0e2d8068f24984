// Vite plugin: the build takes React Router's production files, and only the components it draws.
//
// - React Router 7 names only its development files in its package exports, so a build took them:
//   their development warnings on (ENABLE_DEV_WARNINGS), and their checks run on every match.
//   The package carries production files beside them (dist/production), identical but for those;
//   the build takes them. The dev server and the tests keep the development files and their warnings.
// - Its components are made at the top of its module (`var NavLink = React.forwardRef(…)`), and
//   each is then given a name for the developer tools (`NavLink.displayName = "NavLink"`). The
//   bundler must keep any component so named, drawn or not (the form, the scroll restoration and the
//   navigation link the dashboard never draws: 1.9 KB gzip of every signed-in first load). Without
//   the names, and with the components marked as free of side effects, it keeps those the dashboard draws.
//
// Measured (bench/route-sizes.mjs): the router's chunk 13.6 KB gzip with the development files, 13.2 with
// the production files, 11.3 with only the components drawn; the list's first load 243.0 KB, then 240.6.

import { createRequire } from 'node:module';
import path from 'node:path';

/** The modules the dashboard's imports of React Router come to (react-router-dom re-exports both). */
const ENTRIES = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
const { resolve: resolveHere } = createRequire(import.meta.url);
const FILE = /[\\/]react-router[\\/]dist[\\/](development|production)[\\/][^\\/]+\.mjs$/;
/** A name given to a component or context at the top of the module: for the developer tools only. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n/gm;
/** A component made at the top of the module. */
const MADE = /^var ([A-Za-z_$][\w$]*) = (React\d*\.forwardRef\()/gm;

/** React Router's module without its developer-tools names, its components marked free of side effects; null when it has neither. */
export function dropUnusedComponents(code) {
  const changed = code.replace(DISPLAY_NAME, '').replace(MADE, 'var $1 = /* @__PURE__ */ $2');
  return changed === code ? null : changed;
}

/** The production file a React Router import names, or null for any other import. */
export function productionFileOf(source, resolvePackage = resolveHere) {
  const file = ENTRIES[source];
  if (!file) return null;
  return path.join(path.dirname(resolvePackage('react-router/package.json')), 'dist', 'production', file);
}

export function routerProductionPlugin() {
  return {
    name: 'dashboard-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return productionFileOf(source);
    },
    transform(code, id) {
      if (!FILE.test(id.split('?')[0])) return null;
      const changed = dropUnusedComponents(code);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
