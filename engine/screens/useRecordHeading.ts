import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useLocation } from 'react-router-dom';
import type { Area } from '../descriptor/descriptor.types';
import { hasList, listPath, screenPath } from '../descriptor/areaModel';
import { offersScreen } from '../descriptor/offeredScreens';
import { parseRecordAnswer } from '../data/envelope';
import { RESTORE_SCROLL, listReturnPath } from './listReturn';
import { recordLabelPath, recordTitle } from './recordTitle';
import { recordTrail, type Crumb, type RecordScreenKind } from './screenTrail';

interface RecordHeading {
  title: string;
  breadcrumbs: Crumb[];
}

/**
 * The title and breadcrumbs of an area's record screen: "Edit: Riyad Bank", Home › Banks ›
 * Riyad Bank › Edit. Until the record is in, the title names the area.
 */
export function useRecordHeading(area: Area, kind: RecordScreenKind, id: string | undefined, answer: unknown): RecordHeading {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return useMemo(() => {
    const areaTitle = t(area.title);
    const parsed = answer === undefined ? null : parseRecordAnswer(answer, area.response);
    const record = parsed?.ok ? recordTitle(parsed.value, recordLabelPath(area), i18n.language, id) : undefined;
    // Opened from its list: the list's crumb goes back to the same page, filters and order.
    const listTo = hasList(area) ? listReturnPath(location.state, listPath(area)) : undefined;
    const showTo = kind === 'edit' && id !== undefined && offersScreen(area, 'show') ? screenPath(area, 'show', id) : undefined;
    const breadcrumbs = recordTrail({
      kind,
      areaTitle,
      listTo,
      listState: RESTORE_SCROLL,
      record: record ?? (id !== undefined ? `#${id}` : undefined),
      showTo,
      showState: location.state,
      actionLabel: t(kind === 'create' ? 'engine.add' : 'engine.edit'),
    });
    let title: string;
    if (kind === 'single') title = areaTitle;
    else if (kind === 'create') title = t('engine.createTitle', { area: areaTitle });
    else if (record === undefined)
      title = t(kind === 'edit' ? 'engine.editTitle' : 'engine.showTitle', {
        area: areaTitle,
      });
    else title = t(kind === 'edit' ? 'engine.editRecordTitle' : 'engine.showRecordTitle', { area: areaTitle, record });
    return { title, breadcrumbs };
  }, [area, kind, id, answer, t, i18n.language, location.state]);
}
