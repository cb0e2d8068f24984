import { useTranslation } from '../i18n/useTranslation';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageRange } from './listOrder';
import TextField from '@mui/material/TextField';
import { numberFormat } from '../i18n/formatters';

interface PageSizeRangeProps {
  sizes: readonly number[];
  perPage: number;
  page: number;
  rowsOnPage: number;
  total: number | null;
  onPerPage: (size: number) => void;
}

interface PageSizeFieldProps {
  sizes: readonly number[];
  perPage: number;
  onPerPage: (size: number) => void;
}

/** The platform's own list of sizes (a phone shows its native picker) in MUI's small outlined field. */
function PageSizeField({ sizes, perPage, onPerPage }: PageSizeFieldProps) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  return (
    <TextField
      select
      size="small"
      label={t('engine.rowsPerPage')}
      value={String(perPage)}
      onChange={(event) => onPerPage(Number(event.target.value))}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 120 }}
      data-testid="page-size"
    >
      {sizes.map((size) => (
        <option key={size} value={String(size)}>
          {number.format(size)}
        </option>
      ))}
    </TextField>
  );
}

/** "1–6 of 33" and the page size choice, under the table. */
export function PageSizeRange({ sizes, perPage, page, rowsOnPage, total, onPerPage }: PageSizeRangeProps) {
  const { t, i18n } = useTranslation();
  const range = pageRange(page, perPage, rowsOnPage, total);
  const number = (n: number) => numberFormat(i18n.language).format(n);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {sizes.length > 1 && <PageSizeField sizes={sizes} perPage={perPage} onPerPage={onPerPage} />}
      {range && (
        <Typography variant="body2" color="text.secondary" data-testid="page-range" aria-live="polite">
          {t('engine.pageRange', { from: number(range.from), to: number(range.to), total: number(range.total) })}
        </Typography>
      )}
    </Stack>
  );
}
