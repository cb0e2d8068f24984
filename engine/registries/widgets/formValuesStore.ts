import { useSyncExternalStore } from 'react';

/**
 * The whole form's values, for widgets whose choices read other fields. The form library keeps
 * rows of a list memoised, so a widget must not wait for its props to learn that a sibling
 * changed: it subscribes here and draws again as soon as any value does.
 */
export interface FormValuesStore {
  get: () => Readonly<Record<string, unknown>>;
  set: (values: Readonly<Record<string, unknown>>) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createFormValuesStore(initial: Readonly<Record<string, unknown>>): FormValuesStore {
  let values = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => values,
    set: (next) => {
      if (next === values) return;
      values = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const EMPTY: Readonly<Record<string, unknown>> = {};
const noStore: FormValuesStore = { get: () => EMPTY, set: () => undefined, subscribe: () => () => undefined };

export function useFormValues(store: FormValuesStore | undefined): Readonly<Record<string, unknown>> {
  const active = store ?? noStore;
  return useSyncExternalStore(active.subscribe, active.get, active.get);
}
