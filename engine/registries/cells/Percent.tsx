import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

export function Percent({ value }: { value: unknown }) {
  if (isEmpty(value)) return <NoData />;
  const text = String(value).replace(/%$/, '');
  return <>{`${text}%`}</>;
}
