import type { WidgetProps } from '@rjsf/utils';
import TextField from '@mui/material/TextField';
import { today } from '../../validation/runRules';

/** A date that cannot be before today: the picker offers no earlier day (the rule still checks). */
export function DateNotPastWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  return (
    <TextField
      id={id}
      name={props.name}
      type="date"
      label={label}
      required={required}
      value={typeof value === 'string' ? value.slice(0, 10) : ''}
      disabled={disabled || readonly}
      error={(rawErrors ?? []).length > 0}
      helperText={rawErrors?.[0]}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
      fullWidth
    />
  );
}
