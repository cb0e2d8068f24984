import type { Area, Menu, Notifications } from './descriptor.types';
import type { AreaOutline } from './areaModel';
import { normalizeDescriptor } from './normalizeDescriptor';
import { outlineOf } from './areaOutline.mjs';

// Descriptors are checked against the engine schema when the dashboard is built
// (engine/cli/viteDescriptorPlugin.mjs); here each is completed with the schema's defaults, once.

/**
 * An area given as its outline (engine/descriptor/areaOutline.mjs) and a way to fetch the whole
 * descriptor, so the first load carries only what routes and the menu need.
 */
export interface DeferredDescriptor {
  readonly outline: unknown;
  readonly load: () => Promise<unknown>;
  /** The outline is already completed with the schema's defaults (the build does it: `?outline` modules). */
  readonly completed?: boolean;
}

/** One area: its outline at once, the whole of it when a screen needs it. */
export interface AreaSource {
  readonly outline: AreaOutline;
  /** The whole area, completed; fetched once (again after a failure). */
  load: () => Promise<Area>;
  /** The whole area once it is in, else undefined. */
  loaded: () => Area | undefined;
}

export interface LoadedDescriptors {
  areas: AreaSource[];
  menu: Menu;
  /** The incoming notifications' calls and destinations; none when the product has no inbox. */
  notifications: Notifications | null;
}

function isDeferred(content: object): content is DeferredDescriptor {
  return 'outline' in content && 'load' in content && typeof content.load === 'function';
}

/** An outline completed as the build completes one: what it keeps of the area with the area's defaults. */
function completedOutline(content: object): AreaOutline {
  return outlineOf(normalizeDescriptor('area', content)) as AreaOutline;
}

/** An area already whole. */
export function wholeArea(area: Area): AreaSource {
  return { outline: area, load: () => Promise.resolve(area), loaded: () => area };
}

function deferredArea(outline: AreaOutline, fetchWhole: () => Promise<unknown>): AreaSource {
  let area: Area | undefined;
  let pending: Promise<Area> | undefined;
  const load = (): Promise<Area> => {
    pending ??= fetchWhole().then(
      (content) => {
        const loaded = normalizeDescriptor('area', content as object);
        area = loaded;
        return loaded;
      },
      (error: unknown) => {
        // The next screen that needs it tries the network again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { outline, load, loaded: () => area };
}

/** The product's descriptor files' contents, sorted by kind and completed (a file of no known kind is left out). */
export function splitDescriptors(contents: readonly unknown[]): LoadedDescriptors {
  const areas: AreaSource[] = [];
  let menu: Menu = { $schema: '', kind: 'menu', items: [] };
  let notifications: Notifications | null = null;
  for (const item of contents) {
    if (!item || typeof item !== 'object') continue;
    const deferred = isDeferred(item) ? item : null;
    const content = deferred ? deferred.outline : item;
    if (!content || typeof content !== 'object') continue;
    const kind = (content as { kind?: unknown }).kind;
    if (kind === 'area') {
      if (!deferred) areas.push(wholeArea(normalizeDescriptor('area', content)));
      else areas.push(deferredArea(deferred.completed ? (content as AreaOutline) : completedOutline(content), deferred.load));
    } else if (kind === 'menu') menu = normalizeDescriptor('menu', content);
    else if (kind === 'notifications') notifications = normalizeDescriptor('notifications', content);
  }
  return { areas, menu, notifications };
}
