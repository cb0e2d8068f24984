import { useTranslation } from '../../i18n/useTranslation';
import TextField from '@mui/material/TextField';
import type { FilterWidgetProps } from './filterWidgetProps';

export function TextFilter({ filter, value, onChange, type = 'text' }: FilterWidgetProps & { type?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      type={type}
      name={filter.param}
      label={t(filter.label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : {}}
      fullWidth
    />
  );
}
