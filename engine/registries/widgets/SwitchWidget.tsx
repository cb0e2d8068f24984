import type { WidgetProps } from '@rjsf/utils';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/** An on / off switch (active, status). */
export function SwitchWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange } = props;
  return <FormControlLabel control={<Switch id={id} name={props.name} checked={value === true} disabled={disabled || readonly} onChange={(_, checked) => onChange(checked)} />} label={label} />;
}
