import { warmRead } from '../data/warmRead';
import type { AreaSource } from '../descriptor/splitDescriptors';
import { areaScreens, hasList } from '../descriptor/areaModel';
import { PERMISSIONS_KEY } from '../data/keys';
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
  // The menu's permissions need no code: asked for at once, so the menu is drawn whole the first time.
  warmRead(PERMISSIONS_KEY);
  // The screen's own parts are asked for first: the browser fetches in the order asked, and the
  // rows' call waits for the area's descriptor, which would otherwise queue behind the shell's code.
  // A fetch that fails here is the screen's to report when it needs the code: preload never rejects.
  const code = preloadScreen(pathname, search, areas);
  code.push(AppShell.preload());
  const parts = [product.headerActions, pathname === '/home' || pathname === '/' ? product.homePage : null];
  for (const part of parts) if (part?.preload) code.push(part.preload().catch(() => undefined));
  return Promise.all(code);
}

/** The code and data of the area screen at an address, when one is there. */
function preloadScreen(pathname: string, search: string, areas: readonly AreaSource[]): Promise<unknown>[] {
  for (const source of areas) {
    const area = source.outline;
    const screen = areaScreens(area).find((candidate) => matches(candidate.path, pathname));
    if (!screen) continue;
    // The area's whole descriptor comes beside the screen's code.
    const whole = source.load();
    const code: Promise<unknown>[] = [whole.catch(() => undefined)];
    // Bespoke and unavailable screens load their own way.
    if (area.custom?.[screen.kind] || area.unavailable?.includes(screen.kind as 'list')) return code;
    if (screen.kind === 'list') {
      // The rows, under the key the list screen reads, as soon as the descriptor says which.
      void whole.then(
        (loaded) => {
          if (hasList(loaded)) warmRead(listKeyForAddress(loaded, new URLSearchParams(search)));
        },
        () => undefined,
      );
      code.push(ListScreen.preload());
    } else {
      code.push(screen.kind === 'show' ? ShowScreen.preload() : FormScreen.preload());
    }
    return code;
  }
  return [];
}
