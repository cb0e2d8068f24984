import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAVED_VIEW_AREAS } from '../../server/src/routes/saved-view-areas';

interface DescriptorHead {
  readonly list?: { readonly savedViews?: boolean } | null;
  readonly permissions?: { readonly list?: string | null } | null;
}

/** Each descriptor whose list offers the Views menu, with the permission that lists it. */
function listsWithViews(): Record<string, string | null> {
  const folder = new URL('../../descriptors/', import.meta.url);
  const found: Record<string, string | null> = {};
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const descriptor = JSON.parse(fs.readFileSync(new URL(file, folder), 'utf8')) as DescriptorHead;
    if (typeof descriptor !== 'object' || descriptor === null || typeof descriptor.list !== 'object' || descriptor.list === null) continue;
    if (descriptor.list.savedViews === false) continue;
    found[file.replace(/\.json$/, '')] = descriptor.permissions?.list ?? null;
  }
  return found;
}

describe('the areas the server keeps saved views of', () => {
  it('are the lists that offer views, each with the permission its descriptor lists it by', () => {
    expect(SAVED_VIEW_AREAS).toEqual(listsWithViews());
  });
});
