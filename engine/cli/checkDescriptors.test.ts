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

describe('a descriptor whose shape is wrong where descriptors are compared with each other', () => {
  /** The product's descriptors with one of them changed. */
  function withChanged(file: string, change: (content: Record<string, unknown>) => void) {
    return product.map((entry) => {
      if (entry.file !== file) return entry;
      const content = JSON.parse(entry.text) as Record<string, unknown>;
      change(content);
      return { file, text: JSON.stringify(content, null, 2) };
    });
  }

  it('is reported, not a crash of the check, for route aliases that are not a list', () => {
    const problems = checkDescriptors(
      withChanged('descriptors/banks.json', (banks) => {
        banks['routeAliases'] = 5;
      }),
      context,
    );
    expect(problems.map((problem) => `${problem.file} ${problem.pointer} ${problem.message}`)).toEqual(['descriptors/banks.json /routeAliases must be array, not number']);
  });

  it('is reported, not a crash of the check, for notification destinations that are null', () => {
    const problems = checkDescriptors(
      withChanged('descriptors/inbox.json', (inbox) => {
        inbox['destinations'] = null;
      }),
      context,
    );
    expect(problems.map((problem) => `${problem.file} ${problem.pointer} ${problem.message}`)).toEqual(['descriptors/inbox.json /destinations must be object, not null']);
  });
});
