import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { recordPath } from '../../descriptor/subjectAreas';
import { usePermissions } from '../../permissions/usePermissions';
import type { CellProps } from './cellProps';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';
import { useRowSubjectAreas } from './subjectArea';

/**
 * The record of another area whose id the value is, as "#id": a link to its show page (else its
 * edit page) when the admin may open it, plain text otherwise or when no area has that group.
 */
export function RecordLink({ value, row, column }: CellProps) {
  const areas = useRowSubjectAreas(row, column);
  const { has } = usePermissions();
  if (isEmpty(value) || typeof value === 'object') return <NoData />;
  const text = `#${String(value)}`;
  const to = recordPath(areas, value, has);
  if (!to) return <bdi>{text}</bdi>;
  return (
    <Link component={RouterLink} to={to} underline="hover">
      <bdi>{text}</bdi>
    </Link>
  );
}
