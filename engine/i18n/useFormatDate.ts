import { useCallback } from 'react';
import { useTranslation } from './useTranslation';
import { useCalendar } from './calendar';
import { formatDate } from './formatDate';

/** formatDate bound to the admin's language and calendar; a component using it follows both. */
export function useFormatDate(): (value: unknown, options?: { time?: boolean }) => string {
  const { i18n } = useTranslation();
  const calendar = useCalendar();
  const language = i18n.language;
  return useCallback((value, options) => formatDate(value, { language, calendar, time: options?.time ?? false }), [language, calendar]);
}
