import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { SelectionState } from './roleSelection';

/** A checkbox that switches a set of permissions: ticked when all, half when some. */
export function SelectAllBox({
  state,
  label,
  ariaLabel,
  disabled,
  onChange,
  testId,
}: {
  state: SelectionState;
  label: string;
  ariaLabel: string;
  disabled: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  return (
    <FormControlLabel
      sx={{ m: 0 }}
      label={label}
      control={
        <Checkbox
          size="small"
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={disabled}
          // A half-ticked box selects the rest first: one click never takes away what was chosen.
          onChange={() => onChange(state !== 'all')}
          slotProps={{
            input: { 'aria-label': ariaLabel, 'data-testid': testId } as Record<string, string>,
          }}
        />
      }
    />
  );
}
