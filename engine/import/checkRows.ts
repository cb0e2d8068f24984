import type { Area } from '../descriptor/descriptor.types';
import { runsOn } from '../descriptor/requiredRules.mjs';
import { inactiveFields } from '../form/formModel';
import type { FormValidator } from '../form/formValidator';
import { formSchemaFor, type FormValues } from '../form/formModel';
import { normalizeForSearch } from '../lookups/matchOption';
import { runRules, trimValues } from '../validation/runRules';
import type { RJSFSchema } from '@rjsf/utils';
import type { ImportField } from './importFields';
import { FILE_MESSAGES, fileProblem } from '../registries/widgets/imageFile';

// Every row is checked before anything is sent, as the create form checks what is typed into it:
// the cells made into the form's values (numbers, switches, choices, lookups by name), then the
// descriptor's ordered rules, the first failure being the one the form would show, then the form's
// compiled schema.

/** A lookup's choices: each name (folded) to the value sent. */
export type LookupNames = ReadonlyMap<string, string>;

export interface RowProblem {
  /** The field the problem is in. */
  field: string;
  /** A translation key: the form's own rule message, or one of the import's. */
  message: string;
  /** The cell's text, for a message that names it. */
  cell?: string;
}

export interface CheckedRow {
  /** Its line in the file (the headers are line 1). */
  line: number;
  cells: readonly string[];
  values: FormValues;
  problem: RowProblem | null;
}

/** A data URL as the form's file widgets make, for the schema's check of a row whose cell named a chosen file. */
const FILE_STAND_IN = 'data:application/octet-stream;base64,AA==';

const YES = new Set(['1', 'true', 'yes', 'y', 'on', 'نعم', 'active', 'مفعل', 'فعال', 'نشط']);
const NO = new Set(['0', 'false', 'no', 'n', 'off', 'لا', 'inactive', 'غير مفعل', 'معطل', 'غير نشط']);

/** A lookup's names for the values a row has so far (a city's list reads the row's country). */
type LookupFor = (field: ImportField, values: Readonly<FormValues>) => LookupNames | undefined;

/**
 * The files chosen beside the sheet, by the name a cell gives them (the last part of a path, in any
 * case); null where two chosen files answer to the same name ("Tyre.PNG" and "tyre.png").
 */
type ChosenFiles = ReadonlyMap<string, File | null>;

function fileKey(name: string): string {
  return (name.split(/[\\/]/).pop() ?? name).trim().toLowerCase();
}

/** The chosen files by the name a cell gives them. */
export function chosenFiles(files: readonly File[]): ChosenFiles {
  const byName = new Map<string, File | null>();
  for (const file of files) {
    const key = fileKey(file.name);
    byName.set(key, byName.has(key) ? null : file);
  }
  return byName;
}

/** One cell as the form's value, or the problem with it. */
function cellValue(field: ImportField, text: string, values: Readonly<FormValues>, context: RowCheckContext): { value: unknown } | RowProblem {
  const folded = normalizeForSearch(text);
  const { lookupFor, label } = context;
  switch (field.kind) {
    case 'file': {
      // The file the cell names, among those chosen beside the sheet, as the form's widget takes it.
      const file = context.files?.get(fileKey(text));
      if (file === null) return { field: field.name, message: 'import.sameFileName', cell: text };
      if (!file) return { field: field.name, message: 'import.noSuchFile', cell: text };
      const problem = fileProblem(file, field.accept ?? 'image');
      return problem ? { field: field.name, message: FILE_MESSAGES[field.accept ?? 'image'][problem], cell: text } : { value: file };
    }
    case 'text':
      return { value: text };
    case 'number': {
      const n = Number(folded.replace(/,/g, ''));
      return Number.isFinite(n) ? { value: n } : { field: field.name, message: 'import.notANumber', cell: text };
    }
    case 'boolean':
      if (YES.has(folded)) return { value: true };
      if (NO.has(folded)) return { value: false };
      return { field: field.name, message: 'import.notYesNo', cell: text };
    case 'choice': {
      const found = field.choices?.find((choice) => normalizeForSearch(String(choice.value)) === folded || label(choice.title).some((name) => normalizeForSearch(name) === folded));
      return found ? { value: found.value } : { field: field.name, message: 'import.noSuchChoice', cell: text };
    }
    case 'lookup':
    case 'lookups': {
      const names = lookupFor(field, values);
      const wanted =
        field.kind === 'lookups'
          ? text
              .split(/[,;،]/)
              .map((part) => part.trim())
              .filter(Boolean)
          : [text];
      const ids: string[] = [];
      for (const name of wanted) {
        const id = names?.get(normalizeForSearch(name));
        if (id === undefined) return { field: field.name, message: 'import.noSuchLookup', cell: name };
        ids.push(id);
      }
      return { value: field.kind === 'lookups' ? ids : ids[0] };
    }
  }
}

export interface RowCheckContext {
  area: Area;
  fields: readonly ImportField[];
  /** For each column, the field it fills or null. */
  mapping: readonly (string | null)[];
  lookupFor: LookupFor;
  /** A translation key's text in each language (a choice may be written in either). */
  label: (key: string) => string[];
  /** The pictures and PDFs chosen beside the sheet, which its cells name. */
  files?: ChosenFiles;
  /** The form's compiled validator, when its chunk is here. */
  validator?: FormValidator;
  /** The form's schema with its texts, as the validator takes it. */
  schema?: RJSFSchema;
}

/** One row made into the form's values and checked. */
export function checkRow(cells: readonly string[], line: number, context: RowCheckContext): CheckedRow {
  const { area, fields, mapping } = context;
  const schema = formSchemaFor(area, 'create');
  const values: FormValues = {};
  // The schema's defaults first (a switch left out of the file is on as in a new form).
  for (const [name, property] of Object.entries(schema.properties)) if (property.default !== undefined) values[name] = property.default;
  let problem: RowProblem | null = null;
  // Lookups last: a dependent list (a country's cities) reads the row's other fields.
  const order = mapping
    .map((field, column) => ({ field: fields.find((f) => f.name === field), column }))
    .sort((a, b) => Number(a.field?.kind.startsWith('lookup')) - Number(b.field?.kind.startsWith('lookup')));
  for (const { field, column } of order) {
    const text = (cells[column] ?? '').trim();
    if (!field || text === '') continue;
    const made = cellValue(field, text, values, context);
    if ('message' in made) problem ??= made;
    else values[field.name] = made.value;
  }
  const trimmed = trimValues(values);
  if (problem === null) {
    const skip = inactiveFields(area, 'create', trimmed);
    const rules = (area.form?.rules ?? []).filter((rule) => rule.field in schema.properties && !skip.has(rule.field) && runsOn(rule, 'create'));
    const failure = runRules(rules, trimmed);
    if (failure) problem = { field: failure.field, message: failure.message };
  }
  if (problem === null && context.validator && context.schema) {
    // A chosen file stands where the form holds a data URL (what its widget makes of a file).
    const asForm = Object.fromEntries(Object.entries(trimmed).map(([name, value]) => [name, value instanceof Blob ? FILE_STAND_IN : value]));
    const { errors } = context.validator.validateFormData(asForm, context.schema);
    const first = errors[0];
    if (first)
      problem = { field: (first.property ?? '').replace(/^\./, '').split('.')[0] || (first.params as { missingProperty?: string } | undefined)?.missingProperty || '', message: 'import.invalidValue' };
  }
  return { line, cells, values: trimmed, problem };
}

/** Every row checked, in turns so a long file does not freeze the page; rows with problems first. */
export async function checkRows(rows: readonly (readonly string[])[], context: RowCheckContext, pause?: () => Promise<void>): Promise<CheckedRow[]> {
  const checked: CheckedRow[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    checked.push(checkRow(rows[i] ?? [], i + 2, context));
    if (pause && i % 500 === 499) await pause();
  }
  return [...checked.filter((row) => row.problem !== null), ...checked.filter((row) => row.problem === null)];
}

/** A lookup answer's items by each of their names, folded. */
export function lookupNames(answer: unknown, valueField: string, labelField: string): Map<string, string> {
  const data = answer && typeof answer === 'object' && 'data' in answer ? (answer as { data: unknown }).data : answer;
  const names = new Map<string, string>();
  if (!Array.isArray(data)) return names;
  for (const item of data) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const value = record[valueField];
    if (value === undefined || value === null) continue;
    for (const key of [labelField, 'name_ar', 'name_en', 'title_ar', 'title_en', 'name', 'full_name']) {
      const name = record[key];
      if (typeof name === 'string' && name.trim() !== '' && !names.has(normalizeForSearch(name))) names.set(normalizeForSearch(name), String(value));
    }
  }
  return names;
}
