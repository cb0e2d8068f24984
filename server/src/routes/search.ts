import type { FastifyInstance } from 'fastify';
import { banksArea, countriesArea } from '../areas/definitions.js';
import { employeesArea, providersArea } from '../areas/people.js';
import type { ReferenceArea } from '../areas/reference-area.js';
import { ordersArea } from '../areas/work.js';
import { can } from '../auth/guard.js';
import { HttpError } from '../http/errors.js';
import type { JsonObject, JsonValue } from '../http/json.js';
import { signedIn } from '../http/request-context.js';
import { FormValidator } from '../validation/form-validator.js';
import { areaEnv, type AppContext } from './context.js';
import { queryFields } from './query.js';

/**
 * The areas one search call looks in, named as the dashboard names them, with the list filters it
 * fills (the descriptors' `list.search`): the same filters, on the same full-text index, as the
 * lists themselves, so the call finds nothing a list would not.
 */
const SEARCHED: readonly { name: string; area: ReferenceArea; filters: readonly string[] }[] = [
  { name: 'clients', area: employeesArea, filters: ['name', 'phone_number'] },
  { name: 'providers', area: providersArea, filters: ['name', 'phone_number', 'email'] },
  { name: 'orders', area: ordersArea, filters: ['job_id', 'employee_phone'] },
  { name: 'banks', area: banksArea, filters: ['name'] },
  { name: 'countries', area: countriesArea, filters: ['name'] },
];

const MAX_TEXT = 200;
const MAX_PER_AREA = 20;

/** The rows of an answer's `data`, whether a list or a list wrapped with its figures. */
function rowsOf(data: JsonValue): JsonObject[] {
  const list = Array.isArray(data) ? data : typeof data === 'object' && data !== null && Array.isArray(data.data) ? data.data : [];
  return list.filter((row): row is JsonObject => typeof row === 'object' && row !== null && !Array.isArray(row));
}

/** `GET dashboard/search?q=&per_area=`: the first records of every area the admin may list that hold the text. */
export function registerSearchRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/dashboard/search', async (request) => {
    const admin = signedIn(request);
    const fields = queryFields(request);
    const validator = new FormValidator(request.lang, fields);
    const text = validator.text('q', { ar: 'نص البحث', en: 'search text' }, { required: true, max: MAX_TEXT });
    validator.assertValid();
    const asked = Number(fields.per_area);
    const perArea = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_PER_AREA) : 5;
    const env = areaEnv(request, ctx);
    const data: JsonObject[] = [];
    for (const { name, area, filters } of SEARCHED) {
      // An area the admin may not list is not looked in at all: not even its name or a count answers.
      if (!can(admin, area.parent, 'index')) continue;
      const rows = new Map<string, JsonObject>();
      for (const filter of filters) {
        if (rows.size >= perArea) break;
        try {
          const { data: found } = area.list(env, { [filter]: text }, { page: 1, perPage: perArea });
          for (const row of rowsOf(area.listData(env, found))) rows.set(String(row.id), row);
        } catch (error) {
          // A text one filter cannot take (letters for an order's number) is simply no match there.
          if (error instanceof HttpError && error.statusCode === 422) continue;
          throw error;
        }
      }
      data.push({ area: name, rows: [...rows.values()].slice(0, perArea) });
    }
    return { data };
  });
}
