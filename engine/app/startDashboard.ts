import type { Root } from 'react-dom/client';
import { splitDescriptors, type DeferredDescriptor } from '../descriptor/splitDescriptors';
import { numberFormat } from '../i18n/formatters';
import { loadPageTexts, type LocaleSource } from '../i18n/loadLocale';
import type { CustomScreens } from '../registries/customScreens';
import { dashboardRoutes } from '../routing/dashboardRoutes';
import { preloadFirstScreen } from '../routing/preload';
import { getLanguage, getSession, type Language } from '../session/session';
import { nextTask } from '../page/nextTask';
import type { ProductComponent } from '../descriptor/useDashboard';

// What the page runs first, kept light: it asks for the first screen's code and rows, and only then
// for React, MUI and the router (drawDashboard), so the two downloads go side by side instead of the
// screen's waiting until those are fetched and evaluated (~100 ms on a desktop, 4x that on a phone).

/** Everything the product gives the engine: the engine itself knows no area, screen or text by name. */
export interface DashboardSetup {
  /**
   * The contents of every descriptor file (areas, the menu, the notifications), checked by the
   * build. An area may come as its outline and a loader of the whole (`{ outline, load }`, see
   * engine/descriptor/areaOutline.mjs), fetched when one of its screens first opens.
   */
  descriptors: readonly (unknown | DeferredDescriptor)[];
  /**
   * The texts, in every language the dashboard speaks: each the texts themselves or a loader
   * (`() => import('./ar.json')`), so a page fetches only its own language's (a change of
   * language reloads the page).
   */
  locales: Readonly<Record<Language, LocaleSource>>;
  /** The bespoke screens descriptors name in "custom". */
  customScreens: CustomScreens;
  /** The page at /home, where a signed-in admin lands. */
  homePage: ProductComponent;
  /**
   * What the home page reads as it opens, as its reads name them (an API path such as
   * `dashboard/statistics`): asked for with the page's first code rather than once it is drawn.
   */
  homeReads?: readonly string[];
  /** Drawn at the end of the header (the admin's profile). */
  headerActions?: ProductComponent;
  /** Where the API offers one call that searches every area the admin may list (server/README.md, "Search from anywhere"). */
  searchPath?: string;
  /** Where the dashboard is drawn; the page's #root by default. */
  container?: Element | null;
}

const FIRST_SCREEN_WAIT_MS = 1000;

/** Draws the dashboard the product describes, once the first screen's code is in (or after a second at most). */
export function startDashboard(setup: DashboardSetup): Promise<Root> {
  const container = setup.container === undefined ? document.getElementById('root') : setup.container;
  if (!container) throw new Error('The page has no element to draw the dashboard in (#root)');
  const language = getLanguage();
  const signedIn = getSession() !== null;
  // The page's language only; fetched beside the first screen's code rather than before it.
  const texts = loadPageTexts(setup.locales, language);
  const descriptors = splitDescriptors(setup.descriptors);
  const headerActions = setup.headerActions ?? null;

  // The route tree the router will be given, matched now: the first screen's code and rows (signed
  // out: the sign-in frame and page) start loading beside the shell, not after it; the page is drawn
  // once that code is in, so it appears whole instead of through a spinner React would hold for a
  // further 300 ms.
  const routes = dashboardRoutes({ descriptors, customScreens: setup.customScreens, homePage: setup.homePage, homeReads: setup.homeReads, headerActions });
  const firstScreen = preloadFirstScreen(routes, window.location, signedIn);
  const atMost = (promise: Promise<unknown>) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);

  // React, MUI and the router (their chunks preloaded by the document) are evaluated once the first
  // screen's reads are asked for: evaluating them takes the page ~100 ms on a desktop, and a
  // descriptor arriving meanwhile waited for it, and a form's choices with it. The next task keeps
  // them after the screen's code when there is nothing to read (see nextTask). A language's first
  // number formatter costs the browser its number data (~8 ms on a desktop, 4x that on a phone): it
  // is made while the reads are answered, not inside the first list's drawing.
  const draw = atMost(firstScreen.asked)
    .then(nextTask)
    .then(() => {
      const drawing = import('./drawDashboard');
      numberFormat(language);
      return drawing;
    });
  const firstScreenOrWait = atMost(firstScreen.ready);
  return Promise.all([draw, texts, firstScreenOrWait]).then(([{ drawDashboard }]) =>
    drawDashboard({ container, routes, dashboard: { descriptors, headerActions, ...(setup.searchPath ? { searchPath: setup.searchPath } : {}) } }),
  );
}
