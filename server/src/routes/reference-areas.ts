import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReferenceArea } from '../areas/reference-area.js';
import { listPermissions, requirePermission } from '../auth/guard.js';
import { HttpError, recordNotFound, ValidationError } from '../http/errors.js';
import { queryParam, readInput, spoofedMethod, type RequestInput } from '../http/input.js';
import { pageMeta, readPaging } from '../http/paging.js';
import { signedIn } from '../http/request-context.js';
import { t } from '../i18n/messages.js';
import { FormValidator, parseId } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import { areaEnv, type AppContext } from './context.js';
import { queryFields } from './query.js';

type IdParams = { Params: { id: string } };

function pathId(request: FastifyRequest<IdParams>): number {
  const id = parseId(request.params.id);
  if (id === undefined) throw recordNotFound(request.lang);
  return id;
}

/** The id a query-style call names in its query string (or, failing that, its body): 422 when absent. */
function queryId(request: FastifyRequest, input: RequestInput | undefined, param: keyof typeof labels): number {
  const fields = { ...(input?.fields ?? {}), ...queryFields(request) };
  const validator = new FormValidator(request.lang, fields);
  const id = validator.id(param, labels[param], true);
  validator.assertValid();
  if (id === undefined) throw recordNotFound(request.lang);
  return id;
}

/** The five operations of an area as handlers, whatever paths carry them. */
function handlers(ctx: AppContext, area: ReferenceArea) {
  return {
    async list(request: FastifyRequest) {
      const admin = signedIn(request);
      const env = areaEnv(request, ctx);
      const permissions = listPermissions(admin, area.parent, area.extraFlags);
      // limit=0 is how the forms ask for every option of a select, a right of any signed-in admin.
      if (area.lookupMode && queryParam(request.query, 'limit') === '0') {
        const { data, total } = area.list(env, queryFields(request), 'all');
        return {
          data: area.listData(env, data),
          meta: { current_page: 1, last_page: 1, per_page: total, total },
          permissions,
        };
      }
      requirePermission(admin, request.lang, area.parent, 'index');
      const paging = readPaging(request.query);
      const { data, total } = area.list(env, queryFields(request), paging);
      return { data: area.listData(env, data), meta: pageMeta(paging, total), permissions };
    },

    /** The id is read after the permission check, so a caller without rights learns nothing. */
    show(request: FastifyRequest, idOf: () => number) {
      const admin = signedIn(request);
      let id: number;
      if (area.readableBySelf) {
        id = idOf();
        if (admin.id !== id) requirePermission(admin, request.lang, area.parent, 'show', 'edit');
      } else {
        requirePermission(admin, request.lang, area.parent, 'show', 'edit');
        id = idOf();
      }
      const record = area.show(areaEnv(request, ctx), id);
      if (!record) throw recordNotFound(request.lang);
      return { data: record };
    },

    async create(request: FastifyRequest, input: RequestInput) {
      requirePermission(signedIn(request), request.lang, area.parent, 'create');
      const record = await area.create(areaEnv(request, ctx), input);
      return { message: t(request.lang, 'added'), data: record };
    },

    async update(request: FastifyRequest, idOf: () => number, input: RequestInput) {
      requirePermission(signedIn(request), request.lang, area.parent, 'edit');
      const record = await area.update(areaEnv(request, ctx), idOf(), input);
      if (!record) throw recordNotFound(request.lang);
      return { message: t(request.lang, 'edited'), data: record };
    },

    remove(request: FastifyRequest, idOf: () => number) {
      const { lang } = request;
      requirePermission(signedIn(request), lang, area.parent, 'delete');
      const outcome = area.remove(areaEnv(request, ctx), idOf());
      if (outcome.status === 'missing') throw recordNotFound(lang);
      if (outcome.status === 'in-use') {
        const usages = outcome.usages
          .map((usage) => `${usage.label[lang]} (${usage.count})`)
          .join(lang === 'ar' ? '، ' : ', ');
        throw ValidationError.single('id', t(lang, 'inUse', { usages }));
      }
      return { message: t(lang, 'deleted') };
    },
  };
}

/** dashboard/... areas: list, show, create, update (_method=PUT) and delete on one base path. */
function registerRestArea(api: FastifyInstance, ctx: AppContext, area: ReferenceArea, base: string): void {
  const handle = handlers(ctx, area);
  const path = `/${base}`;
  api.get(path, async (request) => handle.list(request));
  api.get<IdParams>(`${path}/:id`, async (request) => handle.show(request, () => pathId(request)));
  api.post(path, async (request) => handle.create(request, await readInput(request)));

  // Forms post updates with _method=PUT, as Laravel lets HTML forms do.
  api.post<IdParams>(`${path}/:id`, async (request) => {
    const input = await readInput(request);
    const method = spoofedMethod(input);
    if (method === 'PUT' || method === 'PATCH') return handle.update(request, () => pathId(request), input);
    if (method === 'DELETE') return handle.remove(request, () => pathId(request));
    signedIn(request);
    throw new HttpError(405, t(request.lang, 'methodNotAllowed'));
  });
  const update = async (request: FastifyRequest<IdParams>) =>
    handle.update(request, () => pathId(request), await readInput(request));
  api.put<IdParams>(`${path}/:id`, update);
  api.patch<IdParams>(`${path}/:id`, update);
  api.delete<IdParams>(`${path}/:id`, async (request) => handle.remove(request, () => pathId(request)));
}

/** main/... areas: a path per call, show and delete ids in the query string, the update id in the path. */
function registerQueryArea(
  api: FastifyInstance,
  ctx: AppContext,
  area: ReferenceArea,
  routes: Extract<ReferenceArea['routes'], { style: 'query' }>,
): void {
  const handle = handlers(ctx, area);
  const { idParam } = routes;
  if (routes.list) api.get(`/${routes.list}`, async (request) => handle.list(request));
  if (routes.show) {
    api.get(`/${routes.show}`, async (request) => handle.show(request, () => queryId(request, undefined, idParam)));
  }
  if (routes.create) api.post(`/${routes.create}`, async (request) => handle.create(request, await readInput(request)));
  if (routes.update) {
    api.post<IdParams>(`/${routes.update}/:id`, async (request) =>
      handle.update(request, () => pathId(request), await readInput(request)),
    );
  }
  if (routes.remove) {
    api.post(`/${routes.remove}`, async (request) => {
      const input = await readInput(request);
      return handle.remove(request, () => queryId(request, input, idParam));
    });
  }
}

export function registerReferenceAreaRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  areas: readonly ReferenceArea[],
): void {
  for (const area of areas) {
    if (area.routes.style === 'rest') registerRestArea(api, ctx, area, area.routes.base);
    else registerQueryArea(api, ctx, area, area.routes);
  }
}
