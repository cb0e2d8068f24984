import { createElement, useCallback, useEffect, useRef, type ReactElement } from 'react';
import { RouteBlocker } from './RouteBlocker';

export interface UnsavedGuard {
  /** The question asked before leaving: render it anywhere in the screen. */
  dialog: ReactElement;
  /**
   * Lets the next navigation go without asking: after a successful save, or a Cancel pressed on
   * purpose. It holds until the changes are gone (`dirty` turns false).
   */
  release: () => void;
}

/**
 * Guards a screen whose values differ from what it opened with: leaving it inside the dashboard
 * asks first (in-app dialog, through the router's blocker), closing or reloading the tab lets the
 * browser ask. The screen must be drawn under a data router (createBrowserRouter, createMemoryRouter).
 */
export function useUnsavedGuard(dirty: boolean): UnsavedGuard {
  const released = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    // New changes after a release (a single page saved, then typed into again) are guarded again.
    if (!dirty) released.current = false;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const shouldBlock = useCallback(() => dirtyRef.current && !released.current, []);
  const release = useCallback(() => {
    released.current = true;
  }, []);

  return { dialog: createElement(RouteBlocker, { shouldBlock }), release };
}
