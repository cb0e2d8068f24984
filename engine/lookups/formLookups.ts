import { templatesReady } from '../api/template';
import { type CacheKey, sourceKey } from '../data/keys';
import type { AreaForm, UiField } from '../descriptor/descriptor.types';

/**
 * The keys of the lookup calls a form's choice fields read as the form opens: those whose query
 * reads no other field (a country's cities wait for the country), leaving out the fields the
 * form leaves out (editOnly on create, createOnly on edit). They are the keys the fields read.
 */
export function formLookupKeys(form: AreaForm, kind: 'create' | 'edit' | 'single'): CacheKey[] {
  const left = new Set(kind === 'create' ? form.editOnly : kind === 'edit' ? form.createOnly : []);
  const keys: CacheKey[] = [];
  for (const [name, ui] of Object.entries(form.uiSchema)) {
    if (left.has(name) || !ui || typeof ui !== 'object' || Array.isArray(ui)) continue;
    const source = (ui as UiField)['ui:options']?.source;
    if (source && templatesReady(source.query, {})) keys.push(sourceKey(source, {}));
  }
  return keys;
}
