import { useText } from '../../i18n/useText';
import { valueDirection } from '../../i18n/textDirection';
import type { CellProps } from './cellProps';
import { ClampedText } from './ClampedText';
import { isEmpty } from './isEmpty';
import { plainValue } from './Plain';

/** A text cell: whole, or cut to the column's "clamp" lines with a way to read the rest. */
export function TextCell({ value, column, context }: CellProps) {
  const { t } = useText();
  const clamp = 'clamp' in column ? column.clamp : undefined;
  if (clamp === undefined || context.mode !== 'list' || isEmpty(value) || typeof value === 'object') return plainValue(value, valueDirection(column.field));
  return <ClampedText text={String(value)} lines={clamp} title={t(column.label)} dir={valueDirection(column.field)} />;
}
