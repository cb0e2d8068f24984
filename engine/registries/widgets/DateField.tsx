import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ClearIcon from '@mui/icons-material/Clear';
import { formatDate } from '../../i18n/formatDate';
import { daysInMonth, outside, rangeProblem, yearsBetween } from './dateParts';
import { useDateParts } from './useDateParts';
import { dateTimeFormat, numberFormat } from '../../i18n/formatters';

interface DateFieldProps {
  id: string;
  label: string;
  /** An ISO day ("2026-11-23"), or '' for none. */
  value: string;
  onChange: (value: string | undefined) => void;
  /** The earliest and latest days offered (ISO). */
  min?: string | undefined;
  max?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  name?: string;
  onBlur?: () => void;
}

/**
 * A date as day, month and year, each a labelled list in the admin's language (month names,
 * digits), instead of the browser's date box, which follows the browser's language
 * ("mm/dd/yyyy" in an Arabic page). Its value stays an ISO day.
 */
export function DateField({ id, label, value, onChange, min, max, required, disabled, error, helperText, size = 'medium', name, onBlur }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const legendId = useId();
  const { parts, iso, incomplete, change, clear } = useDateParts(value, onChange);

  const digits = numberFormat(language, { useGrouping: false });
  const monthName = dateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  const year = Number(parts.year) || null;
  const month = Number(parts.month) || null;
  const years = useMemo(() => {
    const list = yearsBetween(min, max);
    // A value from the record outside the offered years is still shown, not dropped.
    return year !== null && !list.includes(year) ? [year, ...list] : list;
  }, [min, max, year]);
  const dayCount = year && month ? daysInMonth(year, month) : 31;
  const problem = iso ? rangeProblem(iso, min, max) : null;

  let message: ReactNode = helperText;
  if (!message && problem === 'early' && min) message = t('engine.dateTooEarly', { date: formatDate(min, { language, calendar: 'gregorian' }) });
  else if (!message && problem === 'late' && max) message = t('engine.dateTooLate', { date: formatDate(max, { language, calendar: 'gregorian' }) });
  else if (!message && incomplete) message = t('engine.dateIncomplete');
  const invalid = Boolean(error || problem);

  const select = (part: 'day' | 'month' | 'year', caption: string, choices: { value: number; label: string; off?: boolean }[]) => (
    <TextField
      select
      id={part === 'day' ? id : `${id}-${part}`}
      name={name ? `${name}-${part}` : undefined}
      size={size}
      label={caption}
      value={parts[part]}
      disabled={disabled}
      error={invalid}
      onChange={(event) => change(part, event.target.value)}
      onBlur={onBlur}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': legendId, 'aria-required': required || undefined, 'data-part': part } }}
      fullWidth
    >
      <option value="">{'\u2014'}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={String(choice.value)} disabled={choice.off}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );

  return (
    <Box component="fieldset" role="group" aria-labelledby={legendId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} data-testid="date-field">
      <Box component="legend" id={legendId} sx={{ typography: 'body2', color: invalid ? 'error.main' : 'text.secondary', mb: 1, p: 0 }}>
        {label}
        {required ? ' *' : ''}
      </Box>
      {/* The legend carries the "required" star once; the three lists say it to screen readers. */}
      <Box sx={{ maxWidth: 520, display: 'grid', gridTemplateColumns: 'minmax(3.5rem, 1fr) minmax(6rem, 2fr) minmax(4.5rem, 1.3fr) auto', gap: 1, alignItems: 'center' }}>
        {select(
          'day',
          t('engine.dateDay'),
          Array.from({ length: dayCount }, (_, i) => ({ value: i + 1, label: digits.format(i + 1), off: year && month ? outside(year, month, i + 1, min, max) : false })),
        )}
        {select(
          'month',
          t('engine.dateMonth'),
          Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName.format(Date.UTC(2000, i, 1)), off: year ? outside(year, i + 1, null, min, max) : false })),
        )}
        {select(
          'year',
          t('engine.dateYear'),
          years.map((y) => ({ value: y, label: digits.format(y) })),
        )}
        <Tooltip title={t('engine.dateClear')}>
          <span>
            <IconButton size="small" onClick={clear} disabled={disabled || (!parts.day && !parts.month && !parts.year)} aria-label={t('engine.dateClear')}>
              <ClearIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      {message && <FormHelperText error={invalid || incomplete}>{message}</FormHelperText>}
    </Box>
  );
}
