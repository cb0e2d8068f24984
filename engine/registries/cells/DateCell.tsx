import { useFormatDate } from '../../i18n/useFormatDate';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

export function DateCell({ value }: { value: unknown }) {
  const format = useFormatDate();
  if (isEmpty(value)) return <NoData />;
  return <>{format(value)}</>;
}
