import { useCallback } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { UnsavedDialog } from './UnsavedDialog';

/** Asks before the router leaves the screen (menu, header or list links, Back) while `shouldBlock()` holds. */
export function RouteBlocker({ shouldBlock }: { shouldBlock: () => boolean }) {
  const block = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => shouldBlock() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [shouldBlock],
  );
  const blocker = useBlocker(block);
  return <UnsavedDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}
