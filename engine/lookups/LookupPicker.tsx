import { useMemo, type HTMLAttributes, type Key, type ReactNode } from 'react';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import { useTranslation } from '../i18n/useTranslation';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { OptionSource } from '../descriptor/descriptor.types';
import type { TemplateValues } from '../api/template';
import { useLookupSearch } from './useLookupSearch';
import type { Choice } from './useOptions';

interface PickerBase {
  id?: string;
  name?: string;
  label: string;
  required?: boolean;
  error?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  size?: 'small';
  /** Keeps the list inside its container (a filter panel closes on a click outside it). */
  inline?: boolean;
  placeholder?: string;
  source: OptionSource | undefined;
  /** The values the source's {placeholders} read. */
  values: TemplateValues;
  /** Every choice the source gives without a search (labels of the chosen values come from here). */
  options: readonly Choice[];
  loading?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
}

interface SinglePicker extends PickerBase {
  multiple?: false;
  /** The chosen value ('' for none). */
  value: string;
  onChange: (value: string) => void;
}

interface MultiplePicker extends PickerBase {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

// Options are told apart by value: two providers may share a name.
const sameChoice = (a: Choice, b: Choice) => a.value === b.value;
const labelOf = (choice: Choice) => choice.label;
const asGiven = (options: Choice[]) => options;

/**
 * A lookup picker the admin can type into: what is typed filters the choices (Arabic and English
 * names, whatever the case, marks or alef form) in the page, or on the server when the source
 * names its search parameter. Values stay the ids the source gives.
 */
export function LookupPicker(props: SinglePicker | MultiplePicker) {
  const { t } = useTranslation();
  const search = useLookupSearch(props.source, props.values, props.options);
  // Keyed by content: callers may hand a new (equal) array at each render.
  const optionsKey = props.options.map((o) => `${o.value}\t${o.label}`).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the options' content, not the array's identity
  const byValue = useMemo(() => new Map(props.options.map((o) => [o.value, o])), [optionsKey]);
  const loading = props.loading === true || search.busy;
  // A value whose choice is not loaded keeps its id as its label rather than being dropped
  // (blank while the choices load). One object per value: the box resets its text when it changes.
  const waiting = props.loading === true;
  const valueKey = props.multiple ? props.value.join('\n') : props.value;
  const multiple = props.multiple === true;
  const chosen = useMemo(() => {
    const choiceOf = (value: string): Choice => byValue.get(value) ?? { value, label: waiting ? '' : value };
    if (multiple) return valueKey === '' ? [] : valueKey.split('\n').map(choiceOf);
    return valueKey === '' ? null : choiceOf(valueKey);
  }, [byValue, waiting, multiple, valueKey]);
  const common = {
    id: props.id,
    options: search.shown,
    // The choices are already filtered for what was typed (in the page or by the server).
    filterOptions: asGiven,
    getOptionLabel: labelOf,
    isOptionEqualToValue: sameChoice,
    disabled: props.disabled,
    disablePortal: props.inline,
    size: props.size,
    fullWidth: true,
    loading,
    loadingText: t('common.loading'),
    noOptionsText: t('engine.noMatches'),
    openText: t('engine.openChoices'),
    closeText: t('common.close'),
    clearText: t('engine.clearChoice'),
    onInputChange: (_: unknown, text: string, reason: string) => {
      // Only typing searches; the label a choice puts in the box does not.
      search.setTyped(reason === 'input' ? text : '');
    },
    onBlur: props.onBlur,
    onFocus: props.onFocus,
    slotProps: { paper: { sx: { maxHeight: 320 } }, listbox: { sx: { maxHeight: 300 } } },
    renderOption: (optionProps: HTMLAttributes<HTMLLIElement> & { key: Key }, option: Choice) => {
      const { key: _key, ...rest } = optionProps;
      return (
        <li key={option.value} {...rest}>
          {option.label}
        </li>
      );
    },
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        name={props.name}
        label={props.label}
        required={props.required}
        error={props.error}
        helperText={props.helperText}
        placeholder={props.placeholder}
        slotProps={{
          ...params.slotProps,
          input: {
            ...params.slotProps.input,
            endAdornment: (
              <>
                {loading && <CircularProgress color="inherit" size={18} aria-label={t('common.loading')} />}
                {params.slotProps.input.endAdornment}
              </>
            ),
          },
        }}
      />
    ),
  };
  if (props.multiple) {
    const onChange = props.onChange;
    return <Autocomplete<Choice, true, false, false> {...common} multiple disableCloseOnSelect value={chosen as Choice[]} onChange={(_, chosen) => onChange(chosen.map((c) => c.value))} />;
  }
  const onChange = props.onChange;
  return <Autocomplete<Choice, false, false, false> {...common} value={chosen as Choice | null} onChange={(_, chosen) => onChange(chosen ? chosen.value : '')} />;
}
