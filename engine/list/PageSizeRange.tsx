import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
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
  const label = t('engine.rowsPerPage');
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {sizes.length > 1 && (
        // The platform's own list of sizes, in MUI's outlined field: a phone shows its native picker,
        // and the page loads no menu, popover or modal code for it.
        <FormControl size="small" sx={{ minWidth: 120 }} data-testid="page-size">
          <InputLabel htmlFor={id}>{label}</InputLabel>
          <NativeSelect input={<OutlinedInput label={label} />} id={id} value={String(perPage)} onChange={(event) => onPerPage(Number(event.target.value))}>
            {sizes.map((size) => (
              <option key={size} value={String(size)}>
                {number(size)}
              </option>
            ))}
          </NativeSelect>
          {/* The field as wide as its raised label needs (MUI's label takes at most 133 % of the field less 32 px, at 75 %). */}
          <Box component="span" aria-hidden sx={{ visibility: 'hidden', height: 0, overflow: 'hidden', whiteSpace: 'nowrap', fontSize: '0.75rem', px: '14px' }}>
            {label}
          </Box>
        </FormControl>
      )}
      {range && (
        <Typography variant="body2" color="text.secondary" data-testid="page-range" aria-live="polite">
          {t('engine.pageRange', { from: number(range.from), to: number(range.to), total: number(range.total) })}
        </Typography>
      )}
    </Stack>
  );
}
