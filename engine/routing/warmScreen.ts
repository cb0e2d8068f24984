import { warmRead } from '../data/warmRead';
import type { Area } from '../descriptor/descriptor.types';
import { permissionCheckKey, recordKey } from '../data/keys';
import { loadFormValidators } from '../form/loadFormValidators';
import { FormScreen, ShowScreen } from './screenModules';

type Kind = 'create' | 'edit' | 'show';

/**
 * An area's form or show screen's code, fetched as the pointer reaches its link so that opening
 * it waits for nothing: for a form, the screen and the area's compiled validators (which the form
 * would otherwise ask for only once drawn, a round trip and a second drawing later).
 */
export function warmScreenCode(area: Area, kind: Kind): void {
  // A bespoke screen loads its own way. Without a network the screen itself says so when opened;
  // warming it up stays silent.
  if (area.custom?.[kind]) return;
  if (kind === 'show') {
    void ShowScreen.preload();
    return;
  }
  void FormScreen.preload();
  void loadFormValidators(area.area).catch(() => undefined);
}

/**
 * What a record's edit or show screen will ask for, started as the pointer reaches its link:
 * the screen's code, its permission check and the record, under the keys the screen reads.
 */
export function warmRecordScreen(area: Area, kind: 'edit' | 'show', id: unknown): void {
  warmScreenCode(area, kind);
  if (area.custom?.[kind]) return;
  const permission = area.permissions[kind];
  if (permission) warmRead(permissionCheckKey(permission));
  const record = recordKey(area, { id });
  if (record) warmRead(record);
}
