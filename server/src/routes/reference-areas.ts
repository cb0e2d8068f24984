import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ID_IN_PATH, type AreaAction, type ReferenceArea, type RestOperation } from '../areas/reference-area.js';
import { can, listPermissions, requirePermission, type SignedInAdmin } from '../auth/guard.js';
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

/** Whether the admin may read one record of the area: its show or edit, or another permission it names. */
function requireRead(admin: SignedInAdmin, request: FastifyRequest, area: ReferenceArea): void {
  if (area.listOpen || area.readAlso.some(([parent, key]) => can(admin, parent, key))) return;
  requirePermission(admin, request.lang, area.parent, 'show', 'edit');
}

/** The five operations of an area as handlers, whatever paths carry them. */
function handlers(ctx: AppContext, area: ReferenceArea) {
  return {
    async list(request: FastifyRequest) {
      const admin = signedIn(request);
      const env = areaEnv(request, ctx);
      const permissions = listPermissions(admin, area.parent, area.extraFlags);
      // An open list is read (and its records shown) by every admin.
      if (area.listOpen) Object.assign(permissions, { index: true, show: true });
      // limit=0 is how the forms ask for every option of a select, a right of any signed-in admin.
      if (area.lookupMode && queryParam(request.query, 'limit') === '0') {
        const { data, total } = area.list(env, queryFields(request), 'all');
        return {
          data: area.listData(env, data),
          meta: { current_page: 1, last_page: 1, per_page: total, total },
          permissions,
        };
      }
      if (!area.listOpen) requirePermission(admin, request.lang, area.parent, 'index');
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
        if (admin.id !== id) requireRead(admin, request, area);
      } else {
        requireRead(admin, request, area);
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
        const usages = outcome.usages.map((usage) => `${usage.label[lang]} (${usage.count})`).join(lang === 'ar' ? '، ' : ', ');
        throw ValidationError.single('id', t(lang, 'inUse', { usages }));
      }
      return { message: t(lang, 'deleted') };
    },
  };
}

const REST_OPERATIONS: readonly RestOperation[] = ['list', 'show', 'create', 'update', 'remove'];

/** dashboard/... areas: list, show, create, update (_method=PUT) and delete on one base path (or some of them). */
function registerRestArea(api: FastifyInstance, ctx: AppContext, area: ReferenceArea, base: string, only: readonly RestOperation[] = REST_OPERATIONS): void {
  const handle = handlers(ctx, area);
  const path = `/${base}`;
  const serves = (operation: RestOperation): boolean => only.includes(operation);
  if (serves('list')) api.get(path, async (request) => handle.list(request));
  if (serves('show')) api.get<IdParams>(`${path}/:id`, async (request) => handle.show(request, () => pathId(request)));
  if (serves('create')) api.post(path, async (request) => handle.create(request, await readInput(request)));

  // Forms post updates with _method=PUT, as Laravel lets HTML forms do.
  if (serves('update') || serves('remove')) {
    api.post<IdParams>(`${path}/:id`, async (request) => {
      const input = await readInput(request);
      const method = spoofedMethod(input);
      if (serves('update') && (method === 'PUT' || method === 'PATCH')) {
        return handle.update(request, () => pathId(request), input);
      }
      if (serves('remove') && method === 'DELETE') return handle.remove(request, () => pathId(request));
      signedIn(request);
      throw new HttpError(405, t(request.lang, 'methodNotAllowed'));
    });
  }
  if (serves('update')) {
    const update = async (request: FastifyRequest<IdParams>) => handle.update(request, () => pathId(request), await readInput(request));
    api.put<IdParams>(`${path}/:id`, update);
    api.patch<IdParams>(`${path}/:id`, update);
  }
  if (serves('remove')) {
    api.delete<IdParams>(`${path}/:id`, async (request) => handle.remove(request, () => pathId(request)));
  }
}

/** A path of a query-style call: `/{id}` at its end becomes a path parameter. */
function callPath(path: string): { url: string; idInPath: boolean } {
  return path.endsWith(ID_IN_PATH) ? { url: `/${path.slice(0, -ID_IN_PATH.length)}/:id`, idInPath: true } : { url: `/${path}`, idInPath: false };
}

/** main/... areas: a path per call, show and delete ids in the query string, the update id in the path. */
function registerQueryArea(api: FastifyInstance, ctx: AppContext, area: ReferenceArea, routes: Extract<ReferenceArea['routes'], { style: 'query' }>): void {
  const handle = handlers(ctx, area);
  const { idParam } = routes;
  if (routes.list) api.get(`/${routes.list}`, async (request) => handle.list(request));
  if (routes.show) {
    const { url, idInPath } = callPath(routes.show);
    api.get<IdParams>(url, async (request) => handle.show(request, () => (idInPath ? pathId(request) : queryId(request, undefined, idParam))));
  }
  if (routes.create) api.post(`/${routes.create}`, async (request) => handle.create(request, await readInput(request)));
  if (routes.update) {
    api.post<IdParams>(`/${routes.update}/:id`, async (request) => handle.update(request, () => pathId(request), await readInput(request)));
  }
  if (routes.remove) {
    const { url, idInPath } = callPath(routes.remove);
    api.post<IdParams>(url, async (request) => {
      const input = await readInput(request);
      return handle.remove(request, () => (idInPath ? pathId(request) : queryId(request, input, idParam)));
    });
  }
}

/**
 * An area's record actions: the permission first (403), then the id (404 / 422), then the action's
 * own checks (422); fields come from the body and the query string, the query winning.
 */
function registerActions(api: FastifyInstance, ctx: AppContext, area: ReferenceArea, action: AreaAction): void {
  const handler = async (request: FastifyRequest<IdParams>) => {
    const admin = signedIn(request);
    const { lang } = request;
    requirePermission(admin, lang, area.parent, ...action.permissions);
    const input = action.method === 'POST' ? await readInput(request) : undefined;
    const fields = { ...(input?.fields ?? {}), ...queryFields(request) };
    const id = action.idInPath || !action.idParam ? pathId(request) : queryId(request, input, action.idParam);
    const outcome = await action.run(areaEnv(request, ctx), id, fields);
    if (!outcome) throw recordNotFound(lang);
    return { message: t(lang, outcome.message), data: outcome.data };
  };
  const url = action.idInPath ? `/${action.path}/:id` : `/${action.path}`;
  if (action.method === 'GET') api.get<IdParams>(url, handler);
  else api.post<IdParams>(url, handler);
}

export function registerReferenceAreaRoutes(api: FastifyInstance, ctx: AppContext, areas: readonly ReferenceArea[]): void {
  for (const area of areas) {
    if (area.routes.style === 'rest') registerRestArea(api, ctx, area, area.routes.base, area.routes.only);
    else registerQueryArea(api, ctx, area, area.routes);
    for (const action of area.actions) registerActions(api, ctx, area, action);
  }
}
