import { preload } from 'swr';
import { swrFetcher } from '../api/client';
import type { AreaSource } from '../descriptor/splitDescriptors';
import { areaScreens, hasList } from '../descriptor/areaModel';
import { listKeyForAddress } from '../list/listQuery';
import { ListScreen } from './listScreenModule';
import { FormScreen, ShowScreen } from './screenModules';
import { AppShell } from '../app/shellModules';
import type { ProductComponent } from '../app/useDashboard';

/** The product's parts of the signed-in pages, fetched with the shell when they can be. */
interface ProductParts {
  homePage?: ProductComponent;
  headerActions?: ProductComponent | null;
}

function matches(pattern: string, pathname: string): boolean {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`).test(pathname);
}

/**
 * Starts what the first screen will need while the shell is still loading: the screen's code
 * and, for a list, its rows (under the key the list screen reads, so they are fetched once).
 * Without it the rows would wait for the shell's chunk, then the screen's, then the call.
 */
export function preloadFirstScreen(pathname: string, search: string, areas: readonly AreaSource[], signedIn: boolean, product: ProductParts = {}): Promise<unknown> {
  if (!signedIn) return Promise.resolve();
  // A fetch that fails here is the screen's to report when it needs the code: preload never rejects.
  const code: Promise<unknown>[] = [AppShell.preload()];
  const parts = [product.headerActions, pathname === '/home' || pathname === '/' ? product.homePage : null];
  for (const part of parts) if (part?.preload) code.push(part.preload().catch(() => undefined));
  for (const source of areas) {
    const area = source.outline;
    const screen = areaScreens(area).find((candidate) => matches(candidate.path, pathname));
    if (!screen) continue;
    // The area's whole descriptor comes beside the screen's code.
    code.push(source.load().catch(() => undefined));
    // Bespoke and unavailable screens load their own way.
    if (area.custom?.[screen.kind] || area.unavailable?.includes(screen.kind as 'list')) break;
    if (screen.kind === 'list') {
      code.push(ListScreen.preload());
      // The rows, under the key the list screen reads, as soon as the descriptor says which.
      void source.load().then(
        (whole) => {
          if (hasList(whole)) void preload(listKeyForAddress(whole, new URLSearchParams(search)), swrFetcher).catch(() => undefined);
        },
        () => undefined,
      );
    } else if (screen.kind === 'show') {
      code.push(ShowScreen.preload());
    } else {
      code.push(FormScreen.preload());
    }
    break;
  }
  return Promise.all(code);
}
