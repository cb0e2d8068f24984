import { apiRequest } from '../api/client';
import { ACTIVITY_PATH } from '../history/historyModel';
import { areaGroup } from '../realtime/modelChanges';
import { sendCall } from '../api/sendCall';
import { buildCall } from '../api/template';
import { parseListAnswer, parseRecordAnswer } from '../data/envelope';
import { sourceKey } from '../data/keys';
import type { Area } from '../descriptor/descriptor.types';
import { formSchemaFor, formToBody, inactiveFields, type FormValues } from '../form/formModel';
import { checkRow, checkRows, lookupNames, type CheckedRow, type LookupNames, type RowCheckContext } from './checkRows';
import { nextTurn } from './csv';
import type { ImportField } from './importFields';
import type { RowResult, RowSender } from './sendRows';
import { tally } from './sendRows';

// An area's import as calls: its lookups read once per call (`limit=0` as the form's pickers ask),
// its rows created with its create call, each carrying the batch's id so the activity log can
// group them, and undone with its delete call.

const LANGUAGES = ['ar', 'en'] as const;

/** Reads every lookup the rows need, once per call, then checks the rows. */
export async function checkWithLookups(rows: readonly (readonly string[])[], context: Omit<RowCheckContext, 'lookupFor'>): Promise<CheckedRow[]> {
  const lookups = new Map<string, LookupNames>();
  const keyOf = (field: ImportField, values: Readonly<FormValues>) => (field.source ? JSON.stringify(sourceKey(field.source, values as Record<string, unknown> as never)) : '');
  // A list that reads another field of the row (a country's cities) is known once that field is:
  // a few rounds read what the rows of the round before asked for.
  for (let round = 0; round < 3; round += 1) {
    const wanted = new Map<string, ImportField>();
    const lookupFor = (field: ImportField, values: Readonly<FormValues>) => {
      const key = keyOf(field, values);
      if (!lookups.has(key) && field.source) wanted.set(key, field);
      return lookups.get(key);
    };
    for (let i = 0; i < rows.length; i += 1) {
      checkRow(rows[i] ?? [], i + 2, { ...context, lookupFor });
      if (i % 1000 === 999) await nextTurn();
    }
    if (wanted.size === 0) break;
    await Promise.all(
      [...wanted].map(async ([key, field]) => {
        const [path, query] = JSON.parse(key) as [string, Record<string, string>];
        // Read in each language: an answer names its items in the language asked for.
        const answers = await Promise.all(LANGUAGES.map((language) => apiRequest({ path, query, headers: { 'Accept-Language': language, lang: language } })));
        const names = new Map<string, string>();
        for (const answer of answers) for (const [name, id] of lookupNames(answer, field.source?.value ?? 'id', field.source?.label ?? 'name')) if (!names.has(name)) names.set(name, id);
        lookups.set(key, names);
      }),
    );
  }
  return checkRows(rows, { ...context, lookupFor: (field, values) => lookups.get(keyOf(field, values)) }, nextTurn);
}

function idOf(area: Area, answer: unknown): unknown {
  const parsed = parseRecordAnswer(answer, area.response);
  return parsed.ok ? parsed.value.id : undefined;
}

/** The area's calls for one batch of rows, each marked with the batch's id. */
export function areaSender(area: Area, batch: string, update: { key: string; filter: string } | null, canUpdate: boolean): RowSender & { remove: (id: unknown) => Promise<unknown> } {
  const headers = { 'X-Activity-Batch': batch };
  const schema = formSchemaFor(area, 'create');
  const body = (values: FormValues) => formToBody(values, schema, inactiveFields(area, 'create', values), area.form?.sendAs, area.form?.sendAsList);
  const { create, list } = area.api;
  const updateCall = area.api.update;
  const sender: RowSender & { remove: (id: unknown) => Promise<unknown> } = {
    create: async (values) => {
      if (!create) throw new Error('no create call');
      return idOf(area, await sendCall(buildCall(create, values), body(values), headers));
    },
    remove: (id) => (area.api.delete ? sendCall(buildCall(area.api.delete, { id }), {}, headers) : Promise.resolve()),
  };
  if (update && canUpdate && updateCall && list) {
    const { key, filter } = update;
    sender.existing = async (values) => {
      const wanted = values[key];
      if (wanted === undefined || wanted === '') return null;
      // A filter may match part of a name ("Oman" finds "Romania"): only a record whose field is the
      // row's value exactly is updated; a page of 100 holds every near match of a name.
      const answer = await apiRequest({ path: list.path, query: { [filter]: String(wanted), per_page: '100' } });
      const parsed = parseListAnswer(answer, area.response);
      const found = parsed.ok ? parsed.value.rows.find((row) => String(row[key] ?? '') === String(wanted)) : undefined;
      return found ? found.id : null;
    };
    sender.update = async (id, values) => {
      await sendCall(buildCall(updateCall, { ...values, id }), body(values), headers);
    };
  }
  return sender;
}

/**
 * Writes the batch's one entry in the activity log (its counts), once the rows are sent. An API
 * without the log, or one that refuses it, changes nothing of the import: the rows are in.
 */
export async function reportBatch(area: Area, batch: string, results: readonly RowResult[]): Promise<void> {
  const group = areaGroup(area);
  const { created, updated, failed } = tally(results);
  if (!group || created + updated === 0) return;
  try {
    await apiRequest({ method: 'POST', path: `${ACTIVITY_PATH}/batches`, body: { batch_uuid: batch, subject_type: group, created, updated, failed }, skipAuthRedirect: true });
  } catch {
    // 404 (no log), 403 or a network failure: the summary on screen says what happened.
  }
}
