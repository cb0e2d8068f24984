import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { t } from '../i18n/messages.js';
import { HttpError } from './errors.js';

export interface MultipartLimits {
  readonly fileSize: number;
  readonly files: number;
  readonly fields: number;
  readonly parts: number;
}

function hasStatus(error: unknown): boolean {
  return typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

/**
 * Multipart bodies read whole before the handler runs, each part on `request.body` as
 * @fastify/multipart's attachFieldsToBody leaves it (readInput turns them into fields and files).
 * The plugin's own reading lets the parser's errors on a malformed body (no boundary, a body cut
 * short) through as plain errors, which would answer 500; they are the client's, so 400.
 */
export async function registerMultipart(app: FastifyInstance, limits: MultipartLimits): Promise<void> {
  await app.register(fastifyMultipart, { limits: { ...limits } });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    try {
      for await (const part of request.parts()) {
        request.body = part.fields;
        if (part.type === 'file') await part.toBuffer();
      }
    } catch (error) {
      // The plugin's own errors (a file too large, too many parts) carry their status.
      if (hasStatus(error)) throw error;
      throw new HttpError(400, t(request.lang, 'malformedBody'));
    }
  });
}
