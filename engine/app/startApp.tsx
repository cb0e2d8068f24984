import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { buildMenu } from '../descriptor/areaModel';
import { splitDescriptors } from '../descriptor/splitDescriptors';
import { buildAreaRoutes } from '../routing/areaRoutes';
import { BASENAME } from '../routing/paths';
import { preloadFirstScreen } from '../routing/preload';
import { getSession } from '../session/session';
import { App } from './App';
import { preloadSignedOutPage } from './authModules';
import { AppProviders } from './Providers';
import type { DashboardParts } from './dashboardSetup';
import { DashboardContext, type Dashboard } from './useDashboard';

const FIRST_SCREEN_WAIT_MS = 1000;

/**
 * Draws the dashboard the product describes in `container`, once the texts and the first screen's
 * code are in (or after a second at most).
 */
export function startApp(setup: DashboardParts, container: Element, texts: Promise<void>): Promise<Root> {
  const descriptors = splitDescriptors(setup.descriptors);
  const headerActions = setup.headerActions ?? null;

  // The first screen's code and rows (signed out: the sign-in frame and page) start loading now,
  // beside the shell, not after it; the page is drawn once that code is in, so it appears whole
  // instead of through a spinner React would hold for a further 300 ms.
  const pathname = window.location.pathname.replace(BASENAME, '') || '/';
  const firstScreen =
    getSession() !== null ? preloadFirstScreen(pathname, window.location.search, descriptors.areas, true, { homePage: setup.homePage, headerActions }) : preloadSignedOutPage(pathname);

  // Routes and menu come from the descriptors; an area naming a screen nobody registered is refused here, by name.
  const areaRoutes = buildAreaRoutes(descriptors.areas, setup.customScreens);
  const menu = buildMenu(
    descriptors.menu,
    descriptors.areas.map((source) => source.outline),
  );
  const dashboard: Dashboard = { descriptors, headerActions };

  const firstScreenOrWait = Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  return Promise.all([texts, firstScreenOrWait]).then(() => {
    const root = createRoot(container);
    // Drawn as a transition: React draws the first screen in short slices, leaving the page free to
    // answer between them, instead of in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders>
            <DashboardContext.Provider value={dashboard}>
              <App areaRoutes={areaRoutes} menu={menu} homePage={setup.homePage} />
            </DashboardContext.Provider>
          </AppProviders>
        </StrictMode>,
      ),
    );
    return root;
  });
}
