import type { Area, OptionSource, UiField } from '../descriptor/descriptor.types';
import { modeSchema, type PropertySchema } from '../form/formSchema.mjs';
import type { FileKind } from '../registries/widgets/imageFile';

// The fields a file may fill: those the descriptor's import names, else the create form's own.
// A picture or a PDF is named in its cell by its file name, the files chosen beside the sheet;
// nested records and lists of rows are left out: a spreadsheet cell cannot hold them.

type ImportKind = 'text' | 'number' | 'boolean' | 'choice' | 'lookup' | 'lookups' | 'file';

export interface ImportField {
  name: string;
  /** Its label's translation key (the form's title), or its name. */
  title: string;
  kind: ImportKind;
  /** Where a lookup's choices come from (the form's own source). */
  source?: OptionSource;
  /** A choice's values and their labels' keys. */
  choices?: { value: unknown; title: string }[];
  required: boolean;
  /** A file field's kind, as its form widget takes it. */
  accept?: FileKind;
}

interface ImportSettings {
  fields: ImportField[];
  updateKey: string | null;
  /** The list filter that finds the update key's value (the key's own name by default). */
  updateFilter: string | null;
}

function mainType(property: PropertySchema): string | undefined {
  const type = property.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

function choicesOf(property: PropertySchema): { value: unknown; title: string }[] | undefined {
  const list = (property.oneOf ?? property.anyOf) as { const?: unknown; title?: string }[] | undefined;
  if (Array.isArray(list) && list.every((item) => item && 'const' in item)) return list.map((item) => ({ value: item.const, title: item.title ?? String(item.const) }));
  if (Array.isArray(property.enum)) return (property.enum as unknown[]).map((value) => ({ value, title: String(value) }));
  return undefined;
}

function fieldOf(name: string, property: PropertySchema, ui: UiField | undefined, required: boolean): ImportField | null {
  const type = mainType(property);
  const source = ui?.['ui:options']?.source;
  const base = { name, title: property.title ?? name, required };
  if (property.format === 'data-url') return { ...base, kind: 'file', accept: ui?.['ui:widget'] === 'pdf' ? 'pdf' : 'image' };
  if (type === 'object') return null;
  if (type === 'array') {
    const items = property.items as PropertySchema | undefined;
    return source && items && mainType(items) !== 'object' ? { ...base, kind: 'lookups', source } : null;
  }
  if (source) return { ...base, kind: 'lookup', source };
  const choices = choicesOf(property);
  if (choices) return { ...base, kind: 'choice', choices };
  if (type === 'boolean') return { ...base, kind: 'boolean' };
  if (type === 'integer' || type === 'number') return { ...base, kind: 'number' };
  return { ...base, kind: 'text' };
}

/** What an area's import reads, or null when its list offers none. */
export function importSettings(area: Area): ImportSettings | null {
  const wanted = area.list?.import;
  if (!wanted || !area.form || !area.api.create) return null;
  const schema = modeSchema(area.form, 'create');
  const names = wanted === true || !wanted.fields ? Object.keys(schema.properties) : wanted.fields;
  const required = new Set(schema.required ?? []);
  const fields = names.flatMap((name) => {
    const property = schema.properties[name];
    const field = property ? fieldOf(name, property, area.form?.uiSchema[name] as UiField | undefined, required.has(name)) : null;
    return field ? [field] : [];
  });
  const updateKey = wanted === true ? null : (wanted.updateKey ?? null);
  return { fields, updateKey, updateFilter: updateKey === null || wanted === true ? null : (wanted.updateFilter ?? updateKey) };
}
