import { preload } from 'swr';
import { swrFetcher } from '../api/client';
import type { Area } from '../descriptor/descriptor.types';
import { areaScreens, hasList } from '../descriptor/areaModel';
import { listKeyForAddress } from '../list/listQuery';

function matches(pattern: string, pathname: string): boolean {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`).test(pathname);
}

/**
 * Starts what the first screen will need while the shell is still loading: the screen's code
 * and, for a list, its rows (under the key the list screen reads, so they are fetched once).
 * Without it the rows would wait for the shell's chunk, then the screen's, then the call.
 */
export function preloadFirstScreen(pathname: string, search: string, areas: readonly Area[], signedIn: boolean): void {
  if (!signedIn) return;
  void import('../shell/AppShell');
  for (const area of areas) {
    const screen = areaScreens(area).find((candidate) => matches(candidate.path, pathname));
    if (!screen) continue;
    // Bespoke and unavailable screens load their own way.
    if (area.custom?.[screen.kind] || area.unavailable?.includes(screen.kind as 'list')) return;
    if (screen.kind === 'list' && hasList(area)) {
      void import('../list/ListScreen');
      const key = listKeyForAddress(area, new URLSearchParams(search));
      void preload(key, swrFetcher).catch(() => undefined);
    } else if (screen.kind === 'show') {
      void import('../show/ShowScreen');
    } else {
      void import('../form/FormScreen');
    }
    return;
  }
}
