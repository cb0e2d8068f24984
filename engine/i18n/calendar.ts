import { useSyncExternalStore } from 'react';
import type { Calendar } from './formatDate';

/** The admin's calendar choice, remembered in the browser beside the language and the theme. */
const CALENDAR_KEY = 'dashboard.calendar';

const listeners = new Set<() => void>();
/** Read once, then kept in step by setCalendar and other tabs' storage events. */
let current: Calendar | null = null;

function storage(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null;
  }
}

/** Gregorian unless the admin chose Hijri; anything else stored reads as the default. */
export function getCalendar(): Calendar {
  try {
    return storage()?.getItem(CALENDAR_KEY) === 'hijri' ? 'hijri' : 'gregorian';
  } catch {
    return 'gregorian';
  }
}

/** Stores the choice; every date on screen follows at once (no reload, unlike the language). */
export function setCalendar(calendar: Calendar): void {
  try {
    storage()?.setItem(CALENDAR_KEY, calendar);
  } catch {
    // Storage disabled or full: the choice lasts until the page is left.
  }
  current = calendar;
  for (const listener of listeners) listener();
}

function snapshot(): Calendar {
  current ??= getCalendar();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CALENDAR_KEY) return;
    current = getCalendar();
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The calendar in force; re-renders when it changes here or in another tab. */
export function useCalendar(): Calendar {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
