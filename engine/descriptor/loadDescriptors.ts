import type { Area, Menu } from './descriptor.types';

// Descriptors are checked against the engine schema when the dashboard is built
// (engine/cli/viteDescriptorPlugin.mjs), so here they are read as the types say.
// `@descriptors` is descriptors/ (vite.config.ts; a build may point it at another folder).
const files = import.meta.glob<{ kind?: string }>('@descriptors/*.json', { eager: true, import: 'default' });

export interface LoadedDescriptors {
  areas: Area[];
  menu: Menu;
}

export function splitDescriptors(contents: readonly unknown[]): LoadedDescriptors {
  const areas: Area[] = [];
  let menu: Menu = { $schema: '', kind: 'menu', items: [] };
  for (const content of contents) {
    if (!content || typeof content !== 'object') continue;
    const kind = (content as { kind?: unknown }).kind;
    if (kind === 'area') areas.push(content as Area);
    else if (kind === 'menu') menu = content as Menu;
  }
  return { areas, menu };
}

export const descriptors: LoadedDescriptors = splitDescriptors(Object.values(files));
