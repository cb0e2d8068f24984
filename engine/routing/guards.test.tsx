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
    screen.getByText('login page');
    expect(screen.queryByText('home page')).toBeNull();
  });

  it('sends a signed-in admin from the login page to /home', () => {
    saveSession({ id: 1, token: 't', name: 'Admin' });
    renderAt('/');
    screen.getByText('home page');
    expect(screen.queryByText('login page')).toBeNull();
  });
});

describe('RequirePermission', () => {
  beforeEach(() => saveSession({ id: 1, token: 't', name: 'Admin' }));

  it('asks the server by name and shows the page when allowed', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { data: { name: 'banks create', has_permission: true } }));
    renderAt('/banks/create');
    // The page waits behind a spinner, not drawn before the answer.
    screen.getByRole('progressbar');
    expect(screen.queryByText('create form')).toBeNull();
    await screen.findByText('create form');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const [request] = fetchStub.mock.calls[0] ?? [];
    expect((request as Request).url).toMatch(/dashboard\/check-permission\?name=banks\+create$/);
  });

  it('goes to /forbidden when refused', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { data: { name: 'banks create', has_permission: false } }));
    renderAt('/banks/create');
    await screen.findByText('forbidden page');
    expect(screen.queryByText('create form')).toBeNull();
  });

  it('offers a retry when the check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAt('/banks/create');
    fireEvent.click(await screen.findByRole('button', { name: t('common.retry') }));
    fetchStub.mockResolvedValueOnce(json(200, { data: { has_permission: true } }));
    await screen.findByText('create form');
    expect(screen.queryByRole('button', { name: t('common.retry') })).toBeNull();
  });
});
