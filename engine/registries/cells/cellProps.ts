import type { Column, ShowField } from '../../descriptor/descriptor.types';
import type { ListPermissions, Row } from '../../data/envelope';

/** Where a cell is drawn and what it may do there (only a list row can switch activation). */
export interface CellContext {
  mode: 'list' | 'show';
  permissions?: ListPermissions;
  onToggle?: (row: Row, next: boolean) => void;
  /** A toggle column's own call (availability, published...). */
  onColumnToggle?: (row: Row, column: Column, next: boolean) => void;
  pending?: boolean;
  /** Where the row stands, for row numbers: its position on the page, the page and its size. */
  index?: number;
  page?: number;
  perPage?: number | null;
}

export interface CellProps {
  value: unknown;
  row: Row;
  column: Column | ShowField;
  context: CellContext;
}
