import type { FastifyInstance } from 'fastify';
import { countriesArea, districtsArea, specialistsArea } from '../areas/definitions.js';
import type { JsonObject } from '../http/json.js';
import { signedIn } from '../http/request-context.js';
import type { AppContext } from './context.js';
import { queryFields } from './query.js';

function pick(record: JsonObject, keys: readonly string[]): JsonObject {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? null]));
}

/** Option lists for selects: any signed-in admin may read them, oldest first, unpaged. */
export function registerLookupRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  api.get('/dashboard/all-roles', async (request) => {
    signedIn(request);
    return { data: store.access.roles().map((role) => ({ id: role.id, name: role.name })) };
  });

  api.get('/dashboard/all-countries', async (request) => {
    signedIn(request);
    const { data } = countriesArea.list(store, request.lang, queryFields(request), 'all');
    return { data: data.map((country) => pick(country, ['id', 'name', 'flag', 'key'])) };
  });

  api.get('/dashboard/district-of-countries', async (request) => {
    signedIn(request);
    const { data } = districtsArea.list(store, request.lang, queryFields(request), 'all');
    return { data: data.map((district) => pick(district, ['id', 'name'])) };
  });

  api.get('/dashboard/all-specialists', async (request) => {
    signedIn(request);
    const { data } = specialistsArea.list(store, request.lang, queryFields(request), 'all');
    return { data: data.map((specialist) => pick(specialist, ['id', 'name'])) };
  });
}
