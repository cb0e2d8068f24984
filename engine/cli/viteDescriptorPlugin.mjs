// Vite plugin: the build refuses descriptors that do not fit the engine, and `npm run dev`
// shows the problem (file, place, message) in the error overlay until the file is fixed.
import path from 'node:path';
import { checkDescriptors, formatProblem, loadContext, readDescriptorFiles, repoRoot } from './checkDescriptors.mjs';

function runChecks(descriptorsDir, localesDir) {
  try {
    return checkDescriptors(readDescriptorFiles(descriptorsDir), loadContext(repoRoot, localesDir));
  } catch (error) {
    return [{ file: 'descriptors', line: 1, column: 1, pointer: '', message: `could not be checked: ${error instanceof Error ? error.message : String(error)}` }];
  }
}

export function descriptorPlugin({ descriptorsDir = path.join(repoRoot, 'descriptors'), localesDir = path.join(repoRoot, 'locales') } = {}) {
  const watched = [descriptorsDir, localesDir, ...['engine/schema', 'server/permission-catalogue.json'].map((p) => path.join(repoRoot, p))];
  return {
    name: 'dashboard-descriptors',
    buildStart() {
      const problems = runChecks(descriptorsDir, localesDir);
      if (problems.length > 0) {
        this.error(`Descriptors do not fit the engine:\n${problems.map(formatProblem).join('\n')}`);
      }
    },
    configureServer(server) {
      const report = () => {
        const problems = runChecks(descriptorsDir, localesDir);
        if (problems.length === 0) return false;
        const first = problems[0];
        const firstFile = path.isAbsolute(first.file) ? first.file : path.join(repoRoot, first.file);
        server.ws.send({
          type: 'error',
          err: {
            message: problems.map(formatProblem).join('\n'),
            stack: '',
            id: firstFile,
            loc: { file: firstFile, line: first.line, column: first.column },
            plugin: 'dashboard-descriptors',
          },
        });
        return true;
      };
      server.watcher.on('change', (file) => {
        if (!watched.some((w) => file.startsWith(w))) return;
        // A broken file keeps the overlay up; a fixed one reloads the page.
        if (!report()) server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
