import type { Area } from '../descriptor/descriptor.types';
import { getPath } from '../descriptor/fieldPath';
import { placeholdersOf } from '../api/template';
import { isTrue } from '../answers/answers';
import { dataUrlToFile } from '../registries/widgets/imageFile';
import { valueMatches } from '../descriptor/valueMatches';
import { modeSchema, type FormMode, type ObjectSchema, type PropertySchema } from './formSchema.mjs';

export { translateSchema } from './formSchema.mjs';
export type { FormMode, ObjectSchema, PropertySchema };
export type FormValues = Record<string, unknown>;

/** The area's form for one mode: fields marked edit-only or create-only are left out of the other. */
export function formSchemaFor(area: Area, mode: FormMode): ObjectSchema {
  return modeSchema(area.form, mode);
}

function mainType(property: PropertySchema | undefined): string | undefined {
  const type = property?.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

/** Fields shown but not sent: read-only on edit, or hidden because their condition does not hold. */
export function inactiveFields(area: Area, mode: FormMode, values: Readonly<FormValues>): Set<string> {
  const out = new Set<string>();
  if (!area.form) return out;
  if (mode !== 'create') for (const field of area.form.readOnlyOnEdit) out.add(field);
  const schema = formSchemaFor(area, mode);
  for (const condition of area.form.conditions) {
    if (!conditionHolds(condition.when, values, schema)) out.add(condition.field);
  }
  return out;
}

/**
 * Whether a condition holds. A condition on a field this form does not have (the edit-password
 * switch on a create form) always holds: the field it governs is simply shown.
 */
function conditionHolds(when: { field: string; equals?: unknown }, values: Readonly<FormValues>, schema: ObjectSchema): boolean {
  if (!(when.field in schema.properties)) return true;
  return valueMatches(values[when.field], when.equals);
}

/** The uiSchema for one mode and the current values: read-only fields on edit, hidden conditional fields. */
export function uiSchemaFor(area: Area, mode: FormMode, values: Readonly<FormValues>): Record<string, unknown> {
  if (!area.form) return {};
  const schema = formSchemaFor(area, mode);
  const ui: Record<string, unknown> = { ...area.form.uiSchema };
  const merge = (field: string, extra: Record<string, unknown>) => {
    ui[field] = { ...((ui[field] as Record<string, unknown> | undefined) ?? {}), ...extra };
  };
  if (mode !== 'create') for (const field of area.form.readOnlyOnEdit) merge(field, { 'ui:readonly': true });
  for (const condition of area.form.conditions) {
    if (!conditionHolds(condition.when, values, schema)) merge(condition.field, { 'ui:widget': 'hidden' });
  }
  return ui;
}

/** Empties the fields whose condition stopped holding (the offer's product once the type is service). */
export function clearInactive(area: Area, mode: FormMode, values: FormValues): FormValues {
  const out = { ...values };
  if (!area.form) return out;
  const schema = formSchemaFor(area, mode);
  for (const condition of area.form.conditions) {
    if (!conditionHolds(condition.when, out, schema)) delete out[condition.field];
  }
  return out;
}

/** Brings a value from the API into the type the form field declares (switches arrive as 1/0, ids as strings). */
function coerce(value: unknown, property: PropertySchema | undefined): unknown {
  if (value === undefined || value === null) return undefined;
  // A list read into a single choice (a provider's cities into one city select) takes its first item.
  if (Array.isArray(value) && mainType(property) !== 'array') return coerce(value[0], property);
  switch (mainType(property)) {
    case 'boolean':
      return isTrue(value);
    case 'integer':
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).replace(/%$/, '').trim());
      return String(value).trim() === '' || !Number.isFinite(n) ? undefined : n;
    }
    case 'string':
      return typeof value === 'object' ? undefined : String(value);
    default:
      return value;
  }
}

/** The record as the form's fields: each read from the same name, or where `load` says. */
export function recordToForm(area: Area, record: Readonly<Record<string, unknown>>, schema: ObjectSchema): FormValues {
  const values: FormValues = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    // A field not named in "load" is read from the record's field of the same name.
    const from = area.form?.load[name] ?? name;
    if (typeof from !== 'string') {
      // Rows: each item of a list in the record becomes one row of the form.
      const items = getPath(record, from.from);
      if (Array.isArray(items)) values[name] = items.map((item: unknown) => Object.fromEntries(Object.entries(from.each).map(([field, path]) => [field, getPath(item, path)])));
      continue;
    }
    const value = coerce(getPath(record, from), property);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** Values as the API writes them (a logged change: 1 for a switch, "3" for an id) as the form's fields; fields not on the form are left out. */
export function valuesToForm(values: Readonly<Record<string, unknown>>, schema: ObjectSchema): FormValues {
  const out: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    const property = schema.properties[name];
    if (property) out[name] = value === null ? undefined : coerce(value, property);
  }
  return out;
}

/** Defaults for a new record (the schema's own defaults, e.g. active true). */
export function initialValues(schema: ObjectSchema): FormValues {
  const values: FormValues = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    if (property.default !== undefined) values[name] = property.default;
  }
  return values;
}

/**
 * The request body: only the form's own fields, trimmed; switches as 1 / 0 (the API's
 * convention), lists kept as lists, an emptied optional field sent empty so it is cleared.
 */
export function formToBody(
  values: Readonly<FormValues>,
  schema: ObjectSchema,
  skip: ReadonlySet<string> = new Set(),
  sendAs: Readonly<Record<string, { field: string; from: string; unique?: boolean }>> = {},
  asList: readonly string[] = [],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    if (skip.has(name)) continue;
    const value = values[name];
    const as = sendAs[name];
    if (as) {
      // Rows sent as one flat list (a car package's services from every service-type row).
      const collected = (Array.isArray(value) ? value : []).flatMap((row: unknown) => {
        const item = row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[as.from] : undefined;
        return Array.isArray(item) ? item : item === undefined || item === null ? [] : [item];
      });
      body[as.field] = as.unique ? [...new Set(collected.map(String))] : collected.map(String);
      continue;
    }
    if (property.format === 'data-url') {
      // A newly chosen file is sent (a data URL from the form's widget, or a file as an import
      // gives it); the existing image (its URL) is not sent again.
      const file = value instanceof Blob ? value : dataUrlToFile(value);
      if (file) body[name] = file;
      continue;
    }
    if (mainType(property) === 'boolean') body[name] = value === true ? '1' : '0';
    else if (Array.isArray(value)) body[name] = value;
    else if (value === undefined || value === null) body[name] = '';
    else if (value instanceof Blob) body[name] = value;
    else body[name] = typeof value === 'string' ? value.trim() : String(value);
  }
  // One choice sent as a list of one (country_id[]), for an API that takes several.
  for (const name of asList) {
    const value = body[name];
    if (value !== undefined && !Array.isArray(value)) body[name] = value === '' ? [] : [value];
  }
  return body;
}

/** For each field, the fields whose choices read it ({country_id}): changing it clears them. */
export function dependentFields(uiSchema: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!uiSchema || typeof uiSchema !== 'object') return out;
  for (const [field, ui] of Object.entries(uiSchema as Record<string, unknown>)) {
    const source = (ui as { 'ui:options'?: { source?: { query: Record<string, string | number | boolean> } } } | null)?.['ui:options']?.source;
    for (const template of source ? Object.values(source.query) : []) {
      for (const parent of placeholdersOf(template)) (out[parent] ??= []).push(field);
    }
  }
  return out;
}

/** For each list of rows, the dependent fields inside a row (a row's services read its service type). */
export function rowDependentFields(uiSchema: unknown): Record<string, Record<string, string[]>> {
  const out: Record<string, Record<string, string[]>> = {};
  if (!uiSchema || typeof uiSchema !== 'object') return out;
  for (const [field, ui] of Object.entries(uiSchema as Record<string, unknown>)) {
    const items = (ui as { items?: unknown } | null)?.items;
    const inner = dependentFields(items);
    if (Object.keys(inner).length > 0) out[field] = inner;
  }
  return out;
}

/** Clears, in each row, the fields whose choices read a field of that row that changed. */
export function clearRowDependents(previous: Readonly<FormValues>, next: FormValues, rowDependents: Readonly<Record<string, Record<string, string[]>>>): FormValues {
  const out = { ...next };
  for (const [field, dependents] of Object.entries(rowDependents)) {
    const rows = out[field];
    const before = previous[field];
    if (!Array.isArray(rows)) continue;
    out[field] = rows.map((row: unknown, index: number) => {
      const old = Array.isArray(before) ? (before[index] as FormValues | undefined) : undefined;
      if (!old || !row || typeof row !== 'object') return row;
      return clearDependents(old, row as FormValues, dependents);
    });
  }
  return out;
}

/** Clears every field that depends on a field that changed (and what depends on those). */
export function clearDependents(previous: Readonly<FormValues>, next: FormValues, dependents: Readonly<Record<string, string[]>>): FormValues {
  const out = { ...next };
  const queue = Object.keys(dependents).filter((field) => previous[field] !== next[field]);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const field = queue.shift() as string;
    for (const child of dependents[field] ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      delete out[child];
      queue.push(child);
    }
  }
  return out;
}
