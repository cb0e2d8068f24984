import { useMemo } from 'react';
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
  // Each row's cell: the areas and the menu are searched once per group the row names, not at every draw.
  const keys = useMemo(() => subjectTitleKeys(descriptors.areas, descriptors.menu, value), [descriptors, value]);
  if (isEmpty(value)) return <NoData />;
  return <>{keys.length > 0 ? areaTitles(keys, t) : String(value)}</>;
}
