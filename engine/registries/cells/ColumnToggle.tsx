import { useText } from '../../i18n/useText';
import type { Column } from '../../descriptor/descriptor.types';
import { isTrue } from '../../answers/answers';
import type { CellProps } from './cellProps';
import { Flag } from './Flag';
import { RowSwitch } from './RowSwitch';

export function ColumnToggle({ value, row, column, context }: CellProps) {
  const { t } = useText();
  const toggle = 'toggle' in column ? column.toggle : undefined;
  const allowed = toggle && (!toggle.permission || context.permissions?.[toggle.permission]);
  if (context.mode !== 'list' || !allowed || !context.onColumnToggle) return <Flag value={value} />;
  const onToggle = context.onColumnToggle;
  // Focusable while its call runs, as the activation switch.
  return (
    <RowSwitch
      checked={isTrue(value)}
      onChange={(next) => onToggle(row, column as Column, next)}
      label={t(column.label)}
      pending={Boolean(context.pending)}
      testId={`toggle-${column.field}-${String(row.id)}`}
    />
  );
}
