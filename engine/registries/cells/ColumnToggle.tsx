import { useText } from '../../i18n/useText';
import Switch from '@mui/material/Switch';
import type { Column } from '../../descriptor/descriptor.types';
import { isTrue } from '../../data/answers';
import type { CellProps } from './cellProps';
import { Flag } from './Flag';

export function ColumnToggle({ value, row, column, context }: CellProps) {
  const { t } = useText();
  const toggle = 'toggle' in column ? column.toggle : undefined;
  const allowed = toggle && (!toggle.permission || context.permissions?.[toggle.permission]);
  if (context.mode !== 'list' || !allowed || !context.onColumnToggle) return <Flag value={value} />;
  const onToggle = context.onColumnToggle;
  return (
    <Switch
      checked={isTrue(value)}
      // Focusable while its call runs, as the activation switch.
      onChange={(_, next) => {
        if (!context.pending) onToggle(row, column as Column, next);
      }}
      slotProps={{ input: { 'aria-label': t(column.label), 'aria-disabled': context.pending || undefined } }}
      data-testid={`toggle-${column.field}-${String(row.id)}`}
    />
  );
}
