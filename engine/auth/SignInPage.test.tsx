// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { t } from '../i18n/i18n';
import { hardNavigate } from '../page/hardNavigate';
import { clearSession, getSession, getThemeMode, setThemeMode } from '../session/session';
import { TestProviders } from '../testing/TestProviders';
import { SignInPage } from './SignInPage';

vi.mock('../page/hardNavigate', () => ({ hardNavigate: vi.fn() }));

const fetchStub = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The field its label names. */
const field = (key: string) => screen.getByLabelText(t(key));

function fill(key: string, value: string) {
  fireEvent.change(field(key), { target: { value } });
}

const submitButton = () => screen.getByRole('button', { name: t('auth.login') }) as HTMLButtonElement;

/** The toasts shown, as the admin reads them. */
const toasts = () => screen.queryAllByRole('alert').map((toast) => toast.textContent);

function submit() {
  fireEvent.click(submitButton());
}

beforeEach(() => {
  clearSession();
  setThemeMode('light_theme');
  fetchStub.mockReset();
  vi.mocked(hardNavigate).mockReset();
  vi.stubGlobal('fetch', fetchStub);
  render(
    <TestProviders>
      <SignInPage />
    </TestProviders>,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignInPage', () => {
  it('checks email, then password, then its length, toasting the first failure and marking its field', async () => {
    submit();
    await waitFor(() => expect(toasts()).toEqual([t('VALIDATION.email')]));
    expect(field('auth.email').getAttribute('aria-invalid')).toBe('true');

    fill('auth.email', '  admin@example.com  ');
    submit();
    await waitFor(() => expect(toasts()).toEqual([t('VALIDATION.email'), t('VALIDATION.password')]));
    expect(field('auth.password').getAttribute('aria-invalid')).toBe('true');
    expect(field('auth.email').getAttribute('aria-invalid')).toBe('false');

    fill('auth.password', '12345');
    submit();
    await waitFor(() => expect(toasts()).toEqual([t('VALIDATION.email'), t('VALIDATION.password'), t('VALIDATION.passwordLength')]));
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('treats a blank email as missing (inputs are trimmed)', async () => {
    fill('auth.email', '    ');
    fill('auth.password', '123456');
    submit();
    await waitFor(() => expect(toasts()).toEqual([t('VALIDATION.email')]));
    expect(field('auth.email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("toasts the server's message when the login is refused, keeping the admin signed out", async () => {
    fetchStub.mockResolvedValueOnce(json(401, { message: 'Wrong Login Data' }));
    fill('auth.email', 'admin@example.com');
    fill('auth.password', 'secret1');
    submit();
    await waitFor(() => expect(toasts()).toEqual(['Wrong Login Data']));
    expect(submitButton().disabled).toBe(false);
    expect(getSession()).toBeNull();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('sends the trimmed form, keeps the session and reloads on /home', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { data: { id: 1, token: 'tok', name: 'Admin', email: 'admin@example.com' } }));
    fill('auth.email', ' admin@example.com ');
    fill('auth.password', 'secret1');
    submit();
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/home'));
    expect(getSession()).toMatchObject({ id: 1, token: 'tok', name: 'Admin' });
    const [request] = fetchStub.mock.calls[0] ?? [];
    expect(request).toBeInstanceOf(Request);
    expect((request as Request).url).toMatch(/\/api\/v1\/dashboard\/login$/);
  });

  it('disables the submit button while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchStub.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    fill('auth.email', 'admin@example.com');
    fill('auth.password', 'secret1');
    submit();
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    answer(json(401, { message: 'Wrong Login Data' }));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('switches the theme at once and remembers it, and shows the password on request', () => {
    const page = document.querySelector('.sign-in');
    expect(page?.getAttribute('data-theme')).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: t('shell.darkTheme') }));
    expect(page?.getAttribute('data-theme')).toBe('dark');
    expect(getThemeMode()).toBe('dark_theme');
    // The switch now offers the way back.
    expect(screen.queryByRole('button', { name: t('shell.darkTheme') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('shell.lightTheme') }));
    expect(page?.getAttribute('data-theme')).toBe('light');
    expect(getThemeMode()).toBe('light_theme');

    expect(field('auth.password').getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: t('auth.showPassword') }));
    expect(field('auth.password').getAttribute('type')).toBe('text');
  });
});
