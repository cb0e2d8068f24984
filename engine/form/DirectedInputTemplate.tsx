import type { BaseInputTemplateProps } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';
import { useTheme } from '@mui/material/styles';
import { fieldDirection, freeTextInput } from '../i18n/textDirection';
import { numberInputProps, typedNumber } from '../i18n/typedNumber';
import { DateField } from '../registries/widgets/DateField';

const MuiBaseInput = Templates.BaseInputTemplate;

/**
 * The form library's text input, with two changes: the value is written in its own direction
 * (`*_en` left to right in an Arabic page, `"ui:dir"` to say otherwise; addresses and numbers
 * always left to right), a date is chosen as day, month and year in the admin's language, and a
 * number is typed in a text box that reads Arabic-Indic digits (see `numberInputProps`).
 */
export function DirectedInputTemplate(props: BaseInputTemplateProps) {
  const { id, type, options, value, label, required, disabled, readonly, rawErrors, onChange, onBlur } = props;
  if (type === 'date') {
    // `"ui:options": { "min": "2020-01-01" }` limits the days offered.
    const limit = (key: 'min' | 'max'): string | undefined => (typeof options[key] === 'string' ? options[key] : undefined);
    return (
      <DateField
        id={id}
        name={props.htmlName || id}
        label={label}
        value={typeof value === 'string' ? value.slice(0, 10) : ''}
        onChange={(next) => onChange(next ?? options.emptyValue)}
        onBlur={() => onBlur(id, value)}
        min={limit('min')}
        max={limit('max')}
        required={required}
        disabled={disabled || readonly}
        error={(rawErrors ?? []).length > 0}
      />
    );
  }
  return <TextInput {...props} />;
}

const FREE_TEXT = new Set([undefined, 'text', 'search']);

function TextInput(props: BaseInputTemplateProps) {
  const { id, type, schema, options } = props;
  const { direction } = useTheme();
  if (!MuiBaseInput) throw new Error('the form library has no BaseInputTemplate');
  if (schema.type === 'number' || schema.type === 'integer') {
    return (
      <MuiBaseInput
        {...props}
        options={{ ...options, inputType: 'text' }}
        onChange={(next: unknown) => props.onChange(typeof next === 'string' ? typedNumber(next) : next)}
        slotProps={{ ...props.slotProps, htmlInput: { ...props.slotProps?.htmlInput, ...numberInputProps(schema.type === 'integer') } }}
      />
    );
  }
  const dir = fieldDirection({ name: props.name || id, dir: options.dir, type, format: schema.format });
  // Free text of no known language finds its direction from what is typed.
  const own = dir ? { dir } : FREE_TEXT.has(type) ? freeTextInput(direction) : undefined;
  if (!own) return <MuiBaseInput {...props} />;
  return <MuiBaseInput {...props} slotProps={{ ...props.slotProps, htmlInput: { ...props.slotProps?.htmlInput, ...own } }} />;
}
