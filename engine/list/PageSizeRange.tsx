import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { pageRange } from './listOrder';
import { numberFormat } from '../i18n/formatters';

interface PageSizeRangeProps {
  sizes: readonly number[];
  perPage: number;
  page: number;
  rowsOnPage: number;
  total: number | null;
  onPerPage: (size: number) => void;
}

/** "1–6 of 33" and the page size choice, under the table. */
export function PageSizeRange({ sizes, perPage, page, rowsOnPage, total, onPerPage }: PageSizeRangeProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const range = pageRange(page, perPage, rowsOnPage, total);
  const number = (n: number) => numberFormat(i18n.language).format(n);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {sizes.length > 1 && (
        <TextField
          select
          size="small"
          id={id}
          label={t('engine.rowsPerPage')}
          value={String(perPage)}
          onChange={(event) => onPerPage(Number(event.target.value))}
          sx={{ minWidth: 120 }}
          data-testid="page-size"
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={String(size)}>
              {number(size)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {range && (
        <Typography variant="body2" color="text.secondary" data-testid="page-range" aria-live="polite">
          {t('engine.pageRange', { from: number(range.from), to: number(range.to), total: number(range.total) })}
        </Typography>
      )}
    </Stack>
  );
}
