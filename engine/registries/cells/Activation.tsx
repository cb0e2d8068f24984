import { useText } from '../../i18n/useText';
import Switch from '@mui/material/Switch';
import { isTrue } from '../../data/answers';
import type { CellProps } from './cellProps';
import { Flag } from './Flag';

export function Activation({ value, row, context }: CellProps) {
  const { t } = useText();
  if (context.mode !== 'list' || !context.permissions?.activate || !context.onToggle) return <Flag value={value} />;
  const on = isTrue(value);
  const toggle = context.onToggle;
  return (
    <Switch
      checked={on}
      // While its call runs the switch ignores presses but stays focusable: a disabled one
      // would drop the keyboard focus to the top of the page.
      onChange={(_, next) => {
        if (!context.pending) toggle(row, next);
      }}
      slotProps={{ input: { 'aria-label': t('engine.toggleActive'), 'aria-disabled': context.pending || undefined } }}
      data-testid={`activation-${String(row.id)}`}
    />
  );
}
