import ky from 'ky';
import { t } from '../i18n/i18n';
import { endSession, getLanguage, getSession } from '../session/session';
import { emitAuthEvent } from './authEvents';

/**
 * The one HTTP client of the dashboard. Every call carries the documented headers (spec §7),
 * every failure becomes an ApiError, and 401 / 403 answers are announced on the auth event
 * bus so the router can move the admin to the login page or to /forbidden.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Relative to the API root, e.g. `dashboard/login`. */
  path: string;
  query?: Query;
  /** A plain object is sent as form data (the Laravel API reads forms); FormData as multipart. */
  body?: FormData | Record<string, unknown>;
  /** Overrides the session token (e.g. the single-use password-reset token). */
  bearer?: string;
  /** Calls whose 401 / 403 is an ordinary answer (e.g. wrong login data), not a lost session. */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
  /** Headers of this call besides the documented ones (an import's batch id). */
  headers?: Readonly<Record<string, string>>;
}

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** Laravel-style field errors of a 422 answer. */
  readonly errors: Record<string, string[]>;
  /** The parsed answer (or its raw text when it was not JSON). */
  readonly body: unknown;

  constructor(message: string, status: number, errors: Record<string, string[]> = {}, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

const http = ky.create({
  retry: 0,
  timeout: 30_000,
  throwHttpErrors: false,
  // Resolved per call so tests (and wrappers) can replace the global fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
});

function apiBase(): string {
  const configured: unknown = import.meta.env.VITE_API_BASE_URL;
  const base = typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : '/api/v1/';
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  const origin = typeof globalThis.location?.href === 'string' ? globalThis.location.href : 'http://localhost/';
  return new URL(withSlash, origin).toString();
}

/** The absolute URL of an API path with its query; empty, null and undefined values are dropped. */
export function apiUrl(path: string, query?: Query): string {
  const url = new URL(path.replace(/^\/+/, ''), apiBase());
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return url.toString();
}

function containsBlob(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(containsBlob);
  if (isPlainObject(value)) return Object.values(value).some(containsBlob);
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

type FormTarget = { append(name: string, value: string | Blob): void };

function appendField(target: FormTarget, key: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) target.append(key, '');
  else if (typeof value === 'boolean') target.append(key, value ? '1' : '0');
  else if (typeof Blob !== 'undefined' && value instanceof Blob) target.append(key, value);
  else if (value instanceof Date) target.append(key, value.toISOString());
  else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      // Scalars as `key[]` (what Laravel reads as a list); records keep their index.
      appendField(target, isPlainObject(item) || Array.isArray(item) ? `${key}[${index}]` : `${key}[]`, item);
    });
  } else if (isPlainObject(value)) {
    for (const [sub, item] of Object.entries(value)) appendField(target, `${key}[${sub}]`, item);
  } else target.append(key, String(value));
}

/**
 * Encodes a plain object as the Laravel API expects it: urlencoded form data, arrays as
 * `key[]`, nested records as `key[sub]`, booleans as 1 / 0. Files switch it to multipart.
 */
export function encodeForm(body: Record<string, unknown>): URLSearchParams | FormData {
  const target = containsBlob(body) ? new FormData() : new URLSearchParams();
  for (const [key, value] of Object.entries(body)) appendField(target, key, value);
  return target;
}

/**
 * A failure told in one of the dashboard's own texts, worked out when the message is read: the
 * first screen's rows are fetched beside the page's texts, and a call that fails before they are
 * in must still say it in words, not as the text's key.
 */
function textError(key: string, status: number, errors: Record<string, string[]> = {}, body: unknown = null): ApiError {
  const error = new ApiError(key, status, errors, body);
  Object.defineProperty(error, 'message', { get: () => t(key), enumerable: false, configurable: true });
  return error;
}

function messageOf(body: unknown): string | null {
  if (isPlainObject(body) && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  return null;
}

function errorsOf(body: unknown): Record<string, string[]> {
  if (!isPlainObject(body) || !isPlainObject(body.errors)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (typeof messages === 'string') out[field] = [messages];
    else if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || isAbortError(error);
}

/** A call cancelled (by its caller, or by the page being left): nothing failed, nothing to report. */
export function isAbortError(error: unknown): boolean {
  return (error instanceof Error || error instanceof DOMException) && error.name === 'AbortError';
}

/**
 * When the page was last left: Firefox and WebKit end the calls under way as the admin navigates
 * away and report them as network failures. The leave guard may keep the page (its
 * `beforeunload` prevented), and a download link leaves it in place, so leaving counts briefly.
 */
let leaving: { event: Event; at: number } | null = null;
const LEAVING_MS = 10_000;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', (event) => {
    leaving = { event, at: Date.now() };
  });
  window.addEventListener('pagehide', (event) => {
    leaving = { event, at: Date.now() };
  });
  window.addEventListener('pageshow', () => {
    leaving = null;
  });
}

function pageIsBeingLeft(): boolean {
  return leaving !== null && !leaving.event.defaultPrevented && Date.now() - leaving.at < LEAVING_MS;
}

/** How many writes (calls other than GET) the page has sent. */
let writes = 0;

/** How many writes the page has sent so far: an answer read before a later one may be out of date. */
export function writesSent(): number {
  return writes;
}

/** Sends one API call and returns its parsed JSON (null for an empty answer). */
export async function apiRequest(options: ApiRequestOptions): Promise<unknown> {
  const { method = 'GET', path, query, body, bearer, skipAuthRedirect = false, signal, headers: extraHeaders } = options;
  if (method !== 'GET') writes += 1;
  const language = getLanguage();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    'Accept-Language': language,
    lang: language,
    ...extraHeaders,
  };
  const token = bearer ?? getSession()?.token;
  // The page the call is asked from: a refusal that comes back after the admin left it moves nobody.
  const from = typeof window === 'undefined' ? undefined : window.location.pathname;
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) payload = encodeForm(body);

  let response: Response;
  let text: string;
  try {
    response = await http(apiUrl(path, query), {
      method,
      headers,
      ...(payload !== undefined ? { body: payload } : {}),
      ...(signal ? { signal } : {}),
    });
    text = await response.text();
  } catch (error) {
    // An aborted call is the caller's own decision, not a failure to report.
    if (isAbort(error, signal)) throw error;
    if (pageIsBeingLeft()) throw new DOMException('The page was left before the answer came', 'AbortError');
    throw textError('errors.network', 0);
  }

  let parsed: unknown = null;
  let isJson = true;
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      isJson = false;
    }
  }
  const answer = isJson ? parsed : text;

  if (!response.ok) {
    if (!skipAuthRedirect && response.status === 401) {
      endSession();
      emitAuthEvent('unauthorized');
    }
    if (!skipAuthRedirect && response.status === 403) emitAuthEvent('forbidden', from);
    const message = messageOf(answer);
    throw message !== null ? new ApiError(message, response.status, errorsOf(answer), answer) : textError('errors.server', response.status, errorsOf(answer), answer);
  }
  if (!isJson) throw textError('errors.server', response.status, {}, answer);
  return parsed;
}

/** A file fetched from an address an answer gave, with the name its server suggests. */
export interface LinkedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * Fetches a file an answer links to (a signed report link, public). Fetched in the page rather
 * than opened in a tab, so a refusal (an expired link) is told in the admin's language instead of
 * showing the server's raw answer; a failure is an ApiError as for any call.
 */
export async function fetchLinkedFile(url: string): Promise<LinkedFile> {
  const language = getLanguage();
  let response: Response;
  try {
    response = await http(url, { headers: { 'Accept-Language': language, lang: language } });
  } catch {
    throw textError('errors.network', 0);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let answer: unknown = text;
    try {
      answer = JSON.parse(text) as unknown;
    } catch {
      // not JSON: kept as text
    }
    const message = messageOf(answer);
    throw message !== null ? new ApiError(message, response.status, {}, answer) : textError('errors.server', response.status, {}, answer);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** An SWR key: an API path, or a tuple of the path and its query. */
export type SwrKey = string | readonly [string] | readonly [string, Query | undefined];

/** The SWR fetcher: a GET of the key's path and query. */
export function swrFetcher(key: SwrKey): Promise<unknown> {
  if (typeof key === 'string') return apiRequest({ path: key });
  const [path, query] = key;
  return apiRequest({ path, ...(query ? { query } : {}) });
}
