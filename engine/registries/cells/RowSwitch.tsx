import Switch from '@mui/material/Switch';

interface RowSwitchProps {
  checked: boolean;
  onChange: (next: boolean) => void;
  /** What a screen reader says, e.g. "Toggle activation". */
  label: string;
  /** While its call runs the switch ignores presses but stays focusable. */
  pending: boolean;
  testId: string;
}

/** A row's switch. */
export function RowSwitch({ checked, onChange, label, pending, testId }: RowSwitchProps) {
  return (
    <Switch
      checked={checked}
      onChange={(event) => {
        if (!pending) onChange(event.target.checked);
      }}
      slotProps={{ input: { role: 'switch', 'aria-label': label, 'aria-disabled': pending || undefined } }}
      data-testid={testId}
    />
  );
}
