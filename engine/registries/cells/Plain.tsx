import type { TextDirection } from '../../i18n/textDirection';
import { Directed } from './Directed';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

export function Plain({ value, dir }: { value: unknown; dir: TextDirection }) {
  if (isEmpty(value)) return <NoData />;
  // Values are always rendered as text, never as HTML.
  return <Directed dir={dir}>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</Directed>;
}
