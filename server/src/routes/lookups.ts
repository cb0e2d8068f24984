import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carModelsArea, productsArea, servicesArea } from '../areas/catalogue.js';
import { banksArea, citiesArea, countriesArea, districtsArea, specialistsArea } from '../areas/definitions.js';
import { employeesArea, providersArea, WORK_LOCATION_LABELS } from '../areas/people.js';
import type { ReferenceArea } from '../areas/reference-area.js';
import { JOB_STATUS_LABELS } from '../areas/work.js';
import { JOB_STATUSES, WORK_LOCATIONS } from '../db/people-tables.js';
import { listField } from '../http/input.js';
import type { JsonObject } from '../http/json.js';
import { signedIn } from '../http/request-context.js';
import { FormValidator } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import { areaEnv, type AppContext } from './context.js';
import { queryFields } from './query.js';

function pick(record: JsonObject, keys: readonly string[]): JsonObject {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? null]));
}

/** Option lists for selects: any signed-in admin may read them, oldest first, unpaged. */
export function registerLookupRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  /**
   * Every record of an area that matches the query's filters, reduced to some fields;
   * `rename` maps a query parameter of the call to the area's filter (`is_active` -> `active`).
   */
  const options =
    (area: ReferenceArea, keys: readonly string[], rename: Readonly<Record<string, string>> = {}) =>
    async (request: FastifyRequest) => {
      signedIn(request);
      const query = queryFields(request);
      for (const [from, to] of Object.entries(rename)) {
        if (from in query) query[to] = query[from];
        delete query[from];
      }
      const { data } = area.list(areaEnv(request, ctx), query, 'all');
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

  // People and work selects.
  api.get('/dashboard/all-employees', options(employeesArea, ['id', 'full_name', 'name']));
  api.get('/dashboard/all-providers', options(providersArea, ['id', 'full_name', 'name']));
  // Banks of a country for the provider form: page=0&limit=0 are accepted and mean "all".
  api.get('/main/banks', options(banksArea, ['id', 'name', 'country'], { is_active: 'active' }));
  api.get('/dashboard/cities-of-district', options(citiesArea, ['id', 'name']));
  // The towns of a city: the neighbourhoods ("cities") of a district, as the driver form reads them.
  api.get('/main/towns-of-cities', options(citiesArea, ['id', 'name'], { city_id: 'district_id' }));

  /** GET main/job-titles?specialist_id[]=1&specialist_id[]=2: active job titles of those specializations (all without). */
  api.get('/main/job-titles', async (request) => {
    signedIn(request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const validator = new FormValidator(request.lang, query);
    const ids = validator.ids('specialist_id', labels.specialist_id, listField(query, 'specialist_id'), 0) ?? [];
    validator.assertValid();
    const lang = request.lang;
    return {
      data: store.peopleActions.jobTitles(ids).map((row) => ({
        id: row.id,
        name: lang === 'ar' ? row.name_ar : row.name_en,
        specialist_id: row.specialist_id,
        specialization_id: row.specialist_id,
      })),
    };
  });

  api.get('/main/work-Location', async (request) => {
    signedIn(request);
    return {
      data: WORK_LOCATIONS.map((value) => ({ id: Number(value), name: WORK_LOCATION_LABELS[value][request.lang] })),
    };
  });

  api.get('/main/job-status', async (request) => {
    signedIn(request);
    return {
      data: JOB_STATUSES.map((status) => ({ id: status, key: status, name: JOB_STATUS_LABELS[status][request.lang] })),
    };
  });
}
