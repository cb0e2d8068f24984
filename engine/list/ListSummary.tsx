import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableViewIcon from '@mui/icons-material/TableView';
import type { ListExport, SummaryFigure } from '../descriptor/descriptor.types';
import { getPath } from '../descriptor/fieldPath';
import { formatAmount, formatMoney } from '../i18n/formatAmount';

type Summary = SummaryFigure;
type Export = ListExport;

/** A figure as the descriptor asks; anything that is not a number reads "no data". */
function figure(value: unknown, cell: Summary['cell'], language: string, currency: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (cell === 'text') return typeof value === 'object' ? null : String(value);
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return null;
  return cell === 'money' ? formatMoney(n, language, currency) : formatAmount(n, language);
}

/** Only web addresses open from an export button; anything else in the answer is ignored. */
export function safeLink(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Totals of the whole list (not of one row), as cards above the table. */
export function ListSummary({ summary, answer }: { summary: readonly Summary[]; answer: unknown }) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(220px, 1fr))' }, mb: 2 }} data-testid="list-summary">
      {summary.map((item) => (
        <Paper key={item.path} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t(item.label)}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600 }} data-testid={`summary-${item.path}`}>
            {figure(getPath(answer, item.path), item.cell, i18n.language, t('common.currency')) ?? t('common.noData')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** Today's date as the file name's suffix, e.g. 2026-11-22. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The export buttons: a file the answer links to, or a PDF of the printed region made here. */
export function ListExports({ exports, answer, printed }: { exports: readonly Export[]; answer: unknown; printed: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [making, setMaking] = useState(false);

  const makePdf = async (item: Export) => {
    const element = printed.current;
    if (!element || making) return;
    setMaking(true);
    try {
      const { exportElementToPdf } = await import('./exportPdf');
      await exportElementToPdf(element, `${item.fileName}-${today()}.pdf`);
      enqueueSnackbar(t(item.success), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('engine.pdfFailed'), { variant: 'error' });
    } finally {
      setMaking(false);
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
              disabled={!href}
              {...(href ? { href, target: '_blank', rel: 'noopener noreferrer' } : {})}
              data-testid="export-link"
            >
              {t(item.label)}
            </Button>
          );
        }
        return (
          <Button key={item.label} variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={making} onClick={() => void makePdf(item)} data-testid="export-pdf">
            {t(item.label)}
          </Button>
        );
      })}
    </>
  );
}
