import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultsFile, generateDefaults, generateTypes, typesFile } from '../cli/generateTypes.mjs';

describe('descriptor types', () => {
  it('are generated from the current engine schema (run `npm run schema:types` after changing it)', async () => {
    expect(fs.readFileSync(typesFile, 'utf8')).toBe(await generateTypes());
  });

  it('name each concept once: no FieldPath1, Call2 beside FieldPath and Call', () => {
    const names = [...fs.readFileSync(typesFile, 'utf8').matchAll(/^export (?:type|interface) (\w+)/gm)].map((match) => match[1]);
    expect(names).toContain('ApiCall');
    expect(names).toContain('FieldPath');
    expect(names.filter((name) => /\d$/.test(name ?? ''))).toEqual([]);
  });

  it("come with the schema's defaults, for loading descriptors (run `npm run schema:types`)", () => {
    expect(fs.readFileSync(defaultsFile, 'utf8')).toBe(generateDefaults());
  });
});
