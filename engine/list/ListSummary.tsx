import { useState, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useSnackbar } from '../toasts/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableViewIcon from '@mui/icons-material/TableView';
import type { TFunction } from '../i18n/i18n';
import type { Column, ListExport, SummaryFigure } from '../descriptor/descriptor.types';
import type { ListArea } from '../descriptor/areaModel';
import { getPath } from '../descriptor/fieldPath';
import { formatMoney, formatNumber } from '../i18n/formatAmount';
import { areaData } from '../data/areaData';
import { ApiError, fetchLinkedFile, type LinkedFile } from '../api/client';
import { errorText } from '../api/errorText';
import { saveBlob } from './saveBlob';
import type { Row } from '../data/envelope';
import { listQuery } from './listQuery';
import type { PrintableReport } from './exportPdf';
import { dateTimeFormat } from '../i18n/formatters';

type Summary = SummaryFigure;
type Export = ListExport;

/** A figure as the descriptor asks; anything that is not a number reads "no data". */
function figure(value: unknown, cell: Summary['cell'], language: string, currency: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (cell === 'text') return typeof value === 'object' ? null : String(value);
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return null;
  return cell === 'money' ? formatMoney(n, language, currency) : formatNumber(n, language);
}

/** Only web addresses open from an export button; anything else in the answer is ignored. */
function safeLink(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Totals of the whole list (not of one row), as cards above the table. */
export function ListSummary({ summary, answer, loading = false }: { summary: readonly Summary[]; answer: unknown; loading?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(220px, 1fr))' }, mb: 2 }} data-testid="list-summary">
      {summary.map((item) => (
        <Paper key={item.path} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t(item.label)}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600 }} data-testid={`summary-${item.path}`}>
            {loading ? <Skeleton width="40%" /> : (figure(getPath(answer, item.path), item.cell, i18n.language, t('common.currency')) ?? t('common.noData'))}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** Rows asked for per call while a PDF collects the whole list. */
const PRINT_PAGE_SIZE = 100;

/** A cell as text in the printed table; images, switches and lists are left blank. */
function printedCell(column: Column, row: Row, index: number, language: string, t: TFunction): string {
  if (column.cell === 'rowNumber') return String(index + 1);
  const value = getPath(row, column.field);
  if (value === undefined || value === null || value === '') return t('common.noData');
  if (typeof value === 'object') return '';
  const option = column.options.find((item) => String(item.value) === String(value));
  if (option) return t(option.label);
  if (column.cell === 'money' || column.cell === 'percent') {
    const n = Number(value);
    if (Number.isFinite(n)) return column.cell === 'money' ? formatMoney(n, language, t('common.currency')) : `${formatNumber(n, language)}%`;
  }
  return String(value);
}

/**
 * Every row of the list under its filters, read page by page, as a printable report with the
 * filters in force and the totals. `onProgress` hears the pages read out of the pages there are.
 */
async function collectReport(area: ListArea, filters: Readonly<Record<string, string>>, t: TFunction, language: string, onProgress: (done: number, total: number) => void): Promise<PrintableReport> {
  const data = areaData(area);
  const rows: Row[] = [];
  let answer: unknown = null;
  let lastPage = 1;
  for (let page = 1; page <= lastPage; page += 1) {
    const query = listQuery(area, filters, page, { sort: null, perPage: PRINT_PAGE_SIZE });
    const next = await data.listPage(query);
    if (page === 1) answer = next.answer;
    rows.push(...next.rows);
    lastPage = next.lastPage;
    onProgress(page, lastPage);
  }
  const columns = area.list.columns.filter((column) => column.cell !== 'toggle' && column.cell !== 'image');
  return {
    title: t(area.title),
    subtitle: dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date()),
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    filters: area.list.filters.flatMap((filter) => {
      const value = filters[filter.param]?.trim();
      if (!value || filter.widget === 'hidden') return [];
      const option = filter.options.find((item) => String(item.value) === value);
      return [{ label: t(filter.label), value: option ? t(option.label) : value }];
    }),
    totals: (area.list.summary ?? []).map((item) => ({
      label: t(item.label),
      value: figure(getPath(answer, item.path), item.cell, language, t('common.currency')) ?? t('common.noData'),
    })),
    headings: columns.map((column) => t(column.label)),
    rows: rows.map((row, index) => columns.map((column) => printedCell(column, row, index, language, t))),
    captions: { filters: t('engine.pdfFilters'), noFilters: t('engine.pdfNoFilters'), totals: t('engine.pdfTotals') },
  };
}

/** Today's date as the file name's suffix, e.g. 2026-11-22. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The export buttons: a file the answer links to, or a PDF made here. Given the list (`area` and
 * its `filters`), the PDF holds every row of the filtered list; otherwise it is a picture of the
 * printed region.
 */
export function ListExports({
  exports,
  answer,
  printed,
  area,
  filters,
}: {
  exports: readonly Export[];
  answer: unknown;
  printed: RefObject<HTMLElement | null>;
  area?: ListArea;
  filters?: Readonly<Record<string, string>>;
}) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [making, setMaking] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const [fetching, setFetching] = useState(false);
  // A link file is fetched in the page: a refusal is told here, in the admin's language, and a
  // link that has expired since the list was read (they last a while) is asked for again once.
  const fetchLink = async (item: Export, href: string) => {
    if (fetching) return;
    setFetching(true);
    try {
      let file: LinkedFile;
      try {
        file = await fetchLinkedFile(href);
      } catch (error) {
        if (!(error instanceof ApiError && error.status >= 400 && error.status < 500) || !area) throw error;
        const fresh = await areaData(area).listPage(listQuery(area, filters ?? {}, 1, { sort: null, perPage: 1 }));
        const renewed = safeLink(getPath(fresh.answer, item.path ?? ''));
        if (!renewed || renewed === href) throw error;
        file = await fetchLinkedFile(renewed);
      }
      saveBlob(file.blob, file.fileName ?? `${item.fileName}-${today()}`);
    } catch (error) {
      enqueueSnackbar(t('engine.exportFailed', { message: errorText(error) }), { variant: 'error' });
    } finally {
      setFetching(false);
    }
  };

  const makePdf = async (item: Export) => {
    const element = printed.current;
    if (making || (!area && !element)) return;
    setMaking(true);
    try {
      const { exportElementToPdf, exportReportToPdf } = await import('./exportPdf');
      const fileName = `${item.fileName}-${today()}.pdf`;
      if (area) {
        const report = await collectReport(area, filters ?? {}, t, i18n.language, (done, total) => setProgress({ done, total }));
        await exportReportToPdf(report, fileName);
      } else if (element) await exportElementToPdf(element, fileName);
      enqueueSnackbar(t(item.success), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('engine.pdfFailed'), { variant: 'error' });
    } finally {
      setMaking(false);
      setProgress(null);
    }
  };

  return (
    <>
      {exports.map((item) => {
        if (item.kind === 'link') {
          const href = safeLink(getPath(answer, item.path ?? ''));
          return (
            <Button
              key={item.label}
              variant="outlined"
              startIcon={<TableViewIcon />}
              disabled={!href || fetching}
              aria-busy={fetching}
              {...(href
                ? {
                    href,
                    onClick: (event: MouseEvent) => {
                      event.preventDefault();
                      void fetchLink(item, href);
                    },
                  }
                : {})}
              data-testid="export-link"
            >
              {t(item.label)}
            </Button>
          );
        }
        return (
          <Button key={item.label} variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={making} onClick={() => void makePdf(item)} aria-busy={making} data-testid="export-pdf">
            {progress ? t('engine.pdfProgress', { done: progress.done, total: progress.total }) : t(item.label)}
          </Button>
        );
      })}
    </>
  );
}
