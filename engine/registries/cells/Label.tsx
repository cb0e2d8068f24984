import { useText } from '../../i18n/useText';
import type { CellProps } from './cellProps';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

export function Label({ value, column }: CellProps) {
  const { t } = useText();
  if (isEmpty(value)) return <NoData />;
  const option = column.options.find((o) => String(o.value) === String(value));
  return <>{option ? t(option.label) : String(value)}</>;
}
