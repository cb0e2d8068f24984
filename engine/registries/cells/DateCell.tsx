import { useFormatDate } from '../../i18n/useFormatDate';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

export function DateCell({ value }: { value: unknown }) {
  const format = useFormatDate();
  if (isEmpty(value)) return <NoData />;
  return <>{format(value)}</>;
}

/** A moment: its date and time of day, in the admin's language and calendar (when a log entry was made). */
export function DateTimeCell({ value }: { value: unknown }) {
  const format = useFormatDate();
  if (isEmpty(value)) return <NoData />;
  return <>{format(value, { time: true })}</>;
}
