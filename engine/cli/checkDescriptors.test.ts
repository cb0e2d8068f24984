import { describe, expect, it } from 'vitest';
import { checkDescriptors, formatProblem, loadContext, readDescriptorFiles } from './checkDescriptors.mjs';

const context = loadContext();
const product = readDescriptorFiles();

describe('a descriptor of a kind the engine does not have', () => {
  // "toString" and "constructor" are properties every object inherits: they name no validator either.
  it.each(['report', 'toString', 'constructor'])('is refused when its kind is "%s"', (kind) => {
    const files = [...product, { file: 'descriptors/odd.json', text: `{ "kind": "${kind}" }` }];
    expect(checkDescriptors(files, context).map(formatProblem)).toEqual([expect.stringMatching(new RegExp(`^descriptors/odd\\.json:1:11 /kind unknown descriptor kind "${kind}"`))]);
  });
});
