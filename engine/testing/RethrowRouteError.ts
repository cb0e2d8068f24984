import { useRouteError } from 'react-router-dom';

/**
 * A test route's error boundary that passes the error on: a data router would otherwise draw its own
 * error page, and the test's boundaries (a screen's, as in the dashboard) would never see it.
 */
export function RethrowRouteError(): never {
  throw useRouteError();
}
