import { warmRead } from '../data/warmRead';
import { permissionCheckKey, recordKey } from '../data/keys';
import { listCallOf, type AreaOutline, type ScreenKind } from '../descriptor/areaModel';
import type { Area } from '../descriptor/descriptor.types';
import type { AreaSource } from '../descriptor/splitDescriptors';
import { loadFormValidators } from '../form/loadFormValidators';
import { listKeyForAddress } from '../list/listQuery';
import { formLookupKeys } from '../lookups/formLookups';
import { ListScreen } from './listScreenModule';
import type { PreloadIntent, RoutePreload } from './routeHandle';
import { AreaRoute } from './routeModules';
import { FormScreen, ShowScreen } from './screenModules';

/** The permission check and, for a record's screen, the record: what the area's outline names, asked for before its descriptor has come. */
function warmScreenReads(area: AreaOutline, kind: ScreenKind, permission: string | undefined, id: string | undefined): void {
  if (permission) void warmRead(permissionCheckKey(permission));
  const record = kind === 'edit' || kind === 'show' ? recordKey(area, { id }) : null;
  if (record) void warmRead(record);
}

/** A form's choices that read no other field, once its whole descriptor says which. */
function warmFormChoices(area: Area, kind: 'create' | 'edit' | 'single'): void {
  if (area.form) for (const key of formLookupKeys(area.form, kind)) void warmRead(key);
}

/**
 * What an area's screen reads and runs, started before it is drawn: as the page's first screen
 * (with its code, before React), or as the pointer or the focus reaches a link to it. The reads go
 * under the keys the screen reads, so it finds them answered. A link's preload leaves out a form's
 * choices: a lookup the admin may not read would be refused, and a refusal sends the admin to the
 * forbidden page, which a pointer passing over a link must not do.
 */
export function preloadAreaScreen(source: AreaSource, kind: ScreenKind, permission: string | undefined, at: { id: string | undefined; search: string; intent: PreloadIntent }): RoutePreload {
  const area = source.outline;
  const own = !area.custom?.[kind] && !(kind !== 'single' && area.unavailable.includes(kind));
  // What the outline names is asked for first, at once: a list's rows (the outline says what
  // its call is made of), a screen's permission check and record.
  const listCall = kind === 'list' && own ? listCallOf(area) : null;
  if (listCall) void warmRead(listKeyForAddress(listCall, new URLSearchParams(at.search)));
  else warmScreenReads(area, kind, permission, at.id);
  const whole = source.load().catch(() => undefined);
  const route = AreaRoute.preload();
  // Bespoke and unavailable screens load their own way.
  if (!own) return { asked: Promise.resolve(), code: () => Promise.all([whole, route]) };
  const form = kind === 'create' || kind === 'edit' || kind === 'single' ? kind : null;
  const asked =
    form && at.intent === 'first'
      ? whole.then((loaded) => {
          if (loaded) warmFormChoices(loaded, form);
        })
      : Promise.resolve();
  const code = () => {
    // A form's compiled validators come with the form's code.
    if (form) void loadFormValidators(area.area).catch(() => undefined);
    const screen = (kind === 'list' ? ListScreen : kind === 'show' ? ShowScreen : FormScreen).preload();
    return Promise.all([whole, route, screen]);
  };
  return { asked, code };
}
