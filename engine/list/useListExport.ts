import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useSnackbar } from '../toasts/toasts';
import type { ListArea } from '../descriptor/areaModel';
import type { Column } from '../descriptor/descriptor.types';
import { ApiError } from '../api/client';
import type { ListSort } from './listOrder';
import { saveBlob } from './saveBlob';
import { useDashboard } from '../descriptor/useDashboard';

export type ExportFormat = 'xlsx' | 'csv';

/** Pages read out of the pages there are; total null until the first answer. */
export interface ExportProgress {
  format: ExportFormat;
  done: number;
  total: number | null;
}

export interface ListExport {
  progress: ExportProgress | null;
  start: (format: ExportFormat) => void;
  cancel: () => void;
}

interface ListView {
  filters: Readonly<Record<string, string>>;
  sort: ListSort | null;
  /** The columns the admin shows, in their order. */
  columns: readonly Column[];
}

/**
 * Writes the whole list as the screen shows it (filters, order, columns) to a file: every page
 * is read first, so a failure or a cancel writes nothing.
 */
export function useListExport(area: ListArea, view: ListView): ListExport {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { descriptors } = useDashboard();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  const latest = useRef(view);
  latest.current = view;

  // Leaving the list stops an export under way.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    (format: ExportFormat) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      const { filters, sort, columns } = latest.current;
      const title = t(area.title);
      setProgress({ format, done: 0, total: null });
      void (async () => {
        try {
          const { runListExport } = await import('./runListExport');
          const { blob, fileName } = await runListExport({
            area,
            title,
            format,
            filters,
            sort,
            columns,
            areas: descriptors.areas,
            menu: descriptors.menu,
            words: { t: (key: string) => t(key), exists: (key: string) => i18n.exists(key) },
            rtl: i18n.dir(i18n.language) === 'rtl',
            signal: controller.signal,
            onProgress: (done, total) => setProgress({ format, done, total }),
          });
          if (controller.signal.aborted) throw controller.signal.reason;
          saveBlob(blob, fileName);
          enqueueSnackbar(t('engine.exportDone'), { variant: 'success' });
        } catch (error) {
          if (controller.signal.aborted) enqueueSnackbar(t('engine.exportCancelled'), { variant: 'info' });
          else enqueueSnackbar(t('engine.exportFailed', { message: error instanceof ApiError ? error.message : t('errors.server') }), { variant: 'error' });
        } finally {
          running.current = null;
          setProgress(null);
        }
      })();
    },
    [area, descriptors.areas, descriptors.menu, t, i18n, enqueueSnackbar],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  return { progress, start, cancel };
}
