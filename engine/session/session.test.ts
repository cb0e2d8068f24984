import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';
import {
  clearReset,
  clearSession,
  getLanguage,
  getResetCode,
  getResetEmail,
  getResetToken,
  getSession,
  getThemeMode,
  getTwoFactorPending,
  parseSession,
  saveSession,
  setLanguage,
  setResetCode,
  setResetEmail,
  setResetToken,
  setThemeMode,
  setTwoFactorPending,
} from './session';

let store: Storage;

beforeEach(() => {
  store = memoryStorage();
  vi.stubGlobal('localStorage', store);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session storage', () => {
  it('saves, reads back and clears the session, keeping language and theme', () => {
    setLanguage('en');
    setThemeMode('dark_theme');
    saveSession({ id: 7, token: 't', name: 'Sara', email: 's@x.co', avatar: 'a.png', type: 'admin' });
    expect(getSession()).toEqual({ id: 7, token: 't', name: 'Sara', email: 's@x.co', avatar: 'a.png', type: 'admin' });
    clearSession();
    expect(getSession()).toBeNull();
    expect(getLanguage()).toBe('en');
    expect(getThemeMode()).toBe('dark_theme');
  });

  it.each([
    ['not JSON', '{oops'],
    ['a string', '"token"'],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['no token', '{"id":1,"name":"x"}'],
    ['blank token', '{"id":1,"token":"  "}'],
    ['no id', '{"token":"t"}'],
    ['a non-numeric id', '{"id":"abc","token":"t"}'],
  ])('treats garbage in storage (%s) as signed out', (_label, raw) => {
    store.setItem('dashboard.session', raw);
    expect(getSession()).toBeNull();
  });

  it('returns the same object while storage is unchanged', () => {
    saveSession({ id: 1, token: 't', name: 'n' });
    expect(getSession()).toBe(getSession());
  });

  it('accepts a numeric string id and drops fields of the wrong type', () => {
    expect(parseSession({ id: '12', token: 't', name: 5, email: null, avatar: {} })).toEqual({ id: 12, token: 't', name: '' });
  });

  it('defaults to Arabic and the light theme, also for unknown stored values', () => {
    expect(getLanguage()).toBe('ar');
    expect(getThemeMode()).toBe('light_theme');
    store.setItem('dashboard.language', 'fr');
    store.setItem('dashboard.theme', 'neon');
    expect(getLanguage()).toBe('ar');
    expect(getThemeMode()).toBe('light_theme');
  });

  it('works without any storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(getSession()).toBeNull();
    expect(() => saveSession({ id: 1, token: 't', name: 'n' })).not.toThrow();
    expect(getLanguage()).toBe('ar');
  });
});

describe('password reset data', () => {
  it('keeps the email, code and token until cleared', () => {
    setResetEmail('a@b.co');
    setResetCode('1234');
    setResetToken('reset-token');
    expect([getResetEmail(), getResetCode(), getResetToken()]).toEqual(['a@b.co', '1234', 'reset-token']);
    clearReset();
    expect([getResetEmail(), getResetCode(), getResetToken()]).toEqual([null, null, null]);
  });

  it('ignores garbage', () => {
    store.setItem('dashboard.reset', '[[[');
    expect(getResetEmail()).toBeNull();
    setResetEmail('a@b.co');
    expect(getResetEmail()).toBe('a@b.co');
  });
});

describe('a pending two-factor step', () => {
  it('keeps the page the sign-in returns to once the step is done', () => {
    setTwoFactorPending({ token: 'challenge', kind: 'challenge', returnTo: '/banks/edit/1' });
    expect(getTwoFactorPending()).toEqual({ token: 'challenge', kind: 'challenge', returnTo: '/banks/edit/1' });
    setTwoFactorPending({ token: 'challenge', kind: 'setup' });
    expect(getTwoFactorPending()).toEqual({ token: 'challenge', kind: 'setup' });
  });
});
