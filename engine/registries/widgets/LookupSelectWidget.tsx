import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OptionSource } from '../../descriptor/descriptor.types';
import { useOptions } from '../../lookups/useOptions';
import { LookupPicker } from '../../lookups/LookupPicker';
import { isSearchable } from '../../lookups/useLookupSearch';
import { placeholdersOf } from '../../api/template';
import { useWidgetValues } from './useWidgetValues';

function isNumeric(props: WidgetProps): boolean {
  const type = props.schema.type;
  const types = Array.isArray(type) ? type : [type];
  return types.includes('integer') || types.includes('number');
}

/**
 * A select whose choices come from a lookup call. When the call reads another field
 * ({country_id}) the select waits for that field and says so.
 */
export function LookupSelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const source = (props.options as { source?: OptionSource }).source;
  const { formData, titles } = useWidgetValues(props);
  const state = useOptions(source, formData);
  const options = state.status === 'ready' ? state.options : [];
  const current = value === undefined || value === null ? '' : String(value);
  const known = current === '' || options.some((o) => o.value === current);
  const waitingFor = state.status === 'waiting' && source ? Object.values(source.query).flatMap((q) => placeholdersOf(q)) : [];
  const hasError = (rawErrors ?? []).length > 0;
  let helper: string | undefined;
  if (state.status === 'waiting') helper = t('engine.chooseFirst', { field: waitingFor.map((f) => titles[f] ?? f).join(', ') });
  else if (state.status === 'error') helper = t('errors.loadFailed');
  const send = (raw: string) => onChange(raw === '' ? undefined : isNumeric(props) ? Number(raw) : raw);
  if (isSearchable(source, state)) {
    return (
      <>
        <LookupPicker
          id={id}
          name={props.name}
          label={label}
          required={required}
          error={hasError}
          helperText={helper}
          source={source}
          values={formData}
          options={options}
          loading={state.status === 'loading'}
          disabled={disabled || readonly}
          value={current}
          onChange={send}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
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
      {hasError && <FormHelperText error>{rawErrors?.[0]}</FormHelperText>}
    </>
  );
}
