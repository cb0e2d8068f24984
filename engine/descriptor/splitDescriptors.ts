import type { Area, Menu, Notifications } from './descriptor.types';
import { normalizeDescriptor } from './normalizeDescriptor';

// Descriptors are checked against the engine schema when the dashboard is built
// (engine/cli/viteDescriptorPlugin.mjs); here each is completed with the schema's defaults, once.

export interface LoadedDescriptors {
  areas: Area[];
  menu: Menu;
  /** The incoming notifications' calls and destinations; none when the product has no inbox. */
  notifications: Notifications | null;
}

/** The product's descriptor files' contents, sorted by kind and completed (a file of no known kind is left out). */
export function splitDescriptors(contents: readonly unknown[]): LoadedDescriptors {
  const areas: Area[] = [];
  let menu: Menu = { $schema: '', kind: 'menu', items: [] };
  let notifications: Notifications | null = null;
  for (const content of contents) {
    if (!content || typeof content !== 'object') continue;
    const kind = (content as { kind?: unknown }).kind;
    if (kind === 'area') areas.push(normalizeDescriptor('area', content));
    else if (kind === 'menu') menu = normalizeDescriptor('menu', content);
    else if (kind === 'notifications') notifications = normalizeDescriptor('notifications', content);
  }
  return { areas, menu, notifications };
}
