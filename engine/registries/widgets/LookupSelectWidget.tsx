import { useTranslation } from '../../i18n/useTranslation';
import type { WidgetProps } from '@rjsf/utils';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LookupPicker } from '../../lookups/LookupPicker';
import { isNumericSchema, useLookupWidget } from './useLookupWidget';

/**
 * A select whose choices come from a lookup call. When the call reads another field
 * ({country_id}) the select waits for that field and says so.
 */
export function LookupSelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const lookup = useLookupWidget(props, isNumericSchema(props.schema));
  const { source, state, options, helper } = lookup;
  const current = value === undefined || value === null ? '' : String(value);
  const known = current === '' || options.some((o) => o.value === current);
  const hasError = lookup.error !== undefined;
  const send = (raw: string) => onChange(raw === '' ? undefined : lookup.toValue(raw));
  if (lookup.searchable && source) {
    return (
      <>
        <LookupPicker {...lookup.picker} source={source} value={current} onChange={send} onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)} />
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
        value={known ? current : ''}
        disabled={disabled || readonly || state.status === 'waiting'}
        error={hasError}
        onChange={(e) => send(e.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        helperText={helper}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 300 } } } } } }}
        fullWidth
      >
        <MenuItem value="">
          <em>{t('engine.selectPlaceholder')}</em>
        </MenuItem>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {state.status === 'error' && (
        <Button size="small" onClick={state.retry}>
          {t('common.retry')}
        </Button>
      )}
      {hasError && <FormHelperText error>{lookup.error}</FormHelperText>}
    </>
  );
}
