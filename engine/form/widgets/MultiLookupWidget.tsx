import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { OptionSource } from '../../descriptor/descriptor.types';
import { useOptions } from '../../lookups/useOptions';
import { LookupPicker } from '../../lookups/LookupPicker';
import { isSearchable } from '../../lookups/useLookupSearch';
import { useWidgetValues } from '../../registries/widgets/useWidgetValues';

/** Several choices from a lookup call (an admin's roles, a provider's specialisations). */
export function MultiLookupWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, label, required, disabled, readonly, rawErrors, onChange } = props;
  const source = (props.options as { source?: OptionSource }).source;
  const { formData } = useWidgetValues(props);
  const state = useOptions(source, formData);
  const options = state.status === 'ready' ? state.options : [];
  const selected = (Array.isArray(value) ? value : []).map(String);
  const numeric = ['integer', 'number'].includes(String((props.schema.items as { type?: unknown } | undefined)?.type));
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  const hasError = (rawErrors ?? []).length > 0;
  if (isSearchable(source, state)) {
    return (
      <>
        <LookupPicker
          multiple
          id={id}
          name={props.name}
          label={label}
          required={required}
          error={hasError}
          helperText={state.status === 'error' ? t('errors.loadFailed') : undefined}
          source={source}
          values={formData}
          options={options}
          loading={state.status === 'loading'}
          disabled={disabled || readonly}
          value={selected}
          onChange={(list) => onChange(list.map((v) => (numeric ? Number(v) : v)))}
        />
        {hasError && <FormHelperText error>{rawErrors?.[0]}</FormHelperText>}
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
          onChange(list.map((v) => (numeric ? Number(v) : v)));
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
        helperText={state.status === 'error' ? t('errors.loadFailed') : undefined}
        fullWidth
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {hasError && <FormHelperText error>{rawErrors?.[0]}</FormHelperText>}
    </>
  );
}
