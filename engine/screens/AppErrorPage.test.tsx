// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n, t } from '../i18n/i18n';
import { AppErrorBoundary } from './AppErrorPage';

function renderThrowing(error: Error) {
  const Throwing = (): never => {
    throw error;
  };
  render(
    <MemoryRouter>
      <AppErrorBoundary>
        <Throwing />
      </AppErrorBoundary>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppErrorBoundary', () => {
  it('says the page could not be drawn, with the first line of the error and a retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderThrowing(new Error('menu.items is not iterable\n    at buildMenu'));
    expect(screen.getByRole('heading').textContent).toBe(t('engine.appErrorTitle'));
    // The first line alone, left to right in Arabic too; the stack stays in the console.
    expect(screen.getByText('menu.items is not iterable').getAttribute('dir')).toBe('ltr');
    expect(screen.queryByText(/at buildMenu/)).toBeNull();
    expect((screen.getByRole('button', { name: t('common.retry') }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('tells a screen whose code did not arrive apart', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderThrowing(new TypeError('Failed to fetch dynamically imported module: /dashboard/assets/AppShell-x.js'));
    expect(screen.getByRole('heading').textContent).toBe(t('engine.appErrorTitle'));
    screen.getByText(t('engine.screenLoadFailed'));
    // Not the drawing error's text: no code line is shown.
    expect(screen.queryByText(t('engine.appErrorText'))).toBeNull();
    expect(screen.queryByText(/Failed to fetch dynamically imported module/)).toBeNull();
    expect((screen.getByRole('button', { name: t('common.retry') }) as HTMLButtonElement).disabled).toBe(false);
  });
});
