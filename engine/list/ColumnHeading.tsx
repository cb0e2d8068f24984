import { useTranslation } from '../i18n/useTranslation';
import { Link } from 'react-router-dom';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ListArea } from '../descriptor/areaModel';
import type { Column } from '../descriptor/descriptor.types';
import { sortKeyOf, type ListSort } from './listOrder';

interface ColumnHeadingProps {
  area: ListArea;
  column: Column;
  sort: ListSort | null;
  hrefForSort: (field: string) => string;
}

/** A column's heading; a sortable one is a link to the list sorted by it, with aria-sort saying the order. */
export function ColumnHeading({ area, column, sort, hrefForSort }: ColumnHeadingProps) {
  const { t } = useTranslation();
  const key = sortKeyOf(area, column);
  const label = t(column.label);
  if (key === null)
    return (
      <TableCell scope="col" sx={{ fontWeight: 600 }}>
        {label}
      </TableCell>
    );
  const active = sort?.field === key;
  const direction = active ? sort.direction : 'asc';
  return (
    <TableCell scope="col" sx={{ fontWeight: 600 }} aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      {/* A link, so the order is in the address: shared, reloaded, undone with Back. */}
      <TableSortLabel component={Link} to={hrefForSort(key)} active={active} direction={direction} data-testid={`sort-${key}`}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
