import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { Lang } from '../i18n/lang.js';
import { t, type MessageKey, type MessageParams } from '../i18n/messages.js';
import type { RealtimeHub } from './hub.js';
import { channelKind } from './protocol.js';
import { eventProblem, MAX_BATCH_EVENTS, MAX_EVENT_CHANNELS, MAX_EVENT_DATA_BYTES, publishChecked, type EventProblem, type OutgoingEvent } from './publish.js';
import { checkRequestSignature, MAX_CLOCK_SKEW_SECONDS, type SignatureFailure } from './request-signature.js';

/** Where the HTTP API lives, as Pusher, Soketi and Reverb serve it (outside the dashboard's API). */
export const HTTP_API_PREFIX = '/apps';

/**
 * The largest body read: a batch of ten events at the data limit, JSON-escaped, with a hundred
 * channels each, fits well under it; a larger one is refused (413) before it is parsed.
 */
const MAX_BODY_BYTES = 64 * 1024 + MAX_BATCH_EVENTS * (2 * MAX_EVENT_DATA_BYTES + MAX_EVENT_CHANNELS * 170);

/** Channel attributes the API can tell: members of a presence channel, sockets of any. */
const INFO_ATTRIBUTES = ['user_count', 'subscription_count'] as const;
type InfoAttribute = (typeof INFO_ATTRIBUTES)[number];

const SIGNATURE_MESSAGES: Record<SignatureFailure, MessageKey> = {
  unsigned: 'pusherUnsigned',
  wrongKey: 'pusherWrongKey',
  badSignature: 'pusherBadSignature',
  timestamp: 'pusherTimestamp',
  bodyMd5: 'pusherBodyMd5',
};

type AppParams = { Params: { appId: string } };
type ChannelParams = { Params: { appId: string; channel: string } };

function fail(lang: Lang, status: number, message: MessageKey, params?: MessageParams): HttpError {
  return new HttpError(status, t(lang, message, params));
}

function failWith(lang: Lang, problem: EventProblem): HttpError {
  return fail(lang, problem.status, problem.message, problem.params);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as a JSON object; 400 otherwise. */
function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const raw = typeof request.body === 'string' ? request.body : '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw) as unknown;
  } catch {
    parsed = undefined;
  }
  if (!isObject(parsed)) throw fail(request.lang, 400, 'pusherBody', { fields: 'name, data, channels' });
  return parsed;
}

/** `info=a,b` as known attributes; 400 for an unknown one, or user_count where there are no members. */
function readInfo(lang: Lang, value: unknown, presence: boolean): Set<InfoAttribute> {
  if (value === undefined || value === '') return new Set();
  if (typeof value !== 'string') throw fail(lang, 400, 'pusherInfo', { info: String(value) });
  const asked = new Set<InfoAttribute>();
  for (const name of value.split(',').map((part) => part.trim())) {
    const known = INFO_ATTRIBUTES.find((attribute) => attribute === name);
    if (!known || (known === 'user_count' && !presence)) throw fail(lang, 400, 'pusherInfo', { info: name });
    asked.add(known);
  }
  return asked;
}

/** One event of a body: `name`, `data` (a string), `channels` or `channel`, optional `socket_id`; 400 when a field is of the wrong kind. */
function readEvent(lang: Lang, fields: Record<string, unknown>, allowList: boolean): OutgoingEvent {
  const { name, data, channels, channel, socket_id: socketId } = fields;
  const listed = allowList && channels !== undefined;
  const validChannels = listed ? Array.isArray(channels) && channels.every((entry) => typeof entry === 'string') : typeof channel === 'string';
  if (typeof name !== 'string' || typeof data !== 'string' || !validChannels || (socketId !== undefined && typeof socketId !== 'string')) {
    throw fail(lang, 400, 'pusherBody', { fields: allowList ? 'name, data, channels | channel, socket_id' : 'name, data, channel, socket_id' });
  }
  return {
    name,
    data,
    channels: listed ? (channels as string[]) : [channel as string],
    ...(socketId === undefined ? {} : { excludeSocketId: socketId }),
  };
}

function checked(lang: Lang, event: OutgoingEvent): OutgoingEvent {
  const problem = eventProblem(event);
  if (problem) throw failWith(lang, problem);
  return event;
}

/** The attributes asked of one channel, as the API names them. */
function channelInfo(hub: RealtimeHub, channel: string, asked: ReadonlySet<InfoAttribute>): Record<string, number> {
  const state = hub.channelState(channel);
  const info: Record<string, number> = {};
  if (asked.has('subscription_count')) info['subscription_count'] = state.subscriptionCount;
  if (asked.has('user_count') && state.userCount !== undefined) info['user_count'] = state.userCount;
  return info;
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return isObject(request.query) ? request.query : {};
}

/**
 * Pusher's HTTP API, so a backend (Laravel's `pusher` broadcaster, the `pusher` SDKs) publishes
 * through this server as it would through Pusher, Soketi or Reverb: `POST events` and
 * `batch_events`, `GET channels`, `channels/{name}` and `channels/{name}/users`. Every request
 * names the application and is signed with its secret (request-signature.ts); it lives beside
 * the WebSocket, outside `/api/v1` and its session tokens.
 */
export function registerPusherHttpApi(app: FastifyInstance, hub: RealtimeHub): void {
  const { config } = hub;
  void app.register(
    async (scope) => {
      // The body is signed as sent (body_md5): it is kept as text and parsed only once it is trusted.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => {
        done(null, body);
      });
      scope.addHook('onSend', async (_request, reply) => {
        void reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-store');
      });
      scope.addHook('preHandler', async (request: FastifyRequest) => {
        const { appId } = request.params as { appId?: string };
        if (appId !== config.appId) throw fail(request.lang, 404, 'pusherAppNotFound');
        const [path = '', query = ''] = request.raw.url?.split('?', 2) ?? [];
        const failure = checkRequestSignature(config, {
          method: request.method,
          path,
          query,
          body: typeof request.body === 'string' ? request.body : '',
        });
        if (failure) throw fail(request.lang, 401, SIGNATURE_MESSAGES[failure], { seconds: MAX_CLOCK_SKEW_SECONDS });
      });

      scope.post<AppParams>('/:appId/events', async (request) => {
        const { lang } = request;
        const fields = jsonBody(request);
        const event = checked(lang, readEvent(lang, fields, true));
        const asked = readInfo(lang, fields['info'], true);
        publishChecked(hub, event);
        if (asked.size === 0) return {};
        return {
          channels: Object.fromEntries(event.channels.map((channel) => [channel, channelInfo(hub, channel, asked)])),
        };
      });

      scope.post<AppParams>('/:appId/batch_events', async (request) => {
        const { lang } = request;
        const { batch } = jsonBody(request);
        if (!Array.isArray(batch)) throw fail(lang, 400, 'pusherBody', { fields: 'batch' });
        if (batch.length === 0 || batch.length > MAX_BATCH_EVENTS) {
          throw fail(lang, 400, 'pusherBatchSize', { max: MAX_BATCH_EVENTS });
        }
        // Every event is checked before any goes out: a batch is sent whole or not at all.
        const events = batch.map((entry: unknown) => {
          if (!isObject(entry)) throw fail(lang, 400, 'pusherBody', { fields: 'batch' });
          const event = checked(lang, readEvent(lang, entry, false));
          return { event, asked: readInfo(lang, entry['info'], true) };
        });
        for (const { event } of events) publishChecked(hub, event);
        if (events.every(({ asked }) => asked.size === 0)) return {};
        return { batch: events.map(({ event, asked }) => channelInfo(hub, event.channels[0] ?? '', asked)) };
      });

      scope.get<AppParams>('/:appId/channels', async (request) => {
        const { lang } = request;
        const query = queryOf(request);
        const prefix = typeof query['filter_by_prefix'] === 'string' ? query['filter_by_prefix'] : '';
        const asked = readInfo(lang, query['info'], prefix.startsWith('presence-'));
        const channels: Record<string, Record<string, number>> = {};
        for (const channel of hub.occupiedChannels().keys()) {
          if (channel.startsWith(prefix)) channels[channel] = channelInfo(hub, channel, asked);
        }
        return { channels };
      });

      scope.get<ChannelParams>('/:appId/channels/:channel', async (request) => {
        const { lang } = request;
        const { channel } = request.params;
        const kind = channelKind(channel);
        if (kind === undefined) throw fail(lang, 400, 'pusherChannelName', { channel });
        const asked = readInfo(lang, queryOf(request)['info'], kind === 'presence');
        const state = hub.channelState(channel);
        return { occupied: state.subscriptionCount > 0, ...channelInfo(hub, channel, asked) };
      });

      scope.get<ChannelParams>('/:appId/channels/:channel/users', async (request) => {
        const { lang } = request;
        const { channel } = request.params;
        if (channelKind(channel) !== 'presence') throw fail(lang, 400, 'pusherChannelName', { channel });
        return { users: [...hub.members(channel).keys()].map((id) => ({ id })) };
      });
    },
    { prefix: HTTP_API_PREFIX },
  );
}
