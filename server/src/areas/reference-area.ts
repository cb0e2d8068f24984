import type { PermissionCatalogue } from '../auth/catalogue.js';
import type { SignedInAdmin } from '../auth/guard.js';
import { hashPassword } from '../auth/password.js';
import type { SqlValue } from '../db/database.js';
import type { LinkValues, ReferenceRepository, RemoveOutcome } from '../db/reference-repository.js';
import type { DataStore } from '../db/store.js';
import { listField, type RequestInput, type UploadedFile } from '../http/input.js';
import type { JsonObject, JsonValue } from '../http/json.js';
import type { Paging } from '../http/paging.js';
import type { Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { imageExtension, storeImage } from '../uploads/images.js';
import { FormValidator, localToday, parseId } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';

export type FieldName = keyof typeof labels;

/** What an area operation knows of the request it serves. */
export interface AreaEnv {
  readonly store: DataStore;
  readonly catalogue: PermissionCatalogue;
  readonly uploadsDir: string;
  readonly lang: Lang;
  /** `scheme://host` of the request, for answers that carry absolute URLs. */
  readonly origin: string;
  readonly actor: SignedInAdmin | null;
}

/**
 * Where an area's calls live.
 * - `rest`: `GET base`, `GET base/{id}`, `POST base`, `POST base/{id}` with `_method=PUT|DELETE`,
 *   `PUT|PATCH|DELETE base/{id}` (the dashboard/... areas).
 * - `query`: one path per call, the id of show and delete in the query string under `idParam`,
 *   the id of update in the path (`main/get-services`, `main/show-service?service_id=` ...).
 */
export type AreaRoutes =
  | { readonly style: 'rest'; readonly base: string }
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

/** The switch an area's list uses: `dashboard/activation` (model_id, active) or `main/change-status` (id, status). */
export interface ActivationRoute {
  readonly via: 'dashboard' | 'main';
  readonly type: string;
}

type Common = {
  readonly name: FieldName;
  /** The column written; the request name when not given. */
  readonly column?: string;
};

/** One written field, its checks in the order they run. */
export type FieldRule =
  | (Common & {
      readonly kind: 'text';
      readonly required: boolean;
      readonly max: number;
      readonly pattern?: RegExp;
      readonly unique?: boolean;
    })
  | (Common & { readonly kind: 'email'; readonly unique?: boolean })
  | {
      readonly kind: 'active';
      readonly name: 'active' | 'status';
      /** Other request names read when the main one is not sent. */
      readonly aliases?: readonly ('active' | 'status')[];
    }
  | (Common & {
      readonly kind: 'reference';
      readonly required: boolean;
      readonly exists: (store: DataStore, id: number) => boolean;
      /** When false for the request, the field is not read and its column is cleared. */
      readonly onlyWhen?: (fields: Readonly<Record<string, unknown>>) => boolean;
      /** Sent as a one-item list (`roles[]`). */
      readonly list?: boolean;
    })
  | (Common & {
      readonly kind: 'number';
      readonly required: boolean;
      readonly min: number;
      readonly max: number;
      readonly integer?: boolean;
      readonly percent?: boolean;
      /** Written when the field is left out on create. */
      readonly createDefault?: number;
    })
  | (Common & { readonly kind: 'choice'; readonly values: readonly string[] })
  | (Common & {
      readonly kind: 'date';
      readonly required: boolean;
      /** Refuses dates before today, except a date left as it was on update. */
      readonly notBeforeToday?: boolean;
    })
  | (Common & {
      readonly kind: 'image';
      /** Required while the record has none stored: on create, and on update of a record without one. */
      readonly column: string;
    })
  | (Common & {
      readonly kind: 'links';
      /** The link table (of the repository's table spec) the ids go to. */
      readonly link: string;
      readonly min: number;
      /** The ids among those given that do not name an existing record. */
      readonly missing: (store: DataStore, ids: readonly number[]) => number[];
      /** Completes the list before it is written (e.g. a group's base permission). */
      readonly complete?: (store: DataStore, ids: readonly number[]) => number[];
    })
  | (Common & {
      readonly kind: 'password';
      readonly column: string;
      readonly min: number;
    });

/** One list filter read from the query string. */
export type FilterRule =
  | { readonly kind: 'search'; readonly param: FieldName }
  | { readonly kind: 'like'; readonly param: FieldName; readonly column?: string }
  | { readonly kind: 'flag'; readonly param: FieldName; readonly column?: string }
  | { readonly kind: 'id'; readonly param: FieldName; readonly column?: string }
  | { readonly kind: 'choice'; readonly param: FieldName; readonly values: readonly string[]; readonly column?: string };

export type WriteAction = 'update' | 'remove' | 'activate' | 'deactivate';

export interface CheckContext<Row> {
  readonly store: DataStore;
  readonly validator: FormValidator;
  readonly fields: Readonly<Record<string, unknown>>;
  readonly existing: Row | undefined;
  readonly actor: SignedInAdmin | null;
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
  /** Refuses a write to a protected record by throwing (403 with a message). */
  readonly guard?: (env: AreaEnv, id: number, action: WriteAction) => void;
  /** Runs after a record was switched off (e.g. ends the sessions of an admin). */
  readonly afterDeactivate?: (store: DataStore, id: number) => void;
  /** Shapes the list's `data` when it is not the plain list of records (roles). */
  readonly wrapList?: (data: JsonObject[], env: AreaEnv) => JsonValue;
}

/** An area ready to serve: the routes only ever see this shape. */
export interface ReferenceArea {
  readonly parent: string;
  readonly routes: AreaRoutes;
  readonly activation: ActivationRoute | undefined;
  readonly extraFlags: readonly string[];
  readonly lookupMode: boolean;
  readonly readableBySelf: boolean;
  list(
    env: AreaEnv,
    query: Readonly<Record<string, unknown>>,
    paging: Paging | 'all',
  ): { data: JsonObject[]; total: number };
  /** The list's `data` for the records of one page. */
  listData(env: AreaEnv, records: JsonObject[]): JsonValue;
  show(env: AreaEnv, id: number): JsonObject | undefined;
  create(env: AreaEnv, input: RequestInput): Promise<JsonObject>;
  update(env: AreaEnv, id: number, input: RequestInput): Promise<JsonObject | undefined>;
  remove(env: AreaEnv, id: number): RemoveOutcome;
  setActive(env: AreaEnv, id: number, active: boolean): boolean;
}

/** The validated request, with what still has to be done before it is written. */
interface PendingWrite {
  readonly values: Record<string, SqlValue>;
  readonly links: Record<string, number[]>;
  readonly images: { column: string; file: UploadedFile; extension: string }[];
  readonly passwords: { column: string; plain: string }[];
}

function columnOf(rule: FieldRule): string {
  return ('column' in rule && rule.column) || rule.name;
}

function readActive(
  rule: Extract<FieldRule, { kind: 'active' }>,
  validator: FormValidator,
  fields: Readonly<Record<string, unknown>>,
): boolean | undefined {
  const name = [rule.name, ...(rule.aliases ?? [])].find((candidate) => validator.filled(candidate)) ?? rule.name;
  return fields[name] === undefined ? undefined : validator.flag(name, labels[name]);
}

function readValues<Row extends { id: number }>(
  definition: ReferenceAreaDefinition<Row>,
  env: AreaEnv,
  input: RequestInput,
  existing: Row | undefined,
): PendingWrite {
  const { store } = env;
  const { fields, files } = input;
  const validator = new FormValidator(env.lang, fields);
  const mode = existing ? 'update' : 'create';
  const stored = existing as Readonly<Record<string, unknown>> | undefined;
  const pending: PendingWrite = { values: {}, links: {}, images: [], passwords: [] };
  const { values } = pending;

  for (const rule of definition.fields) {
    const column = columnOf(rule);
    switch (rule.kind) {
      case 'text': {
        const label = labels[rule.name];
        const value = validator.text(rule.name, label, {
          required: rule.required,
          max: rule.max,
          ...(rule.pattern ? { pattern: rule.pattern } : {}),
        });
        if (value !== undefined && rule.unique && definition.repository(store).taken(column, value, existing?.id)) {
          validator.reject(rule.name, label, 'taken');
        }
        if (value !== undefined) values[column] = value;
        else if (!rule.required && rule.name in fields) values[column] = null;
        break;
      }
      case 'email': {
        const label = labels[rule.name];
        const value = validator.email(rule.name, label, true);
        if (value !== undefined && rule.unique && definition.repository(store).taken(column, value, existing?.id)) {
          validator.reject(rule.name, label, 'taken');
        }
        if (value !== undefined) values[column] = value;
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
        let id: number | undefined;
        if (rule.list) {
          const list = listField(fields, rule.name) ?? [];
          const [entry] = list;
          if (list.length > 1) validator.reject(rule.name, label, 'invalidChoice');
          else if (entry === undefined) {
            if (rule.required) validator.reject(rule.name, label, 'required');
          } else {
            id = parseId(entry);
            if (id === undefined) validator.reject(rule.name, label, 'integer');
          }
        } else id = validator.id(rule.name, label, rule.required);
        if (id !== undefined && !rule.exists(store, id)) validator.reject(rule.name, label, 'invalidChoice');
        // An optional link sent empty is cleared; one not sent at all is left as it is.
        if (id !== undefined) values[column] = id;
        else if (!rule.required && (mode === 'create' || rule.name in fields)) values[column] = null;
        break;
      }
      case 'number': {
        const required = rule.required && !(mode === 'create' && rule.createDefault !== undefined);
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
        const value = validator.choice(rule.name, labels[rule.name], rule.values, true);
        if (value !== undefined) values[column] = value;
        break;
      }
      case 'date': {
        const label = labels[rule.name];
        const value = validator.date(rule.name, label, rule.required);
        const unchanged = value !== undefined && stored?.[column] === value;
        if (value !== undefined && rule.notBeforeToday && !unchanged && value < localToday()) {
          validator.reject(rule.name, label, 'notBeforeToday');
        }
        if (value !== undefined) values[column] = value;
        break;
      }
      case 'image': {
        const label = labels[rule.name];
        const file = files[rule.name];
        const hasStored = typeof stored?.[rule.column] === 'string' && stored[rule.column] !== '';
        if (!file) {
          if (!hasStored) validator.reject(rule.name, label, 'required');
          break;
        }
        const extension = imageExtension(file);
        if (!extension) validator.fail(rule.name, t(env.lang, 'image'));
        else pending.images.push({ column: rule.column, file, extension });
        break;
      }
      case 'links': {
        const label = labels[rule.name];
        const list = listField(fields, rule.name);
        const ids = validator.ids(rule.name, label, list, rule.min);
        if (ids === undefined) break;
        const missing = rule.missing(store, ids);
        for (const id of missing) {
          validator.fail(`${rule.name}.${ids.indexOf(id)}`, t(env.lang, 'invalidChoice', { attribute: label[env.lang] }));
        }
        if (missing.length === 0) pending.links[rule.link] = rule.complete ? rule.complete(store, ids) : ids;
        break;
      }
      case 'password': {
        const label = labels[rule.name];
        if (mode === 'update' && !validator.filled(rule.name)) break;
        const password = validator.text(rule.name, label, { required: true, min: rule.min, max: 255, trim: false });
        if (password !== undefined && fields[`${rule.name}_confirmation`] !== password) {
          validator.reject(rule.name, label, 'confirmed');
        } else if (password !== undefined) pending.passwords.push({ column: rule.column, plain: password });
        break;
      }
    }
  }
  if (validator.valid) {
    definition.check?.(values, { store, validator, fields, existing, actor: env.actor });
  }
  validator.assertValid();
  return pending;
}

/** Stores uploaded images and hashes passwords, once the whole request is known to be valid. */
async function finish(pending: PendingWrite, env: AreaEnv): Promise<Record<string, SqlValue>> {
  const values = { ...pending.values };
  for (const image of pending.images) values[image.column] = await storeImage(env.uploadsDir, image.file, image.extension);
  for (const password of pending.passwords) values[password.column] = await hashPassword(password.plain);
  return values;
}

interface ReadFilter {
  search?: string;
  likes: Record<string, string>;
  equals: Record<string, SqlValue>;
}

function readFilters(rules: readonly FilterRule[], lang: Lang, query: Readonly<Record<string, unknown>>): ReadFilter {
  const validator = new FormValidator(lang, query);
  const filter: ReadFilter = { likes: {}, equals: {} };
  for (const rule of rules) {
    const label = labels[rule.param];
    const column = rule.kind === 'search' ? rule.param : (rule.column ?? rule.param);
    switch (rule.kind) {
      case 'search': {
        const value = validator.text(rule.param, label, { required: false, max: 255 });
        if (value !== undefined) filter.search = value;
        break;
      }
      case 'like': {
        const value = validator.text(rule.param, label, { required: false, max: 255 });
        if (value !== undefined) filter.likes[column] = value;
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

/** Turns a definition into the generic behaviour every area shares. */
export function defineReferenceArea<Row extends { id: number }>(
  definition: ReferenceAreaDefinition<Row>,
): ReferenceArea {
  const { repository, present } = definition;
  const guard = (env: AreaEnv, id: number, action: WriteAction): void => definition.guard?.(env, id, action);
  return {
    parent: definition.parent,
    routes: definition.routes,
    activation: definition.activation,
    extraFlags: definition.extraFlags ?? [],
    lookupMode: definition.lookupMode ?? false,
    readableBySelf: definition.readableBySelf ?? false,

    list(env, query, paging) {
      const filter = readFilters(definition.filters, env.lang, query);
      if (paging === 'all') {
        const rows = repository(env.store).all(filter, 'asc');
        return { data: rows.map((row) => present(row, env)), total: rows.length };
      }
      const { rows, total } = repository(env.store).page(filter, paging.page, paging.perPage);
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
      return present(repository(env.store).insert(values, pending.links), env);
    },

    async update(env, id, input) {
      const existing = repository(env.store).find(id);
      if (!existing) return undefined;
      guard(env, id, 'update');
      const pending = readValues(definition, env, input, existing);
      const values = await finish(pending, env);
      const links: LinkValues = pending.links;
      const row = repository(env.store).update(id, values, links);
      if (row && values['active'] === 0 && (existing as { active?: number }).active === 1) {
        definition.afterDeactivate?.(env.store, id);
      }
      return row ? present(row, env) : undefined;
    },

    remove(env, id) {
      if (repository(env.store).exists(id)) guard(env, id, 'remove');
      return repository(env.store).removeIfUnused(id);
    },

    setActive(env, id, active) {
      if (!repository(env.store).exists(id)) return false;
      guard(env, id, active ? 'activate' : 'deactivate');
      const changed = repository(env.store).setActive(id, active);
      if (changed && !active) definition.afterDeactivate?.(env.store, id);
      return changed;
    },
  };
}

/** A flag answered as 0/1, as the catalogue's status toggles read it. */
export function statusNumber(active: number): number {
  return active === 1 ? 1 : 0;
}
