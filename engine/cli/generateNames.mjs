// Writes engine/schema/names.schema.json: the translation keys, permission keys, form widgets and
// accepted form fields descriptors may name, for editors to complete and flag. `npm run
// schema:names` writes it (run it after changing the locales, the permission catalogue, the form
// widgets or server/contract.json); a test fails when the written file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { loadContext, repoRoot } from './checkDescriptors.mjs';
import { readDescriptors } from './readDescriptors.mjs';
import { namesSchema } from './namesSchema.mjs';

export const namesFile = path.join(repoRoot, 'engine/schema/names.schema.json');

export function renderNames(ctx = loadContext()) {
  const editor = { writes: ctx.contract?.writes, areas: readDescriptors(path.join(repoRoot, 'descriptors')) };
  return `${JSON.stringify(namesSchema(ctx, editor), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  fs.writeFileSync(namesFile, renderNames());
  console.log(`wrote ${path.relative(repoRoot, namesFile)}`);
}
