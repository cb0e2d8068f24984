import { apiRequest, type Query } from '../api/client';
import { sendCall } from '../api/sendCall';
import { type BuiltCall, buildCall } from '../api/template';
import type { ApiCall, Area, Column, CustomAction } from '../descriptor/descriptor.types';
import { type ListPage, parseListAnswer, parseRecordAnswer, type Row } from './envelope';
import { callKey } from './keys';

// An area's data provider: what its descriptor says the API does (list, one record, create,
// update, delete, activate, a column's switch, a custom action), as the calls the screens make.
// Screens and their controllers say what to do with a record; the paths, methods, bodies and the
// shape of the answers are read here, from the descriptor, and nowhere else.

/** Sends a built call with extra body fields (a form's values, a prompt's answers). */
export type Send = (built: BuiltCall, extra: Readonly<Record<string, unknown>>) => Promise<unknown>;

/** Reads one GET by its cache key (the same request a screen's cache would make). */
export type Read = (key: readonly [string, Readonly<Record<string, string>>], signal?: AbortSignal) => Promise<unknown>;

/** A call the descriptor does not give: the screen offered something the area cannot do. */
export class MissingCall extends Error {
  constructor(area: string, call: string) {
    super(`the area "${area}" has no ${call} call`);
    this.name = 'MissingCall';
  }
}

/** An answer of the wrong shape: a problem to show, never a misleading empty list or record. */
export class MalformedAnswer extends Error {
  /** What was wrong with it (`rows`, `record`, ...). */
  readonly problem: string;

  constructor(problem: string) {
    super(`unexpected answer (${problem})`);
    this.name = 'MalformedAnswer';
    this.problem = problem;
  }
}

export interface AreaData {
  /** One page of the list for a query, read and checked; a malformed answer is an error. */
  listPage(query: Readonly<Query>, signal?: AbortSignal): Promise<ListPage>;
  /** One record, read with the values the show call names (its id, a name from the address). */
  one(values: Readonly<Record<string, unknown>>): Promise<Row>;
  /** Creates a record from a form's values (`body`: the fields as sent). */
  create(values: Readonly<Record<string, unknown>>, body: Readonly<Record<string, unknown>>): Promise<unknown>;
  /** Saves a record's form (or a single page's, which has no id). */
  update(id: unknown, values: Readonly<Record<string, unknown>>, body: Readonly<Record<string, unknown>>): Promise<unknown>;
  /** The delete call of a row, built: sent at once, or with keepalive as a page closes. */
  deleteCall(row: Row): BuiltCall;
  remove(row: Row): Promise<unknown>;
  /** Turns a row on or off (`extra`: what a prompt asked, such as a reason). */
  activate(row: Row, next: boolean, extra?: Readonly<Record<string, unknown>>): Promise<unknown>;
  /** A switch column's call for a row. */
  toggle(row: Row, column: Column, next: boolean): Promise<unknown>;
  /** A custom action on a row, with what its prompt asked and its fixed values. */
  action(row: Row, action: Pick<CustomAction, 'call'> & { values?: Readonly<Record<string, unknown>> }, answers?: Readonly<Record<string, unknown>>): Promise<unknown>;
}

function need(area: Area, call: ApiCall | undefined, name: string): ApiCall {
  if (!call) throw new MissingCall(area.area, name);
  return call;
}

/** Rejects instead of throwing, so a missing call reaches the caller's error handling. */
function attempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return work();
  } catch (error) {
    return Promise.reject(error);
  }
}

/** The data provider of an area; `send` and `read` are the API client's unless given (tests). */
export function areaData(area: Area, io: { send?: Send; read?: Read } = {}): AreaData {
  const send: Send = io.send ?? sendCall;
  const read: Read = io.read ?? ((key, signal) => apiRequest({ path: key[0], query: { ...key[1] }, ...(signal ? { signal } : {}) }));
  const rowValues = (row: Row, more: Readonly<Record<string, unknown>> = {}) => ({ ...row, ...more, id: row.id });
  const deleteCall = (row: Row) => buildCall(need(area, area.api.delete, 'delete'), rowValues(row));
  return {
    listPage: (query, signal) =>
      attempt(async () => {
        const path = need(area, area.api.list, 'list').path;
        const parsed = parseListAnswer(await read(callKey(path, query), signal), area.response);
        if (!parsed.ok) throw new MalformedAnswer(parsed.problem);
        return parsed.value;
      }),
    one: (values) =>
      attempt(async () => {
        const call = buildCall(need(area, area.api.show, 'show'), values);
        const parsed = parseRecordAnswer(await read(callKey(call.path, call.query)), area.response);
        if (!parsed.ok) throw new MalformedAnswer(parsed.problem);
        return parsed.value;
      }),
    create: (values, body) => attempt(() => send(buildCall(need(area, area.api.create, 'create'), values), body)),
    update: (id, values, body) => attempt(() => send(buildCall(need(area, area.api.update, 'update'), { ...values, id }), body)),
    deleteCall,
    remove: (row) => attempt(() => send(deleteCall(row), {})),
    activate: (row, next, extra = {}) => attempt(() => send(buildCall(need(area, area.api.activation, 'activation'), rowValues(row, { value: next ? 1 : 0 })), extra)),
    toggle: (row, column, next) => attempt(() => send(buildCall(need(area, column.toggle?.call, `${column.field} switch`), rowValues(row, { value: next ? 1 : 0 })), {})),
    action: (row, action, answers = {}) => attempt(() => send(buildCall(need(area, action.call, 'action'), rowValues(row, { ...answers, ...action.values })), answers)),
  };
}
