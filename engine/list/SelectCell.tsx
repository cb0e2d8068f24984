import { memo } from 'react';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';

interface SelectCellProps {
  /** Heading: the page's box; a row: that row's box. */
  variant: 'head' | 'row';
  checked: boolean;
  /** Some rows of the page, not all (heading only). */
  indeterminate?: boolean;
  /** What a screen reader says, e.g. "Select Riyad Bank". */
  label: string;
  onChange: () => void;
  disabled?: boolean;
  testId?: string;
}

/** The selection box at the row's inline start (first column), also shown on a phone's card. */
export const SelectCell = memo(function SelectCell({ variant, checked, indeterminate = false, label, onChange, disabled = false, testId }: SelectCellProps) {
  return (
    <TableCell padding="checkbox" variant={variant === 'head' ? 'head' : 'body'} data-select data-pdf-ignore sx={{ width: 48 }}>
      <Checkbox checked={checked} indeterminate={indeterminate} onChange={onChange} disabled={disabled} size="small" slotProps={{ input: { 'aria-label': label } }} data-testid={testId} />
    </TableCell>
  );
});
