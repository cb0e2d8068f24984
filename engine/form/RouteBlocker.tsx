import { useCallback } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { sessionEnded } from '../session/session';
import { UnsavedDialog } from './UnsavedDialog';

/**
 * Asks before the router leaves the screen (menu, header or list links, Back) while `shouldBlock()`
 * holds and the next address is another page (as react-admin's useWarnWhenUnsavedChanges does).
 */
export function RouteBlocker({ shouldBlock }: { shouldBlock: () => boolean }) {
  const blocks = useCallback<BlockerFunction>(
    // A lost session goes to the sign-in page without asking: the draft is kept and offered on return.
    ({ currentLocation, nextLocation }) => !sessionEnded() && shouldBlock() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [shouldBlock],
  );
  const blocker = useBlocker(blocks);
  return <UnsavedDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}
