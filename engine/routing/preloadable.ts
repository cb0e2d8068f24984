import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export interface PreloadableComponent<P extends object> {
  (props: P): ReactElement;
  /** Fetches and evaluates the component's module; safe to call any number of times. */
  preload: () => Promise<unknown>;
  /** As preload, but a failed fetch rejects (and is asked for again on the next call). */
  load: () => Promise<unknown>;
  /** Whether its module is in, so it draws at once. */
  isLoaded: () => boolean;
}

/**
 * A lazily loaded component that can be fetched ahead of time. Once its module is in, it draws
 * at once instead of suspending: React holds back a suspended screen's reveal for up to 300 ms
 * even when the module is already cached, which a list or a form opened after a preload would
 * otherwise pay each time.
 */
export function preloadable<P extends object>(factory: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const load = (): Promise<ComponentType<P>> => {
    pending ??= factory().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed fetch may be tried again (the next navigation, a retry).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // Made once per preloadable, when the module that declares it loads, never while rendering.
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Component = (props: P): ReactElement => (loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props));
  Component.preload = () => load().catch(() => undefined);
  Component.load = load;
  Component.isLoaded = () => loaded !== undefined;
  return Component;
}
