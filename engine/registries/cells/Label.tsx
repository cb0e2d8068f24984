import { useTranslation } from 'react-i18next';
import type { CellProps } from './cellProps';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

export function Label({ value, column }: CellProps) {
  const { t } = useTranslation();
  if (isEmpty(value)) return <NoData />;
  const option = column.options.find((o) => String(o.value) === String(value));
  return <>{option ? t(option.label) : String(value)}</>;
}
