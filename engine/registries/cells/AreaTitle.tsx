import { useText } from '../../i18n/useText';
import type { CellProps } from './cellProps';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';
import { useSubjectAreas } from './subjectArea';
import { areaTitles } from './areaTitles';

/** The title of the area whose permission group the value is; the value as sent when no area has it. */
export function AreaTitle({ value }: CellProps) {
  const { t } = useText();
  const areas = useSubjectAreas(value);
  if (isEmpty(value)) return <NoData />;
  return <>{areas.length > 0 ? areaTitles(areas, t) : String(value)}</>;
}
