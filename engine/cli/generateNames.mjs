// Writes engine/schema/names.schema.json: the translation keys, permission keys and form widgets
// descriptors may name, for editors to complete and flag. `npm run schema:names` writes it (run it
// after changing the locales, the permission catalogue or the form widgets); a test fails when
// the written file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { loadContext, repoRoot } from './checkDescriptors.mjs';
import { namesSchema } from './namesSchema.mjs';

export const namesFile = path.join(repoRoot, 'engine/schema/names.schema.json');

export function renderNames(ctx = loadContext()) {
  return `${JSON.stringify(namesSchema(ctx), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  fs.writeFileSync(namesFile, renderNames());
  console.log(`wrote ${path.relative(repoRoot, namesFile)}`);
}
