import { preload } from 'swr';
import { swrFetcher } from '../api/client';
import { buildCall } from '../api/template';
import type { Area } from '../descriptor/descriptor.types';
import { CHECK_PERMISSION_PATH } from './guards';
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
  if (permission) void preload([CHECK_PERMISSION_PATH, { name: permission }], swrFetcher).catch(() => undefined);
  if (area.api.show) {
    const call = buildCall(area.api.show, { id });
    void preload([call.path, call.query], swrFetcher).catch(() => undefined);
  }
}
