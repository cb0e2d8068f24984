import { existsSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const DASHBOARD_PREFIX = '/dashboard/';
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** Where the dashboard may connect besides its own origin, space separated (e.g. a hosted Pusher's wss://ws-mt1.pusher.com). */
export const CONNECT_SRC_VARIABLE = 'CSP_CONNECT_SRC';

/** A scheme (`wss:`), an origin with optional wildcard subdomain, port and path; nothing that could end the directive. */
const CONNECT_SOURCE = /^(?:[a-z][a-z0-9+.-]*:|[a-z][a-z0-9+.-]*:\/\/(?:\*\.)?[a-z0-9.-]+(?::(?:\d{1,5}|\*))?(?:\/[^\s;,']*)?)$/i;

/** The extra connect sources a deployment names; a malformed one stops the server rather than weakening or breaking the policy. */
export function extraConnectSources(raw: string | undefined): readonly string[] {
  const sources = (raw ?? '').split(/[\s,]+/).filter((source) => source !== '');
  for (const source of sources) {
    if (!CONNECT_SOURCE.test(source)) {
      throw new Error(`${CONNECT_SRC_VARIABLE}: "${source}" is not a connect source (a scheme such as wss: or an origin such as wss://ws.example.com)`);
    }
  }
  return sources;
}

/**
 * The dashboard's Content-Security-Policy. Scripts come only from the build's own files (it has
 * no inline script), so an injected tag or handler cannot run.
 */
export function dashboardPolicy(connectSources: readonly string[] = []): string {
  const directives: readonly (readonly string[])[] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    // Emotion (MUI's styling) inserts <style> elements at run time, and MUI, Quill and Leaflet set
    // style attributes; neither can carry a nonce, so styles stay open to inline ones.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Uploads are same-origin; previews of chosen files are data: and blob: URLs; map tiles are https.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    // 'self' also matches ws: / wss: on the page's own host and port (CSP Level 3, in every browser
    // the build targets), which is where the real-time socket connects unless told otherwise.
    ['connect-src', "'self'", ...connectSources],
    // The notification chime is a built asset.
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The headers every file of the dashboard is served with. */
export function dashboardHeaders(env: Readonly<Record<string, string | undefined>> = process.env): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': dashboardPolicy(extraConnectSources(env[CONNECT_SRC_VARIABLE])),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}

export function isDirectory(path: string | undefined): path is string {
  return path !== undefined && existsSync(path) && statSync(path).isDirectory();
}

/**
 * Serves the built dashboard under /dashboard/. Vite names files under assets/
 * by their content hash, so they may be cached for good; the documents (index.html,
 * signin.html) must not be, or a new build would never reach the browser. The build writes a brotli and a gzip
 * copy beside each text file; the one the browser accepts is sent as it is.
 */
export async function serveDashboard(app: FastifyInstance, root: string): Promise<void> {
  // Read once here, so a malformed CSP_CONNECT_SRC stops the start rather than a page load.
  const headers = dashboardHeaders();
  await app.register(fastifyStatic, {
    root,
    prefix: DASHBOARD_PREFIX,
    // The first address is the sign-in page's own document (drawn without the dashboard's code);
    // a build without one answers with the dashboard's, which draws the sign-in page too.
    index: ['signin.html', 'index.html'],
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const inAssets = relative(root, filePath).startsWith(`assets${sep}`);
      res.setHeader('Cache-Control', inAssets ? LONG_CACHE : 'no-cache');
      // The same address answers in several encodings; a shared cache must keep them apart.
      res.setHeader('Vary', 'Accept-Encoding');
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    },
  });
  app.get('/', (_request, reply) => reply.redirect(DASHBOARD_PREFIX));
  app.get('/dashboard', (_request, reply) => reply.redirect(DASHBOARD_PREFIX));
}

/** A dashboard route (no file extension in its last segment) that the single-page app handles itself. */
export function isDashboardRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith(DASHBOARD_PREFIX)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

export function sendDashboardShell(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-cache').headers(dashboardHeaders()).sendFile('index.html');
}
