/** Where tests and tools that never listen say their links point. */
export const DEFAULT_APP_URL = 'http://localhost';

/** `http://host:port` of the address the server listens on, a wildcard shown as the loopback. */
export function boundOrigin(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/**
 * The public address absolute URLs in answers start with (uploads, invoices, report links): APP_URL,
 * as Laravel names it, or the bound address. It is configuration, never the request's Host or
 * forwarding headers, which anybody can set to send a reader's browser elsewhere. A path is kept
 * (a server behind a proxy under /admin), without its trailing slash; a malformed value stops the
 * start.
 */
export function readAppUrl(raw: string | undefined, host: string, port: number): string {
  const value = raw?.trim();
  if (!value) return boundOrigin(host, port);
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    throw new Error(`APP_URL must be an http or https address such as https://admin.example.com, got "${value}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
