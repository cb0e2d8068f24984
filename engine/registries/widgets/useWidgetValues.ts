import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from '../../i18n/useTranslation';
import { useFormValues, type FormValuesStore } from './formValuesStore';

/** What the form passes to every widget: the form's values (live), for dependent choices. */
export interface EngineFormContext {
  values: FormValuesStore;
  /** The translated title of each field, to name what a dependent select waits for. */
  titles: Readonly<Record<string, string>>;
}

/** The values a widget's placeholders read, kept current even inside memoised rows. */
export function useWidgetValues(props: WidgetProps): { formData: Readonly<Record<string, unknown>>; titles: Readonly<Record<string, string>> } {
  const { t } = useTranslation();
  const context = props.registry.formContext as Partial<EngineFormContext> | undefined;
  const all = useFormValues(context?.values);
  return { formData: scopedValues(props.id, all), titles: { ...context?.titles, ...rowTitles(props, t) } };
}

/** Inside a row of a list of rows, the translated titles of that row's own fields (a row's select waits for its sibling). */
function rowTitles(props: WidgetProps, t: (key: string) => string): Record<string, string> {
  const list = ROW.exec(props.id)?.[1];
  const rows: unknown = list === undefined ? undefined : props.registry.rootSchema.properties?.[list];
  const items = rows !== null && typeof rows === 'object' ? (rows as { items?: unknown }).items : undefined;
  const fields = items !== null && typeof items === 'object' ? (items as { properties?: Record<string, { title?: unknown }> }).properties : undefined;
  return Object.fromEntries(Object.entries(fields ?? {}).flatMap(([name, field]) => (typeof field?.title === 'string' ? [[name, t(field.title)]] : [])));
}

const ROW = /^root_(.+?)_(\d+)_/;

/**
 * The values a widget's placeholders read: the form's, and inside a row of a list of rows
 * (ids like root_car_service_0_service) that row's own fields first.
 */
function scopedValues(id: string, formData: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const match = ROW.exec(id);
  if (!match) return formData;
  const rows = formData[match[1] ?? ''];
  const row = Array.isArray(rows) ? rows[Number(match[2])] : undefined;
  return row !== null && typeof row === 'object' ? { ...formData, ...(row as Record<string, unknown>) } : formData;
}
