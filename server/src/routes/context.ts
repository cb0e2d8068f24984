import type { FastifyRequest } from 'fastify';
import { activityRecorder, readBatchUuid, type ActivityRecorder } from '../activity/log.js';
import type { AreaEnv } from '../areas/reference-area.js';
import type { PermissionCatalogue } from '../auth/catalogue.js';
import type { DataStore } from '../db/store.js';
import type { Mailer } from '../mail/mailer.js';
import type { RealtimeHub } from '../realtime/hub.js';
import { announceChange } from '../realtime/model-changes.js';

/** What every group of routes needs from the application. */
export interface AppContext {
  readonly store: DataStore;
  readonly catalogue: PermissionCatalogue;
  readonly uploadsDir: string;
  /** Sends the password-reset codes. */
  readonly mailer: Mailer;
  /** Also answer reset codes to the caller: demonstrations only, logged loudly at start. */
  readonly resetCodeInAnswer: boolean;
  /** Serve `dashboard/demo/notify` (DEMO_EVENTS=1): demonstrations and tests only. */
  readonly demoEvents: boolean;
  /** Pushes events to the dashboards' sockets; absent where nothing listens. */
  readonly realtime?: RealtimeHub;
  /** Every write is logged (the activity log); off only to measure what the log costs. */
  readonly activityLog: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured public address (APP_URL): see readAppUrl. */
    readonly appUrl: string;
  }
}

/**
 * Where absolute URLs in answers start: the configured address, never the request's Host, which
 * a caller chooses.
 */
export function originOf(request: FastifyRequest): string {
  return request.server.appUrl;
}

/** The activity log's writer for a request: the signed-in admin as causer, the caller's address, the batch it names. */
export function activityOf(request: FastifyRequest, ctx: AppContext): ActivityRecorder | undefined {
  if (!ctx.activityLog) return undefined;
  return activityRecorder(ctx.store.db, { causerId: request.admin?.id ?? null, ipAddress: request.ip ?? null, batchUuid: readBatchUuid(request.headers['x-activity-batch']) });
}

/** What an area operation is told of the request it serves. */
export function areaEnv(request: FastifyRequest, ctx: AppContext): AreaEnv {
  return {
    store: ctx.store,
    catalogue: ctx.catalogue,
    uploadsDir: ctx.uploadsDir,
    lang: request.lang,
    origin: originOf(request),
    actor: request.admin,
    changed: (change) => void announceChange(ctx.realtime, change, request.admin),
    activity: activityOf(request, ctx),
  };
}
