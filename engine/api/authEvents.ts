/**
 * A tiny event bus between the HTTP client (which sees 401 / 403 answers) and the router
 * (which knows how to move the admin to the login page or to /forbidden).
 */
export type AuthEvent = 'unauthorized' | 'forbidden';

/** `from`: the page's path when the refused call was asked for (a refusal for a page since left is stale). */
type AuthEventListener = (event: AuthEvent, from: string | undefined) => void;

const listeners = new Set<AuthEventListener>();
/** An event raised before anyone listened (a call started while the app was still loading). */
let unheard: { event: AuthEvent; from: string | undefined } | null = null;

/** Subscribes to auth events; returns the unsubscribe function. A waiting event is delivered at once. */
export function onAuthEvent(listener: AuthEventListener): () => void {
  listeners.add(listener);
  if (unheard !== null) {
    const { event, from } = unheard;
    unheard = null;
    listener(event, from);
  }
  return () => {
    listeners.delete(listener);
  };
}

export function emitAuthEvent(event: AuthEvent, from?: string): void {
  if (listeners.size === 0) {
    // 'unauthorized' outranks 'forbidden': without a session there is nothing to forbid.
    if (unheard?.event !== 'unauthorized') unheard = { event, from };
    return;
  }
  for (const listener of [...listeners]) {
    try {
      listener(event, from);
    } catch (error) {
      console.error(error);
    }
  }
}
