import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from '../../i18n/useTranslation';
import { placeholdersOf, type TemplateValues } from '../../api/template';
import type { OptionSource } from '../../descriptor/descriptor.types';
import { useWidgetValues } from './useWidgetValues';
import { isSearchable } from '../../lookups/useLookupSearch';
import { type Choice, type OptionsState, useOptions } from '../../lookups/useOptions';

interface LookupWidget {
  source: OptionSource | undefined;
  /** The form's values the source's {placeholders} read. */
  values: TemplateValues;
  state: OptionsState;
  options: Choice[];
  /** Searchable (many choices, or a source that searches on the server): a picker one can type into. */
  searchable: boolean;
  /** What the field says under it: which field to choose first, or that the choices did not load. */
  helper: string | undefined;
  /** The form library's first error for the field, when it has one. */
  error: string | undefined;
  /** A choice's value as the schema types it (a number for an integer field). */
  toValue: (raw: string) => string | number;
  /** What a searchable picker of this field is given, whether it takes one choice or several. */
  picker: {
    id: string;
    name: string;
    label: string;
    required: boolean | undefined;
    error: boolean;
    helperText: string | undefined;
    values: TemplateValues;
    options: Choice[];
    loading: boolean;
    disabled: boolean;
  };
}

/**
 * What a form widget choosing from a lookup call needs, for one choice or several: the choices
 * (waiting while the call reads another field not chosen yet), what to say under the field, and
 * the value typed as the schema says. `numeric`: the chosen values are numbers.
 */
export function useLookupWidget(props: WidgetProps, numeric: boolean): LookupWidget {
  const { t } = useTranslation();
  const source = (props.options as { source?: OptionSource }).source;
  const { formData, titles } = useWidgetValues(props);
  const state = useOptions(source, formData);
  let helper: string | undefined;
  if (state.status === 'waiting' && source) {
    const waitingFor = Object.values(source.query).flatMap((template) => placeholdersOf(template));
    helper = t('engine.chooseFirst', { field: waitingFor.map((field) => titles[field] ?? field).join(', ') });
  } else if (state.status === 'error') helper = t('errors.loadFailed');
  const options = state.status === 'ready' ? state.options : [];
  return {
    source,
    values: formData,
    state,
    options,
    searchable: isSearchable(source, state),
    helper,
    error: props.rawErrors?.[0],
    toValue: (raw) => (numeric ? Number(raw) : raw),
    picker: {
      id: props.id,
      name: props.name,
      label: props.label,
      required: props.required,
      error: (props.rawErrors ?? []).length > 0,
      helperText: helper,
      values: formData,
      options,
      loading: state.status === 'loading',
      disabled: Boolean(props.disabled || props.readonly),
    },
  };
}

/** Whether a schema (a field's, or a list's items') holds numbers. */
export function isNumericSchema(schema: unknown): boolean {
  const type = (schema as { type?: unknown } | undefined)?.type;
  const types = Array.isArray(type) ? type : [type];
  return types.includes('integer') || types.includes('number');
}
