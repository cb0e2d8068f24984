import { subjectTitleKeys } from '../../descriptor/subjectAreas';
import { useDashboard } from '../../descriptor/useDashboard';
import { useText } from '../../i18n/useText';
import type { CellProps } from './cellProps';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';
import { areaTitles } from './areaTitles';

/** The title of the area whose permission group the value is; the value as sent when no area has it. */
export function AreaTitle({ value }: CellProps) {
  const { t } = useText();
  const { descriptors } = useDashboard();
  const keys = subjectTitleKeys(descriptors.areas, descriptors.menu, value);
  if (isEmpty(value)) return <NoData />;
  return <>{keys.length > 0 ? areaTitles(keys, t) : String(value)}</>;
}
