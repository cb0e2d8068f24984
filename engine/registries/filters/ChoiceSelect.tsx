import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../i18n/useTranslation';

// Menus stay inside the filter panel so choosing an item is not a click outside it.
const selectProps = { select: { MenuProps: { disablePortal: true, slotProps: { paper: { sx: { maxHeight: 150 * 2 } } } } } };

interface ChoiceSelectProps {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A filter's plain select of choices, "All" first. */
export function ChoiceSelect({ name, label, value, options, onChange, disabled }: ChoiceSelectProps) {
  const { t } = useTranslation();
  // A remembered value the choices do not hold (not there yet, or no longer offered) is kept, not dropped.
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <TextField select size="small" name={name} label={label} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} slotProps={selectProps} fullWidth>
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
