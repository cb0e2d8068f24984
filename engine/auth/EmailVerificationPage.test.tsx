// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { t } from '../i18n/i18n';
import { clearReset, getResetToken, setResetCode, setResetEmail } from '../session/session';
import { TestProviders } from '../testing/TestProviders';
import { EmailVerificationPage } from './EmailVerificationPage';

const fetchStub = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const bodies: string[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const firstBox = () => screen.getByRole('textbox', { name: t('auth.codeDigit', { n: 1 }) });
/** The page's notices and toasts, as the admin reads them. */
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const verify = () => screen.getByRole('button', { name: t('auth.verify') });

beforeEach(() => {
  clearReset();
  setResetEmail('admin@example.com');
  setResetCode('4321');
  fetchStub.mockReset();
  bodies.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input instanceof Request) bodies.push(await input.clone().text());
    return fetchStub(input, init);
  });
  render(
    <TestProviders path="/email-verification/reset-password">
      <Routes>
        <Route path="email-verification/:type" element={<EmailVerificationPage />} />
        <Route path="reset-password" element={<p>reset page</p>} />
      </Routes>
    </TestProviders>,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmailVerificationPage', () => {
  it('shows the demo code and a resend button held by the countdown', () => {
    expect(alerts()).toEqual([t('auth.demoCode', { code: '4321' })]);
    expect((firstBox() as HTMLInputElement).value).toBe('');
    const resend = screen.getByRole('button', { name: t('auth.resendIn', { seconds: 60 }) }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
  });

  it('needs all four boxes', async () => {
    fireEvent.change(firstBox(), { target: { value: '1' } });
    fireEvent.click(verify());
    // One toast, beside the demo code's notice.
    await waitFor(() => expect(alerts()).toContain(t('VALIDATION.phoneVerificationInputs')));
    expect(alerts()).toHaveLength(2);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('verifies the code, keeps the reset token and moves on', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { message: 'ok', data: { token: 'reset-token' } }));
    fireEvent.paste(firstBox(), { clipboardData: { getData: () => '4321' } });
    fireEvent.click(verify());
    await screen.findByText('reset page');
    expect(screen.queryByRole('button', { name: t('auth.verify') })).toBeNull();
    expect(getResetToken()).toBe('reset-token');
    const form = new URLSearchParams(bodies[0]);
    expect([form.get('email'), form.get('code')]).toEqual(['admin@example.com', '4321']);
  });
});
