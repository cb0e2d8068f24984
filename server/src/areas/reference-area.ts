import type { ActivityEvent, ActivityRecorder, ActivityValue, ActivityValues, RestoreSnapshot } from '../activity/log.js';
import type { PermissionCatalogue } from '../auth/catalogue.js';
import type { SignedInAdmin } from '../auth/guard.js';
import { hashPassword } from '../auth/password.js';
import type { SqlValue } from '../db/database.js';
import type { LinkValues, ReferenceRepository, RemoveOutcome } from '../db/reference-repository.js';
import { type FieldName, type FieldRule, leastItems, type Requirement } from '../db/field-rule.js';
import type { DataStore } from '../db/store.js';
import { ValidationError } from '../http/errors.js';
import { listField, type RequestInput, type UploadedFile } from '../http/input.js';
import type { JsonObject, JsonValue } from '../http/json.js';
import { readListSort } from '../http/list-sort.js';
import type { Paging } from '../http/paging.js';
import type { Lang } from '../i18n/lang.js';
import { t, type MessageKey } from '../i18n/messages.js';
import { imageExtension, MAX_DOCUMENT_MB, MAX_IMAGE_MB, storeUpload, uploadProblem } from '../uploads/images.js';
import { FormValidator, localToday, parseId } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import { uniqueViolationColumn } from '../validation/unique-violation.js';

/** What an area operation knows of the request it serves. */
export interface AreaEnv {
  readonly store: DataStore;
  readonly catalogue: PermissionCatalogue;
  readonly uploadsDir: string;
  readonly lang: Lang;
  /** The configured public address (APP_URL) absolute URLs in answers start with. */
  readonly origin: string;
  readonly actor: SignedInAdmin | null;
  /** Told of every record written, so open dashboards learn of it (see realtime/model-changes.ts). */
  readonly changed?: (change: RecordChange) => void;
  /** Writes the activity log's entries, inside the write's own transaction; absent when the log is off. */
  readonly activity?: ActivityRecorder;
}

/** What happened to a record: a create, an edit (actions included), a delete, or a switch on or off. */
export type ChangeAction = 'created' | 'updated' | 'deleted' | 'activated';

export interface RecordChange {
  /** The area's permission group. */
  readonly parent: string;
  readonly id: number;
  readonly action: ChangeAction;
  /** Where the switch went, for `activated`. */
  readonly active?: boolean;
}

/** The operations a rest area may serve. */
export type RestOperation = 'list' | 'show' | 'create' | 'update' | 'remove';

/**
 * Where an area's calls live.
 * - `rest`: `GET base`, `GET base/{id}`, `POST base`, `POST base/{id}` with `_method=PUT|DELETE`,
 *   `PUT|PATCH|DELETE base/{id}` (the dashboard/... areas); `only` limits them to some operations.
 * - `query`: one path per call, the id of show and delete in the query string under `idParam`
 *   (or in the path when the path ends with `/{id}`), the id of update in the path
 *   (`main/get-services`, `main/show-service?service_id=` ...).
 */
export type AreaRoutes =
  | { readonly style: 'rest'; readonly base: string; readonly only?: readonly RestOperation[] }
  | {
      readonly style: 'query';
      readonly idParam: FieldName;
      readonly list?: string;
      readonly create?: string;
      readonly show?: string;
      readonly update?: string;
      readonly remove?: string;
    };

/** The catalogue's call names: `main/get-<plural>`, `main/add-<singular>`, `main/show-<singular>` ... */
export function catalogueRoutes(singular: string, plural: string, idParam: FieldName): AreaRoutes {
  return {
    style: 'query',
    idParam,
    list: `main/get-${plural}`,
    create: `main/add-${singular}`,
    show: `main/show-${singular}`,
    update: `main/update-${singular}`,
    remove: `main/delete-${singular}`,
  };
}

/** Whether a call's path carries the record id as its last segment (`.../{id}`). */
export const ID_IN_PATH = '/{id}';

/**
 * The switch an area's list uses: `dashboard/activation` (model_id, active), `main/change-status`
 * (id, status) or `main/user-change-status` (user_id, status; the apps' user accounts).
 */
export interface ActivationRoute {
  readonly via: 'dashboard' | 'main' | 'user';
  readonly type: string;
  /** Switching off needs a non-blank `reason`, handed to `afterDeactivate`. */
  readonly reasonToDeactivate?: boolean;
}

/** One list filter read from the query string. */
export type FilterRule =
  | { readonly kind: 'search'; readonly param: FieldName }
  /** A partial match on one column, or on any of `columns` (a name or a phone). */
  | { readonly kind: 'like'; readonly param: FieldName; readonly column?: string; readonly columns?: readonly string[] }
  | { readonly kind: 'flag'; readonly param: FieldName; readonly column?: string }
  | { readonly kind: 'id'; readonly param: FieldName; readonly column?: string }
  | { readonly kind: 'number'; readonly param: FieldName; readonly column?: string }
  | { readonly kind: 'choice'; readonly param: FieldName; readonly values: readonly string[]; readonly column?: string }
  /** Records related to the id through a named link table of the table spec (`links` or `related`). */
  | { readonly kind: 'linked'; readonly param: FieldName; readonly link: string }
  /** An id matches `idColumn`, any other text is a partial match on `likeColumn` (a driver by id or name). */
  | { readonly kind: 'idOrLike'; readonly param: FieldName; readonly idColumn: string; readonly likeColumn: string }
  /** Two dates (YYYY-MM-DD) sent together or not at all, bounding `column` inclusively. */
  | { readonly kind: 'dateRange'; readonly from: FieldName; readonly to: FieldName; readonly column: string };

export type WriteAction = 'update' | 'remove' | 'activate' | 'deactivate';

/** What an action on one record is given. */
export interface RecordActionContext<Row> {
  readonly env: AreaEnv;
  readonly row: Row;
  readonly fields: Readonly<Record<string, unknown>>;
  /** Collects the request's failures; `run` asserts it before it writes anything. */
  readonly validator: FormValidator;
}

/**
 * A call that changes one record beyond create / update / delete (accept a request, block an ad,
 * edit a wallet): its path, where the id comes from, the keys of the area's group that allow it.
 */
export interface RecordAction<Row> {
  readonly method?: 'GET' | 'POST';
  /** Relative to the API root; ending with `/{id}` takes the id from the path, else from `idParam`. */
  readonly path: string;
  /** The query (or body) field naming the record when the path does not. */
  readonly idParam?: FieldName;
  /** Keys of the area's permission group; any one of them allows the call. */
  readonly permissions: readonly string[];
  /** Runs the area's guard as this write first (a protected record answers 403). */
  readonly guardAs?: WriteAction;
  /** Validates the request (failures to `validator`, then `validator.assertValid()`), writes, names the message. */
  readonly run: (context: RecordActionContext<Row>) => MessageKey;
  /** The activity log's event for the write (`updated` when absent). */
  readonly event?: (fields: Readonly<Record<string, unknown>>) => ActivityEvent;
}

/** An action ready to serve: the routes only ever see this shape. */
export interface AreaAction {
  readonly method: 'GET' | 'POST';
  /** The path without its `/{id}` ending. */
  readonly path: string;
  readonly idInPath: boolean;
  readonly idParam: FieldName | undefined;
  readonly permissions: readonly string[];
  /** The message and the record as it is afterwards; undefined for a missing record. */
  run(env: AreaEnv, id: number, fields: Readonly<Record<string, unknown>>): Promise<{ message: MessageKey; data: JsonObject } | undefined>;
}

export interface CheckContext<Row> {
  readonly store: DataStore;
  readonly validator: FormValidator;
  readonly fields: Readonly<Record<string, unknown>>;
  readonly existing: Row | undefined;
  readonly actor: SignedInAdmin | null;
  /** The id lists sent (`links` fields), by request name; a list not sent is absent. */
  readonly lists: Readonly<Record<string, readonly number[]>>;
}

export interface ReferenceAreaDefinition<Row extends { id: number }> {
  /** Permission group of the catalogue, e.g. `jobTitles`. */
  readonly parent: string;
  readonly routes: AreaRoutes;
  readonly activation?: ActivationRoute;
  /** Keys of the group reported in the list's `permissions` beside the usual six (e.g. `reply`). */
  readonly extraFlags?: readonly string[];
  readonly repository: (store: DataStore) => ReferenceRepository<Row>;
  /** Written fields, in the order their checks run. */
  readonly fields: readonly FieldRule[];
  readonly filters: readonly FilterRule[];
  readonly present: (row: Row, env: AreaEnv) => JsonObject;
  /** Checks across fields, run once every field is valid on its own; may adjust the values. */
  readonly check?: (values: Record<string, SqlValue>, context: CheckContext<Row>) => void;
  /** Records are always created active, whatever the request says. */
  readonly createdActive?: boolean;
  /** `?limit=0` answers every matching record unpaged to any signed-in admin (select options). */
  readonly lookupMode?: boolean;
  /** An admin may always read the record whose id is their own (admin accounts). */
  readonly readableBySelf?: boolean;
  /** Any signed-in admin may list and show (the group's `index` flag is then answered true). */
  readonly listOpen?: boolean;
  /** Other permissions (`[group, key]`) that also let an admin read one record. */
  readonly readAlso?: readonly (readonly [parent: string, key: string])[];
  /** Calls that change one record beyond create / update / delete. */
  readonly actions?: readonly RecordAction<Row>[];
  /** Refuses a write to a protected record by throwing (403 with a message). */
  readonly guard?: (env: AreaEnv, id: number, action: WriteAction) => void;
  /** Runs after a record was switched off (e.g. ends the sessions of an admin); `reason` when the switch asks one. */
  readonly afterDeactivate?: (store: DataStore, id: number, reason: string | undefined) => void;
  /** Shapes the list's `data` when it is not the plain list of records (roles). */
  readonly wrapList?: (data: JsonObject[], env: AreaEnv) => JsonValue;
  /**
   * A deleted record's row is kept in its `deleted` activity entry and may be put back (records that
   * stand alone: nothing of money, people or orders hangs on them).
   */
  readonly keepsDeleted?: boolean;
}

/** An area ready to serve: the routes only ever see this shape. */
export interface ReferenceArea {
  readonly parent: string;
  readonly routes: AreaRoutes;
  readonly activation: ActivationRoute | undefined;
  readonly extraFlags: readonly string[];
  readonly lookupMode: boolean;
  readonly readableBySelf: boolean;
  readonly listOpen: boolean;
  readonly readAlso: readonly (readonly [string, string])[];
  readonly actions: readonly AreaAction[];
  /** The written fields, in the order their checks run (what create and update accept). */
  readonly fields: readonly FieldRule[];
  /** Request names of the area's picture uploads (png, jpg). */
  readonly imageFields: readonly string[];
  /** Request names of the area's document (PDF) uploads, which have a larger size limit. */
  readonly documentFields: readonly string[];
  list(env: AreaEnv, query: Readonly<Record<string, unknown>>, paging: Paging | 'all'): { data: JsonObject[]; total: number };
  /** The list's `data` for the records of one page. */
  listData(env: AreaEnv, records: JsonObject[]): JsonValue;
  show(env: AreaEnv, id: number): JsonObject | undefined;
  create(env: AreaEnv, input: RequestInput): Promise<JsonObject>;
  update(env: AreaEnv, id: number, input: RequestInput): Promise<JsonObject | undefined>;
  remove(env: AreaEnv, id: number): RemoveOutcome;
  setActive(env: AreaEnv, id: number, active: boolean, reason?: string): boolean;
  /** Puts a deleted record back with its id, through the area's checks; absent where deleted rows are not kept. */
  readonly restore: ((env: AreaEnv, id: number, snapshot: RestoreSnapshot, fromEntry: number) => void) | undefined;
}

/** The validated request, with what still has to be done before it is written. */
interface PendingWrite {
  readonly values: Record<string, SqlValue>;
  readonly links: Record<string, number[]>;
  readonly uploads: { column: string; file: UploadedFile; extension: string }[];
  readonly passwords: { column: string; plain: string }[];
  /** Every valid id list sent, by request name (for `check`). */
  readonly lists: Record<string, number[]>;
}

/** A field holding a name or title people read in lists (`name`, `name_ar`, `user_name`, `title_en`). */
function isNameField(field: string): boolean {
  return /(^|_)(name|title)(_|$)/.test(field);
}

function isRequired(requirement: Requirement | undefined, mode: 'create' | 'update'): boolean {
  return requirement === true || requirement === mode;
}

/** Checks an upload of a kind; answers the extension it is stored under, or undefined after a failure. */
function checkUpload(validator: FormValidator, name: string, file: UploadedFile, kind: 'image' | 'pdf'): string | undefined {
  const problem = uploadProblem(file, kind);
  if (problem) {
    validator.fail(name, t(validator.lang, problem, { max: kind === 'image' ? MAX_IMAGE_MB : MAX_DOCUMENT_MB }));
    return undefined;
  }
  return kind === 'pdf' ? '.pdf' : imageExtension(file);
}

function columnOf(rule: FieldRule): string {
  return ('column' in rule && rule.column) || rule.name;
}

function readActive(rule: Extract<FieldRule, { kind: 'active' }>, validator: FormValidator, fields: Readonly<Record<string, unknown>>): boolean | undefined {
  const name = [rule.name, ...(rule.aliases ?? [])].find((candidate) => validator.filled(candidate)) ?? rule.name;
  return fields[name] === undefined ? undefined : validator.flag(name, labels[name]);
}

function readValues<Row extends { id: number }>(
  definition: ReferenceAreaDefinition<Row>,
  env: AreaEnv,
  input: RequestInput,
  existing: Row | undefined,
  kept?: Readonly<Record<string, SqlValue>>,
): PendingWrite {
  const { store } = env;
  const { files } = input;
  // Compact fields (an IBAN) are read without spaces, in upper case.
  const fields: Record<string, unknown> = { ...input.fields };
  for (const rule of definition.fields) {
    const value = fields[rule.name];
    if (rule.kind === 'text' && rule.compact && typeof value === 'string') {
      fields[rule.name] = value.replace(/\s+/g, '').toUpperCase();
    }
  }
  const validator = new FormValidator(env.lang, fields);
  const mode = existing ? 'update' : 'create';
  const stored = existing as Readonly<Record<string, unknown>> | undefined;
  const pending: PendingWrite = { values: {}, links: {}, uploads: [], passwords: [], lists: {} };
  const { values } = pending;

  for (const rule of definition.fields) {
    const column = columnOf(rule);
    switch (rule.kind) {
      case 'text': {
        if (rule.createOnly && mode === 'update') break;
        const label = labels[rule.name];
        const required = isRequired(rule.required, mode);
        const value = validator.text(rule.name, label, {
          required,
          max: rule.max,
          ...(rule.pattern ? { pattern: rule.pattern } : {}),
          name: isNameField(rule.name),
        });
        if (value !== undefined && rule.unique && definition.repository(store).taken(column, value, existing?.id)) {
          validator.reject(rule.name, label, 'taken');
        }
        if (value !== undefined) values[column] = value;
        else if (!required && rule.name in fields && !validator.hasError(rule.name)) values[column] = null;
        break;
      }
      case 'email': {
        const label = labels[rule.name];
        const required = isRequired(rule.required ?? true, mode);
        const value = validator.email(rule.name, label, required);
        if (value !== undefined && rule.unique && definition.repository(store).taken(column, value, existing?.id)) {
          validator.reject(rule.name, label, 'taken');
        }
        if (value !== undefined) values[column] = value;
        else if (!required && rule.name in fields && !validator.hasError(rule.name)) values[column] = null;
        break;
      }
      case 'url': {
        const required = isRequired(rule.required, mode);
        const value = validator.url(rule.name, labels[rule.name], required);
        if (value !== undefined) values[column] = value;
        else if (!required && rule.name in fields && !validator.hasError(rule.name)) values[column] = null;
        break;
      }
      case 'flag': {
        const value = validator.flag(rule.name, labels[rule.name]);
        if (value !== undefined) values[column] = value ? 1 : 0;
        else if (mode === 'create' && !validator.hasError(rule.name)) values[column] = rule.createDefault ? 1 : 0;
        break;
      }
      case 'active': {
        if (mode === 'create' && definition.createdActive) {
          values['active'] = 1;
          break;
        }
        const value = readActive(rule, validator, fields);
        if (value !== undefined) values['active'] = value ? 1 : 0;
        else if (mode === 'create') values['active'] = 1;
        break;
      }
      case 'reference': {
        if (rule.onlyWhen && !rule.onlyWhen(fields)) {
          values[column] = null;
          break;
        }
        const label = labels[rule.name];
        const required = isRequired(rule.required, mode);
        let id: number | undefined;
        if (rule.list) {
          const list = listField(fields, rule.name) ?? [];
          const [entry] = list;
          if (list.length > 1) validator.reject(rule.name, label, 'invalidChoice');
          else if (entry === undefined) {
            if (required) validator.reject(rule.name, label, 'required');
          } else {
            id = parseId(entry);
            if (id === undefined) validator.reject(rule.name, label, 'integer');
          }
        } else id = validator.id(rule.name, label, required);
        if (id !== undefined && !rule.exists(store, id)) validator.reject(rule.name, label, 'invalidChoice');
        // An optional link sent empty is cleared; one not sent at all is left as it is.
        if (id !== undefined) values[column] = id;
        else if (!required && !validator.hasError(rule.name) && (mode === 'create' || rule.name in fields)) {
          values[column] = null;
        }
        break;
      }
      case 'number': {
        const required = isRequired(rule.required, mode) && !(mode === 'create' && rule.createDefault !== undefined);
        const value = validator.number(rule.name, labels[rule.name], {
          required,
          min: rule.min,
          max: rule.max,
          ...(rule.integer ? { integer: true } : {}),
          ...(rule.percent ? { percent: true } : {}),
        });
        if (value !== undefined) values[column] = value;
        else if (mode === 'create' && rule.createDefault !== undefined && !validator.hasError(rule.name)) {
          values[column] = rule.createDefault;
        }
        break;
      }
      case 'choice': {
        const required = isRequired(rule.required ?? true, mode);
        const value = validator.choice(rule.name, labels[rule.name], rule.values, required);
        if (value !== undefined) values[column] = value;
        break;
      }
      case 'choiceList': {
        const label = labels[rule.name];
        const list = listField(fields, rule.name);
        const min = leastItems(rule, mode);
        if (list === undefined) {
          if ((mode === 'create' && min > 0) || isRequired(rule.required, mode)) validator.reject(rule.name, label, 'required');
          else if (mode === 'create') values[column] = '[]';
          break;
        }
        const chosen: string[] = [];
        list.forEach((entry, index) => {
          const text = typeof entry === 'string' || typeof entry === 'number' ? String(entry).trim() : '';
          if (!rule.values.includes(text)) {
            validator.fail(`${rule.name}.${index}`, t(env.lang, 'invalidChoice', { attribute: label[env.lang] }));
          } else if (!chosen.includes(text)) chosen.push(text);
        });
        if (chosen.length < min && !validator.hasError(rule.name)) {
          validator.reject(rule.name, label, 'minItems', { min });
        }
        values[column] = JSON.stringify(chosen);
        break;
      }
      case 'date': {
        const label = labels[rule.name];
        const value = validator.date(rule.name, label, isRequired(rule.required, mode));
        const unchanged = value !== undefined && stored?.[column] === value;
        if (value !== undefined && rule.notBeforeToday && !unchanged && value < localToday()) {
          validator.reject(rule.name, label, 'notBeforeToday');
        }
        if (value !== undefined && rule.notAfterToday && value > localToday()) {
          validator.reject(rule.name, label, 'notAfterToday');
        }
        if (value !== undefined) values[column] = value;
        break;
      }
      case 'image':
      case 'pdf': {
        const label = labels[rule.name];
        const file = files[rule.name];
        const keptFile = stored?.[rule.column] ?? kept?.[rule.column];
        const hasStored = typeof keptFile === 'string' && keptFile !== '';
        if (!file) {
          if (rule.kind === 'image' && !rule.optional && !hasStored) validator.reject(rule.name, label, 'required');
          break;
        }
        const extension = checkUpload(validator, rule.name, file, rule.kind);
        if (extension) pending.uploads.push({ column: rule.column, file, extension });
        break;
      }
      case 'links': {
        const label = labels[rule.name];
        const list = listField(fields, rule.name);
        const ids = validator.ids(rule.name, label, list, leastItems(rule, mode));
        if (ids === undefined) break;
        const missing = rule.missing(store, ids);
        for (const id of missing) {
          validator.fail(`${rule.name}.${ids.indexOf(id)}`, t(env.lang, 'invalidChoice', { attribute: label[env.lang] }));
        }
        if (missing.length > 0) break;
        pending.lists[rule.name] = ids;
        if (rule.link) pending.links[rule.link] = rule.complete ? rule.complete(store, ids) : ids;
        break;
      }
      case 'password': {
        const label = labels[rule.name];
        if (mode === 'update' && !validator.filled(rule.name)) break;
        const password = validator.text(rule.name, label, { required: true, min: rule.min, max: 255, trim: false });
        if (password !== undefined && rule.pattern && !rule.pattern.test.test(password)) {
          validator.reject(rule.name, label, rule.pattern.message);
        } else if (password !== undefined && fields[`${rule.name}_confirmation`] !== password) {
          validator.reject(rule.name, label, 'confirmed');
        } else if (password !== undefined) pending.passwords.push({ column: rule.column, plain: password });
        break;
      }
    }
  }
  if (validator.valid) {
    definition.check?.(values, { store, validator, fields, existing, actor: env.actor, lists: pending.lists });
  }
  validator.assertValid();
  return pending;
}

/** Stores uploads and hashes passwords, once the whole request is known to be valid. */
async function finish(pending: PendingWrite, env: AreaEnv): Promise<Record<string, SqlValue>> {
  const values = { ...pending.values };
  for (const upload of pending.uploads) {
    values[upload.column] = await storeUpload(env.uploadsDir, upload.file, upload.extension);
  }
  for (const password of pending.passwords) values[password.column] = await hashPassword(password.plain);
  return values;
}

/**
 * Writes a checked request. Uploads and password hashing come between the check of unique fields
 * and the write, so a request sent twice at once passes the check twice: the unique index refuses
 * the second write, which then answers 422 on every unique field now taken, as the check would.
 */
function writeUnique<Row extends { id: number }, T>(definition: ReferenceAreaDefinition<Row>, env: AreaEnv, values: Record<string, SqlValue>, existingId: number | undefined, write: () => T): T {
  try {
    return write();
  } catch (error) {
    const failed = uniqueViolationColumn(error);
    if (failed === undefined) throw error;
    const validator = new FormValidator(env.lang, {});
    for (const rule of definition.fields) {
      if ((rule.kind !== 'text' && rule.kind !== 'email') || !rule.unique) continue;
      const column = columnOf(rule);
      const value = values[column];
      if (typeof value !== 'string') continue;
      if (column === failed || definition.repository(env.store).taken(column, value, existingId)) {
        validator.reject(rule.name, labels[rule.name], 'taken');
      }
    }
    validator.assertValid();
    throw error;
  }
}

interface ReadFilter {
  search?: string;
  likes: Record<string, string>;
  equals: Record<string, SqlValue>;
  likeAny: { columns: readonly string[]; text: string }[];
  linked: Record<string, number>;
  ranges: Record<string, { from?: SqlValue; to?: SqlValue }>;
}

/** Two dates sent together (each required with the other), the second not before the first. */
export function readDateRange(validator: FormValidator, rule: Extract<FilterRule, { kind: 'dateRange' }>): { from: string; to: string } | undefined {
  const [fromLabel, toLabel] = [labels[rule.from], labels[rule.to]];
  const fromSent = validator.filled(rule.from);
  const toSent = validator.filled(rule.to);
  if (!fromSent && !toSent) return undefined;
  const from = validator.date(rule.from, fromLabel, true);
  const to = validator.date(rule.to, toLabel, false);
  if (fromSent && !toSent) validator.reject(rule.to, toLabel, 'requiredWith', { other: fromLabel[validator.lang] });
  if (!fromSent) {
    validator.reject(rule.from, fromLabel, 'requiredWith', { other: toLabel[validator.lang] });
    return undefined;
  }
  if (from === undefined || to === undefined) return undefined;
  if (to < from) {
    validator.reject(rule.to, toLabel, 'afterOrEqual', { other: fromLabel[validator.lang] });
    return undefined;
  }
  return { from, to };
}

function readFilters(rules: readonly FilterRule[], lang: Lang, query: Readonly<Record<string, unknown>>): ReadFilter {
  const validator = new FormValidator(lang, query);
  const filter: ReadFilter = { likes: {}, equals: {}, likeAny: [], linked: {}, ranges: {} };
  for (const rule of rules) {
    if (rule.kind === 'dateRange') {
      const range = readDateRange(validator, rule);
      if (range) filter.ranges[rule.column] = range;
      continue;
    }
    const label = labels[rule.param];
    const column = 'column' in rule && rule.column ? rule.column : rule.param;
    switch (rule.kind) {
      case 'search': {
        const value = validator.text(rule.param, label, { required: false, max: 255 });
        if (value !== undefined) filter.search = value;
        break;
      }
      case 'like': {
        const value = validator.text(rule.param, label, { required: false, max: 255 });
        if (value !== undefined && rule.columns) filter.likeAny.push({ columns: rule.columns, text: value });
        else if (value !== undefined) filter.likes[column] = value;
        break;
      }
      case 'number': {
        const value = validator.number(rule.param, label, { required: false, min: -1e12, max: 1e12 });
        if (value !== undefined) filter.equals[column] = value;
        break;
      }
      case 'linked': {
        const value = validator.id(rule.param, label, false);
        if (value !== undefined) filter.linked[rule.link] = value;
        break;
      }
      case 'idOrLike': {
        const value = validator.text(rule.param, label, { required: false, max: 255 });
        const id = parseId(value);
        if (id !== undefined) filter.equals[rule.idColumn] = id;
        else if (value !== undefined) filter.likes[rule.likeColumn] = value;
        break;
      }
      case 'flag': {
        const value = validator.flag(rule.param, label);
        if (value !== undefined) filter.equals[column] = value ? 1 : 0;
        break;
      }
      case 'id': {
        const value = validator.id(rule.param, label, false);
        if (value !== undefined) filter.equals[column] = value;
        break;
      }
      case 'choice': {
        const value = validator.choice(rule.param, label, rule.values, false);
        if (value !== undefined) filter.equals[column] = value;
        break;
      }
    }
  }
  validator.assertValid();
  return filter;
}

/** Whether two logged values are the same (lists compared by their ids in order). */
function sameValue(a: ActivityValue | undefined, b: ActivityValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/** Rules whose values the log keeps under their write names: never a password. */
function loggedRules(definition: { readonly fields: readonly FieldRule[] }): FieldRule[] {
  return definition.fields.filter((rule) => rule.kind !== 'password');
}

/** The values a write sets, by the API's write field names. */
function writtenValues(definition: { readonly fields: readonly FieldRule[] }, values: Readonly<Record<string, SqlValue>>, pending: Pick<PendingWrite, 'lists' | 'links'>): ActivityValues {
  const out: ActivityValues = {};
  for (const rule of loggedRules(definition)) {
    if (rule.kind === 'links') {
      // The ids as stored (a role's list completed with the index keys it implies), sorted as read back.
      const list = rule.link ? pending.links[rule.link]?.slice().sort((a, b) => a - b) : pending.lists[rule.name];
      if (list) out[rule.name] = list;
      continue;
    }
    const column = columnOf(rule);
    const value = values[column];
    if (value !== undefined && !(rule.name in out)) out[rule.name] = value;
  }
  return out;
}

/** A stored record's values by the API's write field names, as its form writes them. */
function storedValues<Row extends { id: number }>(definition: ReferenceAreaDefinition<Row>, store: DataStore, id: number, stored: Readonly<Record<string, SqlValue>>): ActivityValues {
  const repository = definition.repository(store);
  const out: ActivityValues = {};
  for (const rule of loggedRules(definition)) {
    if (rule.kind === 'links') {
      if (rule.link && repository.spec.links?.[rule.link]) out[rule.name] = repository.linked(id, rule.link);
      continue;
    }
    const value = stored[columnOf(rule)];
    if ((typeof value === 'string' || typeof value === 'number' || value === null) && !(rule.name in out)) out[rule.name] = value;
  }
  return out;
}

/** Only the fields whose value changed: `old` before, `attributes` after. */
function changedValues(before: ActivityValues, after: ActivityValues): { old: ActivityValues; attributes: ActivityValues } | undefined {
  const old: ActivityValues = {};
  const attributes: ActivityValues = {};
  for (const [key, value] of Object.entries(after)) {
    if (sameValue(before[key], value)) continue;
    old[key] = before[key] ?? null;
    attributes[key] = value;
  }
  return Object.keys(attributes).length > 0 ? { old, attributes } : undefined;
}

/** A raw row's plain values, for the actions that write columns of their own (a wallet, a status). */
function rowColumns(row: object): ActivityValues {
  const out: ActivityValues = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'updated_at' || key === 'created_at') continue;
    if (typeof value === 'string' || typeof value === 'number' || value === null) out[key] = value;
  }
  return out;
}

/** The plain values a request sent, but the record's id and the method field. */
function sentValues(fields: Readonly<Record<string, unknown>>, idParam: string | undefined): ActivityValues {
  const out: ActivityValues = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === idParam || key === '_method' || key === 'reason') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) out[key] = value;
  }
  return out;
}

/** What a deleted record needs to come back: its writable columns and its links. */
function snapshotOf<Row extends { id: number }>(definition: ReferenceAreaDefinition<Row>, store: DataStore, id: number, stored: Readonly<Record<string, SqlValue>>): RestoreSnapshot {
  const repository = definition.repository(store);
  const columns: Record<string, SqlValue> = {};
  for (const column of repository.spec.writable) {
    const value = stored[column];
    if (typeof value === 'string' || typeof value === 'number' || value === null) columns[column] = value;
  }
  const links: Record<string, number[]> = {};
  for (const name of Object.keys(repository.spec.links ?? {})) links[name] = repository.linked(id, name);
  return { columns, links };
}

/** The request a restore sends through the area's checks: the kept row as its form would write it. */
function restoreFields(definition: { readonly fields: readonly FieldRule[] }, snapshot: RestoreSnapshot): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const rule of definition.fields) {
    if (rule.kind === 'password' || rule.kind === 'image' || rule.kind === 'pdf') continue;
    if (rule.kind === 'links') {
      if (rule.link && snapshot.links[rule.link]) fields[rule.name] = [...(snapshot.links[rule.link] ?? [])];
      continue;
    }
    const value = snapshot.columns[columnOf(rule)];
    if (value === undefined || value === null) continue;
    if (rule.kind === 'choiceList' && typeof value === 'string') fields[rule.name] = JSON.parse(value) as unknown;
    else if (rule.kind === 'reference' && rule.list) fields[rule.name] = [value];
    else fields[rule.name] = value;
  }
  return fields;
}

/** Turns a definition into the generic behaviour every area shares. */
export function defineReferenceArea<Row extends { id: number }>(definition: ReferenceAreaDefinition<Row>): ReferenceArea {
  const { repository, present } = definition;
  const guard = (env: AreaEnv, id: number, action: WriteAction): void => definition.guard?.(env, id, action);
  return {
    parent: definition.parent,
    routes: definition.routes,
    activation: definition.activation,
    extraFlags: definition.extraFlags ?? [],
    lookupMode: definition.lookupMode ?? false,
    readableBySelf: definition.readableBySelf ?? false,
    listOpen: definition.listOpen ?? false,
    readAlso: definition.readAlso ?? [],
    actions: (definition.actions ?? []).map((action) => serveAction(definition, action)),
    fields: definition.fields,
    imageFields: definition.fields.flatMap((rule) => (rule.kind === 'image' ? [rule.name] : [])),
    documentFields: definition.fields.flatMap((rule) => (rule.kind === 'pdf' ? [rule.name] : [])),

    list(env, query, paging) {
      const filter = readFilters(definition.filters, env.lang, query);
      const sort = readListSort(repository(env.store).spec.sortable ?? {}, env.lang, query);
      if (paging === 'all') {
        const rows = repository(env.store).all(filter, 'asc');
        return { data: rows.map((row) => present(row, env)), total: rows.length };
      }
      const { rows, total } = repository(env.store).page(filter, paging.page, paging.perPage, sort);
      return { data: rows.map((row) => present(row, env)), total };
    },

    listData(env, records) {
      return definition.wrapList ? definition.wrapList(records, env) : records;
    },

    show(env, id) {
      const row = repository(env.store).find(id);
      return row ? present(row, env) : undefined;
    },

    async create(env, input) {
      const pending = readValues(definition, env, input, undefined);
      const values = await finish(pending, env);
      const row = writeUnique(definition, env, values, undefined, () =>
        env.store.db.transaction(() => {
          // SQLite hands a deleted last id out again; a logged id stays its record's, so new ones start past it.
          const freshId = env.activity?.idPastLogged(definition.parent, repository(env.store).spec.table);
          const inserted = repository(env.store).insert(values, pending.links, freshId);
          env.activity?.record({ event: 'created', subjectType: definition.parent, subjectId: inserted.id, attributes: writtenValues(definition, values, pending) });
          return inserted;
        })(),
      );
      env.changed?.({ parent: definition.parent, id: row.id, action: 'created' });
      return present(row, env);
    },

    async update(env, id, input) {
      const existing = repository(env.store).find(id);
      if (!existing) return undefined;
      guard(env, id, 'update');
      const pending = readValues(definition, env, input, existing);
      const values = await finish(pending, env);
      const links: LinkValues = pending.links;
      const row = writeUnique(definition, env, values, id, () =>
        env.store.db.transaction(() => {
          // The record as it is inside the transaction: another write may have come between the checks and now.
          const found = env.activity ? repository(env.store).stored(id) : undefined;
          const before = found ? storedValues(definition, env.store, id, found) : undefined;
          const updated = repository(env.store).update(id, values, links);
          if (updated && before && env.activity) {
            const changes = changedValues(before, writtenValues(definition, values, pending));
            if (changes) env.activity.record({ event: 'updated', subjectType: definition.parent, subjectId: id, ...changes });
          }
          return updated;
        })(),
      );
      if (row && values['active'] === 0 && (existing as { active?: number }).active === 1) {
        definition.afterDeactivate?.(env.store, id, undefined);
      }
      if (row) env.changed?.({ parent: definition.parent, id, action: 'updated' });
      return row ? present(row, env) : undefined;
    },

    remove(env, id) {
      if (repository(env.store).exists(id)) guard(env, id, 'remove');
      const outcome = env.store.db.transaction((): RemoveOutcome => {
        const found = env.activity ? repository(env.store).stored(id) : undefined;
        // Read before the delete: its links go with it.
        const old = found ? storedValues(definition, env.store, id, found) : undefined;
        const snapshot = found && definition.keepsDeleted ? snapshotOf(definition, env.store, id, found) : undefined;
        const removed = repository(env.store).removeIfUnused(id);
        if (removed.status === 'deleted' && old && env.activity) {
          env.activity.record({ event: 'deleted', subjectType: definition.parent, subjectId: id, old, ...(snapshot ? { snapshot } : {}) });
        }
        return removed;
      })();
      if (outcome.status === 'deleted') env.changed?.({ parent: definition.parent, id, action: 'deleted' });
      return outcome;
    },

    setActive(env, id, active, reason) {
      if (!repository(env.store).exists(id)) return false;
      guard(env, id, active ? 'activate' : 'deactivate');
      const changed = env.store.db.transaction(() => {
        const before = env.activity ? repository(env.store).stored(id) : undefined;
        const done = repository(env.store).setActive(id, active);
        if (done && !active) definition.afterDeactivate?.(env.store, id, reason);
        if (done && env.activity && before?.active !== (active ? 1 : 0)) {
          env.activity.record({
            event: active ? 'activated' : 'deactivated',
            subjectType: definition.parent,
            subjectId: id,
            old: { active: before?.active === 1 },
            attributes: { active },
            reason: reason ?? null,
          });
        }
        return done;
      })();
      if (changed) env.changed?.({ parent: definition.parent, id, action: 'activated', active });
      return changed;
    },

    restore: definition.keepsDeleted
      ? (env, id, snapshot, fromEntry) => {
          const repo = repository(env.store);
          let pending: PendingWrite;
          try {
            if (repo.exists(id)) throw ValidationError.single('id', t(env.lang, 'activityRecordExists'));
            pending = readValues(definition, env, { fields: restoreFields(definition, snapshot), files: {} }, undefined, snapshot.columns);
          } catch (error) {
            // The entry is what the caller named: whatever field refused, the answer is on `id`, saying why.
            if (error instanceof ValidationError && error.errors && !('id' in error.errors)) {
              throw ValidationError.single('id', t(env.lang, 'activityCannotRestore', { reason: error.message }));
            }
            throw error;
          }
          const values: Record<string, SqlValue> = { ...pending.values };
          for (const rule of definition.fields) {
            if ((rule.kind === 'image' || rule.kind === 'pdf') && snapshot.columns[rule.column] !== undefined) values[rule.column] = snapshot.columns[rule.column] ?? null;
          }
          if (snapshot.columns['active'] !== undefined && repo.spec.writable.includes('active')) values['active'] = snapshot.columns['active'];
          writeUnique(definition, env, values, undefined, () =>
            env.store.db.transaction(() => {
              repo.insert(values, pending.links, id);
              env.activity?.record({ event: 'restored', subjectType: definition.parent, subjectId: id, attributes: writtenValues(definition, values, pending), restoredFrom: fromEntry });
            })(),
          );
          env.changed?.({ parent: definition.parent, id, action: 'created' });
        }
      : undefined,
  };
}

/** A record action as the routes serve it: find the record, guard it, run, answer it again. */
function serveAction<Row extends { id: number }>(definition: ReferenceAreaDefinition<Row>, action: RecordAction<Row>): AreaAction {
  const idInPath = action.path.endsWith(ID_IN_PATH);
  if (!idInPath && !action.idParam) {
    throw new Error(`action ${action.path}: the id comes from neither the path nor a field`);
  }
  return {
    method: action.method ?? 'POST',
    path: idInPath ? action.path.slice(0, -ID_IN_PATH.length) : action.path,
    idInPath,
    idParam: idInPath ? undefined : action.idParam,
    permissions: action.permissions,
    async run(env, id, fields) {
      const repository = definition.repository(env.store);
      const row = repository.find(id);
      if (!row) return undefined;
      if (action.guardAs) definition.guard?.(env, id, action.guardAs);
      const validator = new FormValidator(env.lang, fields);
      // The action, its entry and the state it compares are one transaction: a refused action leaves none.
      const message = env.store.db.transaction((): MessageKey => {
        const done = action.run({ env, row, fields, validator });
        if (env.activity) {
          const now = repository.find(id);
          // The record's columns that changed; an action that writes elsewhere (a wallet's notes) logs what it was sent.
          const changes = (now ? changedValues(rowColumns(row), rowColumns(now)) : undefined) ?? { attributes: sentValues(fields, action.idParam) };
          const reason = typeof fields['reason'] === 'string' && fields['reason'].trim() !== '' ? fields['reason'].trim() : null;
          env.activity.record({ event: action.event?.(fields) ?? 'updated', subjectType: definition.parent, subjectId: id, ...changes, reason });
        }
        return done;
      })();
      const after = repository.find(id);
      env.changed?.({ parent: definition.parent, id, action: after ? 'updated' : 'deleted' });
      return after ? { message, data: definition.present(after, env) } : undefined;
    },
  };
}

/** How a decision on a request reads its status and reason. */
export interface DecisionOptions<Row> {
  readonly path: string;
  readonly idParam?: FieldName;
  /** The key of the area's group that allows the decision. */
  readonly permission: string;
  /** The statuses the request may be given, each with the message answered. */
  readonly statuses: Readonly<Record<string, MessageKey>>;
  /** The statuses that need a non-blank `reason`; for the others it is optional. */
  readonly reasonFor: readonly string[];
  /** Whether the record may still be decided (a pending request); 422 on `status` otherwise. */
  readonly open: (row: Row) => boolean;
  readonly apply: (env: AreaEnv, row: Row, status: string, reason: string | null) => void;
  /** The activity log's event for each status. */
  readonly events: Readonly<Record<string, ActivityEvent>>;
}

/** Accept / reject (publish / block ...) a request: `status` among the statuses, `reason` where needed. */
export function decisionAction<Row extends { id: number }>(options: DecisionOptions<Row>): RecordAction<Row> {
  const statuses = Object.keys(options.statuses);
  return {
    path: options.path,
    ...(options.idParam ? { idParam: options.idParam } : {}),
    permissions: [options.permission],
    event: (fields) => options.events[String(fields['status'] ?? '')] ?? 'updated',
    run: ({ env, row, validator }) => {
      const status = validator.choice('status', labels.status, statuses, true);
      const needsReason = status !== undefined && options.reasonFor.includes(status);
      const reason = validator.text('reason', labels.reason, { required: needsReason, max: 1000 }) ?? null;
      if (status !== undefined && !options.open(row)) validator.fail('status', t(env.lang, 'alreadyDecided'));
      validator.assertValid();
      if (status === undefined) return 'statusChanged';
      env.store.db.transaction(() => options.apply(env, row, status, reason))();
      return options.statuses[status] ?? 'statusChanged';
    },
  };
}

/** A flag answered as 0/1, as the catalogue's status toggles read it. */
export function statusNumber(active: number): number {
  return active === 1 ? 1 : 0;
}
