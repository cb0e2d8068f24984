import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignedInAdmin } from '../auth/guard.js';
import type { CreatedView, SavedViewRow } from '../db/saved-views.js';
import { SUPER_ADMIN_ROLE_ID } from '../db/seed-data.js';
import { forbidden, HttpError, recordNotFound, ValidationError } from '../http/errors.js';
import { readInput, spoofedMethod, type RequestInput } from '../http/input.js';
import type { JsonObject, JsonValue } from '../http/json.js';
import { signedIn } from '../http/request-context.js';
import type { Bilingual, Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { uniqueViolationColumn } from '../validation/unique-violation.js';
import { FormValidator, parseId } from '../validation/form-validator.js';
import type { AppContext } from './context.js';
import { queryFields } from './query.js';
import { isSavedViewArea, mayListArea } from './saved-view-areas.js';

type IdParams = { Params: { id: string } };

export const SAVED_VIEW_NAME_MAX = 80;
export const SAVED_VIEW_STATE_MAX_BYTES = 8 * 1024;
export const SAVED_VIEWS_PER_AREA = 50;
/** All areas together: without it an admin could keep 50 views of each of the 31 lists. */
export const SAVED_VIEWS_PER_ADMIN = 200;

/** A list's name as the dashboard's descriptors spell it (`banks`, `car-models`). */
const AREA = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;
const AREA_MAX = 60;

const NAME_LABEL: Bilingual = { ar: 'اسم العرض', en: 'view name' };
const AREA_LABEL: Bilingual = { ar: 'القائمة', en: 'area' };
const STATE_LABEL: Bilingual = { ar: 'حالة العرض', en: 'view state' };
const SHARED_LABEL: Bilingual = { ar: 'المشاركة', en: 'shared' };

interface ViewState {
  query: Record<string, string>;
  columns: { order: string[]; hidden: string[] } | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** A form sends the state as JSON text; a JSON body as an object. Anything else is not a state. */
function parseState(raw: unknown): ViewState | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!isRecord(value) || Object.keys(value).some((key) => key !== 'query' && key !== 'columns')) return undefined;
  const query = value['query'] ?? {};
  const columns = value['columns'] ?? null;
  if (!isRecord(query) || !Object.values(query).every((item) => typeof item === 'string')) return undefined;
  if (columns !== null) {
    if (!isRecord(columns) || Object.keys(columns).some((key) => key !== 'order' && key !== 'hidden')) return undefined;
    if (!isTextList(columns['order'] ?? []) || !isTextList(columns['hidden'] ?? [])) return undefined;
  }
  return {
    query: query as Record<string, string>,
    columns: columns === null ? null : { order: (columns['order'] ?? []) as string[], hidden: (columns['hidden'] ?? []) as string[] },
  };
}

/** The state checked and serialized, or undefined after marking the field. */
function readState(validator: FormValidator, fields: Readonly<Record<string, unknown>>, required: boolean): string | undefined {
  const raw = fields['state'];
  if (raw === undefined || raw === null || raw === '') {
    if (required) validator.reject('state', STATE_LABEL, 'required');
    return undefined;
  }
  const state = parseState(raw);
  if (!state) {
    validator.reject('state', STATE_LABEL, 'savedViewState');
    return undefined;
  }
  const text = JSON.stringify(state);
  if (Buffer.byteLength(text, 'utf8') > SAVED_VIEW_STATE_MAX_BYTES) {
    validator.reject('state', STATE_LABEL, 'savedViewStateTooLarge', { max: SAVED_VIEW_STATE_MAX_BYTES / 1024 });
    return undefined;
  }
  return text;
}

/**
 * One of the lists that offer views, and one the admin may list: views of other names would only
 * take room, and another's shared view of a list the admin cannot open would show its filters.
 */
function readArea(validator: FormValidator, admin: SignedInAdmin, lang: Lang): string | undefined {
  const area = validator.text('area', AREA_LABEL, { required: true, max: AREA_MAX, pattern: AREA });
  if (area === undefined) return undefined;
  if (!isSavedViewArea(area)) {
    validator.reject('area', AREA_LABEL, 'invalidChoice');
    return undefined;
  }
  validator.assertValid();
  if (!mayListArea(admin, area)) throw forbidden(lang);
  return area;
}

export function presentSavedView(row: SavedViewRow, admin: SignedInAdmin): JsonObject {
  const mine = row.owner_id === admin.id;
  return {
    id: row.id,
    name: row.name,
    area: row.area,
    state: JSON.parse(row.state) as JsonValue,
    shared: row.shared === 1,
    mine,
    can_edit: mine,
    can_delete: mine || (row.shared === 1 && admin.roleId === SUPER_ADMIN_ROLE_ID),
    owner: { id: row.owner_id, name: row.owner_name },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A unique index refused the name: another save of the same name got there first. */
function nameTakenAnswer(error: unknown, validator: FormValidator): never {
  if (uniqueViolationColumn(error) === undefined) throw error;
  validator.reject('name', NAME_LABEL, 'taken');
  validator.assertValid();
  throw error;
}

/**
 * Saved views of lists, an extension of the API (server/README.md, "Extensions"): every signed-in
 * admin keeps private views of any list and may share them; only the owner changes or deletes a
 * view, and a super admin may also delete a shared one.
 */
export function registerSavedViewRoutes(api: FastifyInstance, ctx: AppContext): void {
  const views = ctx.store.savedViews;

  /** The view the caller may see, or 404: another admin's private view does not exist for them. */
  function visibleView(request: FastifyRequest<IdParams>, admin: SignedInAdmin): SavedViewRow {
    const id = parseId(request.params.id);
    const row = id === undefined ? undefined : views.findVisible(admin.id, id);
    if (!row) throw recordNotFound(request.lang);
    return row;
  }

  function update(request: FastifyRequest<IdParams>, input: RequestInput): JsonObject {
    const admin = signedIn(request);
    const { lang } = request;
    const row = visibleView(request, admin);
    if (row.owner_id !== admin.id) throw new HttpError(403, t(lang, 'savedViewNotOwner'));
    const validator = new FormValidator(lang, input.fields);
    const name = 'name' in input.fields ? validator.text('name', NAME_LABEL, { required: true, max: SAVED_VIEW_NAME_MAX }) : undefined;
    const state = readState(validator, input.fields, false);
    const shared = validator.flag('shared', SHARED_LABEL);
    if (name !== undefined && views.nameTaken(admin.id, row.area, name, row.id)) validator.reject('name', NAME_LABEL, 'taken');
    validator.assertValid();
    try {
      views.update(row.id, {
        ...(name === undefined ? {} : { name }),
        ...(state === undefined ? {} : { state }),
        ...(shared === undefined ? {} : { shared }),
      });
    } catch (error) {
      nameTakenAnswer(error, validator);
    }
    const saved = views.findVisible(admin.id, row.id);
    if (!saved) throw recordNotFound(lang);
    return { message: t(lang, 'edited'), data: presentSavedView(saved, admin) };
  }

  function remove(request: FastifyRequest<IdParams>): JsonObject {
    const admin = signedIn(request);
    const row = visibleView(request, admin);
    const superAdminOnShared = row.shared === 1 && admin.roleId === SUPER_ADMIN_ROLE_ID;
    if (row.owner_id !== admin.id && !superAdminOnShared) throw new HttpError(403, t(request.lang, 'savedViewNotOwner'));
    views.remove(row.id);
    return { message: t(request.lang, 'deleted') };
  }

  api.get('/dashboard/saved-views', async (request) => {
    const admin = signedIn(request);
    const validator = new FormValidator(request.lang, queryFields(request));
    const area = readArea(validator, admin, request.lang);
    validator.assertValid();
    return { data: views.visible(admin.id, area ?? '').map((row) => presentSavedView(row, admin)) };
  });

  api.post('/dashboard/saved-views', async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    const { fields } = await readInput(request);
    const validator = new FormValidator(lang, fields);
    const name = validator.text('name', NAME_LABEL, { required: true, max: SAVED_VIEW_NAME_MAX });
    const area = readArea(validator, admin, lang);
    const state = readState(validator, fields, true);
    const shared = validator.flag('shared', SHARED_LABEL) ?? false;
    if (name !== undefined && area !== undefined && views.nameTaken(admin.id, area, name)) validator.reject('name', NAME_LABEL, 'taken');
    validator.assertValid();
    if (name === undefined || area === undefined || state === undefined) throw new ValidationError({});
    let id: CreatedView | undefined;
    try {
      id = views.create(admin.id, { name, area, state, shared }, { perArea: SAVED_VIEWS_PER_AREA, total: SAVED_VIEWS_PER_ADMIN });
    } catch (error) {
      nameTakenAnswer(error, validator);
    }
    if (id === 'area-full') throw ValidationError.single('name', t(lang, 'savedViewLimit', { max: SAVED_VIEWS_PER_AREA }));
    if (id === 'admin-full') throw ValidationError.single('name', t(lang, 'savedViewTotalLimit', { max: SAVED_VIEWS_PER_ADMIN }));
    if (id === undefined) throw new ValidationError({});
    const row = views.findVisible(admin.id, id);
    if (!row) throw recordNotFound(lang);
    return { message: t(lang, 'added'), data: presentSavedView(row, admin) };
  });

  // Updates come as POST with _method=PUT, as the API's other updates do; PUT is served too.
  api.post<IdParams>('/dashboard/saved-views/:id', async (request) => {
    const input = await readInput(request);
    const method = spoofedMethod(input);
    if (method === 'PUT' || method === 'PATCH') return update(request, input);
    if (method === 'DELETE') return remove(request);
    signedIn(request);
    throw new HttpError(405, t(request.lang, 'methodNotAllowed'));
  });
  api.put<IdParams>('/dashboard/saved-views/:id', async (request) => update(request, await readInput(request)));
  api.delete<IdParams>('/dashboard/saved-views/:id', async (request) => remove(request));
}
