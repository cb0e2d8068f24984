import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDescriptors, formatProblem, loadContext, readDescriptorFiles, repoRoot } from '../../engine/cli/checkDescriptors.mjs';

// Each folder here holds broken copies of real descriptors and expected.txt: the exact lines the
// checker must print for them (file:line:column, JSON pointer, message).
const corpus = path.join(repoRoot, 'tests/descriptors');
const cases = fs.readdirSync(corpus).filter((name) => fs.statSync(path.join(corpus, name)).isDirectory()).sort();
const context = loadContext();

function withCase(name: string) {
  const files = readDescriptorFiles();
  for (const file of fs.readdirSync(path.join(corpus, name)).filter((f) => f.endsWith('.json'))) {
    const entry = { file: `descriptors/${file}`, text: fs.readFileSync(path.join(corpus, name, file), 'utf8') };
    const at = files.findIndex((f) => f.file === entry.file);
    if (at >= 0) files[at] = entry;
    else files.push(entry);
  }
  return files;
}

describe('the broken-descriptor corpus', () => {
  it('has the cases analysts most often make', () => {
    expect(cases).toEqual(expect.arrayContaining(['syntax-error', 'wrong-type', 'misspelt-property', 'unknown-cell-kind', 'missing-translation-key', 'unknown-permission-key', 'unknown-endpoint', 'rule-on-missing-field', 'duplicate-route', 'form-schema-mistakes']));
  });

  it.each(cases)('%s is reported where it is, with a useful message', (name) => {
    const expected = fs.readFileSync(path.join(corpus, name, 'expected.txt'), 'utf8').trim().split('\n').filter(Boolean);
    const found = checkDescriptors(withCase(name), context, { warnings: true });
    expect(found.filter((p) => !p.warning).map(formatProblem)).toEqual(expected);
    // expected-warnings.txt, where a case has one: the warnings of its own files (a rule that differs from the server's).
    const warningsFile = path.join(corpus, name, 'expected-warnings.txt');
    if (!fs.existsSync(warningsFile)) return;
    const own = new Set(fs.readdirSync(path.join(corpus, name)).map((f) => `descriptors/${f}`));
    const warnings = found.filter((p) => p.warning && own.has(p.file)).map(formatProblem);
    expect(warnings).toEqual(fs.readFileSync(warningsFile, 'utf8').trim().split('\n'));
  });

  it('reports every problem of every file in one run', () => {
    const files = [...withCase('unknown-cell-kind').filter((f) => f.file !== 'descriptors/countries.json'), ...withCase('duplicate-route').filter((f) => f.file === 'descriptors/countries.json')];
    const problems = checkDescriptors(files, context);
    expect(new Set(problems.map((p) => p.file))).toEqual(new Set(['descriptors/banks.json', 'descriptors/countries.json']));
  });
});

describe('npm run validate:descriptors', () => {
  const cli = path.join(repoRoot, 'engine/cli/validate-descriptors.mjs');

  it('passes the real descriptors quickly', () => {
    const out = execFileSync(process.execPath, [cli, '--json'], { encoding: 'utf8' });
    const report = JSON.parse(out) as { files: number; problems: unknown[]; milliseconds: number };
    expect(report.problems).toEqual([]);
    expect(report.files).toBeGreaterThan(1);
  });

  it('exits non-zero and prints file:line:column for a broken folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'descriptors-'));
    for (const f of withCase('unknown-cell-kind')) fs.writeFileSync(path.join(dir, path.basename(f.file)), f.text);
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, [cli, '--dir', dir], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const failure = error as { status: number; stderr: string };
      status = failure.status;
      stderr = failure.stderr;
    }
    expect(status).toBe(1);
    expect(stderr).toMatch(/banks\.json:\d+:\d+ \/list\/columns\/4\/cell unknown cell kind "activaton"; did you mean "activation"\?/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
