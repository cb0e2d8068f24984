import type { Area, OptionSource } from '../descriptor/descriptor.types';
import { offersScreen } from '../descriptor/offeredScreens';
import { withShowSections } from '../descriptor/showSections.mjs';

/**
 * A record's history as the API's activity log answers it (`GET dashboard/activity`, the shape of
 * spatie/laravel-activitylog's Activity): who did what to it, when, and the fields it changed.
 */
export const ACTIVITY_PATH = 'dashboard/activity';
/** Entries asked for at first; each "more" asks for as many again, up to the API's largest page. */
export const HISTORY_PAGE = 10;
export const HISTORY_MOST = 100;

/** The events the API names; any other is shown as sent. */
export const HISTORY_EVENTS = [
  'created',
  'updated',
  'deleted',
  'restored',
  'activated',
  'deactivated',
  'accepted',
  'rejected',
  'blocked',
  'unblocked',
  'replied',
  'settled',
  'wallet-updated',
  'signed-in',
  'sign-in-failed',
  'signed-out',
  'password-reset',
  'password-changed',
  'two-factor-enabled',
  'two-factor-disabled',
  'recovery-codes-renewed',
  'imported',
] as const;

export interface HistoryEntry {
  id: string;
  event: string;
  /** Null when the apps or the system did it. */
  causer: { id: string; name: string } | null;
  /** Only the fields that changed, by the API's write field names. */
  old: Readonly<Record<string, unknown>>;
  attributes: Readonly<Record<string, unknown>>;
  reason: string | null;
  createdAt: string;
}

interface HistoryPage {
  entries: HistoryEntry[];
  total: number;
  /** The admin may put earlier values back (`activity restore`). */
  restore: boolean;
}

function plainObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function parseEntry(raw: unknown): HistoryEntry | null {
  const entry = plainObject(raw);
  if (!entry || (typeof entry.id !== 'number' && typeof entry.id !== 'string') || typeof entry.event !== 'string' || typeof entry.created_at !== 'string') return null;
  const causer = plainObject(entry.causer);
  const properties = plainObject(entry.properties) ?? {};
  return {
    id: String(entry.id),
    event: entry.event,
    causer: causer && causer.id !== undefined && causer.id !== null ? { id: String(causer.id), name: typeof causer.name === 'string' ? causer.name : '' } : null,
    old: plainObject(properties.old) ?? {},
    attributes: plainObject(properties.attributes) ?? {},
    reason: typeof entry.reason === 'string' && entry.reason.trim() !== '' ? entry.reason : null,
    createdAt: entry.created_at,
  };
}

/** The activity answer read; null when it is not one (then the history is not shown). */
export function parseHistory(answer: unknown): HistoryPage | null {
  const body = plainObject(answer);
  if (!body || !Array.isArray(body.data)) return null;
  const entries = body.data.map(parseEntry);
  if (entries.some((entry) => entry === null)) return null;
  const meta = plainObject(body.meta);
  const permissions = plainObject(body.permissions);
  return {
    entries: entries as HistoryEntry[],
    total: typeof meta?.total === 'number' ? meta.total : entries.length,
    restore: permissions?.restore === true,
  };
}

/**
 * The subject type an area's records are logged under: the descriptor's `history.subjectType`, else
 * the permission group of its list permission (`banks index` -> `banks`). Null when the area shows
 * no history: `"history": false`, no show page nor edit form, or no group to ask for.
 */
export function historySubject(area: Area): string | null {
  if (area.history === false || area.screen === 'single') return null;
  if (!offersScreen(area, 'show') && !offersScreen(area, 'edit')) return null;
  if (typeof area.history === 'object') return area.history.subjectType;
  return area.permissions.list?.split(' ')[0] || null;
}

/** How a field's value is read on the area's screens. */
export type ValueKind =
  | { kind: 'boolean'; words: 'active' | 'yes' }
  | { kind: 'money' }
  | { kind: 'date' }
  | { kind: 'rich' }
  | { kind: 'lookup'; source: OptionSource }
  | { kind: 'choices'; titles: Readonly<Record<string, string>> }
  | { kind: 'values'; group: string }
  | { kind: 'plain' };

interface HistoryField {
  /** A translation key, or the field's name when the descriptor labels it nowhere. */
  label: string;
  labelled: boolean;
  value: ValueKind;
}

interface SchemaProperty {
  type?: string | string[];
  title?: string;
  format?: string;
  oneOf?: { const?: unknown; title?: string }[];
  items?: SchemaProperty;
}

function sourceOf(ui: unknown): OptionSource | undefined {
  const options = plainObject(plainObject(ui)?.['ui:options']);
  return options?.source as OptionSource | undefined;
}

/** What the form says of a field: its widget, its schema. */
function formKind(property: SchemaProperty, ui: unknown): ValueKind | null {
  const widget = plainObject(ui)?.['ui:widget'];
  const source = sourceOf(ui) ?? sourceOf(plainObject(ui)?.items);
  if (source) return { kind: 'lookup', source };
  if (widget === 'richText') return { kind: 'rich' };
  if (widget === 'dateNotPast' || property.format === 'date' || property.format === 'date-time') return { kind: 'date' };
  const choices = property.oneOf ?? property.items?.oneOf;
  if (choices) return { kind: 'choices', titles: Object.fromEntries(choices.filter((c) => c.title !== undefined).map((c) => [String(c.const), c.title as string])) };
  if (widget === 'switch' || property.type === 'boolean') return { kind: 'boolean', words: 'yes' };
  return null;
}

/** What a list column or a show field says of a field: its cell. */
function cellKind(cell: string, values: string | undefined): ValueKind | null {
  if (cell === 'money') return { kind: 'money' };
  if (cell === 'date') return { kind: 'date' };
  if (cell === 'richText') return { kind: 'rich' };
  if (cell === 'activation' || cell === 'boolean' || cell === 'toggle') return { kind: 'boolean', words: 'active' };
  if (values) return { kind: 'values', group: values };
  return null;
}

/**
 * Each field of an area as its screens label and show it: the form's titles and widgets first, then
 * the show page's fields and the list's columns (a money or date cell, a switch read as active).
 */
export function historyFields(area: Area): Record<string, HistoryField> {
  const out: Record<string, HistoryField> = {};
  const put = (field: string, label: string | undefined, kind: ValueKind | null) => {
    const known = out[field];
    if (!known) {
      out[field] = { label: label ?? field, labelled: label !== undefined, value: kind ?? { kind: 'plain' } };
      return;
    }
    if (!known.labelled && label !== undefined) out[field] = { ...known, label, labelled: true };
    // A cell's kind says more than a plain form input (a number the list shows as money).
    const current = out[field] as HistoryField;
    if (kind && (current.value.kind === 'plain' || (current.value.kind === 'boolean' && kind.kind === 'boolean'))) out[field] = { ...current, value: kind };
  };
  const properties = (area.form?.schema.properties ?? {}) as Record<string, SchemaProperty>;
  const ui = (area.form?.uiSchema ?? {}) as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) put(name, property.title, formKind(property, ui[name]));
  const shown = area.show ? (withShowSections(area).show?.sections ?? []) : [];
  for (const section of shown) for (const field of section.fields) put(field.field, field.label, cellKind(field.cell, field.values));
  for (const column of area.list?.columns ?? []) put(column.field, column.label, cellKind(column.cell, column.values));
  return out;
}

/** The fields an earlier value can be put back into: those the edit form writes. */
export function restorableFields(area: Area): Set<string> {
  if (!offersScreen(area, 'edit')) return new Set();
  const createOnly = new Set(area.form?.createOnly ?? []);
  return new Set(Object.keys(area.form?.schema.properties ?? {}).filter((field) => !createOnly.has(field)));
}

/** The fields an entry names, in the order the form has them, then the rest. */
export function entryFields(entry: HistoryEntry, fields: Readonly<Record<string, HistoryField>>): string[] {
  const named = new Set([...Object.keys(entry.old), ...Object.keys(entry.attributes)]);
  // A field the area's screens never show (a column only the API writes) has no words the admin
  // would know: it is left out rather than shown by its raw name.
  return Object.keys(fields).filter((field) => named.has(field));
}

/** Each field's newest change among the entries (they come newest first). */
export function lastChanges(entries: readonly HistoryEntry[]): Record<string, HistoryEntry> {
  const out: Record<string, HistoryEntry> = {};
  for (const entry of entries) {
    if (entry.event === 'deleted') continue;
    for (const field of Object.keys(entry.attributes)) out[field] ??= entry;
  }
  return out;
}

/** What restoring an entry's earlier values asks of the edit form. */
export interface RestoreRequest {
  /** Tells one request from the next (the same entry asked twice). */
  nonce: number;
  /** The values to put back, by field. */
  values: Record<string, unknown>;
  /** What the entry set them to: a field holding something else now was changed again since. */
  since: Record<string, unknown>;
}

let restoreCount = 0;

/** A request to put back these fields of an `updated` entry. */
export function restoreRequest(entry: HistoryEntry, fields: readonly string[]): RestoreRequest {
  restoreCount += 1;
  const values: Record<string, unknown> = {};
  const since: Record<string, unknown> = {};
  for (const field of fields) {
    values[field] = entry.old[field];
    since[field] = entry.attributes[field];
  }
  return { nonce: restoreCount, values, since };
}

/** The router state key carrying a restore request from the show page to the edit form. */
export const RESTORE_STATE = 'historyRestore';

/** The restore request a location's state carries, if any. */
export function restoreFromState(state: unknown): RestoreRequest | null {
  const request = plainObject(plainObject(state)?.[RESTORE_STATE]);
  if (!request || typeof request.nonce !== 'number' || !plainObject(request.values) || !plainObject(request.since)) return null;
  return request as unknown as RestoreRequest;
}
