import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { getPath } from '../../descriptor/fieldPath';
import type { CellProps } from './cellProps';
import { Directed } from './Directed';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

export function Chips({ value, column }: CellProps) {
  if (!Array.isArray(value) || value.length === 0) return <NoData />;
  const field = column.chipLabel;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {value.map((item, i) => {
        const label = item && typeof item === 'object' ? getPath(item, field) : item;
        return <Chip key={i} size="small" label={isEmpty(label) ? '-' : <Directed dir="auto">{String(label)}</Directed>} />;
      })}
    </Stack>
  );
}
