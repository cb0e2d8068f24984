import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { buildMenu } from '../descriptor/areaModel';
import type { LoadedDescriptors } from '../descriptor/splitDescriptors';
import type { CustomScreens } from '../registries/customScreens';
import { buildAreaRoutes } from '../routing/areaRoutes';
import { App } from './App';
import { AppProviders } from './Providers';
import { DashboardContext, type Dashboard, type ProductComponent } from './useDashboard';

interface DrawnDashboard {
  container: Element;
  descriptors: LoadedDescriptors;
  customScreens: CustomScreens;
  homePage: ProductComponent;
  headerActions: ProductComponent | null;
}

/**
 * Draws the dashboard: React, MUI, the router and the shell's providers, in a chunk of their own
 * that startDashboard fetches beside the first screen's code and rows rather than before them.
 */
export function drawDashboard({ container, descriptors, customScreens, homePage, headerActions }: DrawnDashboard): Root {
  // Routes and menu come from the descriptors; an area naming a screen nobody registered is refused here, by name.
  const areaRoutes = buildAreaRoutes(descriptors.areas, customScreens);
  const menu = buildMenu(
    descriptors.menu,
    descriptors.areas.map((source) => source.outline),
  );
  const dashboard: Dashboard = { descriptors, headerActions };
  const root = createRoot(container);
  // Drawn as a transition: React draws the first screen in short slices, leaving the page free to
  // answer between them, instead of in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <DashboardContext.Provider value={dashboard}>
            <App areaRoutes={areaRoutes} menu={menu} homePage={homePage} />
          </DashboardContext.Provider>
        </AppProviders>
      </StrictMode>,
    ),
  );
  return root;
}
