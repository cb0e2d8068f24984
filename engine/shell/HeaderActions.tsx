import { Suspense } from 'react';
import { useDashboard } from '../descriptor/useDashboard';
import { CalendarToggle } from './CalendarToggle';

/** The calendar choice, then what the product puts at the end of the header (the admin's profile). */
export function HeaderActions() {
  const { headerActions: Actions } = useDashboard();
  return (
    <>
      <CalendarToggle />
      {Actions && (
        // Fetched beside the shell (see preloadFirstScreen), so this rarely waits; the bar never does.
        <Suspense fallback={null}>
          <Actions />
        </Suspense>
      )}
    </>
  );
}
