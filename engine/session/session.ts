import { useSyncExternalStore } from 'react';
import { isRecord } from '../answers/answers';

/**
 * The admin's session and preferences, kept in the browser's localStorage (spec §3):
 * user id, token, type, name, email, avatar, chosen language and theme, and during a
 * password reset the email being reset, the code and the single-use reset token.
 * Everything read back is validated: unreadable storage means "signed out", never a crash.
 */
export interface Session {
  id: number;
  token: string;
  name: string;
  email?: string;
  avatar?: string;
  type?: string;
}

export type Language = 'ar' | 'en';
export type ThemeMode = 'light_theme' | 'dark_theme';

const SESSION_KEY = 'dashboard.session';
const LANGUAGE_KEY = 'dashboard.language';
const THEME_KEY = 'dashboard.theme';
const RESET_KEY = 'dashboard.reset';

function storage(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Whether the value was stored. */
function write(key: string, value: string | null): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch {
    // Quota exceeded or storage disabled: the value simply is not remembered.
    return false;
  }
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function optionalText(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Validates an unknown value (stored JSON or a login answer) into a session, or null. */
export function parseSession(value: unknown): Session | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'string' && value.id.trim() !== '' ? Number(value.id) : value.id;
  if (typeof id !== 'number' || !Number.isFinite(id)) return null;
  if (typeof value.token !== 'string' || value.token.trim() === '') return null;
  const session: Session = {
    id,
    token: value.token,
    name: typeof value.name === 'string' ? value.name : '',
  };
  const email = optionalText(value.email);
  const avatar = optionalText(value.avatar);
  const type = optionalText(value.type);
  if (email !== undefined) session.email = email;
  if (avatar !== undefined) session.avatar = avatar;
  if (type !== undefined) session.type = type;
  return session;
}

// --- change notification (this tab and, through the storage event, other tabs) ---

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

// useSyncExternalStore needs a stable snapshot for unchanged storage.
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

export function getSession(): Session | null {
  const raw = read(SESSION_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(parseJson(raw));
  }
  return cachedSession;
}

export function saveSession(session: Session): void {
  ended = false;
  write(SESSION_KEY, JSON.stringify(session));
  notify();
}

interface SessionProfilePatch {
  name?: string;
  /** null or empty forgets the stored value. */
  email?: string | null;
  avatar?: string | null;
}

/** Applies an edit of the admin's own profile to the stored session (the header follows at once). */
export function updateSession(patch: SessionProfilePatch): void {
  const current = getSession();
  if (!current) return;
  const next: Session = { ...current };
  if (patch.name !== undefined) next.name = patch.name;
  for (const field of ['email', 'avatar'] as const) {
    const value = patch[field];
    if (value === undefined) continue;
    if (value === null || value === '') delete next[field];
    else next[field] = value;
  }
  saveSession(next);
}

/** Whether the server ended this page's session (rather than the admin signing out). */
let ended = false;

/** Signs out: removes the user data and keeps the language and theme. */
export function clearSession(): void {
  write(SESSION_KEY, null);
  notify();
}

/** The server refused the session (it expired or was revoked): signs out and remembers why, for the sign-in page to say. */
export function endSession(): void {
  ended = true;
  clearSession();
}

/** Whether the session was ended by the server since the page loaded (see endSession). */
export function sessionEnded(): boolean {
  return ended;
}

/** The current session; re-renders when it changes here or in another tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

// --- preferences ---

export function getLanguage(): Language {
  return read(LANGUAGE_KEY) === 'en' ? 'en' : 'ar';
}

export type Direction = 'rtl' | 'ltr';

/** The direction a language reads in. */
export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Stores the language; the caller reloads the page so direction and texts follow. */
export function setLanguage(language: Language): void {
  write(LANGUAGE_KEY, language);
}

/** A choice storage refused, so that it holds for this page at least. */
let unstoredTheme: ThemeMode | null = null;
const themeListeners = new Set<() => void>();

export function getThemeMode(): ThemeMode {
  return unstoredTheme ?? (read(THEME_KEY) === 'dark_theme' ? 'dark_theme' : 'light_theme');
}

/** Stores the theme; every part drawn with useThemeMode follows at once. */
export function setThemeMode(mode: ThemeMode): void {
  unstoredTheme = write(THEME_KEY, mode) ? null : mode;
  for (const listener of themeListeners) listener();
}

function subscribeTheme(listener: () => void): () => void {
  themeListeners.add(listener);
  return () => themeListeners.delete(listener);
}

/** The theme in force; re-renders when it changes. */
export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribeTheme, getThemeMode, getThemeMode);
}

// --- password reset flow ---

interface ResetState {
  email?: string;
  code?: string;
  token?: string;
}

function readReset(): ResetState {
  const value = parseJson(read(RESET_KEY));
  if (!isRecord(value)) return {};
  const state: ResetState = {};
  const email = optionalText(value.email);
  const code = optionalText(value.code);
  const token = optionalText(value.token);
  if (email !== undefined) state.email = email;
  if (code !== undefined) state.code = code;
  if (token !== undefined) state.token = token;
  return state;
}

function updateReset(patch: ResetState): void {
  write(RESET_KEY, JSON.stringify({ ...readReset(), ...patch }));
}

/** The email whose password is being reset. */
export function getResetEmail(): string | null {
  return readReset().email ?? null;
}

export function setResetEmail(email: string): void {
  updateReset({ email });
}

/** The verification code a demonstration server answers (`active_code`); real servers only mail it. */
export function getResetCode(): string | null {
  return readReset().code ?? null;
}

export function setResetCode(code: string): void {
  updateReset({ code });
}

/** The single-use token from a verified code, sent as the bearer of the reset call. */
export function getResetToken(): string | null {
  return readReset().token ?? null;
}

export function setResetToken(token: string): void {
  updateReset({ token });
}

/** Forgets everything about a password reset (when it is done). */
export function clearReset(): void {
  write(RESET_KEY, null);
}

// --- two-factor sign-in ---

const TWO_FACTOR_KEY = 'dashboard.twoFactor';

/** The second step a right password still owes: a code (`challenge`) or setting two-factor up (`setup`). */
export interface TwoFactorPending {
  token: string;
  kind: 'challenge' | 'setup';
  /** The dashboard page the sign-in returns to once the step is done. */
  returnTo?: string;
}

/** The pending second step of a sign-in, kept only until it is done (its token dies on the server in minutes). */
export function getTwoFactorPending(): TwoFactorPending | null {
  const value = parseJson(read(TWO_FACTOR_KEY));
  if (!isRecord(value) || typeof value.token !== 'string' || value.token === '') return null;
  if (value.kind !== 'challenge' && value.kind !== 'setup') return null;
  const returnTo = optionalText(value.returnTo);
  return { token: value.token, kind: value.kind, ...(returnTo !== undefined ? { returnTo } : {}) };
}

export function setTwoFactorPending(pending: TwoFactorPending | null): void {
  write(TWO_FACTOR_KEY, pending === null ? null : JSON.stringify(pending));
}
