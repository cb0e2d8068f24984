import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReferenceArea } from '../areas/reference-area.js';
import { listPermissions, requirePermission } from '../auth/guard.js';
import { HttpError, recordNotFound, ValidationError } from '../http/errors.js';
import { queryParam, readInput, spoofedMethod } from '../http/input.js';
import { pageMeta, readPaging } from '../http/paging.js';
import { signedIn } from '../http/request-context.js';
import { t } from '../i18n/messages.js';
import { parseId } from '../validation/form-validator.js';
import type { AppContext } from './context.js';
import { queryFields } from './query.js';

type IdParams = { Params: { id: string } };

function idOf(request: FastifyRequest<IdParams>): number {
  const id = parseId(request.params.id);
  if (id === undefined) throw recordNotFound(request.lang);
  return id;
}

/** The list, show, create, update and delete routes of one reference area. */
function registerArea(api: FastifyInstance, ctx: AppContext, area: ReferenceArea): void {
  const { store } = ctx;
  const base = `/dashboard/${area.path}`;

  api.get(base, async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    const permissions = listPermissions(admin, area.parent);
    // limit=0 is how the forms ask for every option of a select, a right of any signed-in admin.
    if (area.lookupMode && queryParam(request.query, 'limit') === '0') {
      const { data, total } = area.list(store, lang, queryFields(request), 'all');
      return { data, meta: { current_page: 1, last_page: 1, per_page: total, total }, permissions };
    }
    requirePermission(admin, lang, area.parent, 'index');
    const paging = readPaging(request.query);
    const { data, total } = area.list(store, lang, queryFields(request), paging);
    return { data, meta: pageMeta(paging, total), permissions };
  });

  api.get<IdParams>(`${base}/:id`, async (request) => {
    requirePermission(signedIn(request), request.lang, area.parent, 'show', 'edit');
    const record = area.show(store, request.lang, idOf(request));
    if (!record) throw recordNotFound(request.lang);
    return { data: record };
  });

  api.post(base, async (request) => {
    requirePermission(signedIn(request), request.lang, area.parent, 'create');
    const { fields } = await readInput(request);
    const record = area.create(store, request.lang, fields);
    return { message: t(request.lang, 'added'), data: record };
  });

  const update = async (request: FastifyRequest<IdParams>, fields: Readonly<Record<string, unknown>>) => {
    requirePermission(signedIn(request), request.lang, area.parent, 'edit');
    const record = area.update(store, request.lang, idOf(request), fields);
    if (!record) throw recordNotFound(request.lang);
    return { message: t(request.lang, 'edited'), data: record };
  };

  const remove = (request: FastifyRequest<IdParams>) => {
    const { lang } = request;
    requirePermission(signedIn(request), lang, area.parent, 'delete');
    const outcome = area.remove(store, idOf(request));
    if (outcome.status === 'missing') throw recordNotFound(lang);
    if (outcome.status === 'in-use') {
      const usages = outcome.usages
        .map((usage) => `${usage.label[lang]} (${usage.count})`)
        .join(lang === 'ar' ? '، ' : ', ');
      throw ValidationError.single('id', t(lang, 'inUse', { usages }));
    }
    return { message: t(lang, 'deleted') };
  };

  // Forms post updates with _method=PUT, as Laravel lets HTML forms do.
  api.post<IdParams>(`${base}/:id`, async (request) => {
    const input = await readInput(request);
    const method = spoofedMethod(input);
    if (method === 'PUT' || method === 'PATCH') return update(request, input.fields);
    if (method === 'DELETE') return remove(request);
    signedIn(request);
    throw new HttpError(405, t(request.lang, 'methodNotAllowed'));
  });
  api.put<IdParams>(`${base}/:id`, async (request) => update(request, (await readInput(request)).fields));
  api.patch<IdParams>(`${base}/:id`, async (request) => update(request, (await readInput(request)).fields));
  api.delete<IdParams>(`${base}/:id`, async (request) => remove(request));
}

export function registerReferenceAreaRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  areas: readonly ReferenceArea[],
): void {
  for (const area of areas) registerArea(api, ctx, area);
}
