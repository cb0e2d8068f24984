// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { t } from '../i18n/i18n';
import { clearSession, saveSession } from '../session/session';
import { TestProviders } from '../testing/TestProviders';
import { PublicOnly, RequireAuth, RequirePermission } from './guards';

const fetchStub = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderAt(path: string) {
  render(
    <TestProviders path={path}>
      <Routes>
        <Route element={<PublicOnly />}>
          <Route index element={<p>login page</p>} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path="home" element={<p>home page</p>} />
          <Route
            path="banks/create"
            element={
              <RequirePermission name="banks create">
                <p>create form</p>
              </RequirePermission>
            }
          />
        </Route>
        <Route path="forbidden" element={<p>forbidden page</p>} />
      </Routes>
    </TestProviders>,
  );
}

beforeEach(() => {
  clearSession();
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RequireAuth and PublicOnly', () => {
  it('sends a signed-out visitor to the login page', () => {
    renderAt('/home');
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('sends a signed-in admin from the login page to /home', () => {
    saveSession({ id: 1, token: 't', name: 'Admin' });
    renderAt('/');
    expect(screen.getByText('home page')).toBeTruthy();
  });
});

describe('RequirePermission', () => {
  beforeEach(() => saveSession({ id: 1, token: 't', name: 'Admin' }));

  it('asks the server by name and shows the page when allowed', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { data: { name: 'banks create', has_permission: true } }));
    renderAt('/banks/create');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText('create form')).toBeTruthy();
    const [request] = fetchStub.mock.calls[0] ?? [];
    expect((request as Request).url).toMatch(/dashboard\/check-permission\?name=banks\+create$/);
  });

  it('goes to /forbidden when refused', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { data: { name: 'banks create', has_permission: false } }));
    renderAt('/banks/create');
    expect(await screen.findByText('forbidden page')).toBeTruthy();
  });

  it('offers a retry when the check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAt('/banks/create');
    fireEvent.click(await screen.findByRole('button', { name: t('common.retry') }));
    fetchStub.mockResolvedValueOnce(json(200, { data: { has_permission: true } }));
    expect(await screen.findByText('create form')).toBeTruthy();
  });
});
