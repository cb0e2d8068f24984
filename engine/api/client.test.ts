import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';
import { getSession, saveSession, setLanguage } from '../session/session';
import { onAuthEvent, type AuthEvent } from './authEvents';
import { i18n } from '../i18n/i18n';
import { ApiError, apiRequest, encodeForm, swrFetcher } from './client';

type FetchStub = ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

function answer(status: number, body: string, contentType = 'application/json'): Response {
  return new Response(body, { status, headers: { 'Content-Type': contentType } });
}

let fetchStub: FetchStub;
let sent: { request: Request; body: string }[] = [];

function lastRequest(): Request {
  const last = sent.at(-1);
  if (!last) throw new Error('fetch was not called');
  return last.request;
}

function lastBody(): string {
  return sent.at(-1)?.body ?? '';
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  sent = [];
  fetchStub = vi.fn(async () => answer(200, '{"data":[]}'));
  // Records each request (and reads its body before the client moves on), then answers.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    sent.push({ request, body: await request.clone().text() });
    return fetchStub(input, init);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the documented headers, with the session token when signed in', async () => {
    setLanguage('en');
    saveSession({ id: 1, token: 'tok-1', name: 'Admin' });
    await expect(apiRequest({ path: 'dashboard/banks' })).resolves.toEqual({ data: [] });
    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://localhost/api/v1/dashboard/banks');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('cache-control')).toBe('no-cache');
    expect(request.headers.get('accept-language')).toBe('en');
    expect(request.headers.get('lang')).toBe('en');
    expect(request.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('uses Arabic by default, no Authorization when signed out, and the bearer override', async () => {
    await apiRequest({ path: 'dashboard/statistics' });
    expect(lastRequest().headers.get('lang')).toBe('ar');
    expect(lastRequest().headers.get('authorization')).toBeNull();

    saveSession({ id: 1, token: 'tok-1', name: 'Admin' });
    await apiRequest({ method: 'POST', path: 'dashboard/reset-password', body: {}, bearer: 'reset-tok' });
    expect(lastRequest().headers.get('authorization')).toBe('Bearer reset-tok');
  });

  it('drops empty, null and undefined query values', async () => {
    await apiRequest({ path: '/dashboard/banks', query: { page: 2, name: '', phone: null, city: undefined, active: true, zero: 0 } });
    const url = new URL(lastRequest().url);
    expect(url.pathname).toBe('/api/v1/dashboard/banks');
    expect([...url.searchParams]).toEqual([
      ['page', '2'],
      ['active', '1'],
      ['zero', '0'],
    ]);
  });

  it('sends a plain object as urlencoded form data with arrays as key[]', async () => {
    await apiRequest({ method: 'POST', path: 'dashboard/send-notifications', body: { sender: 'employees', employees: [3, 4], note: null, skip: undefined, on: false } });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(lastBody());
    expect(form.get('sender')).toBe('employees');
    expect(form.getAll('employees[]')).toEqual(['3', '4']);
    expect(form.get('note')).toBe('');
    expect(form.has('skip')).toBe(false);
    expect(form.get('on')).toBe('0');
  });

  it('sends FormData as multipart', async () => {
    const data = new FormData();
    data.append('name', 'x');
    await apiRequest({ method: 'POST', path: 'dashboard/update-profile', body: data });
    expect(lastRequest().headers.get('content-type')).toContain('multipart/form-data');
  });

  it('on 401 clears the session, announces it and throws the server message', async () => {
    saveSession({ id: 1, token: 'tok-1', name: 'Admin' });
    const events: AuthEvent[] = [];
    const off = onAuthEvent((event) => events.push(event));
    fetchStub.mockResolvedValueOnce(answer(401, '{"message":"Unauthenticated."}'));
    const error = await apiRequest({ path: 'dashboard/banks' }).catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Unauthenticated.');
    expect(getSession()).toBeNull();
    expect(events).toEqual(['unauthorized']);
  });

  it('leaves the session alone on a 401 of a call that skips the redirect (the login)', async () => {
    saveSession({ id: 1, token: 'tok-1', name: 'Admin' });
    const events: AuthEvent[] = [];
    const off = onAuthEvent((event) => events.push(event));
    fetchStub.mockResolvedValueOnce(answer(401, '{"message":"Wrong Login Data"}'));
    await expect(apiRequest({ method: 'POST', path: 'dashboard/login', body: {}, skipAuthRedirect: true })).rejects.toMatchObject({
      status: 401,
      message: 'Wrong Login Data',
    });
    off();
    expect(getSession()).not.toBeNull();
    expect(events).toEqual([]);
  });

  it('announces 403 as forbidden', async () => {
    const events: AuthEvent[] = [];
    const off = onAuthEvent((event) => events.push(event));
    fetchStub.mockResolvedValueOnce(answer(403, '{"message":"Forbidden"}'));
    await expect(apiRequest({ path: 'dashboard/banks' })).rejects.toMatchObject({ status: 403 });
    off();
    expect(events).toEqual(['forbidden']);
  });

  it('keeps Laravel field errors of a 422 answer', async () => {
    fetchStub.mockResolvedValueOnce(answer(422, '{"message":"Invalid","errors":{"email":["taken"],"name":"required","bad":7}}'));
    await expect(apiRequest({ method: 'POST', path: 'x', body: {} })).rejects.toMatchObject({
      status: 422,
      message: 'Invalid',
      errors: { email: ['taken'], name: ['required'] },
    });
  });

  it('turns malformed JSON into an ApiError, on success and on failure', async () => {
    fetchStub.mockResolvedValueOnce(answer(200, '<html>oops</html>', 'text/html'));
    const ok = await apiRequest({ path: 'x' }).catch((e: unknown) => e);
    expect(ok).toBeInstanceOf(ApiError);
    expect((ok as ApiError).status).toBe(200);
    expect((ok as ApiError).message).not.toBe('');

    fetchStub.mockResolvedValueOnce(answer(500, '{"message": trunc'));
    const failed = await apiRequest({ path: 'x' }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).status).toBe(500);
  });

  it('returns null for an empty answer', async () => {
    fetchStub.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest({ method: 'DELETE', path: 'x/1' })).resolves.toBeNull();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest({ path: 'x' })).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('words its own failures when they are read, so one made before the texts are in still reads as text', async () => {
    await i18n.changeLanguage('ar');
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const failure = await apiRequest({ path: 'x' }).catch((error: unknown) => error);
    await i18n.changeLanguage('en');
    expect((failure as Error).message).toBe(i18n.t('errors.network'));
    expect((failure as Error).message).not.toBe('errors.network');
  });
});

describe('encodeForm', () => {
  it('encodes nested records with brackets and switches to multipart for files', () => {
    const form = encodeForm({ rows: [{ id: 1 }], meta: { a: 'b' } });
    expect(form).toBeInstanceOf(URLSearchParams);
    expect([...(form as URLSearchParams)]).toEqual([
      ['rows[0][id]', '1'],
      ['meta[a]', 'b'],
    ]);
    const withFile = encodeForm({ image: new Blob(['x'], { type: 'image/png' }), name: 'n' });
    expect(withFile).toBeInstanceOf(FormData);
  });
});

describe('swrFetcher', () => {
  it('GETs a path or a [path, query] tuple', async () => {
    await swrFetcher('dashboard/permissions');
    expect(lastRequest().url).toBe('http://localhost/api/v1/dashboard/permissions');
    await swrFetcher(['dashboard/check-permission', { name: 'banks create' }]);
    expect(lastRequest().url).toBe('http://localhost/api/v1/dashboard/check-permission?name=banks+create');
  });
});
