#!/usr/bin/env node
// Rewrites each case's expected.txt with what the checker prints now. Run it after changing the
// engine schema (the "allowed" lists grow), then read the diff: every change must be intended.
import fs from 'node:fs';
import path from 'node:path';
import { checkDescriptors, formatProblem, loadContext, readDescriptorFiles, repoRoot } from '../../engine/cli/checkDescriptors.mjs';

const corpus = path.join(repoRoot, 'tests/descriptors');
const context = loadContext();
for (const name of fs.readdirSync(corpus).filter((d) => fs.statSync(path.join(corpus, d)).isDirectory()).sort()) {
  const files = readDescriptorFiles();
  for (const file of fs.readdirSync(path.join(corpus, name)).filter((f) => f.endsWith('.json'))) {
    const entry = { file: `descriptors/${file}`, text: fs.readFileSync(path.join(corpus, name, file), 'utf8') };
    const at = files.findIndex((f) => f.file === entry.file);
    if (at >= 0) files[at] = entry;
    else files.push(entry);
  }
  const found = checkDescriptors(files, context, { warnings: true });
  const lines = found.filter((p) => !p.warning).map(formatProblem);
  const warningsFile = path.join(corpus, name, 'expected-warnings.txt');
  if (fs.existsSync(warningsFile)) {
    const own = new Set(fs.readdirSync(path.join(corpus, name)).map((f) => `descriptors/${f}`));
    const warnings = found.filter((p) => p.warning && own.has(p.file)).map(formatProblem);
    fs.writeFileSync(warningsFile, `${warnings.join('\n')}\n`);
  }
  fs.writeFileSync(path.join(corpus, name, 'expected.txt'), `${lines.join('\n')}\n`);
  console.log(`${name}: ${lines.length} line(s)`);
}
