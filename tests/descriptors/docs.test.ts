import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsFile, renderDocs } from '../../engine/cli/generateDocs.mjs';
import { checkDescriptors, loadContext, readDescriptorFiles } from '../../engine/cli/checkDescriptors.mjs';
import { applyExamples, readExamples } from './workedExamples.mjs';

const docs = fs.readFileSync(docsFile, 'utf8');

describe('docs/descriptors.md', () => {
  it('has a reference generated from the current schema (run `npm run docs:descriptors`)', () => {
    expect(renderDocs(docs)).toBe(docs);
  });

  const examples = readExamples(docs);

  it('has the three worked examples', () => {
    expect([...examples.keys()]).toEqual(['column', 'filter', 'form-field']);
  });

  it.each([...examples.keys()])('example "%s" applied to the real descriptors passes the checker and changes them', (name) => {
    const context = loadContext();
    const files = readDescriptorFiles();
    const applied = applyExamples(examples.get(name) ?? [], files, context.locales);
    expect(applied.changed.length).toBeGreaterThan(0);
    expect(checkDescriptors(applied.files, { ...context, locales: applied.locales })).toEqual([]);
  });
});
