import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { BASENAME } from '../page/paths';
import { linkPreloader } from '../routing/preload';
import { App } from './App';
import { AppProviders } from './Providers';
import { DashboardContext, type Dashboard } from '../descriptor/useDashboard';

interface DrawnDashboard {
  container: Element;
  /** The route tree the first screen was matched against (engine/routing/dashboardRoutes.tsx). */
  routes: RouteObject[];
  dashboard: Dashboard;
}

/**
 * Draws the dashboard: React, MUI, the router and the shell's providers, in a chunk of their own
 * that startDashboard fetches beside the first screen's code and rows rather than before them.
 */
export function drawDashboard({ container, routes, dashboard }: DrawnDashboard): Root {
  // Made once, outside React: the router listens to the browser's history from now on.
  const router = createBrowserRouter(routes, { basename: BASENAME });
  const preloadLink = linkPreloader(routes);
  const root = createRoot(container);
  // Drawn as a transition: React draws the first screen in short slices, leaving the page free to
  // answer between them, instead of in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <DashboardContext.Provider value={dashboard}>
            <App router={router} preloadLink={preloadLink} />
          </DashboardContext.Provider>
        </AppProviders>
      </StrictMode>,
    ),
  );
  return root;
}
