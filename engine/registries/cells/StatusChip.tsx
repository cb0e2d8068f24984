import { useText } from '../../i18n/useText';
import Chip from '@mui/material/Chip';
import type { CellProps } from './cellProps';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

export function StatusChip({ value, column }: CellProps) {
  const { t } = useText();
  if (isEmpty(value)) return <NoData />;
  const option = column.options.find((o) => String(o.value) === String(value));
  return <Chip size="small" variant="outlined" color={option ? option.color : 'default'} label={option ? t(option.label) : String(value)} />;
}
