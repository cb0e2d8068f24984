import type { WidgetProps } from '@rjsf/utils';
import { today } from '../../validation/runRules';
import { DateField } from './DateField';

/** A date that cannot be before today: no earlier day is offered (the rule still checks). */
export function DateNotPastWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors, onChange, onBlur } = props;
  return (
    <DateField
      id={id}
      name={props.htmlName || props.name}
      label={label}
      value={typeof value === 'string' ? value.slice(0, 10) : ''}
      min={today()}
      required={required}
      disabled={disabled || readonly}
      error={(rawErrors ?? []).length > 0}
      helperText={rawErrors?.[0]}
      onChange={onChange}
      onBlur={() => onBlur(id, value)}
    />
  );
}
