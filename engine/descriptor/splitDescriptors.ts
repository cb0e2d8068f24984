import type { Area, Menu, Notifications } from './descriptor.types';

// Descriptors are checked against the engine schema when the dashboard is built
// (engine/cli/viteDescriptorPlugin.mjs), so here they are read as the types say.

export interface LoadedDescriptors {
  areas: Area[];
  menu: Menu;
  /** The incoming notifications' calls and destinations; none when the product has no inbox. */
  notifications: Notifications | null;
}

/** The product's descriptor files' contents, sorted by kind (a file of no known kind is left out). */
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
