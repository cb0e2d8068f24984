import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/guard.js';
import type { DataStore } from '../db/store.js';
import { forbidden, unauthenticated } from '../http/errors.js';
import { readInput } from '../http/input.js';
import { FormValidator } from '../validation/form-validator.js';
import type { RealtimeHub } from './hub.js';
import { mayJoin, readDashboardChannel } from './dashboard-channels.js';
import { channelAuth, SOCKET_ID } from './signature.js';

const SOCKET_ID_LABEL = { ar: 'معرّف الاتصال', en: 'socket id' } as const;

/**
 * POST broadcasting/auth, Laravel's channel authorization: signs a socket's subscription to the
 * signed-in admin's own private channel, to the change feed of a group their role lists, and to
 * the presence channel of one of its records (with the member the others see: id and name); to
 * no other. It reads the session token itself, as it is also served outside the API prefix.
 */
export function registerBroadcastingAuthRoutes(app: FastifyInstance, store: DataStore, hub: RealtimeHub, paths: readonly string[]): void {
  const { config } = hub;
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<{ auth: string; channel_data?: string }> => {
    const { lang } = request;
    // A signature is for one socket and one session: nothing to keep.
    void reply.header('Cache-Control', 'no-store');
    const admin = request.admin;
    if (!admin) throw unauthenticated(lang);
    const { fields } = await readInput(request);
    const name = typeof fields['channel_name'] === 'string' ? fields['channel_name'] : '';
    const channel = readDashboardChannel(name);
    if (!channel || !mayJoin(admin, channel)) throw forbidden(lang);
    const validator = new FormValidator(lang, fields);
    const socketId = validator.text('socket_id', SOCKET_ID_LABEL, { required: true, max: 41, pattern: SOCKET_ID });
    validator.assertValid();
    // The subscription this signs ends with the session (and with the admin's right to the channel).
    hub.signedFor(socketId ?? '', name, { tokenId: admin.tokenId, adminId: admin.id });
    if (channel.kind !== 'record') return { auth: channelAuth(config, socketId ?? '', name) };
    // As Laravel answers a presence channel: the member as JSON, signed with the rest.
    const channelData = JSON.stringify({ user_id: admin.id, user_info: { id: admin.id, name: admin.row.name } });
    return { auth: channelAuth(config, socketId ?? '', name, channelData), channel_data: channelData };
  };
  // The session is checked before the body is read, so a caller without one sends nothing large.
  const onRequest = async (request: FastifyRequest): Promise<void> => {
    const admin = authenticate(store, request.headers.authorization);
    if (!admin) throw unauthenticated(request.lang);
    request.admin = admin;
  };
  for (const path of paths) app.post(path, { onRequest }, handler);
}
