import { useText } from '../../i18n/useText';
import { isTrue } from '../../answers/answers';
import { RowSwitch } from './RowSwitch';
import type { CellProps } from './cellProps';
import { Flag } from './Flag';

export function Activation({ value, row, context }: CellProps) {
  const { t } = useText();
  if (context.mode !== 'list' || !context.permissions?.activate || !context.onToggle) return <Flag value={value} />;
  const toggle = context.onToggle;
  // While its call runs the switch ignores presses but stays focusable: a disabled one would drop
  // the keyboard focus to the top of the page.
  return <RowSwitch checked={isTrue(value)} onChange={(next) => toggle(row, next)} label={t('engine.toggleActive')} pending={Boolean(context.pending)} testId={`activation-${String(row.id)}`} />;
}
