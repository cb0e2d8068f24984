import { useTranslation } from '../../i18n/useTranslation';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useOptions } from '../../lookups/useOptions';
import { LookupPicker } from '../../lookups/LookupPicker';
import { isSearchable } from '../../lookups/useLookupSearch';
import type { FilterWidgetProps } from './filterWidgetProps';

// Menus stay inside the filter panel so choosing an item is not a click outside it.
const selectProps = { select: { MenuProps: { disablePortal: true, slotProps: { paper: { sx: { maxHeight: 150 * 2 } } } } } };

export function SelectFilter({ filter, value, values, onChange }: FilterWidgetProps) {
  const { t } = useTranslation();
  const loaded = useOptions(filter.source, values);
  const fixed = filter.options.map((o) => ({ value: String(o.value), label: t(o.label) }));
  const options = filter.source ? (loaded.status === 'ready' ? loaded.options : []) : fixed;
  if (isSearchable(filter.source, loaded)) {
    return (
      <LookupPicker
        size="small"
        inline
        name={filter.param}
        label={t(filter.label)}
        placeholder={t('engine.all')}
        source={filter.source}
        values={values}
        options={options}
        loading={loaded.status === 'loading'}
        disabled={loaded.status === 'waiting'}
        value={value}
        onChange={onChange}
      />
    );
  }
  // A remembered value whose choices are not there yet is kept, not dropped.
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <TextField
      select
      size="small"
      name={filter.param}
      label={t(filter.label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={filter.source !== undefined && loaded.status === 'waiting'}
      slotProps={selectProps}
      fullWidth
    >
      <MenuItem value="">{t('engine.all')}</MenuItem>
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
