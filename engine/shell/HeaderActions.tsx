import { Suspense } from 'react';
import { useDashboard } from '../app/useDashboard';

/** What the product puts at the end of the header (the admin's profile); nothing when it gives none. */
export function HeaderActions() {
  const { headerActions: Actions } = useDashboard();
  if (!Actions) return null;
  // Fetched beside the shell (see preloadFirstScreen), so this rarely waits; the bar never does.
  return (
    <Suspense fallback={null}>
      <Actions />
    </Suspense>
  );
}
