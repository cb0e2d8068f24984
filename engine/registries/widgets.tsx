import { useTranslation } from 'react-i18next';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { OptionSource } from '../descriptor/descriptor.types';
import { useOptions } from '../lookups/useOptions';
import { LookupPicker } from '../lookups/LookupPicker';
import { isSearchable } from '../lookups/useLookupSearch';
import { placeholdersOf } from '../api/template';
import formWidgetNames from './formWidgetNames.json';
import { DateNotPastWidget } from '../form/widgets/DateNotPastWidget';
import { ImageWidget } from '../form/widgets/ImageWidget';
import { MultiLookupWidget } from '../form/widgets/MultiLookupWidget';
import { PdfWidget } from '../form/widgets/PdfWidget';
import { RichTextWidget } from '../form/widgets/RichTextWidget';
import { useWidgetValues } from './useWidgetValues';

// What the form gives every widget, beside the table of widgets the form draws with.
export type { EngineFormContext } from './useWidgetValues';

/** An on / off switch (active, status). */
function SwitchWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange } = props;
  return <FormControlLabel control={<Switch id={id} name={props.name} checked={value === true} disabled={disabled || readonly} onChange={(_, checked) => onChange(checked)} />} label={label} />;
}

function isNumeric(props: WidgetProps): boolean {
  const type = props.schema.type;
  const types = Array.isArray(type) ? type : [type];
  return types.includes('integer') || types.includes('number');
}

/**
 * A select whose choices come from a lookup call. When the call reads another field
 * ({country_id}) the select waits for that field and says so.
 */
function LookupSelectWidget(props: WidgetProps) {
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

type WidgetName = 'switch' | 'lookupSelect' | 'multiLookup' | 'image' | 'pdf' | 'richText' | 'dateNotPast';

/** The engine's form widgets, keyed by the names a uiSchema uses (`"ui:widget": "switch"`). */
export const formWidgets = {
  switch: SwitchWidget,
  lookupSelect: LookupSelectWidget,
  multiLookup: MultiLookupWidget,
  image: ImageWidget,
  pdf: PdfWidget,
  richText: RichTextWidget,
  dateNotPast: DateNotPastWidget,
} satisfies Record<WidgetName, RegistryWidgetsType[string]>;

/** The names the descriptor checker accepts; a test keeps them equal to the table above. */
export const formWidgetNameList: readonly string[] = formWidgetNames;
