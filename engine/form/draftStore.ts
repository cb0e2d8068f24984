/**
 * Drafts of forms, kept in localStorage so that what an admin typed outlives a failed save, a
 * session that ended in the middle of a form or a closed tab. A draft belongs to one admin and
 * one form (area, mode, record). Files cannot be stored: they are left out, and the draft says
 * that it had some so the screen can tell the admin to choose them again.
 */

export interface DraftAddress {
  adminId: number;
  area: string;
  mode: string;
  /** The record's id; none for a create form or a single page. */
  recordId?: string | undefined;
}

export interface Draft {
  values: Record<string, unknown>;
  /** When the draft was written (ms since the epoch). */
  savedAt: number;
  /** Files were chosen and are not part of the draft. */
  filesLeftOut: boolean;
}

const PREFIX = 'dashboard.draft.';
const VERSION = 1;
/** A draft older than this is not offered any more (and is removed when read). */
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

function defaultStorage(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

/** The storage key of one admin's draft of one form. */
export function draftKey({ adminId, area, mode, recordId }: DraftAddress): string {
  return `${PREFIX}${adminId}.${encodeURIComponent(area)}.${mode}.${recordId === undefined || recordId === '' ? '-' : encodeURIComponent(recordId)}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isFile(value: unknown): boolean {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function containsFile(value: unknown): boolean {
  if (isFile(value)) return true;
  if (Array.isArray(value)) return value.some(containsFile);
  if (isPlainObject(value)) return Object.values(value).some(containsFile);
  return false;
}

/** A copy of the values without files (and anything else JSON cannot hold). */
export function storableValues(values: Readonly<Record<string, unknown>>): { values: Record<string, unknown>; filesLeftOut: boolean } {
  const strip = (value: unknown): unknown => {
    if (isFile(value)) return undefined;
    if (Array.isArray(value)) return value.filter((item) => !isFile(item)).map(strip);
    if (isPlainObject(value)) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        const kept = strip(item);
        if (kept !== undefined) out[key] = kept;
      }
      return out;
    }
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return undefined;
    if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
    return value;
  };
  return { values: strip(values) as Record<string, unknown>, filesLeftOut: containsFile(values) };
}

/** The values as text with keys in a fixed order, so two forms that hold the same compare equal. */
function canonical(value: unknown): string {
  const order = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(order);
    if (isPlainObject(item)) {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(item).sort()) {
        const sub = order(item[key]);
        if (sub !== undefined) out[key] = sub;
      }
      return out;
    }
    return item;
  };
  return JSON.stringify(order(value)) ?? '';
}

/**
 * Whether two forms hold the same values as a draft would keep them. An empty text and a field
 * left alone count as the same, so clearing what was typed is not a change.
 */
export function sameDraftValues(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const withoutEmpty = (values: Readonly<Record<string, unknown>>) => Object.fromEntries(Object.entries(storableValues(values).values).filter(([, value]) => value !== '' && value !== null));
  return canonical(withoutEmpty(a)) === canonical(withoutEmpty(b));
}

/** Reads a draft; an unreadable, foreign or outdated one is removed and reads as none. */
export function readDraft(address: DraftAddress, { storage = defaultStorage(), now = Date.now() }: { storage?: Storage | null; now?: number } = {}): Draft | null {
  if (!storage) return null;
  const key = draftKey(address);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw) as unknown;
  } catch {
    parsed = null;
  }
  const draft =
    isPlainObject(parsed) && parsed.version === VERSION && isPlainObject(parsed.values) && typeof parsed.savedAt === 'number' && Number.isFinite(parsed.savedAt)
      ? { values: parsed.values, savedAt: parsed.savedAt, filesLeftOut: parsed.filesLeftOut === true }
      : null;
  if (!draft || now - draft.savedAt > DRAFT_MAX_AGE_MS) {
    removeDraft(address, { storage });
    return null;
  }
  return draft;
}

/** Writes the draft of a form; a full or disabled storage simply keeps nothing. */
export function writeDraft(address: DraftAddress, values: Readonly<Record<string, unknown>>, { storage = defaultStorage(), now = Date.now() }: { storage?: Storage | null; now?: number } = {}): void {
  if (!storage) return;
  const kept = storableValues(values);
  try {
    storage.setItem(draftKey(address), JSON.stringify({ version: VERSION, savedAt: now, filesLeftOut: kept.filesLeftOut, values: kept.values }));
  } catch {
    // Quota exceeded or storage disabled: nothing more can be done here.
  }
}

export function removeDraft(address: DraftAddress, { storage = defaultStorage() }: { storage?: Storage | null } = {}): void {
  try {
    storage?.removeItem(draftKey(address));
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

interface ThrottledWriter<T> {
  /** Asks for `value` to be written: at once if nothing was written lately, else at the end of the wait. */
  schedule: (value: T) => void;
  /** Writes a scheduled value now (a page that is going away). */
  flush: () => void;
  /** Forgets a scheduled value (the draft was saved or dropped). */
  cancel: () => void;
}

/** Writes at most once per `waitMs`, and always the latest value in the end. */
export function throttle<T>(write: (value: T) => void, waitMs: number): ThrottledWriter<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { value: T } | null = null;
  let lastWrite = Number.NEGATIVE_INFINITY;

  const run = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    lastWrite = Date.now();
    write(value);
  };

  return {
    schedule(value) {
      pending = { value };
      if (timer !== null) return;
      const wait = lastWrite + waitMs - Date.now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    flush() {
      if (timer !== null) clearTimeout(timer);
      run();
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
