import { useText } from '../../i18n/useText';
import Box from '@mui/material/Box';
import type { CellProps } from './cellProps';
import { DialogCell } from './DialogCell';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

export function Image({ value, column }: CellProps) {
  const { t } = useText();
  if (isEmpty(value) || typeof value !== 'string') return <NoData />;
  const title = t(column.label);
  return (
    <DialogCell title={title} preview={<Box component="img" src={value} alt={title} loading="lazy" sx={{ width: 44, height: 44, objectFit: 'cover', borderRadius: 1 }} />}>
      <Box component="img" src={value} alt={title} sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }} />
    </DialogCell>
  );
}
