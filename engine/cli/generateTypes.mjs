// The descriptor types are generated from the engine schema so the two never drift apart.
// `npm run schema:types` writes them; a test fails when the written file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { repoRoot } from './checkDescriptors.mjs';

export const typesFile = path.join(repoRoot, 'engine/descriptor/descriptor.types.ts');

function pascal(name) {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function stripTitles(node) {
  if (Array.isArray(node)) return node.map(stripTitles);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    // "properties" maps field names to schemas: a field called "title" stays.
    if (key === 'title' && typeof value === 'string') continue;
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripTitles(v)])) : stripTitles(value);
  }
  return out;
}

export async function generateTypes() {
  const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, 'engine/schema/descriptor.schema.json'), 'utf8'));
  // Type names come from the definitions' names, not from the titles written for analysts.
  const defs = stripTitles(schema.$defs);
  for (const [name, def] of Object.entries(defs)) def.title = pascal(name);
  // The menu item's "exactly one of" is a validation rule; as a type, its fields are optional.
  delete defs.menuItem.oneOf;
  const wrapper = {
    title: 'Descriptors',
    type: 'object',
    additionalProperties: false,
    properties: { area: { $ref: '#/$defs/area' }, menu: { $ref: '#/$defs/menu' }, notifications: { $ref: '#/$defs/notifications' } },
    $defs: defs,
  };
  const ts = await compile(wrapper, 'Descriptors', {
    bannerComment: '/* Generated from engine/schema/descriptor.schema.json by `npm run schema:types`. Do not edit. */',
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return ts;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  fs.writeFileSync(typesFile, await generateTypes());
  console.log(`wrote ${path.relative(repoRoot, typesFile)}`);
}
