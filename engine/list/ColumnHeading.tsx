import { useTranslation } from '../i18n/useTranslation';
import { Link } from 'react-router-dom';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import type { ListArea } from '../descriptor/areaModel';
import type { Column } from '../descriptor/descriptor.types';
import { smallIcon } from '../app/plainIcon';
import { sortKeyOf, type ListSort } from './listOrder';
import { useRowClasses } from './rowLook';

interface ColumnHeadingProps {
  area: ListArea;
  column: Column;
  sort: ListSort | null;
  hrefForSort: (field: string) => string;
}

/**
 * A column's heading; a sortable one is a link to the list sorted by it, with aria-sort saying the
 * order. Drawn as MUI's head TableCell and TableSortLabel, with plain elements sharing the table's
 * classes (rowLook).
 */
export function ColumnHeading({ area, column, sort, hrefForSort }: ColumnHeadingProps) {
  const { t } = useTranslation();
  const classes = useRowClasses();
  const key = sortKeyOf(area, column);
  const label = t(column.label);
  if (key === null)
    return (
      <th className={classes.headCell} scope="col">
        {label}
      </th>
    );
  const active = sort?.field === key;
  const direction = active ? sort.direction : 'asc';
  return (
    <th className={classes.headCell} scope="col" aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      {/* A link, so the order is in the address: shared, reloaded, undone with Back. */}
      <Link className={classes.sortLabel} to={hrefForSort(key)} data-active={active || undefined} data-direction={direction} data-testid={`sort-${key}`}>
        {label}
        {smallIcon(ArrowDownward, classes.sortIcon)}
      </Link>
    </th>
  );
}
