import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageRange } from './listOrder';
import { PageSizeClasses, usePageSizeClasses } from './pageSizeLook';
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

/**
 * The platform's own list of sizes in a field drawn as MUI's small outlined one (pageSizeLook):
 * a phone shows its native picker, and the page loads no menu, popover, modal or input code for it.
 */
function PageSizeField({ sizes, perPage, onPerPage }: PageSizeFieldProps) {
  const { t, i18n } = useTranslation();
  const classes = usePageSizeClasses();
  const id = useId();
  const label = t('engine.rowsPerPage');
  const number = numberFormat(i18n.language);
  return (
    <div className={classes.field} data-testid="page-size">
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <select id={id} className={classes.select} value={String(perPage)} onChange={(event) => onPerPage(Number(event.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={String(size)}>
            {number.format(size)}
          </option>
        ))}
      </select>
      <svg className={classes.arrow} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        <path d="M7 10l5 5 5-5z" />
      </svg>
      {/* The border, with a gap the label's width in its top (the select's sibling, for its hover and focus). */}
      <fieldset className={classes.outline} aria-hidden="true">
        <legend className={classes.notch}>{label}</legend>
      </fieldset>
    </div>
  );
}

/** "1–6 of 33" and the page size choice, under the table. */
export function PageSizeRange({ sizes, perPage, page, rowsOnPage, total, onPerPage }: PageSizeRangeProps) {
  const { t, i18n } = useTranslation();
  const range = pageRange(page, perPage, rowsOnPage, total);
  const number = (n: number) => numberFormat(i18n.language).format(n);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {sizes.length > 1 && (
        <PageSizeClasses>
          <PageSizeField sizes={sizes} perPage={perPage} onPerPage={onPerPage} />
        </PageSizeClasses>
      )}
      {range && (
        <Typography variant="body2" color="text.secondary" data-testid="page-range" aria-live="polite">
          {t('engine.pageRange', { from: number(range.from), to: number(range.to), total: number(range.total) })}
        </Typography>
      )}
    </Stack>
  );
}
