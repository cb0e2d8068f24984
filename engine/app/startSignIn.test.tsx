// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { t } from '../i18n/i18n';
import { hardNavigate } from '../page/hardNavigate';
import { clearSession, saveSession, setLanguage } from '../session/session';
import { startSignInPage } from './startSignIn';

vi.mock('../page/hardNavigate', () => ({ hardNavigate: vi.fn() }));

let root: Root | null = null;

async function start() {
  const container = document.createElement('div');
  document.body.append(container);
  const english = vi.fn(() => Promise.resolve({ default: { auth: { loginTitle: 'Welcome back' } } }));
  const arabic = vi.fn(() => Promise.resolve({ default: {} }));
  await act(async () => {
    root = await startSignInPage({ locales: { ar: arabic, en: english }, container });
  });
  return { english, arabic };
}

beforeEach(() => {
  setLanguage('en');
  clearSession();
  vi.mocked(hardNavigate).mockReset();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  clearSession();
});

describe('startSignInPage', () => {
  it("draws the sign-in page with the page's language only, in its direction", async () => {
    const { english, arabic } = await start();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome back');
    expect(screen.getByRole('button', { name: t('auth.login') })).toHaveProperty('disabled', false);
    expect(english).toHaveBeenCalledTimes(1);
    expect(arabic).not.toHaveBeenCalled();
    expect(document.documentElement.dir).toBe('ltr');
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('sends a signed-in admin on to /home, replacing the page in the history, and draws nothing', async () => {
    saveSession({ id: 1, token: 't', name: 'Sara' });
    const { english } = await start();
    expect(hardNavigate).toHaveBeenCalledWith('/home', { replace: true });
    expect(root).toBeNull();
    expect(english).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: t('auth.login') })).toBeNull();
  });
});
