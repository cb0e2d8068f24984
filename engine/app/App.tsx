import { Suspense } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PreloadLinkContext, type PreloadLink } from '../page/preloadLink';
import { PageSpinner } from '../screens/PageSpinner';

/**
 * The dashboard application: the router over the route tree (engine/routing/dashboardRoutes.tsx),
 * and the preloader of a link's screen over the same routes.
 */
export function App({ router, preloadLink }: { router: ReturnType<typeof createBrowserRouter>; preloadLink: PreloadLink }) {
  return (
    <PreloadLinkContext.Provider value={preloadLink}>
      {/* The layouts come with the first screen's code; should they be late, the page waits here. */}
      <Suspense fallback={<PageSpinner minHeight="100vh" />}>
        {/* A page change is drawn at once rather than as a transition: the next screen's code is
            fetched while the pointer rests on its link, and a transition's drawing in 5 ms slices,
            each waiting for the next frame, made a form appear about 40% later. A screen whose code
            is not in yet shows its area's spinner meanwhile. */}
        <RouterProvider router={router} useTransitions={false} />
      </Suspense>
    </PreloadLinkContext.Provider>
  );
}
