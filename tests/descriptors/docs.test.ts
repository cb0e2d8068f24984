import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsFile, renderDocs } from '../../engine/cli/generateDocs.mjs';
import path from 'node:path';
import { checkDescriptors, formatProblem, loadContext, readDescriptorFiles, repoRoot } from '../../engine/cli/checkDescriptors.mjs';
import { applyExamples, readExamples } from './workedExamples.mjs';

const docs = fs.readFileSync(docsFile, 'utf8');

describe('docs/descriptors.md', () => {
  it('has a reference generated from the current schema (run `npm run docs:descriptors`)', () => {
    expect(renderDocs(docs)).toBe(docs);
  });

  const examples = readExamples(docs);

  it('has the four worked examples', () => {
    expect([...examples.keys()]).toEqual(['column', 'filter', 'form-field', 'server-field']);
  });

  it.each([...examples.keys()])('example "%s" applied to the real descriptors passes the checker and changes them', (name) => {
    const context = loadContext();
    const files = readDescriptorFiles();
    const applied = applyExamples(examples.get(name) ?? [], files, context.locales);
    expect(applied.changed.length).toBeGreaterThan(0);
    expect(checkDescriptors(applied.files, { ...context, locales: applied.locales })).toEqual([]);
  });

  describe('the field added on both sides', () => {
    it("shows the server's step as the server's field table and labels hold it", () => {
      const steps = [...docs.matchAll(/<!-- server-field: (\S+) -->\s*```ts\n([\s\S]*?)```/g)];
      expect(steps.map((step) => step[1])).toEqual(['server/src/db/reference-fields.ts', 'server/src/validation/labels.ts']);
      for (const [, file = '', code = ''] of steps) {
        const source = fs.readFileSync(path.join(repoRoot, file), 'utf8');
        for (const line of code.split('\n').map((l) => l.trim()).filter(Boolean)) expect(source).toContain(line);
      }
    });

    it("gives the form the server's rules, so the checker warns of nothing in banks.json", () => {
      const context = loadContext();
      const applied = applyExamples(examples.get('server-field') ?? [], readDescriptorFiles(), context.locales);
      const found = checkDescriptors(applied.files, { ...context, locales: applied.locales }, { warnings: true });
      expect(found.filter((p) => p.file === 'descriptors/banks.json')).toEqual([]);
    });

    it('prints the refusal of a misspelt name as the document shows it', () => {
      const context = loadContext();
      const steps = (examples.get('server-field') ?? []).map((step) => ({ ...step, pointer: step.pointer.replace('/swift_code', '/swift_cod') }));
      const applied = applyExamples(steps, readDescriptorFiles(), context.locales);
      const lines = checkDescriptors(applied.files, { ...context, locales: applied.locales }).map(formatProblem);
      const shown = /^\s*(descriptors\/banks\.json:\S+ \/form\/schema\/properties\/swift_cod .*)$/m.exec(docs)?.[1];
      // The copy is laid out anew, so its lines and columns are not the document's.
      const place = (line = '') => line.replace(/^(\S+?):\d+:\d+ /, '$1 ');
      expect(shown).toBeDefined();
      expect(lines.map(place)).toContain(place(shown));
    });
  });
});
