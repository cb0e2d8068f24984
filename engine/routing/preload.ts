import { warmRead } from '../data/warmRead';
import type { AreaSource } from '../descriptor/splitDescriptors';
import { areaScreens, listCallOf } from '../descriptor/areaModel';
import { PERMISSIONS_KEY } from '../data/keys';
import { listKeyForAddress } from '../list/listQuery';
import { ListScreen } from './listScreenModule';
import { FormScreen, ShowScreen } from './screenModules';
import { AppShell } from '../app/shellModules';
import { warmFormChoices, warmScreenReads } from './warmScreen';
import { loadFormValidators } from '../form/loadFormValidators';
import { nextTask } from '../app/nextTask';
import type { ProductComponent } from '../app/useDashboard';

/** The product's parts of the signed-in pages, fetched with the shell when they can be. */
interface ProductParts {
  homePage?: ProductComponent;
  homeReads?: readonly string[];
  headerActions?: ProductComponent | null;
}

/** The record id a screen's path holds at this address ('' for a path without one), or null when the path is not it. */
function matchPath(pattern: string, pathname: string): string | null {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '([^/]+)');
  const found = new RegExp(`^${escaped}/?$`).exec(pathname);
  if (!found) return null;
  if (found[1] === undefined) return '';
  try {
    return decodeURIComponent(found[1]);
  } catch {
    // A malformed escape: the screen itself will say the record is not found.
    return found[1];
  }
}

/** Whether an address is under one of the area's routes: every screen of an area is. */
function underArea(area: AreaSource['outline'], pathname: string): boolean {
  return [area.route, ...area.routeAliases].some((base) => pathname === `/${base}` || pathname.startsWith(`/${base}/`));
}

/** The screen of an area at this address, with the record id its path holds ('' for none). */
function screenAt(area: AreaSource['outline'], pathname: string) {
  // Only the area the address is under has its screens' paths made and matched (~5 ms for all of them).
  if (!underArea(area, pathname)) return null;
  for (const screen of areaScreens(area)) {
    const id = matchPath(screen.path, pathname);
    if (id !== null) return { screen, id };
  }
  return null;
}

/** What preloading the first screen started: its code's arrival, and its reads' start. */
interface FirstScreen {
  /** The screen's code and the shell's are in (never rejects: the screen reports a failure). */
  ready: Promise<unknown>;
  /** The screen's reads are asked for (its rows, its record): they no longer wait for anything the page does. */
  asked: Promise<void>;
}

/**
 * Starts what the first screen will need while the shell is still loading: the screen's code
 * and, for a list, its rows (under the key the list screen reads, so they are fetched once).
 * Without it the rows would wait for the shell's chunk, then the screen's, then the call.
 */
export function preloadFirstScreen(pathname: string, search: string, areas: readonly AreaSource[], signedIn: boolean, product: ProductParts = {}): FirstScreen {
  if (!signedIn) return { ready: Promise.resolve(), asked: Promise.resolve() };
  // The menu's permissions need no code: asked for at once, so the menu is drawn whole the first time.
  warmRead(PERMISSIONS_KEY);
  const home = pathname === '/home' || pathname === '/';
  if (home) for (const key of product.homeReads ?? []) warmRead(key);
  // What the screen reads and its descriptor are asked for first, its code and the shell's in the
  // next task: the browser fetches six files at a time from one server, in the order asked (see
  // nextTask), and a form's choices wait for the descriptor.
  // A fetch that fails here is the screen's to report when it needs the code: preload never rejects.
  const screen = preloadScreen(pathname, search, areas);
  const ready = nextTask().then(() => {
    const code = [screen.code(), AppShell.preload()];
    const parts = [product.headerActions, home ? product.homePage : null];
    for (const part of parts) if (part?.preload) code.push(part.preload().catch(() => undefined));
    return Promise.all(code);
  });
  return { ready, asked: screen.asked };
}

/**
 * Asks for what the screen at an address reads and the area's descriptor;
 * returns what fetches the screen's code, with the descriptor (nothing when no area's screen is
 * there), and when the reads are asked for.
 */
function preloadScreen(pathname: string, search: string, areas: readonly AreaSource[]): { code: () => Promise<unknown>; asked: Promise<void> } {
  for (const source of areas) {
    const area = source.outline;
    const found = screenAt(area, pathname);
    if (!found) continue;
    const { screen, id } = found;
    const { kind } = screen;
    const custom = Boolean(area.custom?.[kind]) || area.unavailable?.includes(kind as 'list');
    // What the outline names is asked for first, at once: a list's rows (the outline says what
    // its call is made of), a screen's permission check and record.
    const listCall = kind === 'list' && !custom ? listCallOf(area) : null;
    if (listCall) warmRead(listKeyForAddress(listCall, new URLSearchParams(search)));
    else if (kind !== 'list' && !custom) void warmScreenReads(area, kind, id);
    const whole = source.load().catch(() => undefined);
    // Bespoke and unavailable screens load their own way.
    if (custom) return { code: () => whole, asked: Promise.resolve() };
    // A form's choices as soon as the descriptor says which.
    const asked =
      kind === 'list' || kind === 'show'
        ? Promise.resolve()
        : whole.then((loaded) => {
            if (loaded) warmFormChoices(loaded, kind);
          });
    // A form's compiled validators come with the form's code.
    const screenCode = () => {
      if (kind !== 'list' && kind !== 'show') void loadFormValidators(area.area).catch(() => undefined);
      return (kind === 'list' ? ListScreen : kind === 'show' ? ShowScreen : FormScreen).preload();
    };
    return { code: () => Promise.all([whole, screenCode()]), asked };
  }
  return { code: () => Promise.resolve(), asked: Promise.resolve() };
}
