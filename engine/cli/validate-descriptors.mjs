#!/usr/bin/env node
// npm run validate:descriptors [-- --json]: every problem in every descriptor, then a non-zero exit;
// warnings (a form rule that differs from the server's) are printed but do not fail.
import { performance } from 'node:perf_hooks';
import { checkDescriptors, formatProblem, loadContext, readDescriptorFiles } from './checkDescriptors.mjs';

// --dir DIR checks another folder of descriptors, --locales DIR against other texts (the tests
// use them); the defaults are descriptors/ and locales/.
/** @param {string} name */
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const dir = option('--dir');
const localesDir = option('--locales');

const started = performance.now();
const files = readDescriptorFiles(dir);
const found = checkDescriptors(files, loadContext(undefined, localesDir), { warnings: true });
const problems = found.filter((p) => !p.warning);
const warnings = found.filter((p) => p.warning);
const ms = performance.now() - started;

if (process.argv.includes('--json')) {
  process.stdout.write(JSON.stringify({ files: files.length, milliseconds: Math.round(ms), problems, warnings }, null, 2) + '\n');
} else if (problems.length === 0) {
  for (const p of warnings) console.warn(formatProblem(p));
  console.log(`descriptors: ${files.length} files checked, no problems${warnings.length ? `, ${warnings.length} warning(s)` : ''} (${ms.toFixed(0)} ms)`);
} else {
  for (const p of warnings) console.warn(formatProblem(p));
  for (const p of problems) console.error(formatProblem(p));
  console.error(`descriptors: ${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} of ${files.length} files`);
}
process.exitCode = problems.length === 0 ? 0 : 1;
