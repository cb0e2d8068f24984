import { createHash, createHmac } from 'node:crypto';
import type { PusherConfig } from './config.js';
import { sameText } from './signature.js';

/** How far a request's auth_timestamp may be from the server's clock, as Pusher allows. */
export const MAX_CLOCK_SKEW_SECONDS = 600;

/** Why a request to the HTTP API is refused (401), in the order it is checked. */
export type SignatureFailure = 'unsigned' | 'wrongKey' | 'badSignature' | 'timestamp' | 'bodyMd5';

export interface SignedRequest {
  readonly method: string;
  /** The path as sent, without the query string. */
  readonly path: string;
  /** The query string as sent, without its `?`. */
  readonly query: string;
  /** The body as sent ('' when there is none). */
  readonly body: string;
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/**
 * What Pusher signs: the method, the path, and the query parameters but auth_signature sorted by
 * key (lower case), joined `key=value&...` without escaping, on three lines.
 */
export function stringToSign(method: string, path: string, params: readonly (readonly [string, string])[]): string {
  const query = params
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .filter(([key]) => key !== 'auth_signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return `${method.toUpperCase()}\n${path}\n${query}`;
}

export function requestSignature(secret: string, toSign: string): string {
  return createHmac('sha256', secret).update(toSign).digest('hex');
}

/**
 * Checks a request to the HTTP API as Pusher does: the key, the HMAC-SHA256 signature under the
 * application secret, a timestamp within MAX_CLOCK_SKEW_SECONDS, and the body's MD5 (signed with
 * the rest, so a body cannot be swapped under a signature). Undefined when it holds.
 */
export function checkRequestSignature(config: PusherConfig, request: SignedRequest, nowSeconds: number = Date.now() / 1000): SignatureFailure | undefined {
  const params = [...new URLSearchParams(request.query)];
  const single = (name: string): string | undefined => {
    const values = params.filter(([key]) => key.toLowerCase() === name).map(([, value]) => value);
    return values.length === 1 ? values[0] : undefined;
  };
  const key = single('auth_key');
  const timestamp = single('auth_timestamp');
  const signature = single('auth_signature');
  if (key === undefined || timestamp === undefined || signature === undefined || single('auth_version') !== '1.0') {
    return 'unsigned';
  }
  if (!sameText(key, config.key)) return 'wrongKey';
  const expected = requestSignature(config.secret, stringToSign(request.method, request.path, params));
  if (!sameText(signature.toLowerCase(), expected)) return 'badSignature';
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (!(Math.abs(nowSeconds - seconds) <= MAX_CLOCK_SKEW_SECONDS)) return 'timestamp';
  const bodyMd5 = single('body_md5');
  if (request.body !== '' || bodyMd5 !== undefined) {
    if (bodyMd5 === undefined || bodyMd5.toLowerCase() !== md5Hex(request.body)) return 'bodyMd5';
  }
  return undefined;
}
