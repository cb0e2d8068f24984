import Box from '@mui/material/Box';
import { getPath } from '../../descriptor/fieldPath';
import type { CellProps } from './cellProps';
import { Directed } from './Directed';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

export function NumberedList({ value, column }: CellProps) {
  if (!Array.isArray(value) || value.length === 0) return <NoData />;
  const field = column.chipLabel;
  return (
    <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
      {value.map((item, i) => {
        const label = item && typeof item === 'object' ? getPath(item, field) : item;
        return <li key={i}>{isEmpty(label) ? '-' : <Directed dir="auto">{String(label)}</Directed>}</li>;
      })}
    </Box>
  );
}
