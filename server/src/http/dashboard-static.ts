import { existsSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const DASHBOARD_PREFIX = '/dashboard/';
const LONG_CACHE = 'public, max-age=31536000, immutable';

export function isDirectory(path: string | undefined): path is string {
  return path !== undefined && existsSync(path) && statSync(path).isDirectory();
}

/**
 * Serves the built dashboard under /dashboard/. Vite names files under assets/
 * by their content hash, so they may be cached for good; index.html must not be,
 * or a new build would never reach the browser.
 */
export async function serveDashboard(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: DASHBOARD_PREFIX,
    index: 'index.html',
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const inAssets = relative(root, filePath).startsWith(`assets${sep}`);
      res.setHeader('Cache-Control', inAssets ? LONG_CACHE : 'no-cache');
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
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
