import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/guard.js';
import type { DataStore } from '../db/store.js';
import { forbidden, unauthenticated } from '../http/errors.js';
import { readInput } from '../http/input.js';
import { FormValidator } from '../validation/form-validator.js';
import type { PusherConfig } from './config.js';
import { adminChannel, channelAuth, SOCKET_ID } from './signature.js';

const SOCKET_ID_LABEL = { ar: 'معرّف الاتصال', en: 'socket id' } as const;

/**
 * POST broadcasting/auth, Laravel's channel authorization: signs a socket's subscription to the
 * signed-in admin's own private channel, and to no other. It reads the session token itself, as
 * it is also served outside the API prefix.
 */
export function registerBroadcastingAuthRoutes(
  app: FastifyInstance,
  store: DataStore,
  config: PusherConfig,
  paths: readonly string[],
): void {
  const handler = async (request: FastifyRequest): Promise<{ auth: string }> => {
    const { lang } = request;
    const admin = authenticate(store, request.headers.authorization);
    if (!admin) throw unauthenticated(lang);
    const { fields } = await readInput(request);
    const channel = adminChannel(admin.id);
    if (fields['channel_name'] !== channel) throw forbidden(lang);
    const validator = new FormValidator(lang, fields);
    const socketId = validator.text('socket_id', SOCKET_ID_LABEL, { required: true, max: 41, pattern: SOCKET_ID });
    validator.assertValid();
    return { auth: channelAuth(config, socketId ?? '', channel) };
  };
  for (const path of paths) app.post(path, handler);
}
