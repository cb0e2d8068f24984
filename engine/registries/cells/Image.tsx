import { useText } from '../../i18n/useText';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { getPath } from '../../descriptor/fieldPath';
import type { CellProps } from './cellProps';
import { DialogCell } from './DialogCell';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';
import { userInitials } from '../../screens/userInitials';

/** A picture drawn small (its thumbnail when the column names one) that opens the original in a window;
 * someone without a picture is drawn as the initials of their name. */
export function Image({ value, row, column }: CellProps) {
  const { t } = useText();
  if (isEmpty(value) || typeof value !== 'string') {
    // Someone without a picture is shown by the initials of their name (the spec's avatar), not "no data".
    const name = column.initialsFrom ? getPath(row, column.initialsFrom) : undefined;
    if (typeof name !== 'string' || name.trim() === '') return <NoData />;
    return (
      <Avatar role="img" aria-label={name} data-testid="initials-avatar" sx={{ width: 44, height: 44, fontSize: 16, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {userInitials(name)}
      </Avatar>
    );
  }
  const title = t(column.label);
  const thumbnail = column.thumbnail === undefined ? undefined : getPath(row, column.thumbnail);
  const small = typeof thumbnail === 'string' && thumbnail !== '' ? thumbnail : value;
  return (
    <DialogCell title={title} preview={<Box component="img" src={small} alt={title} loading="lazy" sx={{ width: 44, height: 44, objectFit: 'cover', borderRadius: 1 }} />}>
      <Box component="img" src={value} alt={title} sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }} />
    </DialogCell>
  );
}
