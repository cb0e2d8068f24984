import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onAuthEvent } from '../api/authEvents';
import { PageSpinner } from '../screens/PageSpinner';
import { signInPath } from '../page/returnPath';
import { AppErrorBoundary } from '../screens/AppErrorPage';

/**
 * The top of the route tree: catches what no area does (the shell's code missing, a bug), moves the admin when the API reports a lost session (to the
 * login page) or a refused call (to /forbidden), and scrolls to the top on page changes.
 */
export function RootLayout() {
  const navigate = useNavigate();
  // The router gives a new `navigate` with every page: listen once, with the latest.
  const latestNavigate = useRef(navigate);
  latestNavigate.current = navigate;
  const location = useLocation();
  const { pathname } = location;
  const latestPage = useRef('');
  latestPage.current = `${location.pathname}${location.search}${location.hash}`;

  useEffect(
    () =>
      onAuthEvent((event, from) => {
        // The sign-in page says the session ended and comes back to this page (its draft is kept).
        if (event === 'unauthorized') void latestNavigate.current(signInPath(latestPage.current, true), { replace: true });
        // Replacing the refused page lets "Go Back" return to the page before it. A refusal of a call
        // asked for on a page since left (the admin went back meanwhile) moves nobody.
        else if (from === undefined || from === window.location.pathname) void latestNavigate.current('/forbidden', { replace: true });
      }),
    [],
  );

  // The first page starts at the top by itself: only a change of page scrolls, and only when the
  // page was scrolled. Asking the browser where the page is, or scrolling it, lays out the new
  // page while it is still being drawn; the scroll events say it without asking.
  const firstPath = useRef<string | null>(pathname);
  const scrolled = useRef(false);
  useEffect(() => {
    const note = () => {
      scrolled.current = window.scrollY > 0;
    };
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, []);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = null;
    if (!scrolled.current) return;
    try {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch {
      // Environments without scrolling (tests) have nothing to do.
    }
  }, [pathname]);

  return (
    <AppErrorBoundary>
      <Suspense fallback={<PageSpinner minHeight="100vh" />}>
        <Outlet />
      </Suspense>
    </AppErrorBoundary>
  );
}
