import type { FastifyInstance } from 'fastify';
import { presentProviderUpdate } from '../areas/people.js';
import { can } from '../auth/guard.js';
import { forbidden, recordNotFound } from '../http/errors.js';
import { signedIn } from '../http/request-context.js';
import { parseId } from '../validation/form-validator.js';
import { areaEnv, type AppContext } from './context.js';

/** Who may read a provider's profile-update request: whoever may read the provider. */
const PROVIDER_READERS: readonly (readonly [string, string])[] = [
  ['providers', 'show'],
  ['providers', 'edit'],
  ['employees', 'show'],
  ['joinRequests', 'show'],
];

export function registerPeopleRoutes(api: FastifyInstance, ctx: AppContext): void {
  /** GET providerUpdates/{provider id}: the provider's latest profile-update request (outside dashboard/). */
  api.get<{ Params: { id: string } }>('/providerUpdates/:id', async (request) => {
    const admin = signedIn(request);
    if (!PROVIDER_READERS.some(([parent, key]) => can(admin, parent, key))) throw forbidden(request.lang);
    const id = parseId(request.params.id);
    const row = id === undefined ? undefined : ctx.store.peopleActions.latestProviderUpdate(id);
    if (!row) throw recordNotFound(request.lang);
    return { data: presentProviderUpdate(row, areaEnv(request, ctx)) };
  });
}
