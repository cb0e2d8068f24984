import type { DataStore } from '../db/store.js';
import type { SqlValue } from '../db/database.js';
import type { ReferenceRepository, RemoveOutcome, WriteValues } from '../db/reference-repository.js';
import type { JsonObject } from '../http/json.js';
import type { Paging } from '../http/paging.js';
import type { Lang } from '../i18n/lang.js';
import { FormValidator } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';

export type FieldName = keyof typeof labels;

/** One written field; its request name is also its column. */
export type FieldRule =
  | { readonly kind: 'text'; readonly name: FieldName; readonly required: boolean; readonly max: number }
  | { readonly kind: 'active'; readonly name: 'active' }
  | {
      readonly kind: 'reference';
      readonly name: FieldName;
      readonly required: boolean;
      readonly exists: (store: DataStore, id: number) => boolean;
    }
  | { readonly kind: 'number'; readonly name: FieldName; readonly min: number; readonly max: number }
  | { readonly kind: 'choice'; readonly name: FieldName; readonly values: readonly string[] };

/** One list filter read from the query string. */
export type FilterRule =
  | { readonly kind: 'search'; readonly param: FieldName }
  | { readonly kind: 'flag'; readonly param: FieldName }
  | { readonly kind: 'id'; readonly param: FieldName }
  | { readonly kind: 'choice'; readonly param: FieldName; readonly values: readonly string[] };

export interface ReferenceAreaDefinition<Row extends { id: number }> {
  /** Path under dashboard/, e.g. `job-titles`. */
  readonly path: string;
  /** Permission group of the catalogue, e.g. `jobTitles`. */
  readonly parent: string;
  /** The `type` dashboard/activation names this area by. */
  readonly activationType: string;
  readonly repository: (store: DataStore) => ReferenceRepository<Row>;
  /** Written fields, in the order their checks run. */
  readonly fields: readonly FieldRule[];
  readonly filters: readonly FilterRule[];
  readonly present: (row: Row, lang: Lang) => JsonObject;
  /** Checks across fields, run once every field is valid on its own. */
  readonly check?: (values: WriteValues, store: DataStore, validator: FormValidator) => void;
  /** Records are always created active, whatever the request says. */
  readonly createdActive?: boolean;
  /** `?limit=0` answers every matching record unpaged to any signed-in admin (select options). */
  readonly lookupMode?: boolean;
}

/** A reference area ready to serve: the routes only ever see this shape. */
export interface ReferenceArea {
  readonly path: string;
  readonly parent: string;
  readonly activationType: string;
  readonly lookupMode: boolean;
  list(
    store: DataStore,
    lang: Lang,
    query: Readonly<Record<string, unknown>>,
    paging: Paging | 'all',
  ): { data: JsonObject[]; total: number };
  show(store: DataStore, lang: Lang, id: number): JsonObject | undefined;
  create(store: DataStore, lang: Lang, fields: Readonly<Record<string, unknown>>): JsonObject;
  update(store: DataStore, lang: Lang, id: number, fields: Readonly<Record<string, unknown>>): JsonObject | undefined;
  remove(store: DataStore, id: number): RemoveOutcome;
  setActive(store: DataStore, id: number, active: boolean): boolean;
}

function readValues<Row extends { id: number }>(
  definition: ReferenceAreaDefinition<Row>,
  store: DataStore,
  validator: FormValidator,
  fields: Readonly<Record<string, unknown>>,
  mode: 'create' | 'update',
): WriteValues {
  const values: Record<string, SqlValue> = {};
  for (const rule of definition.fields) {
    const label = labels[rule.name];
    switch (rule.kind) {
      case 'text': {
        const value = validator.text(rule.name, label, { required: rule.required, max: rule.max });
        if (value !== undefined) values[rule.name] = value;
        else if (!rule.required && rule.name in fields) values[rule.name] = null;
        break;
      }
      case 'active': {
        if (mode === 'create' && definition.createdActive) {
          values['active'] = 1;
          break;
        }
        const value = validator.flag(rule.name, label);
        if (value !== undefined) values['active'] = value ? 1 : 0;
        else if (mode === 'create') values['active'] = 1;
        break;
      }
      case 'reference': {
        const id = validator.id(rule.name, label, rule.required);
        if (id !== undefined && !rule.exists(store, id)) validator.reject(rule.name, label, 'invalidChoice');
        // An optional link sent empty is cleared; one not sent at all is left as it is.
        if (id !== undefined) values[rule.name] = id;
        else if (!rule.required && (mode === 'create' || rule.name in fields)) values[rule.name] = null;
        break;
      }
      case 'number': {
        const value = validator.number(rule.name, label, { required: true, min: rule.min, max: rule.max });
        if (value !== undefined) values[rule.name] = value;
        break;
      }
      case 'choice': {
        const value = validator.choice(rule.name, label, rule.values, true);
        if (value !== undefined) values[rule.name] = value;
        break;
      }
    }
  }
  if (validator.valid) definition.check?.(values, store, validator);
  validator.assertValid();
  return values;
}

function readFilters(
  rules: readonly FilterRule[],
  lang: Lang,
  query: Readonly<Record<string, unknown>>,
): { search?: string; equals: Record<string, SqlValue> } {
  const validator = new FormValidator(lang, query);
  const equals: Record<string, SqlValue> = {};
  let search: string | undefined;
  for (const rule of rules) {
    const label = labels[rule.param];
    switch (rule.kind) {
      case 'search':
        search = validator.text(rule.param, label, { required: false, max: 255 });
        break;
      case 'flag': {
        const value = validator.flag(rule.param, label);
        if (value !== undefined) equals[rule.param] = value ? 1 : 0;
        break;
      }
      case 'id': {
        const value = validator.id(rule.param, label, false);
        if (value !== undefined) equals[rule.param] = value;
        break;
      }
      case 'choice': {
        const value = validator.choice(rule.param, label, rule.values, false);
        if (value !== undefined) equals[rule.param] = value;
        break;
      }
    }
  }
  validator.assertValid();
  return search === undefined ? { equals } : { search, equals };
}

/** Turns a definition into the generic behaviour every reference area shares. */
export function defineReferenceArea<Row extends { id: number }>(
  definition: ReferenceAreaDefinition<Row>,
): ReferenceArea {
  const { repository, present } = definition;
  return {
    path: definition.path,
    parent: definition.parent,
    activationType: definition.activationType,
    lookupMode: definition.lookupMode ?? false,

    list(store, lang, query, paging) {
      const filter = readFilters(definition.filters, lang, query);
      if (paging === 'all') {
        const rows = repository(store).all(filter, 'asc');
        return { data: rows.map((row) => present(row, lang)), total: rows.length };
      }
      const { rows, total } = repository(store).page(filter, paging.page, paging.perPage);
      return { data: rows.map((row) => present(row, lang)), total };
    },

    show(store, lang, id) {
      const row = repository(store).find(id);
      return row ? present(row, lang) : undefined;
    },

    create(store, lang, fields) {
      const values = readValues(definition, store, new FormValidator(lang, fields), fields, 'create');
      return present(repository(store).insert(values), lang);
    },

    update(store, lang, id, fields) {
      if (!repository(store).exists(id)) return undefined;
      const values = readValues(definition, store, new FormValidator(lang, fields), fields, 'update');
      const row = repository(store).update(id, values);
      return row ? present(row, lang) : undefined;
    },

    remove(store, id) {
      return repository(store).removeIfUnused(id);
    },

    setActive(store, id, active) {
      return repository(store).setActive(id, active);
    },
  };
}
