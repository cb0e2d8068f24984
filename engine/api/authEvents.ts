/**
 * A tiny event bus between the HTTP client (which sees 401 / 403 answers) and the router
 * (which knows how to move the admin to the login page or to /forbidden).
 */
export type AuthEvent = 'unauthorized' | 'forbidden';

export type AuthEventListener = (event: AuthEvent) => void;

const listeners = new Set<AuthEventListener>();

/** Subscribes to auth events; returns the unsubscribe function. */
export function onAuthEvent(listener: AuthEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitAuthEvent(event: AuthEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error(error);
    }
  }
}
