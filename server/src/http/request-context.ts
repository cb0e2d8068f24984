import type { FastifyRequest } from 'fastify';
import type { SignedInAdmin } from '../auth/guard.js';
import type { Lang } from '../i18n/lang.js';
import { unauthenticated } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    admin: SignedInAdmin | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session token (sign-in and password reset). */
    public?: boolean;
  }
}

/** The signed-in admin of a route that is not public; the auth hook has already refused the others. */
export function signedIn(request: FastifyRequest): SignedInAdmin {
  if (!request.admin) throw unauthenticated(request.lang);
  return request.admin;
}
