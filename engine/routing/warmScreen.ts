import { preload } from 'swr';
import { swrFetcher } from '../api/client';
import type { Area } from '../descriptor/descriptor.types';
import { permissionCheckKey, recordKey } from '../data/keys';
import { FormScreen, ShowScreen } from './screenModules';

type Kind = 'create' | 'edit' | 'show';

/** The form and show screens' code, fetched while a list sits idle so that opening one waits for nothing. */
export function warmScreenCode(kinds: readonly Kind[]): void {
  // Without a network the screen itself says so when opened; warming it up stays silent.
  if (kinds.includes('create') || kinds.includes('edit')) void FormScreen.preload();
  if (kinds.includes('show')) void ShowScreen.preload();
}

/**
 * What a record's edit or show screen will ask for, started as the pointer reaches its link:
 * the screen's code, its permission check and the record, under the keys the screen reads.
 */
export function warmRecordScreen(area: Area, kind: 'edit' | 'show', id: unknown): void {
  warmScreenCode([kind]);
  if (area.custom?.[kind]) return;
  const permission = area.permissions[kind];
  if (permission) void preload(permissionCheckKey(permission), swrFetcher).catch(() => undefined);
  const record = recordKey(area, { id });
  if (record) void preload(record, swrFetcher).catch(() => undefined);
}
