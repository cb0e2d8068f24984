import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreaOptions } from './areaOptions';
import type { FilterWidgetProps } from './filterWidgetProps';

// Menus stay inside the filter panel so choosing an item is not a click outside it.
const selectProps = { select: { MenuProps: { disablePortal: true, slotProps: { paper: { sx: { maxHeight: 150 * 2 } } } } } };

/** A choice of the dashboard's areas the admin may list, each sent as its permission group. */
export function AreaFilter({ filter, value, onChange }: FilterWidgetProps) {
  const { t } = useTranslation();
  const options = useAreaOptions();
  // A remembered value no area offers (one the admin may no longer list) is kept, not dropped.
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <TextField select size="small" name={filter.param} label={t(filter.label)} value={value} onChange={(e) => onChange(e.target.value)} slotProps={selectProps} fullWidth>
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
