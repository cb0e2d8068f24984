import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '../i18n/messages.js';
import { HttpError } from './errors.js';

export interface MultipartLimits {
  readonly fileSize: number;
  readonly files: number;
  readonly fields: number;
  readonly fieldSize: number;
  readonly parts: number;
  /** The largest declared body (Content-Length) taken at all. */
  readonly total: number;
}

/** What a signed-in admin may send, and what anyone else may (public routes, the refused ones). */
export interface MultipartPolicy {
  readonly signedIn: MultipartLimits;
  readonly anonymous: MultipartLimits;
}

/**
 * Public routes take a few short text fields (an email, a password, a code): no file, and a few
 * kilobytes in all, so a caller without a session never makes the server hold megabytes.
 */
export const ANONYMOUS_MULTIPART: MultipartLimits = { fileSize: 1, files: 0, fields: 20, fieldSize: 16 * 1024, parts: 20, total: 64 * 1024 };

function hasStatus(error: unknown): boolean {
  return typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

/** The plugin's refusals of too many parts, said in the admin's language. */
const countLimits = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

function tooLarge(request: FastifyRequest, limits: MultipartLimits): HttpError {
  return new HttpError(413, t(request.lang, 'bodyTooLarge', { max: Math.floor(limits.total / 1024) }));
}

/**
 * Multipart bodies read whole before the handler runs, each part on `request.body` as
 * @fastify/multipart's attachFieldsToBody leaves it (readInput turns them into fields and files).
 * Nothing is read before the session is checked (the API's onRequest hook, or the route's own):
 * an unknown path is answered 404 without reading, a body declared larger than the caller may send
 * is refused at once, and the parts are read with the caller's limits.
 * The plugin's own reading lets the parser's errors on a malformed body (no boundary, a body cut
 * short) through as plain errors, which would answer 500; they are the client's, so 400.
 */
export async function registerMultipart(app: FastifyInstance, policy: MultipartPolicy): Promise<void> {
  const { total: _total, ...pluginLimits } = policy.signedIn;
  await app.register(fastifyMultipart, { limits: pluginLimits });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || request.is404) return;
    const limits = request.admin ? policy.signedIn : policy.anonymous;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.total) throw tooLarge(request, limits);
    const { total: _, ...partLimits } = limits;
    try {
      for await (const part of request.parts({ limits: partLimits })) {
        request.body = part.fields;
        if (part.type === 'file') await part.toBuffer();
      }
    } catch (error) {
      if (countLimits.has((error as { code?: unknown }).code as string)) throw tooLarge(request, limits);
      // The plugin's own errors (a file too large, a prototype name) carry their status.
      if (hasStatus(error)) throw error;
      throw new HttpError(400, t(request.lang, 'malformedBody'));
    }
  });
}
