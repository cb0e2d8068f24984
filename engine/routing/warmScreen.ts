import { warmRead } from '../data/warmRead';
import type { AreaOutline } from '../descriptor/areaModel';
import type { Area } from '../descriptor/descriptor.types';
import { permissionCheckKey, recordKey } from '../data/keys';
import { loadFormValidators } from '../form/loadFormValidators';
import { formLookupKeys } from '../lookups/formLookups';
import { preloadScreenCells } from '../registries/lazyCells';
import { FormScreen, ShowScreen } from './screenModules';

type Kind = 'create' | 'edit' | 'show' | 'single';

/**
 * What an area's form or show screen will ask for, started as the pointer reaches its link, under
 * the keys the screen reads: its code (see warmScreenCode), its permission check and the record of
 * a record's screen. Not a form's choices: a lookup the admin may not read would be refused, and a
 * refusal sends the admin to the forbidden page, which a pointer passing over a link must not do.
 */
export function warmScreen(area: Area, kind: Kind, id?: unknown): void {
  if (!warmScreenCode(area, kind)) return;
  warmScreenReads(area, kind, id);
  if (kind === 'show') void preloadScreenCells(area, 'show');
}

/**
 * An area's form or show screen's code, so that opening it waits for nothing: for a form, the
 * screen and the area's compiled validators (which the form would otherwise ask for only once
 * drawn, a round trip and a second drawing later). False for a bespoke screen, which loads its
 * own way and warms nothing.
 */
function warmScreenCode(area: AreaOutline, kind: Kind): boolean {
  // Without a network the screen itself says so when opened; warming it up stays silent.
  if (area.custom?.[kind]) return false;
  if (kind === 'show') void ShowScreen.preload();
  else {
    void FormScreen.preload();
    void loadFormValidators(area.area).catch(() => undefined);
  }
  return true;
}

/**
 * The reads the area's outline names for a form or show screen: its permission check and, for a
 * record's screen, the record (the page's first screen asks for them before its descriptor has come).
 */
export function warmScreenReads(area: AreaOutline, kind: Kind, id?: unknown): void {
  const permission = kind === 'single' ? undefined : area.permissions[kind];
  if (permission) warmRead(permissionCheckKey(permission));
  const record = kind === 'edit' || kind === 'show' ? recordKey(area, { id }) : null;
  if (record) warmRead(record);
}

/** A form's choices that read no other field, once its whole descriptor says which: for a form the page opens on. */
export function warmFormChoices(area: Area, kind: Exclude<Kind, 'show'>): void {
  if (area.form) for (const key of formLookupKeys(area.form, kind)) warmRead(key);
}
