import type { Area, Menu, Notifications } from './descriptor.types';

// Descriptors are checked against the engine schema when the dashboard is built
// (engine/cli/viteDescriptorPlugin.mjs), so here they are read as the types say.
// `@descriptors` is descriptors/ (vite.config.ts; a build may point it at another folder).
const files = import.meta.glob<{ kind?: string }>('@descriptors/*.json', { eager: true, import: 'default' });

export interface LoadedDescriptors {
  areas: Area[];
  menu: Menu;
  /** The incoming notifications' calls and destinations; none when the product has no inbox. */
  notifications: Notifications | null;
}

export function splitDescriptors(contents: readonly unknown[]): LoadedDescriptors {
  const areas: Area[] = [];
  let menu: Menu = { $schema: '', kind: 'menu', items: [] };
  let notifications: Notifications | null = null;
  for (const content of contents) {
    if (!content || typeof content !== 'object') continue;
    const kind = (content as { kind?: unknown }).kind;
    if (kind === 'area') areas.push(content as Area);
    else if (kind === 'menu') menu = content as Menu;
    else if (kind === 'notifications') notifications = content as Notifications;
  }
  return { areas, menu, notifications };
}

export const descriptors: LoadedDescriptors = splitDescriptors(Object.values(files));
