import { useText } from '../../i18n/useText';
import { getPath } from '../../descriptor/fieldPath';
import Box from '@mui/material/Box';
import type { CellProps } from './cellProps';
import { DialogCell } from './DialogCell';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

/** A picture drawn small (its thumbnail when the column names one) that opens the original in a window. */
export function Image({ value, row, column }: CellProps) {
  const { t } = useText();
  if (isEmpty(value) || typeof value !== 'string') return <NoData />;
  const title = t(column.label);
  const thumbnail = column.thumbnail === undefined ? undefined : getPath(row, column.thumbnail);
  const small = typeof thumbnail === 'string' && thumbnail !== '' ? thumbnail : value;
  return (
    <DialogCell title={title} preview={<Box component="img" src={small} alt={title} loading="lazy" sx={{ width: 44, height: 44, objectFit: 'cover', borderRadius: 1 }} />}>
      <Box component="img" src={value} alt={title} sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }} />
    </DialogCell>
  );
}
