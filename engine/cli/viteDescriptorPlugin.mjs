// Vite plugin: the build refuses descriptors that do not fit the engine, and `npm run dev`
// shows the problem (file, place, message) in the error overlay instead of a broken page, and
// recovers as soon as the file is fixed. `check: 'warn'` (DESCRIPTOR_CHECK=warn) makes a build
// print the problems and go on: only for testing how the built dashboard copes with a broken
// descriptor, never for a release.
//
// In `npm run dev`, a change to the texts, the permission catalogue, the shared calls and lookups
// or the form widgets also rewrites engine/schema/names.schema.json, so an editor offers a new key
// as soon as it exists.
import fs from 'node:fs';
import path from 'node:path';
import { checkDescriptors, formatProblem, loadContext, readDescriptorFiles, repoRoot } from './checkDescriptors.mjs';
import { namesFile, renderNames } from './generateNames.mjs';
import { outlineOf } from '../descriptor/areaOutline.mjs';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor.ts';
import { readShared, sharedFile, withShared } from './readDescriptors.mjs';
import { withServerLimits } from '../descriptor/serverRules.mjs';
import { readContract } from './serverContract.mjs';

/**
 * @import { Plugin } from 'vite'
 * @import { DescriptorProblem } from './checkDescriptors.mjs'
 */

/**
 * Whether a module id is a descriptor file of the folder (with or without a query).
 * @param {string} descriptorsDir
 * @param {string} id
 */
function isDescriptorIn(descriptorsDir, id) {
  const file = id.split('?')[0] ?? id;
  return path.resolve(file).startsWith(descriptorsDir + path.sep) && file.endsWith('.json');
}

/**
 * The folder's shared descriptor, read again only when the file changed (every descriptor and outline asks for it).
 * @param {string} descriptorsDir
 * @returns {() => unknown}
 */
function sharedReader(descriptorsDir) {
  /** @type {{ changed: number | null; shared: unknown } | undefined} */
  let seen;
  return () => {
    const changed = fs.existsSync(sharedFile(descriptorsDir)) ? fs.statSync(sharedFile(descriptorsDir)).mtimeMs : null;
    if (seen?.changed !== changed) seen = { changed, shared: readShared(descriptorsDir) };
    return seen.shared;
  };
}

/**
 * @param {string} descriptorsDir
 * @param {string} localesDir
 * @returns {DescriptorProblem[]}
 */
function runChecks(descriptorsDir, localesDir) {
  try {
    return checkDescriptors(readDescriptorFiles(descriptorsDir), loadContext(repoRoot, localesDir));
  } catch (error) {
    return [{ file: 'descriptors', line: 1, column: 1, pointer: '', message: `could not be checked: ${error instanceof Error ? error.message : String(error)}` }];
  }
}

/** Brings names.schema.json up to date with the repository's texts and permissions; a problem there is the checker's to report. */
function refreshNames() {
  try {
    const names = renderNames(loadContext());
    if (!fs.existsSync(namesFile) || fs.readFileSync(namesFile, 'utf8') !== names) fs.writeFileSync(namesFile, names);
  } catch {
    // An unreadable locale file: the descriptor check says so.
  }
}

/**
 * The error the dev server's overlay shows: every problem, the first one's place.
 * @param {readonly DescriptorProblem[]} problems at least one
 */
function overlayError(problems) {
  const first = problems[0] ?? { file: 'descriptors', line: 1, column: 1 };
  const file = path.isAbsolute(first.file) ? first.file : path.join(repoRoot, first.file);
  return {
    message: `Descriptors do not fit the engine:\n${problems.map(formatProblem).join('\n')}`,
    stack: '',
    id: file,
    loc: { file, line: first.line, column: first.column },
    plugin: 'dashboard-descriptors',
  };
}

/**
 * How the dashboard (and vitest) read a descriptor file: with the shared calls and lookups it
 * uses merged in (engine/descriptor/sharedParts.mjs), so the engine holds whole ones, and its
 * form's text fields given the server's maximum lengths (server/contract.json);
 * `descriptors/x.json?outline` gives the area's outline only (what routes and the menu need): the
 * dashboard's first load carries these, and each whole descriptor is its own file. An area's outline
 * comes completed with the engine schema's defaults (`completed`), as the dashboard would complete it
 * at start: done once here instead of on every first load (~15 ms of the entry on a desktop).
 * @param {{ descriptorsDir?: string }} [options]
 * @returns {Plugin}
 */
export function descriptorFilesPlugin({ descriptorsDir = path.join(repoRoot, 'descriptors') } = {}) {
  const shared = sharedReader(descriptorsDir);
  return {
    name: 'dashboard-descriptor-files',
    // Before Vite's own JSON plugin, which then reads what this gives.
    enforce: 'pre',
    load(id) {
      const [file = id, query] = id.split('?');
      if ((query !== undefined && query !== 'outline') || !isDescriptorIn(descriptorsDir, id)) return null;
      const text = fs.readFileSync(file, 'utf8');
      let content;
      try {
        content = JSON.parse(text);
      } catch (error) {
        // The check before this says what is wrong with the file; an outline cannot be made of it.
        if (query === 'outline') throw error;
        return null;
      }
      // A change to the shared descriptor reaches every descriptor that uses it.
      if (fs.existsSync(sharedFile(descriptorsDir))) this.addWatchFile(sharedFile(descriptorsDir));
      // The server's limits reach the form here (engine/descriptor/serverRules.mjs), as they reach its validators.
      const whole = withServerLimits(withShared(content, shared()), readContract()?.writes);
      if (query === 'outline') {
        const area = whole?.kind === 'area';
        // Made of the completed area, the outline is completed as the dashboard's start would complete it (splitDescriptors).
        const outline = outlineOf(area ? normalizeDescriptor('area', whole) : whole);
        const code = `export default ${JSON.stringify(outline)};\nexport const completed = ${area};`;
        return { code, moduleType: 'js' };
      }
      return JSON.stringify(whole);
    },
  };
}

/**
 * @param {object} [options]
 * @param {string} [options.descriptorsDir]
 * @param {string} [options.localesDir]
 * @param {'error' | 'warn'} [options.check] 'warn' prints descriptor problems and builds anyway (tests of a broken descriptor only); defaults to DESCRIPTOR_CHECK
 * @returns {Plugin}
 */
export function descriptorPlugin({
  descriptorsDir = path.join(repoRoot, 'descriptors'),
  localesDir = path.join(repoRoot, 'locales'),
  check = process.env.DESCRIPTOR_CHECK === 'warn' ? 'warn' : 'error',
} = {}) {
  const watched = [descriptorsDir, localesDir, ...['engine/schema', 'server/permission-catalogue.json', 'custom-screens/names.json'].map((p) => path.join(repoRoot, p))];
  /** @param {string} file */
  const isWatched = (file) => watched.some((w) => path.resolve(file).startsWith(w));
  // Names come from the repository's own texts: a build from other folders leaves the file alone.
  const namesSources =
    localesDir === path.join(repoRoot, 'locales')
      ? [localesDir, ...['server/permission-catalogue.json', 'engine/registries/formWidgetNames.json', 'descriptors', 'server/contract.json'].map((p) => path.join(repoRoot, p))]
      : [];
  /** @param {string} id */
  const isDescriptor = (id) => isDescriptorIn(descriptorsDir, id);
  return {
    name: 'dashboard-descriptors',
    // Before Vite's own JSON plugin, so a syntax error gets the analyst-friendly message too.
    enforce: 'pre',
    buildStart() {
      const problems = runChecks(descriptorsDir, localesDir);
      if (problems.length === 0) return;
      if (check === 'warn') this.warn(`${overlayError(problems).message}\n(DESCRIPTOR_CHECK=warn: built anyway)`);
      else this.error(overlayError(problems).message);
    },
    transform(_code, id) {
      // In dev, a page opened while a descriptor is broken shows the overlay, not a crash.
      if (this.environment?.mode !== 'dev' || !isDescriptor(id)) return null;
      const problems = runChecks(descriptorsDir, localesDir);
      if (problems.length > 0) this.error(overlayError(problems));
      return null;
    },
    handleHotUpdate({ file, server }) {
      if (namesSources.some((source) => path.resolve(file).startsWith(source))) refreshNames();
      if (!isWatched(file)) return undefined;
      const problems = runChecks(descriptorsDir, localesDir);
      if (problems.length > 0) {
        // Keep the page as it is under the overlay; nothing broken reaches the screen.
        server.ws.send({ type: 'error', err: overlayError(problems) });
        return [];
      }
      // Fixed (or a good change): reload so every screen reads the new descriptors.
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
