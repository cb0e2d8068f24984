import { createContext } from 'react';
import type { Location, unstable_HistoryRouter } from 'react-router-dom';

/** The browser's (or a test's) history as the router drives it. */
type History = Parameters<typeof unstable_HistoryRouter>[0]['history'];

type Listener = Parameters<History['listen']>[0];

/** Where a navigation goes: enough to tell whether it leaves the page. */
interface Destination {
  pathname: string;
  search: string;
}

/** A navigation a guard holds: it goes on with `proceed`, or is dropped with `stay`. */
export interface HeldNavigation {
  proceed: () => void;
  stay: () => void;
}

/** Answers whether a navigation from `current` to `next` must wait for the admin. */
type NavigationTest = (current: Destination, next: Destination) => boolean;

export interface GuardedHistory extends History {
  /**
   * Holds every navigation `test` answers true for, and tells `onHold` (with null once it went on
   * or was dropped). Returns the function that takes the guard away.
   */
  guard: (test: NavigationTest, onHold: (held: HeldNavigation | null) => void) => () => void;
}

interface Guard {
  test: NavigationTest;
  onHold: (held: HeldNavigation | null) => void;
}

/**
 * A history whose navigations a screen can hold: links, `navigate()`, and the browser's Back and
 * Forward, which are put back while the admin answers (the router never sees them) and replayed
 * when the admin leaves. Without a guard it is the history it wraps.
 */
export function guardHistory(base: History): GuardedHistory {
  const guards = new Set<Guard>();
  /** The Back or Forward that puts a held one back: not the admin's, not shown to the router. */
  let undoing = false;
  /** The replay of a held Back or Forward the admin chose to follow. */
  let replaying = false;

  /** True if a guard holds the navigation: `go` then runs only if the admin leaves. */
  const held = (current: Destination, next: Destination, go: () => void): boolean => {
    const guard = [...guards].find(({ test }) => test(current, next));
    if (!guard) return false;
    guard.onHold({
      proceed: () => {
        guard.onHold(null);
        go();
      },
      stay: () => guard.onHold(null),
    });
    return true;
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state?: unknown) => {
      if (!held(base.location, base.encodeLocation(to), () => base.push(to, state))) base.push(to, state);
    },
    replace: (to, state?: unknown) => {
      if (!held(base.location, base.encodeLocation(to), () => base.replace(to, state))) base.replace(to, state);
    },
    go: (delta) => base.go(delta),
    listen: (listener: Listener) => {
      let shown: Location = base.location;
      return base.listen((update) => {
        if (undoing) {
          undoing = false;
          // The pop that puts the held one back lands where the router still is; any other is the admin's.
          if (update.location.pathname === shown.pathname && update.location.search === shown.search) return;
        }
        const { delta } = update;
        if (update.action === 'POP' && !replaying && delta !== null && delta !== 0) {
          // The address already changed: put it back while the admin answers.
          const goAgain = () => {
            replaying = true;
            base.go(delta);
          };
          if (held(shown, update.location, goAgain)) {
            undoing = true;
            base.go(-delta);
            return;
          }
        }
        replaying = false;
        shown = update.location;
        listener(update);
      });
    },
    guard: (test, onHold) => {
      const guard: Guard = { test, onHold };
      guards.add(guard);
      return () => {
        guards.delete(guard);
      };
    },
  };
}

/** The dashboard's history, for the screens that guard their changes; null under a test's plain router. */
export const GuardedHistoryContext = createContext<GuardedHistory | null>(null);
