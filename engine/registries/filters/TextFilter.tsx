import { useTranslation } from '../../i18n/useTranslation';
import TextField from '@mui/material/TextField';
import { numberInputProps } from '../../i18n/typedNumber';
import type { FilterWidgetProps } from './filterWidgetProps';

export function TextFilter({ filter, value, onChange, type = 'text', integer }: FilterWidgetProps & { type?: string; integer?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      type={type}
      name={filter.param}
      label={t(filter.label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : integer !== undefined ? { htmlInput: numberInputProps(integer) } : {}}
      fullWidth
    />
  );
}
