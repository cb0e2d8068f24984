import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { Column, ShowField } from '../../descriptor/descriptor.types';
import { getPath } from '../../descriptor/fieldPath';
import type { Row } from '../../data/envelope';
import { cells } from '../cells';
import type { CellContext } from './cellProps';
import { fillRowLink } from './fillRowLink';
import { isEmpty } from './isEmpty';
import { i18n } from '../../i18n/i18n';
import { valueInWords } from './valueInWords';

/** A column's value in a row, drawn by the cell its descriptor names, as a link when it has one. */
export function renderCell(column: Column | ShowField, row: Row, context: CellContext): ReactNode {
  const Cell = cells[column.cell];
  // Only a descriptor that skipped the checks gets here: say which name is unknown, not "Element type is invalid".
  if (!Cell) throw new Error(`unknown cell "${String(column.cell)}" in the column "${column.field}"`);
  const value = getPath(row, column.field);
  // An empty value that means something (no admin: the system) says so rather than "no data".
  if (column.whenEmpty && isEmpty(value)) return i18n.t(column.whenEmpty);
  const content = <Cell value={valueInWords(value, column.values)} row={row} column={column} context={context} />;
  if (!column.link) return content;
  return (
    <Link component={RouterLink} to={fillRowLink(column.link, row)} underline="hover">
      {content}
    </Link>
  );
}
