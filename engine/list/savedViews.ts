import { apiRequest, ApiError } from '../api/client';
import { t } from '../i18n/i18n';
import type { ColumnChoice } from './columnChoice';
import { isRecord } from '../answers/answers';

// Saved views of a list: a name for its address parameters and column choice. They live on the
// API (dashboard/saved-views, an extension a backend may lack); when it answers that the endpoint
// does not exist, they are kept in this browser for the admin and area instead (private only),
// and that is remembered until the page is reloaded.

export const SAVED_VIEWS_PATH = 'dashboard/saved-views';
const VIEW_NAME_MAX = 80;
const VIEWS_PER_AREA = 50;

interface SavedViewState {
  /** The list's address parameters (filters, order, page size), without the page. */
  query: Record<string, string>;
  columns: ColumnChoice | null;
}

export interface SavedView {
  id: string;
  name: string;
  state: SavedViewState;
  shared: boolean;
  mine: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Who saved a view shared by another admin. */
  ownerName: string | null;
}

export interface SavedViewDraft {
  name: string;
  shared: boolean;
  state: SavedViewState;
}

export type SavedViewChange = Partial<SavedViewDraft>;

let localOnly = false;

/** True once the API said it keeps no views: they are then this browser's, private only. */
export function savedViewsAreLocal(): boolean {
  return localOnly;
}

/** Forgets the fallback (tests; a page load starts over anyway). */
export function resetSavedViewsFallback(): void {
  localOnly = false;
}

/** 404 / 405 on the collection: a backend without the extension. */
function endpointMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 405);
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function parseState(value: unknown): SavedViewState | null {
  if (!isRecord(value)) return null;
  const query = value.query ?? {};
  if (!isRecord(query) || !Object.values(query).every((item) => typeof item === 'string')) return null;
  const columns = value.columns ?? null;
  let choice: ColumnChoice | null = null;
  if (columns !== null) {
    if (!isRecord(columns) || !isTextList(columns.order ?? []) || !isTextList(columns.hidden ?? [])) return null;
    choice = { order: (columns.order ?? []) as string[], hidden: (columns.hidden ?? []) as string[] };
  }
  return { query: query as Record<string, string>, columns: choice };
}

/** One view from an answer (the API's, or this browser's), or null when it is not one. */
function parseView(value: unknown): SavedView | null {
  if (!isRecord(value)) return null;
  const { id, name } = value;
  const state = parseState(value.state);
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof name !== 'string' || !state) return null;
  const mine = value.mine !== false;
  const owner = isRecord(value.owner) && typeof value.owner.name === 'string' ? value.owner.name : null;
  return {
    id: String(id),
    name,
    state,
    shared: value.shared === true,
    mine,
    canEdit: typeof value.can_edit === 'boolean' ? value.can_edit : mine,
    canDelete: typeof value.can_delete === 'boolean' ? value.can_delete : mine,
    ownerName: mine ? null : owner,
  };
}

function dataOf(answer: unknown): unknown {
  return isRecord(answer) ? answer.data : undefined;
}

function viewOf(answer: unknown): SavedView {
  const view = parseView(dataOf(answer));
  if (!view) throw new ApiError(t('errors.server'), 200, {}, answer);
  return view;
}

// ---- this browser's views ----

export function localViewsKey(adminId: number | string, area: string): string {
  return `dashboard.savedViews.${String(adminId)}.${area}`;
}

function readLocal(adminId: number | string, area: string): SavedView[] {
  try {
    const raw = window.localStorage.getItem(localViewsKey(adminId, area));
    const list = raw === null ? [] : (JSON.parse(raw) as unknown);
    return Array.isArray(list) ? list.flatMap((item) => parseView(item) ?? []) : [];
  } catch {
    return [];
  }
}

function writeLocal(adminId: number | string, area: string, views: SavedView[]): void {
  const stored = views.map((view) => ({ id: view.id, name: view.name, state: view.state }));
  try {
    window.localStorage.setItem(localViewsKey(adminId, area), JSON.stringify(stored));
  } catch {
    throw new ApiError(t('engine.viewsStorageFull'), 0);
  }
}

function byName(a: SavedView, b: SavedView): number {
  return a.name.localeCompare(b.name);
}

/** The checks the API makes, so this browser's views follow the same rules and messages. */
function checkLocalName(views: SavedView[], name: string, exceptId: string | null): string {
  const trimmed = name.trim();
  let problem: string | null = null;
  if (trimmed === '') problem = t('engine.viewNameRequired');
  else if ([...trimmed].length > VIEW_NAME_MAX) problem = t('engine.viewNameTooLong', { max: VIEW_NAME_MAX });
  else if (views.some((view) => view.id !== exceptId && view.name.toLowerCase() === trimmed.toLowerCase())) problem = t('engine.viewNameTaken');
  else if (exceptId === null && views.length >= VIEWS_PER_AREA) problem = t('engine.viewsLimit', { max: VIEWS_PER_AREA });
  if (problem !== null) throw new ApiError(problem, 422, { name: [problem] });
  return trimmed;
}

function localId(): string {
  return `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

const local = {
  list(adminId: number | string, area: string): SavedView[] {
    return readLocal(adminId, area).sort(byName);
  },
  create(adminId: number | string, area: string, draft: SavedViewDraft): SavedView {
    const views = readLocal(adminId, area);
    const name = checkLocalName(views, draft.name, null);
    const view: SavedView = { id: localId(), name, state: draft.state, shared: false, mine: true, canEdit: true, canDelete: true, ownerName: null };
    writeLocal(adminId, area, [...views, view]);
    return view;
  },
  update(adminId: number | string, area: string, id: string, change: SavedViewChange): SavedView {
    const views = readLocal(adminId, area);
    const current = views.find((view) => view.id === id);
    if (!current) throw new ApiError(t('engine.viewGone'), 404);
    const next: SavedView = {
      ...current,
      ...(change.name === undefined ? {} : { name: checkLocalName(views, change.name, id) }),
      ...(change.state === undefined ? {} : { state: change.state }),
    };
    writeLocal(
      adminId,
      area,
      views.map((view) => (view.id === id ? next : view)),
    );
    return next;
  },
  remove(adminId: number | string, area: string, id: string): void {
    writeLocal(
      adminId,
      area,
      readLocal(adminId, area).filter((view) => view.id !== id),
    );
  },
};

// ---- through the API, falling back to this browser ----

/** The admin's own views of an area and the ones shared with every admin. */
export async function listViews(area: string, adminId: number | string): Promise<SavedView[]> {
  if (localOnly) return local.list(adminId, area);
  try {
    const answer = await apiRequest({ path: SAVED_VIEWS_PATH, query: { area } });
    const data = dataOf(answer);
    if (!Array.isArray(data)) throw new ApiError(t('errors.server'), 200, {}, answer);
    return data.flatMap((item) => parseView(item) ?? []);
  } catch (error) {
    if (!endpointMissing(error)) throw error;
    localOnly = true;
    return local.list(adminId, area);
  }
}

/** Field errors come back as an ApiError with status 422, as the API's do. */
export async function createView(area: string, adminId: number | string, draft: SavedViewDraft): Promise<SavedView> {
  if (localOnly) return local.create(adminId, area, draft);
  try {
    const answer = await apiRequest({
      method: 'POST',
      path: SAVED_VIEWS_PATH,
      // A form carries the state as JSON text: nested lists and empty ones survive the trip.
      body: { name: draft.name, area, shared: draft.shared, state: JSON.stringify(draft.state) },
    });
    return viewOf(answer);
  } catch (error) {
    if (!endpointMissing(error)) throw error;
    localOnly = true;
    return local.create(adminId, area, draft);
  }
}

export async function updateView(area: string, adminId: number | string, id: string, change: SavedViewChange): Promise<SavedView> {
  if (localOnly) return local.update(adminId, area, id, change);
  const body: Record<string, unknown> = { _method: 'PUT' };
  if (change.name !== undefined) body.name = change.name;
  if (change.shared !== undefined) body.shared = change.shared;
  if (change.state !== undefined) body.state = JSON.stringify(change.state);
  const answer = await apiRequest({ method: 'POST', path: `${SAVED_VIEWS_PATH}/${encodeURIComponent(id)}`, body });
  return viewOf(answer);
}

export async function deleteView(area: string, adminId: number | string, id: string): Promise<void> {
  if (localOnly) {
    local.remove(adminId, area, id);
    return;
  }
  await apiRequest({ method: 'DELETE', path: `${SAVED_VIEWS_PATH}/${encodeURIComponent(id)}` });
}

// ---- the address ----

/** What a view keeps of an address: every parameter but the page (a view starts on page 1). */
export function viewQueryOf(search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of search) if (key !== 'page' && value !== '' && !(key in query)) query[key] = value;
  return query;
}

/** The address a view leads to: its parameters on page 1. */
export function viewSearch(view: SavedView): string {
  const params = new URLSearchParams(view.state.query);
  params.set('page', '1');
  return `?${params.toString()}`;
}

/** True when the address shows the view (the page aside). */
export function viewInForce(view: SavedView, search: URLSearchParams): boolean {
  const here = viewQueryOf(search);
  const there = view.state.query;
  const keys = Object.keys(there);
  return keys.length === Object.keys(here).length && keys.every((key) => here[key] === there[key]);
}
