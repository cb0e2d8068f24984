import { memo } from 'react';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import { smallIcon } from '../app/plainIcon';
import { useRowClasses } from './rowLook';

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

/**
 * A row's box: MUI's small Checkbox in a checkbox cell, drawn with plain elements sharing the
 * table's classes (rowLook) as the row's other cells are. The press ripple is left out.
 */
function RowSelectCell({ checked, label, onChange, testId }: Omit<SelectCellProps, 'variant' | 'indeterminate' | 'disabled'>) {
  const classes = useRowClasses();
  const Icon = checked ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
  return (
    <td className={`${classes.cell} ${classes.selectCell}`} data-select data-pdf-ignore>
      <span className={classes.checkbox} data-checked={checked || undefined} data-testid={testId}>
        <input type="checkbox" className={classes.checkboxInput} checked={checked} onChange={onChange} aria-label={label} />
        {smallIcon(Icon, classes.icon)}
      </span>
    </td>
  );
}

/** The selection box at the row's inline start (first column), also shown on a phone's card. */
export const SelectCell = memo(function SelectCell({ variant, checked, indeterminate = false, label, onChange, disabled = false, testId }: SelectCellProps) {
  if (variant === 'row') return <RowSelectCell checked={checked} label={label} onChange={onChange} testId={testId} />;
  return (
    <TableCell padding="checkbox" variant="head" data-select data-pdf-ignore sx={{ width: 48 }}>
      <Checkbox checked={checked} indeterminate={indeterminate} onChange={onChange} disabled={disabled} size="small" slotProps={{ input: { 'aria-label': label } }} data-testid={testId} />
    </TableCell>
  );
});
