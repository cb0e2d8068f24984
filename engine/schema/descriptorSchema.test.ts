import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { namesFile, renderNames } from '../cli/generateNames.mjs';
import schema from './descriptor.schema.json';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every property the schema declares, by its place; what conditions (if, not) repeat is not a declaration. */
function properties(node: unknown, at: string): [string, Node][] {
  if (!isNode(node)) return [];
  const found: [string, Node][] = [];
  for (const [name, child] of Object.entries(isNode(node.properties) ? node.properties : {})) {
    if (isNode(child)) found.push([`${at}/properties/${name}`, child], ...properties(child, `${at}/properties/${name}`));
  }
  for (const key of ['items', 'additionalProperties', 'then']) found.push(...properties(node[key], `${at}/${key}`));
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = node[key];
    if (Array.isArray(list)) {
      list.forEach((child, i) => {
        found.push(...properties(child, `${at}/${key}/${i}`));
      });
    }
  }
  for (const [name, def] of Object.entries(isNode(node.$defs) ? node.$defs : {})) found.push(...properties(def, `#/$defs/${name}`));
  return found;
}

describe('the engine schema, as an editor shows it', () => {
  it('describes every property it declares', () => {
    const declared = properties(schema, '#');
    expect(declared.length).toBeGreaterThan(100);
    expect(declared.filter(([, node]) => typeof node.description !== 'string' || node.description.trim() === '').map(([at]) => at)).toEqual([]);
  });

  it('offers the translation keys, permission keys and form widgets there are (run `npm run schema:names` after changing them)', () => {
    expect(fs.readFileSync(namesFile, 'utf8')).toBe(renderNames());
  });
});
