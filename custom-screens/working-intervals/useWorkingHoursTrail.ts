import { useMemo } from 'react';
import type { Crumb } from '../../engine';
import { useTranslation } from '../../engine';

/** Working hours are opened from a row of the service types list (its "workingHours" link). */
const SERVICE_TYPES = { title: 'serviceTypes.title', path: '/services-types/all' };

/** Home › Service types › Working hours: Cleaning. */
export function useWorkingHoursTrail(title: string): Crumb[] {
  const { t } = useTranslation();
  return useMemo(() => [{ label: t(SERVICE_TYPES.title), to: SERVICE_TYPES.path }, { label: title }], [title, t]);
}
