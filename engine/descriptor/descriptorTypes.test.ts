import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTypes, typesFile } from '../cli/generateTypes.mjs';

describe('descriptor types', () => {
  it('are generated from the current engine schema (run `npm run schema:types` after changing it)', async () => {
    expect(fs.readFileSync(typesFile, 'utf8')).toBe(await generateTypes());
  });
});
