import type { FastifyRequest } from 'fastify';
import type { AreaEnv } from '../areas/reference-area.js';
import type { PermissionCatalogue } from '../auth/catalogue.js';
import type { DataStore } from '../db/store.js';
import type { RealtimeHub } from '../realtime/hub.js';

/** What every group of routes needs from the application. */
export interface AppContext {
  readonly store: DataStore;
  readonly catalogue: PermissionCatalogue;
  readonly uploadsDir: string;
  /** Answer reset codes in the response, for as long as no mail transport sends them. */
  readonly exposeCodes: boolean;
  /** Pushes events to the dashboards' sockets; absent where nothing listens. */
  readonly realtime?: RealtimeHub;
}

/** `scheme://host` of the request, for answers that carry absolute URLs. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
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
  };
}
