import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import { DateField } from '../widgets/DateField';
import type { FilterWidgetProps } from './filterWidgetProps';

/**
 * A date filter as day, month and year in the admin's language; the address keeps the ISO day.
 * Its three lists take two of the panel's columns where there are several.
 */
export function DateFilter({ filter, value, onChange }: FilterWidgetProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ gridColumn: { sm: 'span 2' }, minWidth: 0 }}>
      <DateField id={`filter-${filter.param}`} name={filter.param} size="small" label={t(filter.label)} value={value} onChange={(next) => onChange(next ?? '')} />
    </Box>
  );
}
