import { useText } from '../../i18n/useText';
import Box from '@mui/material/Box';
import { valueDirection } from '../../i18n/textDirection';
import type { CellProps } from './cellProps';
import { ClampedText } from './ClampedText';
import { isEmpty } from './isEmpty';
import { NoData } from './NoData';

/** Lines a longText cell shows in a table when its column does not say. */
const LONG_TEXT_LINES = 2;

export function LongText({ value, column, context }: CellProps) {
  const { t } = useText();
  if (isEmpty(value)) return <NoData />;
  const text = String(value);
  const dir = valueDirection(column.field);
  // A show page has room for the whole text.
  if (context.mode === 'show')
    return (
      <Box component="span" dir={dir} sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {text}
      </Box>
    );
  return <ClampedText text={text} lines={('clamp' in column && column.clamp) || LONG_TEXT_LINES} title={t(column.label)} dir={dir} />;
}
