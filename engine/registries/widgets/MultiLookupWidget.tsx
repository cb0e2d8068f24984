import type { WidgetProps } from '@rjsf/utils';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LookupPicker } from '../../lookups/LookupPicker';
import { isNumericSchema, useLookupWidget } from './useLookupWidget';

/** Several choices from a lookup call (an admin's roles, a provider's specialisations). */
export function MultiLookupWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange } = props;
  const lookup = useLookupWidget(props, isNumericSchema(props.schema.items));
  const { source, state, options, helper } = lookup;
  const selected = (Array.isArray(value) ? value : []).map(String);
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  const hasError = lookup.error !== undefined;
  if (lookup.searchable && source) {
    return (
      <>
        <LookupPicker multiple {...lookup.picker} source={source} value={selected} onChange={(list) => onChange(list.map(lookup.toValue))} />
        {hasError && <FormHelperText error>{lookup.error}</FormHelperText>}
      </>
    );
  }
  return (
    <>
      <TextField
        select
        id={id}
        name={props.name}
        label={label}
        required={required}
        error={hasError}
        disabled={disabled || readonly || state.status === 'waiting'}
        value={selected}
        onChange={(e) => {
          const raw = e.target.value as unknown;
          const list = (Array.isArray(raw) ? raw : String(raw).split(',')).map(String).filter((v) => v !== '');
          onChange(list.map(lookup.toValue));
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (values) => (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {(values as string[]).map((v) => (
                  <Chip key={v} size="small" label={labelOf(v)} />
                ))}
              </Stack>
            ),
            MenuProps: { slotProps: { paper: { sx: { maxHeight: 300 } } } },
          },
        }}
        helperText={helper}
        fullWidth
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {hasError && <FormHelperText error>{lookup.error}</FormHelperText>}
    </>
  );
}
