import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../cli/checkDescriptors.mjs';
import { namesFile, renderNames } from '../cli/generateNames.mjs';
import { readDescriptors } from '../cli/readDescriptors.mjs';
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

describe('the form fields an editor accepts', () => {
  // As an editor reads the files: the engine schema and the generated names beside it.
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addSchema(JSON.parse(fs.readFileSync(namesFile, 'utf8')));
  ajv.addSchema(schema, 'descriptor');
  const validate = ajv.getSchema('descriptor#/$defs/area');
  const banks = JSON.parse(fs.readFileSync(path.join(repoRoot, 'descriptors/banks.json'), 'utf8'));

  it('underline a form field the server does not accept, offering the accepted names', () => {
    const broken = structuredClone(banks);
    broken.form.schema.properties.swift_cod = { type: 'string', title: 'common.name' };
    expect(validate?.(broken)).toBe(false);
    const error = validate?.errors?.find((e) => e.keyword === 'enum' && e.instancePath === '/form/schema/properties');
    expect(error?.params).toEqual({ allowedValues: ['active', 'country_id', 'name_ar', 'name_en', 'swift_code'] });
  });

  it('take every form field of the real descriptors', () => {
    const refused = readDescriptors(path.join(repoRoot, 'descriptors'))
      .filter(({ descriptor }) => (descriptor as { kind?: string }).kind === 'area' && !validate?.(descriptor))
      .map(({ file }) => file);
    expect(refused).toEqual([]);
  });
});
