import { useRowClasses } from './rowLook';

interface RowSwitchProps {
  checked: boolean;
  onChange: (next: boolean) => void;
  /** What a screen reader says, e.g. "Toggle activation". */
  label: string;
  /** While its call runs the switch ignores presses but stays focusable. */
  pending: boolean;
  testId: string;
}

/**
 * A row's switch: MUI's Switch drawn with plain elements sharing the table's classes (rowLook),
 * a checkbox with the switch's role over it. The press ripple is left out.
 */
export function RowSwitch({ checked, onChange, label, pending, testId }: RowSwitchProps) {
  const classes = useRowClasses();
  return (
    <span className={classes.switch}>
      <span className={classes.switchBase} data-checked={checked || undefined} data-testid={testId}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className={classes.switchInput}
          checked={checked}
          onChange={(event) => {
            if (!pending) onChange(event.target.checked);
          }}
          aria-label={label}
          aria-disabled={pending || undefined}
        />
        <span className={classes.switchThumb} />
      </span>
      <span className={classes.switchTrack} />
    </span>
  );
}
