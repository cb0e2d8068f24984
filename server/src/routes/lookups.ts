import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carModelsArea, productsArea, servicesArea } from '../areas/catalogue.js';
import { countriesArea, districtsArea, specialistsArea } from '../areas/definitions.js';
import type { ReferenceArea } from '../areas/reference-area.js';
import type { JsonObject } from '../http/json.js';
import { signedIn } from '../http/request-context.js';
import { areaEnv, type AppContext } from './context.js';
import { queryFields } from './query.js';

function pick(record: JsonObject, keys: readonly string[]): JsonObject {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? null]));
}

/** Option lists for selects: any signed-in admin may read them, oldest first, unpaged. */
export function registerLookupRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  /** Every record of an area that matches the query's filters, reduced to some fields. */
  const options = (area: ReferenceArea, keys: readonly string[]) => async (request: FastifyRequest) => {
    signedIn(request);
    const { data } = area.list(areaEnv(request, ctx), queryFields(request), 'all');
    return { data: data.map((record) => pick(record, keys)) };
  };

  api.get('/dashboard/all-roles', async (request) => {
    signedIn(request);
    return { data: store.access.roles().map((role) => ({ id: role.id, name: role.name })) };
  });
  api.get('/dashboard/all-countries', options(countriesArea, ['id', 'name', 'flag', 'key']));
  api.get('/dashboard/district-of-countries', options(districtsArea, ['id', 'name']));
  api.get('/dashboard/all-specialists', options(specialistsArea, ['id', 'name']));

  // Catalogue selects (filters: status, and service_type_id for services).
  api.get('/main/all-services', options(servicesArea, ['id', 'name', 'service_type', 'price', 'status']));
  api.get('/main/all-products', options(productsArea, ['id', 'name', 'price', 'status']));
  api.get('/main/all-carModels', options(carModelsArea, ['id', 'name', 'status']));
}
