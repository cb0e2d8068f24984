import { useEffect, useState } from 'react';
import type { GuardedHistory, HeldNavigation } from '../routing/guardedHistory';
import { UnsavedDialog } from './UnsavedDialog';

/** Asks before the router leaves the screen (menu, header or list links, Back) while `shouldBlock()` holds. */
export function RouteBlocker({ history, shouldBlock }: { history: GuardedHistory; shouldBlock: () => boolean }) {
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  useEffect(() => history.guard((current, next) => shouldBlock() && (current.pathname !== next.pathname || current.search !== next.search), setHeld), [history, shouldBlock]);
  return <UnsavedDialog open={held !== null} onStay={() => held?.stay()} onLeave={() => held?.proceed()} />;
}
