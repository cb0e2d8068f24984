import { warmRead } from '../data/warmRead';
import type { Area } from '../descriptor/descriptor.types';
import { permissionCheckKey, recordKey } from '../data/keys';
import { loadFormValidators } from '../form/loadFormValidators';
import { preloadScreenCells } from '../registries/lazyCells';
import { FormScreen, ShowScreen } from './screenModules';

type Kind = 'create' | 'edit' | 'show' | 'single';

/**
 * An area's form or show screen's code, fetched as the pointer reaches its link so that opening
 * it waits for nothing: for a form, the screen and the area's compiled validators (which the form
 * would otherwise ask for only once drawn, a round trip and a second drawing later). False for a
 * bespoke screen, which warms nothing.
 */
function warmScreenCode(area: Area, kind: Kind): boolean {
  // A bespoke screen loads its own way. Without a network the screen itself says so when opened;
  // warming it up stays silent.
  if (area.custom?.[kind]) return false;
  if (kind === 'show') {
    void ShowScreen.preload();
    void preloadScreenCells(area, 'show');
    return true;
  }
  void FormScreen.preload();
  void loadFormValidators(area.area).catch(() => undefined);
  return true;
}

/**
 * What an area's form or show screen will ask for, started as the pointer reaches its link (or as
 * the page opens on it): the screen's code, its permission check and, for a record's screen, the
 * record, under the keys the screen reads.
 */
export function warmScreen(area: Area, kind: Kind, id?: unknown): void {
  if (!warmScreenCode(area, kind)) return;
  const permission = kind === 'single' ? undefined : area.permissions[kind];
  if (permission) warmRead(permissionCheckKey(permission));
  if (kind !== 'edit' && kind !== 'show') return;
  const record = recordKey(area, { id });
  if (record) warmRead(record);
}
